package board

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestRenderBoard reads the board's markup, as elements and as HTML: its
// attributes, and each square's class and place.
func TestRenderBoard(t *testing.T) {
	queens := []int{1, 3, 0, 2}
	for _, tt := range []struct {
		name    string
		html    string
		squares int // the squares drawn as elements
	}{
		{"queens only", app.HTMLString(Render(4, queens, false)), 4},
		{"queens only, as HTML", SparseHTML(4, queens), 4},
		{"every square, as HTML", MarkedHTML(4, queens, Label(4, queens), nil), 16},
	} {
		html := tt.html
		for _, want := range []string{`data-testid="board"`, `data-n="4"`, `--n:4`, "columns from the top row down: 2, 4, 1, 3"} {
			if !strings.Contains(html, want) {
				t.Errorf("%s: board HTML lacks %q", tt.name, want)
			}
		}
		// Attributes come in any order, so each square's tag is read as a set.
		squares := 0
		for _, tag := range regexp.MustCompile(`<div [^>]*data-row[^>]*>`).FindAllString(html, -1) {
			r, c := attrInt(t, tag, "data-row"), attrInt(t, tag, "data-col")
			squares++
			if isQueen := strings.Contains(tag, " queen"); isQueen != (queens[r] == c) {
				t.Errorf("%s: square (%d, %d): queen %v in %s", tt.name, r, c, isQueen, tag)
			}
			if dark := strings.Contains(tag, "dark"); dark != ((r+c)%2 == 1) {
				t.Errorf("%s: square (%d, %d) colored wrong: %s", tt.name, r, c, tag)
			}
			if area := fmt.Sprintf("grid-area:%d / %d", r+1, c+1); tt.squares == 4 && !strings.Contains(tag, area) {
				t.Errorf("%s: queen (%d, %d) is not placed at %s: %s", tt.name, r, c, area, tag)
			}
		}
		if squares != tt.squares {
			t.Errorf("%s: %d squares, want %d", tt.name, squares, tt.squares)
		}
	}
}

func attrInt(t *testing.T, tag, name string) int {
	t.Helper()
	m := regexp.MustCompile(name + `="(\d+)"`).FindStringSubmatch(tag)
	if m == nil {
		t.Fatalf("%s lacks %s", tag, name)
	}
	v, _ := strconv.Atoi(m[1])
	return v
}
