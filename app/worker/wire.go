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
// linking encoding/json into the worker, which with the reflection it
// keeps weighs about 120 KB of solver.wasm's download. They know the
// kinds the protocol's types use, by reflection on their json tags, and
// refuse any other, which the tests would notice.

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

// ParseRequest reads a Request from JSON as json.Unmarshal does: it
// fails where json.Unmarshal fails, else it fills the same fields with
// the same values, matching keys to fields as json does, regardless of
// case, and skipping other keys.
func ParseRequest(data []byte) (Request, error) {
	var req Request
	p := parser{data: data}
	p.space()
	if !p.literal("null") {
		if p.peek() != '{' {
			return Request{}, p.fail("a request is a JSON object")
		}
		if err := p.value(reflect.ValueOf(&req).Elem(), 0); err != nil {
			return Request{}, err
		}
	}
	p.space()
	if p.i < len(p.data) {
		return Request{}, p.fail("text after the request")
	}
	return req, nil
}

// maxDepth is encoding/json's bound on nested arrays and objects.
const maxDepth = 10000

// A parser reads JSON from data[i:].
type parser struct {
	data []byte
	i    int
}

// A WireError says where and why ParseRequest could not read a request.
type WireError struct {
	Offset int // in bytes
	Reason string
}

func (e *WireError) Error() string {
	return "at byte " + strconv.Itoa(e.Offset) + ": " + e.Reason
}

func (p *parser) fail(reason string) error { return &WireError{p.i, reason} }

func (p *parser) peek() byte {
	if p.i < len(p.data) {
		return p.data[p.i]
	}
	return 0
}

func (p *parser) space() {
	for p.i < len(p.data) {
		switch p.data[p.i] {
		case ' ', '\t', '\n', '\r':
			p.i++
		default:
			return
		}
	}
}

// literal reads word if it comes next.
func (p *parser) literal(word string) bool {
	if strings.HasPrefix(string(p.data[p.i:]), word) {
		p.i += len(word)
		return true
	}
	return false
}

// value reads the JSON value that starts at p.i, after any space, into v,
// or only checks it when v is not valid (a key that names no field).
func (p *parser) value(v reflect.Value, depth int) error {
	p.space()
	start := p.i
	switch c := p.peek(); {
	case c == '{' || c == '[':
		if depth++; depth > maxDepth {
			return p.fail("too deeply nested")
		}
		if c == '{' {
			return p.object(v, depth)
		}
		return p.array(v, depth)
	case c == '"':
		s, err := p.str()
		if err != nil || !v.IsValid() {
			return err
		}
		if v.Kind() != reflect.String {
			return &WireError{start, "a string where " + wants(v) + " goes"}
		}
		v.SetString(s)
		return nil
	case p.literal("null"):
		if v.Kind() == reflect.Slice || v.Kind() == reflect.Pointer {
			v.SetZero()
		}
		return nil
	case p.literal("true"), p.literal("false"):
		if !v.IsValid() {
			return nil
		}
		if v.Kind() != reflect.Bool {
			return &WireError{start, "a boolean where " + wants(v) + " goes"}
		}
		v.SetBool(p.data[start] == 't')
		return nil
	case c == '-' || '0' <= c && c <= '9':
		return p.number(v)
	}
	return p.fail("not a JSON value")
}

func (p *parser) object(v reflect.Value, depth int) error {
	if v.IsValid() && v.Kind() != reflect.Struct {
		return p.fail("an object where " + wants(v) + " goes")
	}
	p.i++ // {
	p.space()
	if p.peek() == '}' {
		p.i++
		return nil
	}
	for {
		p.space()
		if p.peek() != '"' {
			return p.fail("an object's key is a string")
		}
		key, err := p.str()
		if err != nil {
			return err
		}
		p.space()
		if p.peek() != ':' {
			return p.fail("a key is followed by a colon")
		}
		p.i++
		var field reflect.Value
		if v.IsValid() {
			field = fieldNamed(v, key)
		}
		if err := p.value(field, depth); err != nil {
			return err
		}
		p.space()
		switch p.peek() {
		case ',':
			p.i++
		case '}':
			p.i++
			return nil
		default:
			return p.fail("an object's values are separated by commas")
		}
	}
}

// fieldNamed returns the field of struct v that key names, as json.Unmarshal
// finds it: by its exact name, else regardless of case; or an invalid
// Value.
func fieldNamed(v reflect.Value, key string) reflect.Value {
	t := v.Type()
	folded := -1
	for i := range t.NumField() {
		name, _, ok := jsonField(t.Field(i))
		switch {
		case !ok:
		case name == key:
			return v.Field(i)
		case folded < 0 && strings.EqualFold(name, key):
			folded = i
		}
	}
	if folded < 0 {
		return reflect.Value{}
	}
	return v.Field(folded)
}

