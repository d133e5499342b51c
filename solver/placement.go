package solver

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"unicode/utf8"
)

// A Placement is a board with some queens placed by hand: row r holds its
// queen in column p[r], or none when p[r] is Free. Its length is the
// board's size. The solutions that hold every queen of a Placement are its
// completions; deciding whether there is one is NP-complete (Gent,
// Jefferson and Nightingale, JAIR 59, 2017).
type Placement []int

// Free marks a row of a Placement that holds no queen.
const Free = -1

// NewPlacement returns an n×n board with no queen placed.
func NewPlacement(n int) Placement {
	p := make(Placement, n)
	for r := range p {
		p[r] = Free
	}
	return p
}

// Placed returns how many queens p holds.
func (p Placement) Placed() int {
	placed := 0
	for _, c := range p {
		if c != Free {
			placed++
		}
	}
	return placed
}

// Queens returns p's queens, row and column each, in row order.
func (p Placement) Queens() [][2]int {
	q := make([][2]int, 0, p.Placed())
	for r, c := range p {
		if c != Free {
			q = append(q, [2]int{r, c})
		}
	}
	return q
}

// Format writes p's queens in row order as row, sep, column, 0-based, with
// commas between them: "0.4,3.2" with sep ".". ParsePlacement reads it.
func (p Placement) Format(sep string) string {
	var b strings.Builder
	for r, c := range p {
		if c == Free {
			continue
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(r))
		b.WriteString(sep)
		b.WriteString(strconv.Itoa(c))
	}
	return b.String()
}

// ErrPlacement is wrapped by the errors of the queens that ParsePlacement
// drops.
var ErrPlacement = errors.New("bad placement")

// ParsePlacement reads the queens of an n×n board, written as Format
// writes them: pairs of a row and a column, 0-based, joined by ":" or ".",
// and separated by commas. Spaces around them are ignored, and so are
// empty pairs and an empty text. It returns the queens it could place, and
// an error wrapping ErrPlacement for each one it dropped: a pair it cannot
// read, a square off the board, and a second queen in a row, written with
// the text's own separator. Queens that attack each other are kept (see
// Conflict). It takes O(n + len(text)) time.
func ParsePlacement(n int, text string) (p Placement, dropped []error) {
	p = NewPlacement(n)
	sep := ":"
	if !strings.Contains(text, ":") && strings.Contains(text, ".") {
		sep = "."
	}
	drop := func(format string, args ...any) {
		dropped = append(dropped, fmt.Errorf("%w: "+format, append([]any{ErrPlacement}, args...)...))
	}
	for _, pair := range strings.Split(text, ",") {
		if pair = strings.TrimSpace(pair); pair == "" {
			continue
		}
		row, col, ok := strings.Cut(pair, ":")
		if !ok {
			row, col, ok = strings.Cut(pair, ".")
		}
		r, errRow := strconv.Atoi(strings.TrimSpace(row))
		c, errCol := strconv.Atoi(strings.TrimSpace(col))
		square := strconv.Itoa(r) + sep + strconv.Itoa(c)
		switch {
		case !ok || errRow != nil || errCol != nil:
			if len(pair) > 24 {
				pair = cutRunes(pair, 24) + "…"
			}
			drop("%q is not a row and a column, such as 3%s2", pair, sep)
		case r < 0 || r >= n || c < 0 || c >= n:
			drop("%s is off the %d×%d board (rows and columns go from 0 to %d)", square, n, n, n-1)
		case p[r] == c:
			drop("%s is placed twice", square)
		case p[r] != Free:
			drop("row %d has two queens, in columns %d and %d", r, p[r], c)
		default:
			p[r] = c
		}
	}
	return p, dropped
}

// cutRunes returns the longest start of s, at most max bytes long, that
// does not cut a character of it in two.
func cutRunes(s string, max int) string {
	for max > 0 && !utf8.RuneStart(s[max]) {
		max--
	}
	return s[:max]
}

// Conflict returns nil when no two of p's queens attack each other, else
// an *AttackError naming the first queen, in row order, that an earlier
// one attacks, and that one. It takes O(n) time.
func (p Placement) Conflict() error {
	n := len(p)
	var seen [3][]int // row+1 of the queen on each column, diagonal and anti-diagonal
	for i := range seen {
		seen[i] = make([]int, 2*n)
	}
	names := [3]string{"column", "diagonal", "anti-diagonal"}
	for r, c := range p {
		if c == Free {
			continue
		}
		lines := [3]int{c, r - c + n, r + c}
		for i, line := range lines {
			if q := seen[i][line] - 1; q >= 0 {
				return &AttackError{Row1: q, Col1: p[q], Row2: r, Col2: c, Line: names[i]}
			}
		}
		for i, line := range lines {
			seen[i][line] = r + 1
		}
	}
	return nil
}

// Holds reports whether the solution x holds every queen of p.
func (p Placement) Holds(x []int) bool {
	if len(x) != len(p) {
		return false
	}
	for r, c := range p {
		if c != Free && x[r] != c {
			return false
		}
	}
	return true
}

// symmetries returns the symmetries of the board that map p to itself,
// by their index in Symmetries' order, the identity first.
func (p Placement) symmetries() []int {
	var group []int
	for s := range 8 {
		if p.mapsTo(s) {
			group = append(group, s)
		}
	}
	return group
}

// mapsTo reports whether symmetry s maps p to itself.
func (p Placement) mapsTo(s int) bool {
	n := len(p)
	for r, c := range p {
		if c == Free {
			continue
		}
		if u, v := transform(s, n, r, c); p[u] != v {
			return false
		}
	}
	return true
}

// Symmetries returns how many of the board's 8 symmetries map p to
// itself: 1, 2, 4 or 8, the last for an empty board. The unique count
// of p's completions counts them up to those symmetries.
func (p Placement) Symmetries() int { return len(p.symmetries()) }

// SymmetryIndexes returns the symmetries that map p to itself, by their
// index in Symmetries' order: 0 the identity, 1 to 3 the rotations by 90°,
// 180° and 270°, 4 to 7 the reflections left to right, top to bottom, in
// the diagonal and in the anti-diagonal.
func (p Placement) SymmetryIndexes() []int { return p.symmetries() }

// transform maps square (r, c) of an n×n board by symmetry s, 0 ≤ s < 8,
// in Symmetries' order.
func transform(s, n, r, c int) (int, int) {
	m, cm := n-1-r, n-1-c
	switch s {
	case 1: // rotate 90°
		return c, m
	case 2: // rotate 180°
		return m, cm
	case 3: // rotate 270°
		return cm, r
	case 4: // mirror left–right
		return r, cm
	case 5: // mirror top–bottom
		return m, c
	case 6: // transpose
		return c, r
	case 7: // anti-transpose
		return cm, m
	}
	return r, c
}

// Resize returns a copy of p on an n×n board: the queens that fit.
func (p Placement) Resize(n int) Placement {
	q := NewPlacement(n)
	for r, c := range p {
		if r < n && c != Free && c < n {
			q[r] = c
		}
	}
	return q
}
