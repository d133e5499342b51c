package worker

import (
	"encoding/base64"
	"errors"
	"math"
	"reflect"
	"strconv"
	"strings"
	"unicode/utf8"
)

// The Web Worker's JSON: AppendResponse and ParseRequest write and read
// the protocol's messages as encoding/json does, the page's side, without
// encoding/json, which with the reflection it keeps weighed about 85 KB of
// the download when the workers ran a wasm of their own. AppendResponse
// knows the kinds the protocol's types use, by reflection on their json
// tags, and refuses any other; ParseRequest knows Request's fields by
// name. The tests check both against encoding/json.

// AppendResponse appends r to b as json.Marshal writes it, byte for
// byte, or returns an error where json.Marshal would: for a figure that
// is NaN or infinite.
func AppendResponse(b []byte, r *Response) ([]byte, error) {
	return appendValue(b, reflect.ValueOf(r).Elem())
}

// errWire is the error of a value that the protocol's JSON cannot carry.
var errWire = errors.New("the worker's JSON cannot carry the value")

func appendValue(b []byte, v reflect.Value) ([]byte, error) {
	switch v.Kind() {
	case reflect.Bool:
		return strconv.AppendBool(b, v.Bool()), nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return strconv.AppendInt(b, v.Int(), 10), nil
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return strconv.AppendUint(b, v.Uint(), 10), nil
	case reflect.Float64:
		return appendFloat(b, v.Float())
	case reflect.String:
		return appendString(b, v.String()), nil
	case reflect.Pointer:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		return appendValue(b, v.Elem())
	case reflect.Slice:
		if v.IsNil() {
			return append(b, "null"...), nil
		}
		if v.Type().Elem().Kind() == reflect.Uint8 {
			b = append(b, '"')
			b = base64.StdEncoding.AppendEncode(b, v.Bytes())
			return append(b, '"'), nil
		}
		b = append(b, '[')
		for i := range v.Len() {
			if i > 0 {
				b = append(b, ',')
			}
			var err error
			if b, err = appendValue(b, v.Index(i)); err != nil {
				return b, err
			}
		}
		return append(b, ']'), nil
	case reflect.Struct:
		b = append(b, '{')
		first := true
		t := v.Type()
		for i := range t.NumField() {
			name, omitEmpty, ok := jsonField(t.Field(i))
			if !ok {
				continue
			}
			f := v.Field(i)
			if omitEmpty && isEmpty(f) {
				continue
			}
			if !first {
				b = append(b, ',')
			}
			first = false
			b = appendString(b, name)
			b = append(b, ':')
			var err error
			if b, err = appendValue(b, f); err != nil {
				return b, err
			}
		}
		return append(b, '}'), nil
	}
	return b, errWire
}

// jsonField returns the name a struct field travels under and whether
// its tag says omitempty, or ok false for a field that does not travel.
// It panics on the tags that encoding/json reads and it does not.
func jsonField(f reflect.StructField) (name string, omitEmpty, ok bool) {
	tag := f.Tag.Get("json")
	if !f.IsExported() || tag == "-" {
		return "", false, false
	}
	name, opts, _ := strings.Cut(tag, ",")
	if f.Anonymous || (opts != "" && opts != "omitempty") {
		panic("worker: the protocol's JSON does not do field " + f.Name + "'s `" + string(f.Tag) + "`")
	}
	if name == "" {
		name = f.Name
	}
	return name, opts == "omitempty", true
}

// isEmpty is encoding/json's test for omitempty.
func isEmpty(v reflect.Value) bool {
	switch v.Kind() {
	case reflect.Slice, reflect.String:
		return v.Len() == 0
	case reflect.Bool:
		return !v.Bool()
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return v.Int() == 0
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return v.Uint() == 0
	case reflect.Float64:
		return v.Float() == 0
	case reflect.Pointer:
		return v.IsNil()
	}
	return false
}

// appendFloat writes x as encoding/json does: the shortest decimal that
// reads back as x, with an exponent only below 1e-6 or from 1e21.
func appendFloat(b []byte, x float64) ([]byte, error) {
	if math.IsNaN(x) || math.IsInf(x, 0) {
		return b, errWire
	}
	format := byte('f')
	if abs := math.Abs(x); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, x, format, -1, 64)
	if n := len(b); format == 'e' && n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
		b[n-2] = b[n-1] // e-07 is written e-7
		b = b[:n-1]
	}
	return b, nil
}

// appendString writes s as a JSON string as encoding/json does: with <, >
// and & escaped, U+2028 and U+2029 too, and invalid UTF-8 as U+FFFD.
func appendString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' && c != '<' && c != '>' && c != '&' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '"', '\\':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}
