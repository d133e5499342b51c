package steps

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"nqueens/app/board"
	"nqueens/solver/trace"
)

// The parts of the panel that change with each step and hold many
// elements are written as HTML (app.Raw), which the browser parses at once:
// go-app would mount them one element and one attribute at a time from
// wasm, which for a 16×16 board, its solutions found and its masks took
// over 100 ms of the page's main thread. They hold numbers and fixed words
// only, escaped all the same.

// A markup writes HTML.
type markup struct{ strings.Builder }

// open writes an element's start tag with attrs, pairs of name and value.
// It writes into the builder piece by piece: a tree of 16 rows has
// hundreds of elements, which joined strings took 20 ms to write.
func (m *markup) open(tag string, attrs ...string) *markup {
	m.WriteByte('<')
	m.WriteString(tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		m.WriteByte(' ')
		m.WriteString(attrs[i])
		m.WriteString(`="`)
		m.escaped(attrs[i+1])
		m.WriteByte('"')
	}
	m.WriteByte('>')
	return m
}

// text writes escaped text.
func (m *markup) text(s string) *markup {
	m.escaped(s)
	return m
}

// escaped writes s escaped as html.EscapeString escapes it, which it
// calls only when s holds a character to escape.
func (m *markup) escaped(s string) {
	if strings.ContainsAny(s, `<>&'"`) {
		s = html.EscapeString(s)
	}
	m.WriteString(s)
}

// close writes an element's end tag.
func (m *markup) close(tag string) *markup {
	m.WriteString("</")
	m.WriteString(tag)
	m.WriteByte('>')
	return m
}

// element writes an element that holds text only.
func (m *markup) element(tag, text string, attrs ...string) *markup {
	return m.open(tag, attrs...).text(text).close(tag)
}

// markedBoardHTML is board.MarkedHTML, every square with the classes mark
// gives it, with the numbers of the rows and columns, from 0 as in the
// code.
func markedBoardHTML(n int, queens []int, mark func(r, c int) string) string {
	var m markup
	m.open("div", "class", "labelled-board", "style", "--n:"+strconv.Itoa(n))
	for _, side := range []string{"board-columns", "board-rows"} {
		m.open("div", "class", side, "aria-hidden", "true")
		for i := range n {
			m.element("span", strconv.Itoa(i))
		}
		m.close("div")
	}
	m.WriteString(board.MarkedHTML(n, queens, stepsBoardLabel(n, queens), mark))
	m.close("div")
	return m.String()
}

// stepsBoardLabel tells a screen reader what the steps' board holds, its
// rows and columns numbered from 0.
func stepsBoardLabel(n int, queens []int) string {
	if len(queens) == 0 {
		return fmt.Sprintf("Empty %d by %d board. %s", n, n, numbering)
	}
	cols := make([]string, len(queens))
	for r, c := range queens {
		cols[r] = strconv.Itoa(c)
	}
	return fmt.Sprintf("%d by %d board; the queens' columns from row 0 down: %s. %s", n, n, strings.Join(cols, ", "), numbering)
}

// kindName names the last step's kind for tests and styles.
func kindName(s *trace.State) string {
	if s.Steps == 0 {
		return "start"
	}
	return [...]string{"try", "place", "solution", "backtrack"}[s.Last.Kind]
}

// masksHTML shows the bitmask method's masks for each row entered, as
// test's frames hold them: each bit under its board column, numbered, and
// the mask's value in decimal and in the usual binary.
func masksHTML(s *trace.State) string {
	n := s.N
	var m markup
	m.open("div", "class", "masks", "data-testid", "steps-frames")
	m.element("p", "test's frames, one per row entered, the one under way marked. Each bit sits under its column; "+
		"the value follows in decimal and in usual binary (column 0 last). "+
		"p := free & -free, highlighted, is free's lowest bit, which free -= p then takes away. Down a row, ld moves right, rd left.", "class", "hint")
	m.open("div", "class", "mask-rows", "style", "--n:"+strconv.Itoa(n), "tabindex", "0", "aria-label", "The frames, which scroll to the one under way")
	for r, mask := range s.Masks {
		if r > s.Row {
			break
		}
		free, pick := mask.Free&(mask.Free-1), uint64(0) // free -= p ran before test went down a row
		if r == s.Last.Row && s.Last.Kind == trace.Place {
			free, pick = mask.Free, mask.Free&-mask.Free // the step took p, and free still holds it
		}
		class, title := "mask-block", fmt.Sprintf("Row %d", r)
		attrs := []string{"data-testid", "mask-row", "data-row", strconv.Itoa(r), "style", "order:" + strconv.Itoa(-r)}
		if r == s.Row {
			class, title = "mask-block current", fmt.Sprintf("Row %d, test under way", r)
			attrs = append(attrs, "aria-current", "step")
		}
		m.open("div", append([]string{"class", class}, attrs...)...)
		m.element("div", title, "class", "mask-title")
		m.columnLabels(n)
		for _, l := range [...]struct {
			name string
			bits uint64
		}{{"cols", mask.Cols}, {"ld", mask.LD}, {"rd", mask.RD}} {
			m.maskLine(l.name, l.bits&(1<<n-1), 0, n) // the bits shown: ld's run off the board
		}
		m.maskLine("free", free, pick, n)
		if pick != 0 {
			m.maskLine("p", pick, 0, n)
		}
		m.close("div")
	}
	m.close("div").close("div")
	return m.String()
}

