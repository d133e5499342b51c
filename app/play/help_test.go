package play

import (
	"fmt"
	"testing"

	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/solver"
)

// newHelp returns help for the queens of a link on an n×n board, with a
// host that records the views it is asked to show.
func newHelp(n int, placed string, shown *[]string) *Help {
	h := &Help{}
	v := link.View{N: n, Mode: link.Play, Placed: placed}
	host := &kit.Host{Navigator: func(change func(*link.View), _ link.HistoryMode) {
		change(&v)
		*shown = append(*shown, v.Placed)
		h.Sync(h.host, h.loop, v)
	}}
	h.Sync(host, &kit.Loop{}, v)
	return h
}

func TestKeysMoveTheCursorAndPlace(t *testing.T) {
	var shown []string
	h := newHelp(5, "", &shown)
	for _, tt := range []struct {
		key    string
		cursor [2]int
		said   string
	}{
		{"ArrowDown", [2]int{1, 0}, "row 2, column 1: free."},
		{"ArrowRight", [2]int{1, 1}, "row 2, column 2: free."},
		{"Enter", [2]int{1, 1}, "Queen placed on row 2, column 2."},
		{"ArrowUp", [2]int{0, 1}, "row 1, column 2: attacked."},
		{"ArrowUp", [2]int{0, 1}, "row 1, column 2: attacked."}, // the edge
		{"End", [2]int{0, 4}, "row 1, column 5: free."},
		{" ", [2]int{0, 4}, "Queen placed on row 1, column 5."},
		{"Home", [2]int{0, 0}, "row 1, column 1: attacked."},
		{"ArrowDown", [2]int{1, 0}, "row 2, column 1: attacked."},
		{"ArrowRight", [2]int{1, 1}, "row 2, column 2: your queen."},
		{"Enter", [2]int{1, 1}, "Queen taken away from row 2, column 2."},
	} {
		if !h.press(tt.key) {
			t.Fatalf("%q was not used", tt.key)
		}
		if h.cursor != tt.cursor || h.said != tt.said {
			t.Errorf("%q: cursor %v, said %q; want %v, %q", tt.key, h.cursor, h.said, tt.cursor, tt.said)
		}
	}
	if fmt.Sprint(shown) != "[1.1 0.4,1.1 0.4]" {
		t.Errorf("the views shown: %v", shown)
	}
	if h.press("a") || h.press("Tab") {
		t.Error("a key the board does not use was used")
	}
}

func TestClashesAndBlockedRows(t *testing.T) {
	for _, tt := range []struct {
		n       int
		placed  string
		clashes string
		blocked int
	}{
		{8, "0.4,3.2", "[]", -1},
		{8, "1.1,4.4", "[[1 4]]", -1},
		{8, "0.0,0.0", "[]", -1},
		{8, "0.0,1.2,2.0", "[[0 2]]", -1},
		{4, "0.1,1.3", "[]", -1},
		{4, "0.0,1.2", "[]", 2}, // row 2's squares: 2.0 and 2.2 by column and diagonal, 2.1 and 2.3 by diagonals
	} {
		p, _ := solver.ParsePlacement(tt.n, tt.placed)
		if got := fmt.Sprint(clashes(p)); got != tt.clashes {
			t.Errorf("%s: clashes %s, want %s", tt.placed, got, tt.clashes)
		}
		if got := blockedRow(p); got != tt.blocked {
			t.Errorf("%s: blocked row %d, want %d", tt.placed, got, tt.blocked)
		}
	}
}

func TestCompactCounts(t *testing.T) {
	for _, tt := range []struct {
		n    uint64
		want string
	}{
		{0, "0"}, {999, "999"}, {1000, "1.0k"}, {1234, "1.2k"}, {9949, "9.9k"}, {9950, "10k"}, {37561, "38k"},
		{999_499, "999k"}, {999_500, "1.0M"}, {14_772_512, "15M"}, {2_279_184_000, "2.3G"}, {1 << 63, "9.2E"},
	} {
		if got := compact(tt.n); got != tt.want {
			t.Errorf("compact(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
}

func TestMovingAQueenIsSaid(t *testing.T) {
	var shown []string
	h := newHelp(6, "2.1", &shown)
	h.place(2, 4)
	if h.said != "Queen moved to row 3, column 5." || fmt.Sprint(shown) != "[2.4]" {
		t.Errorf("said %q, shown %v", h.said, shown)
	}
}