func (p *parser) array(v reflect.Value, depth int) error {
	if v.IsValid() && v.Kind() != reflect.Slice {
		return p.fail("an array where " + wants(v) + " goes")
	}
	p.i++ // [
	if v.IsValid() {
		v.Set(reflect.MakeSlice(v.Type(), 0, 0))
	}
	p.space()
	if p.peek() == ']' {
		p.i++
		return nil
	}
	for {
		var elem reflect.Value
		if v.IsValid() {
			elem = reflect.New(v.Type().Elem()).Elem()
		}
		if err := p.value(elem, depth); err != nil {
			return err
		}
		if v.IsValid() {
			v.Set(reflect.Append(v, elem))
		}
		p.space()
		switch p.peek() {
		case ',':
			p.i++
		case ']':
			p.i++
			return nil
		default:
			return p.fail("an array's values are separated by commas")
		}
	}
}

// wants says what JSON value v takes, for errors.
func wants(v reflect.Value) string {
	switch v.Kind() {
	case reflect.Bool:
		return "a boolean"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "an integer"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a natural number"
	case reflect.Float64:
		return "a number"
	case reflect.String:
		return "a string"
	case reflect.Slice:
		return "an array"
	}
	return "an object"
}

// number reads a JSON number into v, an integer or a float.
func (p *parser) number(v reflect.Value) error {
	start := p.i
	digits := func() int {
		n := 0
		for ; p.i < len(p.data) && '0' <= p.data[p.i] && p.data[p.i] <= '9'; p.i++ {
			n++
		}
		return n
	}
	if p.peek() == '-' {
		p.i++
	}
	if p.peek() == '0' {
		p.i++
	} else if digits() == 0 {
		return p.fail("a number has digits")
	}
	if p.peek() == '.' {
		p.i++
		if digits() == 0 {
			return p.fail("a decimal point is followed by digits")
		}
	}
	if c := p.peek(); c == 'e' || c == 'E' {
		p.i++
		if c := p.peek(); c == '+' || c == '-' {
			p.i++
		}
		if digits() == 0 {
			return p.fail("an exponent has digits")
		}
	}
	text := string(p.data[start:p.i])
	switch v.Kind() {
	case reflect.Invalid:
		return nil
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if n, err := strconv.ParseInt(text, 10, 64); err == nil && !v.OverflowInt(n) {
			v.SetInt(n)
			return nil
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if n, err := strconv.ParseUint(text, 10, 64); err == nil && !v.OverflowUint(n) {
			v.SetUint(n)
			return nil
		}
	case reflect.Float64:
		if x, err := strconv.ParseFloat(text, 64); err == nil {
			v.SetFloat(x)
			return nil
		}
	}
	return &WireError{start, "the number " + text + " where " + wants(v) + " goes"}
}

// str reads a JSON string as encoding/json does: a lone surrogate and
// invalid UTF-8 become U+FFFD.
func (p *parser) str() (string, error) {
	p.i++ // "
	var b []byte
	for p.i < len(p.data) {
		c := p.data[p.i]
		switch {
		case c == '"':
			p.i++
			return string(b), nil
		case c < ' ':
			return "", p.fail("a control character in a string")
		case c == '\\':
			r, err := p.escape()
			if err != nil {
				return "", err
			}
			b = utf8.AppendRune(b, r)
		case c < utf8.RuneSelf:
			b = append(b, c)
			p.i++
		default:
			r, size := utf8.DecodeRune(p.data[p.i:])
			b = utf8.AppendRune(b, r)
			p.i += size
		}
	}
	return "", p.fail("a string does not end")
}

// escape reads the escape sequence at p.i, a pair of \u escapes for a
// character beyond U+FFFF.
func (p *parser) escape() (rune, error) {
	if p.i+1 >= len(p.data) {
		return 0, p.fail("a string does not end")
	}
	c := p.data[p.i+1]
	p.i += 2
	switch c {
	case '"', '\\', '/':
		return rune(c), nil
	case 'b':
		return '\b', nil
	case 'f':
		return '\f', nil
	case 'n':
		return '\n', nil
	case 'r':
		return '\r', nil
	case 't':
		return '\t', nil
	case 'u':
		r := p.hex4(p.i)
		if r < 0 {
			return 0, p.fail("\\u is followed by 4 hexadecimal digits")
		}
		p.i += 4
		if 0xd800 <= r && r < 0xdc00 && p.i+1 < len(p.data) && p.data[p.i] == '\\' && p.data[p.i+1] == 'u' {
			if low := p.hex4(p.i + 2); 0xdc00 <= low && low < 0xe000 {
				p.i += 6
				return 0x10000 + (r-0xd800)<<10 + (low - 0xdc00), nil
			}
		}
		if 0xd800 <= r && r < 0xe000 {
			return utf8.RuneError, nil
		}
		return r, nil
	}
	return 0, p.fail("an unknown escape in a string")
}

// hex4 returns the value of the 4 hexadecimal digits at data[i:], or -1.
func (p *parser) hex4(i int) rune {
	if i+4 > len(p.data) {
		return -1
	}
	var r rune
	for _, c := range p.data[i : i+4] {
		switch {
		case '0' <= c && c <= '9':
			c -= '0'
		case 'a' <= c && c <= 'f':
			c -= 'a' - 10
		case 'A' <= c && c <= 'F':
			c -= 'A' - 10
		default:
			return -1
		}
		r = r<<4 | rune(c)
	}
	return r
}
