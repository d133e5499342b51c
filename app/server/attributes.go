//go:build !(js && wasm)

package server

import (
	"bytes"
	"slices"
	"strings"
)

// sortAttributes writes the attributes of each start tag of page in the
// order of their names. go-app writes an element's attributes from a map,
// in another order on each render, and a page must be the same bytes
// every time it is asked for, for its ETag and for the caches that keep
// it. A tag it cannot read is left as it is.
func sortAttributes(page []byte) []byte {
	out := make([]byte, 0, len(page))
	for {
		i := bytes.IndexByte(page, '<')
		if i < 0 {
			return append(out, page...)
		}
		out = append(out, page[:i]...)
		page = page[i:]
		tag, ok := readStartTag(page)
		if !ok || slices.IsSortedFunc(tag.attrs, compareAttributes) {
			n := max(tag.n, 1)
			out = append(out, page[:n]...)
			page = page[n:]
			continue
		}
		out = append(out, tag.name...)
		for _, a := range slices.SortedStableFunc(slices.Values(tag.attrs), compareAttributes) {
			out = append(append(out, ' '), a...)
		}
		out = append(out, tag.end...)
		page = page[tag.n:]
	}
}

// A startTag is a start tag as go-app writes it: <name attribute
// attribute="value"…> or …/>.
type startTag struct {
	n     int      // its length
	name  []byte   // "<" and the element's name
	attrs [][]byte // its attributes, each written name or name="value"
	end   []byte   // ">" or "/>"
}

// readStartTag reads the start tag at the beginning of b, whose attribute
// values are quoted with double quotes, in which a backslash escapes the
// next byte, as strconv.Quote writes them. It reports whether b starts
// with such a tag.
func readStartTag(b []byte) (tag startTag, ok bool) {
	if len(b) < 2 || !isLetter(b[1]) {
		return startTag{}, false
	}
	i := 2
	for i < len(b) && (isLetter(b[i]) || isDigit(b[i]) || b[i] == '-') {
		i++
	}
	tag.name = b[:i]
	for i < len(b) {
		switch {
		case b[i] == '>':
			tag.n, tag.end = i+1, b[i:i+1]
			return tag, true
		case b[i] == '/' && i+1 < len(b) && b[i+1] == '>':
			tag.n, tag.end = i+2, b[i:i+2]
			return tag, true
		case b[i] == ' ' || b[i] == '\t' || b[i] == '\n':
			i++
			continue
		}
		start := i
		for i < len(b) && strings.IndexByte(" \t\n=>/\"'<", b[i]) < 0 {
			i++
		}
		if i == start {
			return startTag{}, false
		}
		if i < len(b) && b[i] == '=' {
			if i++; i >= len(b) || b[i] != '"' {
				return startTag{}, false
			}
			for i++; i < len(b) && b[i] != '"'; i++ {
				if b[i] == '\\' {
					i++
				}
			}
			if i >= len(b) {
				return startTag{}, false
			}
			i++
		}
		tag.attrs = append(tag.attrs, b[start:i])
	}
	return startTag{}, false
}

// compareAttributes orders attributes, written name="value", by name.
func compareAttributes(a, b []byte) int {
	return bytes.Compare(attributeName(a), attributeName(b))
}

// attributeName is the name of an attribute written name="value".
func attributeName(a []byte) []byte {
	name, _, _ := bytes.Cut(a, []byte("="))
	return name
}

func isLetter(c byte) bool { return 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' }
func isDigit(c byte) bool  { return '0' <= c && c <= '9' }
