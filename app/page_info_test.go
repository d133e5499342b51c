package app

import (
	"net/url"
	"testing"

	"nqueens/app/link"
)

// TestLinkWords checks the title and the description that a link of each
// mode gives its page and its preview.
func TestLinkWords(t *testing.T) {
	for _, tt := range []struct {
		query       string
		count       *countState // nil: the published count
		title, desc string
	}{
		{"n=8&sol=5&panel=symmetry", nil,
			"8 queens · solution 5 of 92 · Symmetry — N-Queens Lab",
			"Solution 5 of the 8-queens puzzle: 8 queens on a 8×8 board, none attacking another. The board has 92 solutions, 12 of them unique up to symmetry; count and browse them in your browser."},
		{"n=6&panel=steps&method=iterative&at=1040", nil, "6 queens · iterative search, step 1,040 · Step by step — N-Queens Lab",
			"Step 1,040 of the iterative backtracking search for 6 queens on a 6×6 board: the board, the line of code that took the step, and the search tree. Step through it, play it or predict it, in your browser."},
		{"n=3", nil, "3 queens · no solution — N-Queens Lab",
			"No way exists to place 3 queens on a 3×3 board so that none attacks another."},
		{"n=30&sol=7", nil, "30 queens · solution 7 — N-Queens Lab",
			"Solution 7 of the 30-queens puzzle: 30 queens on a 30×30 board, none attacking another."},
		{"mode=random&n=2000&solver=hybrid&step=5&seed=9", nil,
			"2,000 queens · hybrid, step 5, seed 9 — N-Queens Lab",
			"2,000 queens on a 2,000×2,000 board, none attacking another, placed by the hybrid solver with seed 9, in your browser."},
		{"mode=play&n=8&q=1.5,3.2", nil, "8 queens · 2 placed — N-Queens Lab",
			"A game of the 8-queens puzzle: 2 queens placed by hand on a 8×8 board. Place your own queens, and count their completions, in your browser."},
		{"mode=play&n=8&q=0.4", &countState{countDone: countDone{Counted: true, Solutions: 4}}, "8 queens · 1 placed, 4 completions — N-Queens Lab",
			"A game of the 8-queens puzzle: 1 queen placed by hand on a 8×8 board, and 4 solutions extend them. Place your own queens, and count their completions, in your browser."},
		{"mode=play&n=8&q=1.2,2.0", &countState{countDone: countDone{Counted: true}}, "8 queens · 2 placed, 0 completions — N-Queens Lab",
			"A game of the 8-queens puzzle: 2 queens placed by hand on a 8×8 board, and no solution extends them. Place your own queens, and count their completions, in your browser."},
		{"mode=puzzle&n=10&level=hard&seed=7", nil, "Puzzle · 10×10 hard · 000007 — N-Queens Lab",
			"An N-Queens puzzle: a few queens given on a 10×10 board, and exactly one way to place the others. Solve it in your browser, against the clock."},
		{"mode=puzzle&n=8&level=easy&day=2026-12-01", nil, "",
			"The N-Queens puzzle of 2026-12-01: a few queens given on a 8×8 board, and exactly one way to place the others. Solve it in your browser, against the clock."},
	} {
		q, err := url.ParseQuery(tt.query)
		if err != nil {
			t.Fatal(err)
		}
		v, _ := link.ParseView(q)
		c := tt.count
		if c == nil {
			c = &countState{}
		}
		info := newPageInfo(v, c)
		if got := info.title(); tt.title != "" && got != tt.title {
			t.Errorf("%s: title %q, want %q", tt.query, got, tt.title)
		}
		if got := info.description(); got != tt.desc {
			t.Errorf("%s: description %q, want %q", tt.query, got, tt.desc)
		}
	}
}