// columnLabels writes the numbers of the board's columns, over the bits.
func (m *markup) columnLabels(n int) {
	m.open("div", "class", "mask-line mask-columns", "aria-hidden", "true")
	m.element("span", "column", "class", "mask-name")
	m.open("span", "class", "bits")
	for c := range n {
		m.element("i", strconv.Itoa(c))
	}
	m.close("span").close("div")
}

// maskLine writes a mask named name: its n bits under their columns, the
// bits of highlight highlighted, and its value.
func (m *markup) maskLine(name string, bits, highlight uint64, n int) {
	class := "mask-line mask-" + name
	if name == "p" {
		class = "mask-line mask-pick" // not mask-p, the class of the bit highlighted
	}
	m.open("div", "class", class, "aria-label", fmt.Sprintf("%s = %d: %s", name, bits, columnsWords(bits, n)))
	m.element("span", name, "class", "mask-name")
	m.open("span", "class", "bits", "aria-hidden", "true")
	for c := range n {
		bit := strconv.FormatUint(bits>>uint(c)&1, 10)
		if highlight>>uint(c)&1 != 0 {
			m.element("i", bit, "class", "mask-p", "data-testid", "mask-p")
		} else {
			m.element("i", bit)
		}
	}
	m.close("span")
	m.element("span", fmt.Sprintf("= %d = 0b%0*b", bits, n, bits), "class", "mask-dec", "aria-hidden", "true")
	m.close("div")
}

// checksHTML shows the search's frames, one for each row placed, as
// place(row) (naive) or the loop's row (iterative) keeps them: each row's
// column x[row], the row under way marked, and in it the comparisons of
// safe at the last try, one line per row above compared.
func checksHTML(s *trace.State) string {
	var m markup
	m.open("div", "class", "frames", "data-testid", "steps-frames")
	hint := "The search's frames, one for each call of place(row) under way, the one running marked: the row, and x[row], the column of its queen."
	if s.Method == "iterative" {
		hint = "The rows the loop has entered, each with x[row], the column of its queen; the loop's row marked. It calls nothing: x holds all it needs to go back a row."
	}
	m.element("p", hint, "class", "hint")
	m.open("ol", "class", "frame-stack", "start", "0", "tabindex", "0", "aria-label", "The frames, which scroll to the one under way")
	for r := 0; r <= min(s.Row, s.N-1); r++ {
		class, what := "frame", "no queen yet"
		if r < len(s.Queens) {
			what = fmt.Sprintf("x[%d] = %d", r, s.Queens[r])
		}
		if r == s.Row {
			class += " current"
			switch e := s.Last; {
			case s.Steps == 0:
			case e.Kind == trace.Try:
				what = fmt.Sprintf("trying column %d", e.Col)
			case e.Kind == trace.Backtrack && e.Row == 0:
				what = "no column left: the search is over"
			case e.Kind == trace.Backtrack:
				what = fmt.Sprintf("its queen lifted, as row %d had no column left", e.Row)
			}
		}
		attrs := []string{"class", class, "data-testid", "frame", "data-row", strconv.Itoa(r), "style", "order:" + strconv.Itoa(-r)}
		if r == s.Row {
			attrs = append(attrs, "aria-current", "step")
		}
		m.open("li", attrs...)
		m.element("span", fmt.Sprintf("row %d: %s", r, what))
		if r == s.Row {
			m.checks(s)
		}
		m.close("li")
	}
	m.close("ol").close("div")
	return m.String()
}

// checks writes the comparisons of safe at the last try.
func (m *markup) checks(s *trace.State) {
	e := s.Last
	if s.Steps == 0 || e.Kind != trace.Try {
		m.element("p", "At each try, solver.Safe(b.x, row, col) compares the square with the queen of every row i above: the same column, x[i] == col, or the same diagonal, row-i == col-x[i] or row-i == x[i]-col.",
			"class", "checks hint", "data-testid", "checks")
		return
	}
	m.open("div", "class", "checks", "data-testid", "checks")
	m.element("p", fmt.Sprintf("solver.Safe(b.x, %d, %d) against the rows above:", e.Row, e.Col))
	m.open("ol", "start", "0")
	for i := range e.Checks {
		x := s.Queens[i]
		verdict, class := "no attack", "check-ok"
		if i == e.Against {
			verdict, class = "attacks "+attackLine(x, e.Col), "check-hit"
		}
		m.element("li", fmt.Sprintf("x[%d] = %d: %s", i, x, verdict), "class", class)
	}
	m.close("ol").close("div")
}

// foundHTML draws the last solutions found as small boards.
func foundHTML(s *trace.State) string {
	var m markup
	if len(s.Found) == 0 {
		return m.open("div", "class", "found").close("div").String()
	}
	first := s.Solutions - uint64(len(s.Found)) + 1
	m.open("div", "class", "found", "data-testid", "steps-found")
	m.element("p", "Solutions found so far, the latest last:")
	m.open("div", "class", "mini-boards")
	for i, queens := range s.Found {
		m.open("figure", "class", "mini")
		m.WriteString(board.SparseHTML(s.N, queens))
		m.element("figcaption", fmt.Sprintf("#%d", first+uint64(i)))
		m.close("figure")
	}
	m.close("div").close("div")
	return m.String()
}
