package steps

import (
	"fmt"
	"html"
	"strconv"
	"strings"

	"nqueens/app/board"
	"nqueens/solver"
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
func (m *markup) open(tag string, attrs ...string) *markup {
	m.WriteString("<" + tag)
	for i := 0; i+1 < len(attrs); i += 2 {
		m.WriteString(" " + attrs[i] + `="` + html.EscapeString(attrs[i+1]) + `"`)
	}
	m.WriteString(">")
	return m
}

// text writes escaped text.
func (m *markup) text(s string) *markup {
	m.WriteString(html.EscapeString(s))
	return m
}

// close writes an element's end tag.
func (m *markup) close(tag string) *markup {
	m.WriteString("</" + tag + ">")
	return m
}

// element writes an element that holds text only.
func (m *markup) element(tag, text string, attrs ...string) *markup {
	return m.open(tag, attrs...).text(text).close(tag)
}

// openBoard writes the start tag of renderBoard's board element.
func (m *markup) openBoard(class string, n int, queens []int) {
	m.open("div", "class", class, "data-testid", "board", "data-n", strconv.Itoa(n),
		"style", "--n:"+strconv.Itoa(n), "role", "img", "aria-label", board.Label(n, queens))
}

// piece writes a queen.
func (m *markup) piece() {
	m.open("span", "class", "piece", "aria-hidden", "true").text("♛").close("span")
}

// markedBoardHTML is board.RenderMarked as HTML: every square, with the
// classes mark gives it.
func markedBoardHTML(n int, queens []int, mark func(r, c int) string) string {
	var m markup
	m.Grow(80 * n * n)
	m.openBoard("board", n, queens)
	for r := range n {
		for c := range n {
			m.open("div", "class", board.SquareClass(r, c, queens)+mark(r, c), "data-row", strconv.Itoa(r), "data-col", strconv.Itoa(c))
			if r < len(queens) && queens[r] == c {
				m.piece()
			}
			m.close("div")
		}
	}
	m.close("div")
	return m.String()
}

// board writes renderBoard's board: the queens on the board's background.
func (m *markup) board(n int, queens []int) {
	m.openBoard("board sparse", n, queens)
	for r, c := range queens {
		m.open("div", "class", board.SquareClass(r, c, queens), "data-row", strconv.Itoa(r), "data-col", strconv.Itoa(c),
			"style", "grid-area:"+strconv.Itoa(r+1)+" / "+strconv.Itoa(c+1))
		m.piece()
		m.close("div")
	}
	m.close("div")
}

// kindName names the last step's kind for tests and styles.
func kindName(s *solver.TraceState) string {
	if s.Steps == 0 {
		return "start"
	}
	return [...]string{"try", "place", "solution", "backtrack"}[s.Last.Kind]
}

// stepMark returns the classes of square (r, c) at the step shown.
func stepMark(s *solver.TraceState, r, c int) string {
	var b strings.Builder
	e := s.Last
	filled := s.Last.Kind == solver.TraceSolution
	if r == s.Row && !filled && s.Steps > 0 {
		b.WriteString(" current-row")
	}
	if r >= len(s.Queens) && s.Attacked(r, c) {
		b.WriteString(" attacked")
	}
	switch {
	case s.Steps == 0:
	case e.Kind == solver.TraceTry && r == e.Row && c == e.Col:
		if e.Against >= 0 {
			b.WriteString(" try-rejected")
		} else {
			b.WriteString(" try-safe")
		}
	case e.Kind == solver.TraceTry && r < e.Checks && r < len(s.Queens) && c == s.Queens[r]:
		if r == e.Against {
			b.WriteString(" attacker")
		} else {
			b.WriteString(" checked")
		}
	case e.Kind == solver.TracePlace && r == e.Row && c == e.Col:
		b.WriteString(" placed")
	case e.Kind == solver.TraceBacktrack && r == e.Row:
		b.WriteString(" backtrack-row")
	}
	if filled && r < len(s.Queens) && c == s.Queens[r] {
		b.WriteString(" solved")
	}
	return b.String()
}

// masksHTML shows the bitmask method's masks for each row entered, as bit
// strings with column 1 on the left, aligned with the board.
func masksHTML(s *solver.TraceState) string {
	n := s.N
	var m markup
	m.open("div", "class", "masks", "data-testid", "steps-frames")
	m.element("p", "Each row's masks, bit c for column c, written left to right as the board's columns. "+
		"pos = ~(row | ld | rd) holds the squares still free; the highlighted bit is p = pos & -pos, the lowest, where the queen goes. "+
		"Going down a row, ld moves one column right and rd one column left.", "class", "hint")
	m.open("div", "class", "mask-rows")
	for r, mask := range s.Masks {
		if r > s.Row {
			break
		}
		pick := uint64(0)
		if r == s.Last.Row && s.Last.Kind == solver.TracePlace {
			pick = mask.Free & -mask.Free
		}
		class, title := "mask-block", fmt.Sprintf("Row %d", r+1)
		if r == s.Row {
			class, title = "mask-block current", fmt.Sprintf("Row %d, the frame under way", r+1)
		}
		attrs := []string{"class", class, "data-testid", "mask-row", "data-row", strconv.Itoa(r)}
		if r == s.Row {
			attrs = append(attrs, "aria-current", "step")
		}
		m.open("div", attrs...)
		m.element("div", title, "class", "mask-title")
		for _, l := range [...]struct {
			name string
			bits uint64
		}{{"row", mask.Cols}, {"ld", mask.LD}, {"rd", mask.RD}} {
			m.open("div", "class", "mask-line mask-"+l.name)
			m.element("span", l.name+" =", "class", "mask-name")
			m.element("code", bitString(l.bits, n))
			m.decimal(l.bits & (1<<n - 1)) // the bits shown: ld's run off the board
			m.close("div")
		}
		m.open("div", "class", "mask-line mask-pos")
		m.element("span", "pos =", "class", "mask-name")
		m.pos(mask.Free, pick, n)
		m.decimal(mask.Free)
		m.close("div")
		if pick != 0 {
			m.open("div", "class", "mask-line mask-pick")
			m.element("span", "p =", "class", "mask-name")
			m.element("code", bitString(pick, n))
			m.decimal(pick)
			m.close("div")
		}
		m.close("div")
	}
	m.close("div").close("div")
	return m.String()
}

// decimal writes a mask's value in decimal, after its bits.
func (m *markup) decimal(bits uint64) {
	m.element("span", "= "+strconv.FormatUint(bits, 10), "class", "mask-dec")
}

// bitString writes the n low bits of m, bit 0 first.
func bitString(m uint64, n int) string {
	b := make([]byte, n)
	for c := range n {
		b[c] = '0' + byte(m>>uint(c)&1)
	}
	return string(b)
}

// pos writes pos with the bit p highlighted.
func (m *markup) pos(pos, p uint64, n int) {
	bits := bitString(pos, n)
	if p == 0 {
		m.element("code", bits)
		return
	}
	c := 0
	for p>>uint(c) != 1 {
		c++
	}
	m.open("code").text(bits[:c])
	m.element("mark", bits[c:c+1], "class", "mask-p", "data-testid", "mask-p")
	m.text(bits[c+1:]).close("code")
}

// checksHTML shows the search's frames, one for each row placed, as
// Place(row) (naive) or x[k] (iterative) keeps them: each row's column,
// the row under way marked, and in it the Check comparisons of the last
// try, one line per earlier row compared.
func checksHTML(s *solver.TraceState) string {
	var m markup
	m.open("div", "class", "frames", "data-testid", "steps-frames")
	m.element("p", "The search's frames, one for each row it has entered, the one under way marked: its row and the column x[row] of its queen.", "class", "hint")
	m.open("ol", "class", "frame-stack")
	for r := 0; r <= min(s.Row, s.N-1); r++ {
		class, what := "frame", "no queen yet"
		if r < len(s.Queens) {
			what = fmt.Sprintf("x[%d] = %d", r+1, s.Queens[r]+1)
		}
		if r == s.Row {
			class += " current"
			if s.Steps > 0 && s.Last.Kind == solver.TraceTry {
				what = fmt.Sprintf("trying x[%d] = %d", r+1, s.Last.Col+1)
			}
		}
		attrs := []string{"class", class, "data-testid", "frame", "data-row", strconv.Itoa(r)}
		if r == s.Row {
			attrs = append(attrs, "aria-current", "step")
		}
		m.open("li", attrs...)
		m.element("span", fmt.Sprintf("row %d: %s", r+1, what))
		if r == s.Row {
			m.checks(s)
		}
		m.close("li")
	}
	m.close("ol").close("div")
	return m.String()
}

// checks writes the Check comparisons of the last try.
func (m *markup) checks(s *solver.TraceState) {
	e := s.Last
	if s.Steps == 0 || e.Kind != solver.TraceTry {
		m.element("p", "At each try, Check(row, col) compares the square with the queen of every earlier row: same column, or |row - i| = |col - x[i]|.",
			"class", "checks hint", "data-testid", "checks")
		return
	}
	m.open("div", "class", "checks", "data-testid", "checks")
	m.element("p", fmt.Sprintf("Check(row %d, column %d) against the rows above:", e.Row+1, e.Col+1))
	m.open("ol")
	for i := range e.Checks {
		x := s.Queens[i]
		verdict, class := "no attack", "check-ok"
		if i == e.Against {
			verdict, class = "attacks "+attackLine(x, e.Col), "check-hit"
		}
		m.element("li", fmt.Sprintf("x[%d] = %d: %s", i+1, x+1, verdict), "class", class)
	}
	m.close("ol").close("div")
}

// foundHTML draws the last solutions found as small boards.
func foundHTML(s *solver.TraceState) string {
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
		m.board(s.N, queens)
		m.element("figcaption", fmt.Sprintf("#%d", first+uint64(i)))
		m.close("figure")
	}
	m.close("div").close("div")
	return m.String()
}
