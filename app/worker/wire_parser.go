package worker

import (
	"cmp"
	"strconv"
	"strings"
	"unicode/utf8"
)

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

// object reads the object at p.i, at the given depth of nesting, and
// calls value with each key to read its value.
func (p *parser) object(depth int, value func(key string) error) error {
	if depth > maxDepth {
		return p.fail("too deeply nested")
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
		if err := value(key); err != nil {
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

// array reads the array at p.i, at the given depth of nesting, calling
// value to read each of its values.
func (p *parser) array(depth int, value func() error) error {
	if depth > maxDepth {
		return p.fail("too deeply nested")
	}
	p.i++ // [
	p.space()
	if p.peek() == ']' {
		p.i++
		return nil
	}
	for {
		if err := value(); err != nil {
			return err
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

// skip reads the value at p.i, after any space, which goes nowhere.
func (p *parser) skip(depth int) error {
	p.space()
	switch c := p.peek(); {
	case c == '{':
		return p.object(depth+1, func(string) error { return p.skip(depth + 1) })
	case c == '[':
		return p.array(depth+1, func() error { return p.skip(depth + 1) })
	case c == '"':
		_, err := p.str()
		return err
	case p.literal("null"), p.literal("true"), p.literal("false"):
		return nil
	}
	_, err := p.number("")
	return err
}

// scalar reads the value at p.i, after any space, for a field that takes
// want: its kind, 0 for null, '1' for a number, '"' for a string and 't'
// or 'f' for a boolean, its text (a string's unescaped), and where it
// starts. An array or an object fails.
func (p *parser) scalar(want string) (kind byte, text string, at int, err error) {
	p.space()
	at = p.i
	switch c := p.peek(); {
	case c == '{':
		return 0, "", at, p.fail("an object where " + want + " goes")
	case c == '[':
		return 0, "", at, p.fail("an array where " + want + " goes")
	case c == '"':
		text, err = p.str()
		return c, text, at, err
	case p.literal("null"):
		return 0, "", at, nil
	case p.literal("true"), p.literal("false"):
		return c, "", at, nil
	}
	text, err = p.number(want)
	return '1', text, at, err
}

// mismatch is the error of a value of kind at p.data[at:] where want goes.
func mismatch(kind byte, text string, at int, want string) error {
	what := "the number " + text
	switch kind {
	case '"':
		what = "a string"
	case 't', 'f':
		what = "a boolean"
	}
	return &WireError{at, what + " where " + want + " goes"}
}

func (p *parser) int(dst *int) error {
	const want = "an integer"
	kind, text, at, err := p.scalar(want)
	if err != nil || kind == 0 {
		return err
	}
	n, err := strconv.ParseInt(text, 10, strconv.IntSize)
	if kind != '1' || err != nil {
		return mismatch(kind, text, at, want)
	}
	*dst = int(n)
	return nil
}

func (p *parser) uint(dst *uint64) error {
	const want = "a natural number"
	kind, text, at, err := p.scalar(want)
	if err != nil || kind == 0 {
		return err
	}
	n, err := strconv.ParseUint(text, 10, 64)
	if kind != '1' || err != nil {
		return mismatch(kind, text, at, want)
	}
	*dst = n
	return nil
}

func (p *parser) bool(dst *bool) error {
	const want = "a boolean"
	kind, text, at, err := p.scalar(want)
	if err != nil || kind == 0 {
		return err
	}
	if kind != 't' && kind != 'f' {
		return mismatch(kind, text, at, want)
	}
	*dst = kind == 't'
	return nil
}

func (p *parser) string(dst *string) error {
	const want = "a string"
	kind, text, at, err := p.scalar(want)
	if err != nil || kind == 0 {
		return err
	}
	if kind != '"' {
		return mismatch(kind, text, at, want)
	}
	*dst = text
	return nil
}

// ints reads an array of integers into *dst as json.Unmarshal does: into
// the slice already there, so that a null element keeps what its place
// held.
func (p *parser) ints(dst *[]int) error {
	p.space()
	if p.peek() != '[' {
		const want = "an array"
		kind, text, at, err := p.scalar(want)
		if err != nil || kind != 0 {
			return cmp.Or(err, mismatch(kind, text, at, want))
		}
		*dst = nil // null
		return nil
	}
	s, n := *dst, 0
	err := p.array(2, func() error {
		if n < cap(s) {
			s = s[:n+1]
		} else {
			s = append(s[:n], 0)
		}
		n++
		return p.int(&s[n-1])
	})
	if n == 0 {
		s = []int{}
	}
	*dst = s[:n]
	return err
}

// number reads the JSON number at p.i and returns its text, or fails with
// an error that says want goes there.
func (p *parser) number(want string) (string, error) {
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
		if p.i == start && want != "" {
			return "", p.fail("not a JSON value where " + want + " goes")
		} else if p.i == start {
			return "", p.fail("not a JSON value")
		}
		return "", p.fail("a number has digits")
	}
	if p.peek() == '.' {
		p.i++
		if digits() == 0 {
			return "", p.fail("a decimal point is followed by digits")
		}
	}
	if c := p.peek(); c == 'e' || c == 'E' {
		p.i++
		if c := p.peek(); c == '+' || c == '-' {
			p.i++
		}
		if digits() == 0 {
			return "", p.fail("an exponent has digits")
		}
	}
	return string(p.data[start:p.i]), nil
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
