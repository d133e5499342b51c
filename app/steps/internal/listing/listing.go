// Package listing writes the Go source of the code that the step-by-step
// panel shows beside its board: the lessons of package trace
// (solver/trace/lesson.go), the course notes' searches that trace.Run runs,
// and their Check, solver.Safe (solver/seeds.go), with the lines that tell
// the tracer taken out, their syntax highlighted by chroma, and for each
// kind of step the line that does what the step says: the line after the
// one that tells of it. genlisting writes it to
// app/steps/code_listing.go, and a test of app/steps checks that the file
// is current, so that the page's wasm carries the highlighted lines but
// not the highlighter.
package listing

import (
	"bytes"
	"fmt"
	"go/ast"
	"go/format"
	"go/parser"
	"go/token"
	"html"
	"os"
	"path/filepath"
	"regexp"
	"runtime"
	"slices"
	"strings"

	"github.com/alecthomas/chroma/v2"
	"github.com/alecthomas/chroma/v2/lexers"

	"nqueens/solver/trace"
)

// File is the name of the listing's file in app/steps.
const File = "code_listing.go"

// A part is a declaration that a listing shows: a type, a function, or a
// method ("Type.name"), from a file of the module, named from its root.
type part struct{ file, name string }

// methods are the parts each traced method's listing shows, in order, in
// trace.Methods' order.
var methods = []struct {
	name  string
	parts []part
}{
	{"naive", []part{{lesson, "backtracker"}, {lesson, "backtracker.place"}, {seeds, "Safe"}}},
	{"iterative", []part{{lesson, "backtracker"}, {lesson, "backtracker.iterate"}, {seeds, "Safe"}}},
	{"bitmask", []part{{lesson, "bitmasker"}, {lesson, "bitmasker.test"}}},
}

// The files the parts come from: the lessons, and solver's Check.
const (
	lesson = "solver/trace/lesson.go"
	seeds  = "solver/seeds.go"
)

// tellLine matches a line that tells the tracer of a step, and names the
// teller's method; tellField matches the lessons' field that holds it.
var (
	tellLine  = regexp.MustCompile(`^\s*\w+\.tell\.(\w+)\(`)
	tellField = regexp.MustCompile(`^\s*tell\s+\*teller\s*$`)
)

// kindOf is the kind of step that each of the teller's methods tells.
func kindOf(method string) (trace.Kind, bool) {
	for prefix, kind := range map[string]trace.Kind{
		"try": trace.Try, "place": trace.Place, "solution": trace.Solution, "backtrack": trace.Backtrack,
	} {
		if strings.HasPrefix(method, prefix) {
			return kind, true
		}
	}
	return 0, false
}

// A Line is a line of a listing: the source it comes from, its text and
// its HTML.
type Line struct {
	File       string // the module's file, as "solver/trace/lesson.go"; "" for the blank line between parts
	SourceLine int
	Text, HTML string
}

// A Tell is a line of the source that tells the tracer of a step, which
// the listing leaves out: it marks the line after it.
type Tell struct {
	File       string
	SourceLine int
	Kind       trace.Kind
	Marks      int // the index in the listing of the line it marks
}

// A Listing is a traced method's code as the panel shows it.
type Listing struct {
	Method string
	Files  []string // the files its parts come from
	Lines  []Line
	Tells  []Tell
	// Steps[kind] is the index of the line marked for a step of that
	// kind, or -1 for a kind the method never takes.
	Steps [4]int
}

// Read returns the listings of the traced methods, read from the source
// of packages trace and solver.
func Read() ([]Listing, error) {
	root, err := moduleDir()
	if err != nil {
		return nil, err
	}
	files := map[string]*source{}
	var listings []Listing
	for _, m := range methods {
		l := Listing{Method: m.name, Steps: [4]int{-1, -1, -1, -1}}
		for i, p := range m.parts {
			src, ok := files[p.file]
			if !ok {
				if src, err = parse(filepath.Join(root, filepath.FromSlash(p.file))); err != nil {
					return nil, err
				}
				files[p.file] = src
			}
			if i > 0 {
				l.Lines = append(l.Lines, Line{})
			}
			if err := l.add(src, p.file, p.name); err != nil {
				return nil, err
			}
			if !slices.Contains(l.Files, p.file) {
				l.Files = append(l.Files, p.file)
			}
		}
		for _, t := range l.Tells {
			if l.Steps[t.Kind] >= 0 && l.Steps[t.Kind] != t.Marks {
				return nil, fmt.Errorf("listing: %s marks two lines for steps of kind %d", m.name, t.Kind)
			}
			l.Steps[t.Kind] = t.Marks
		}
		listings = append(listings, l)
	}
	return listings, nil
}

// A source is a parsed file of a part.
type source struct {
	fset *token.FileSet
	file *ast.File
	text []byte
}

func parse(path string) (*source, error) {
	text, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, filepath.Base(path), text, parser.ParseComments)
	if err != nil {
		return nil, err
	}
	return &source{fset, f, text}, nil
}

