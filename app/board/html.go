package board

import (
	"html"
	"strconv"
	"strings"
)

// The board's markup as HTML, for the parts of a page written with
// app.Raw, which the browser parses at once: go-app mounts elements one
// at a time from wasm, which for a board of every square costs the main
// thread much more. The markup is Render's.

// SparseHTML is Render's board as HTML: the queens on the board's
// background. It takes O(n) time.
func SparseHTML(n int, queens []int) string {
	var b strings.Builder
	openBoard(&b, "board sparse", n, Label(n, queens))
	for r, c := range queens {
		openSquare(&b, SquareClass(r, c, queens), r, c, "grid-area:"+strconv.Itoa(r+1)+" / "+strconv.Itoa(c+1))
		b.WriteString(pieceHTML + "</div>")
	}
	b.WriteString("</div>")
	return b.String()
}

// MarkedHTML is the board with each of its n² squares an element, as
// HTML, so that each can take classes of its own: mark, if not nil,
// returns those of square (r, c), or "". label is the board's accessible
// name. It takes O(n²) time.
func MarkedHTML(n int, queens []int, label string, mark func(r, c int) string) string {
	var b strings.Builder
	b.Grow(80 * n * n)
	openBoard(&b, "board", n, label)
	for r := range n {
		for c := range n {
			class := SquareClass(r, c, queens)
			if mark != nil {
				class += mark(r, c)
			}
			openSquare(&b, class, r, c, "")
			if r < len(queens) && queens[r] == c {
				b.WriteString(pieceHTML)
			}
			b.WriteString("</div>")
		}
	}
	b.WriteString("</div>")
	return b.String()
}

// pieceHTML is a queen.
const pieceHTML = `<span class="piece" aria-hidden="true">♛</span>`

// openBoard writes the start tag of boardElement's element.
func openBoard(b *strings.Builder, class string, n int, label string) {
	size := strconv.Itoa(n)
	b.WriteString(`<div class="` + class + `" data-testid="board" data-n="` + size + `" style="--n:` + size +
		`" role="img" aria-label="` + html.EscapeString(label) + `">`)
}

// openSquare writes the start tag of square (r, c), with its style if any.
func openSquare(b *strings.Builder, class string, r, c int, style string) {
	b.WriteString(`<div class="` + html.EscapeString(class) + `" data-row="` + strconv.Itoa(r) + `" data-col="` + strconv.Itoa(c) + `"`)
	if style != "" {
		b.WriteString(` style="` + style + `"`)
	}
	b.WriteString(">")
}