// add appends the lines of the declaration name of src, which is file,
// leaving out the lines that tell the tracer, and notes what they mark.
func (l *Listing) add(src *source, file, name string) error {
	from, to, ok := src.find(name)
	if !ok {
		return fmt.Errorf("listing: no %s in %s", name, file)
	}
	first := src.fset.Position(from).Line
	var kept []string
	var pending []Tell // tells waiting for the line they mark
	for i, text := range strings.Split(string(src.text[src.fset.Position(from).Offset:src.fset.Position(to).Offset]), "\n") {
		if m := tellLine.FindStringSubmatch(text); m != nil {
			kind, ok := kindOf(m[1])
			if !ok {
				return fmt.Errorf("listing: %s:%d tells of no kind of step: %s", file, first+i, strings.TrimSpace(text))
			}
			pending = append(pending, Tell{File: file, SourceLine: first + i, Kind: kind})
			continue
		}
		if tellField.MatchString(text) {
			continue
		}
		for _, t := range pending {
			t.Marks = len(l.Lines)
			l.Tells = append(l.Tells, t)
		}
		pending = nil
		l.Lines = append(l.Lines, Line{File: file, SourceLine: first + i, Text: text})
		kept = append(kept, text)
	}
	if len(pending) > 0 {
		return fmt.Errorf("listing: %s:%d tells of a step that no line follows", file, pending[0].SourceLine)
	}
	start := len(l.Lines) - len(kept)
	lit := highlight(strings.Join(kept, "\n"))
	if len(lit) != len(kept) {
		return fmt.Errorf("listing: %s of %s highlights as %d lines, not %d", name, file, len(lit), len(kept))
	}
	for i, h := range lit {
		l.Lines[start+i].HTML = h
	}
	return nil
}

// find returns where the declaration name (a type, a function, or a method
// "Type.name") starts, its doc comment included, and ends.
func (src *source) find(name string) (from, to token.Pos, ok bool) {
	recv, fn, isMethod := strings.Cut(name, ".")
	if !isMethod {
		recv, fn = "", name
	}
	for _, d := range src.file.Decls {
		switch d := d.(type) {
		case *ast.FuncDecl:
			if d.Name.Name == fn && (d.Recv != nil) == isMethod && (!isMethod || receiverName(d.Recv.List[0].Type) == recv) {
				return withDoc(d.Doc, d.Pos()), d.End(), true
			}
		case *ast.GenDecl:
			for _, s := range d.Specs {
				if t, isType := s.(*ast.TypeSpec); isType && !isMethod && t.Name.Name == fn {
					return withDoc(d.Doc, d.Pos()), d.End(), true
				}
			}
		}
	}
	return 0, 0, false
}

// withDoc is where a declaration at pos starts, with its doc comment.
func withDoc(doc *ast.CommentGroup, pos token.Pos) token.Pos {
	if doc != nil {
		return doc.Pos()
	}
	return pos
}

// receiverName is the name of a receiver's type: T of T or *T.
func receiverName(e ast.Expr) string {
	switch e := e.(type) {
	case *ast.StarExpr:
		return receiverName(e.X)
	case *ast.Ident:
		return e.Name
	}
	return ""
}

// Source returns the Go source of code_listing.go: for each method, its
// files, the lines it marks for each kind of step, and its lines' HTML.
func Source() ([]byte, error) {
	listings, err := Read()
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.WriteString(`// Code generated by genlisting from package trace's lessons; DO NOT EDIT.

package steps

// listings holds the code of each traced method (see codeListing).
var listings = map[string]codeListing{
`)
	for _, l := range listings {
		fmt.Fprintf(&b, "%q: {files: %q, steps: %#v, lines: []string{\n", l.Method, strings.Join(l.Files, " and "), l.Steps)
		for _, line := range l.Lines {
			fmt.Fprintf(&b, "%q,\n", line.HTML)
		}
		b.WriteString("}},\n")
	}
	b.WriteString("}\n")
	return format.Source(b.Bytes())
}

// moduleDir is the root directory of the module, which holds this
// package's source.
func moduleDir() (string, error) {
	_, here, _, ok := runtime.Caller(0)
	if !ok {
		return "", fmt.Errorf("listing: cannot tell where its source is")
	}
	return filepath.Join(filepath.Dir(here), "..", "..", "..", ".."), nil
}

// highlight returns the HTML of each line of Go source text, its tokens in
// spans of the classes that app.css colours.
func highlight(text string) []string {
	lexer := chroma.Coalesce(lexers.Get("go"))
	it, err := lexer.Tokenise(nil, text)
	if err != nil {
		return strings.Split(html.EscapeString(text), "\n")
	}
	lines := []string{""}
	for _, tok := range it.Tokens() {
		class := tokenClass(tok.Type)
		for i, part := range strings.Split(tok.Value, "\n") {
			if i > 0 {
				lines = append(lines, "")
			}
			if part == "" {
				continue
			}
			if class == "" {
				lines[len(lines)-1] += html.EscapeString(part)
			} else {
				lines[len(lines)-1] += `<span class="` + class + `">` + html.EscapeString(part) + `</span>`
			}
		}
	}
	if len(lines) > 1 && lines[len(lines)-1] == "" {
		lines = lines[:len(lines)-1] // the lexer's final newline
	}
	return lines
}

// tokenClass is the class of a token's span: a few kinds, coloured alike
// whatever their subkind.
func tokenClass(t chroma.TokenType) string {
	switch {
	case t.InCategory(chroma.Comment):
		return "tok-comment"
	case t == chroma.KeywordType || t == chroma.NameBuiltin:
		return "tok-type"
	case t.InCategory(chroma.Keyword):
		return "tok-keyword"
	case t == chroma.NameFunction:
		return "tok-func"
	case t.InCategory(chroma.Literal):
		return "tok-literal"
	}
	return ""
}
