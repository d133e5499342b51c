package app

import (
	"math"
	"net/url"
	"slices"
	"strings"
	"testing"

	"nqueens/app/link"
	"nqueens/solver"
)

func TestParseView(t *testing.T) {
	tests := []struct {
		query   string
		want    link.View
		notices []string // a word each notice must contain
	}{
		{"", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, nil},
		{"algo=naive&n=6", link.View{N: 6, K: 1, Algo: "naive"}, nil},
		{"algo=magic", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, []string{`no counting method "magic"`}},
		{"algo=fastest&n=16", link.View{N: 16, K: 1, Algo: link.DefaultAlgo}, nil},
		{"algo=quarters&n=13", link.View{N: 13, K: 1, Algo: "quarters"}, nil},
		{"algo=constellations&n=16", link.View{N: 16, K: 1, Algo: "constellations"}, nil},
		{"n=5", link.View{N: 5, K: 1, Algo: link.DefaultAlgo}, nil},
		{"n=8&sol=5", link.View{N: 8, K: 5, Algo: link.DefaultAlgo}, nil},
		{"sol=3", link.View{N: 8, K: 3, Algo: link.DefaultAlgo}, nil},
		{"n=abc", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, []string{"not a whole number"}},
		{"n=0", link.View{N: 1, K: 1, Algo: link.DefaultAlgo}, []string{"below 1"}},
		{"n=-4", link.View{N: 1, K: 1, Algo: link.DefaultAlgo}, []string{"below 1"}},
		{"n=999", link.View{N: 32, K: 1, Algo: link.DefaultAlgo}, []string{"Browsing lists the solutions of boards up to n = 32"}},
		{"n=99999999999999999999999", link.View{N: 32, K: 1, Algo: link.DefaultAlgo}, []string{"up to n = 32"}},
		{"n=8.5", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, []string{"not a whole number"}},
		{"n=", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, []string{"not a whole number"}},
		{"sol=0", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, []string{"below 1"}},
		{"sol=-99999999999999999999999", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, []string{"below 1"}},
		{"sol=x", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, []string{"not a whole number"}},
		{"sol=99999999999999999999999", link.View{N: 8, K: 92, Algo: link.DefaultAlgo}, []string{"n = 8 has 92 solutions"}},
		{"n=30&sol=99999999999999999999999", link.View{N: 30, K: math.MaxUint64, Algo: link.DefaultAlgo}, []string{"too large"}},
		{"n=20&sol=50000000000", link.View{N: 20, K: 39029188884, Algo: link.DefaultAlgo}, []string{"n = 20 has 39,029,188,884 solutions"}},
		{"n=abc&sol=0", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, []string{"n=", "sol="}},
		{"n=4&n=6", link.View{N: 4, K: 1, Algo: link.DefaultAlgo}, nil},
		// Play: queens off the board or second in a row are dropped; queens
		// that attack each other stay, to show why; the other modes keep
		// them for the way back to play.
		{"mode=play&n=8&q=0.4,3.2", link.View{N: 8, K: 1, Algo: link.DefaultAlgo, Mode: link.Play, Placed: "0.4,3.2"}, nil},
		{"mode=play&n=8&q=3:2,0:4", link.View{N: 8, K: 1, Algo: link.DefaultAlgo, Mode: link.Play, Placed: "0.4,3.2"}, nil},
		{"mode=play&q=0.4", link.View{N: 8, K: 1, Algo: link.DefaultAlgo, Mode: link.Play, Placed: "0.4"}, nil},
		{"mode=play&n=8&q=0.4,9.9,0.5,x", link.View{N: 8, K: 1, Algo: link.DefaultAlgo, Mode: link.Play, Placed: "0.4"},
			[]string{"9.9 is off the 8×8 board", "row 0 has two queens", `"x" is not a row and a column, such as 3.2`}},
		{"mode=play&n=8&q=,,", link.View{N: 8, K: 1, Algo: link.DefaultAlgo, Mode: link.Play}, nil},
		{"mode=play&n=40&q=31.31", link.View{N: 32, K: 1, Algo: link.DefaultAlgo, Mode: link.Play, Placed: "31.31"}, []string{`n="40" is above 32`}},
		{"mode=play&n=8&q=1.1,4.4", link.View{N: 8, K: 1, Algo: link.DefaultAlgo, Mode: link.Play, Placed: "1.1,4.4"}, nil},
		{"n=8&q=0.4", link.View{N: 8, K: 1, Algo: link.DefaultAlgo, Placed: "0.4"}, nil},
	}
	for _, tt := range tests {
		q, err := url.ParseQuery(tt.query)
		if err != nil {
			t.Fatal(err)
		}
		got, notices := link.ParseView(q)
		if again, more := link.ParseView(got.Query()); again != got || more != nil {
			t.Errorf("ParseView(%q): its link %s reads back as %+v, %q", tt.query, got.Encode(), again, more)
		}
		if got != tt.want {
			t.Errorf("ParseView(%q) = %+v, want %+v", tt.query, got, tt.want)
		}
		if len(notices) != len(tt.notices) {
			t.Errorf("ParseView(%q) notices = %q, want %d", tt.query, notices, len(tt.notices))
			continue
		}
		for i, word := range tt.notices {
			if !strings.Contains(notices[i], word) {
				t.Errorf("ParseView(%q) notice %q does not say %q", tt.query, notices[i], word)
			}
		}
	}
}

func TestParseRandomView(t *testing.T) {
	tests := []struct {
		query   string
		want    link.View
		notices int
	}{
		{"mode=random&n=20&solver=lasvegas&seed=7", link.View{N: 20, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "lasvegas", Step: 9, Seed: 7}, 0},
		{"mode=random&n=1000000", link.View{N: 1000000, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "minconflicts", Step: 999972}, 0},
		{"mode=random&n=50&solver=hybrid&step=40&seed=1", link.View{N: 50, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "hybrid", Step: 40, Seed: 1}, 0},
		{"mode=random&n=50&step=80", link.View{N: 50, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "hybrid", Step: 50}, 1},
		{"mode=random&n=5000&solver=lasvegas", link.View{N: 5000, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "minconflicts", Step: 4984}, 1},
		{"mode=random&n=9&solver=magic&seed=x", link.View{N: 9, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "hybrid", Step: 3}, 2},
		{"mode=random&n=2000000", link.View{N: 1000000, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "minconflicts", Step: 999972}, 1},
		{"mode=odd&n=40", link.View{N: 32, K: 1, Algo: link.DefaultAlgo}, 2},
		{"n=6&panel=steps&method=naive&at=39&speed=20", link.View{N: 6, K: 1, Algo: link.DefaultAlgo,
			PanelView: link.PanelView{Panel: "steps", Params: "at=39&method=naive&speed=20"}}, 0},
		{"n=6&panel=steps&method=fast&at=-3&speed=0", link.View{N: 6, K: 1, Algo: link.DefaultAlgo,
			PanelView: link.PanelView{Panel: "steps", Params: "at=0&method=bitmask&speed=1"}}, 3},
		{"n=6&panel=steps&at=9999999", link.View{N: 6, K: 1, Algo: link.DefaultAlgo,
			PanelView: link.PanelView{Panel: "steps", Params: "at=2000000&method=bitmask"}}, 1},
		{"n=10&panel=experiment&trials=50&eseed=9", link.View{N: 10, K: 1, Algo: link.DefaultAlgo,
			PanelView: link.PanelView{Panel: "experiment", Params: "eseed=9&trials=50"}}, 0},
		{"n=10&panel=experiment&trials=0&eseed=x", link.View{N: 10, K: 1, Algo: link.DefaultAlgo,
			PanelView: link.PanelView{Panel: "experiment", Params: "trials=1"}}, 2},
		{"n=10&panel=race&trials=50&method=naive", link.View{N: 10, K: 1, Algo: link.DefaultAlgo,
			PanelView: link.PanelView{Panel: "race"}}, 0},
		{"n=5&sol=3&panel=symmetry", link.View{N: 5, K: 3, Algo: link.DefaultAlgo,
			PanelView: link.PanelView{Panel: "symmetry"}}, 0},
		{"panel=magic", link.View{N: 8, K: 1, Algo: link.DefaultAlgo}, 1},
		{"mode=random&n=40&seed=3&panel=experiment&trials=10", link.View{N: 40, K: 1, Algo: link.DefaultAlgo, Mode: link.Random, Solver: "hybrid", Step: 28, Seed: 3,
			PanelView: link.PanelView{Panel: "experiment", Params: "trials=10"}}, 0},
	}
	for _, tt := range tests {
		q, _ := url.ParseQuery(tt.query)
		got, notices := link.ParseView(q)
		if again, more := link.ParseView(got.Query()); again != got || more != nil {
			t.Errorf("ParseView(%q): its link %s reads back as %+v, %q", tt.query, got.Encode(), again, more)
		}
		if tt.want.PanelView == (link.PanelView{}) {
		}
		if got != tt.want || len(notices) != tt.notices {
			t.Errorf("ParseView(%q) = %+v, %q; want %+v with %d notices", tt.query, got, notices, tt.want, tt.notices)
		}
		again, more := link.ParseView(got.Query())
		if again != got || len(more) != 0 {
			t.Errorf("round trip of %+v gave %+v, %q", got, again, more)
		}
	}
}

func FuzzParseView(f *testing.F) {
	for _, s := range []string{"n=8&sol=5", "n=abc", "n=-1&sol=-1", "sol=18446744073709551616", "n=%00", "n=32",
		"mode=random&n=100&solver=lasvegas&seed=5", "mode=random&step=3&n=7",
		"panel=steps&method=naive&at=5&speed=9", "panel=experiment&trials=3&eseed=4", "panel=race", "panel=symmetry",
		"mode=puzzle", "mode=puzzle&day=2026-12-01", "mode=puzzle&n=10&code=K7QX2M&level=hard", "mode=puzzle&seed=4260293785152633431"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		v, notices := link.ParseView(q)
		maxN := solver.MaxN
		if v.Mode == link.Random {
			maxN = link.MaxRandomN
		}
		if v.N < 1 || v.N > maxN || v.K < 1 || v.Mode == link.Random && (v.Step < 0 || v.Step > v.N || link.RandomSolverMaxN(v.Solver) < v.N) {
			t.Fatalf("ParseView(%q) = %+v, out of range", raw, v)
		}
		// The canonical query reads back as itself, with nothing to say.
		again, more := link.ParseView(v.Query())
		if again != v || len(more) != 0 {
			t.Fatalf("round trip of %+v gave %+v, %q", v, again, more)
		}
		// A link that is already canonical gets no notice.
		if raw == v.Query().Encode() && len(notices) != 0 {
			t.Fatalf("ParseView(%q) gave notices %q", raw, notices)
		}
		if slices.ContainsFunc(notices, func(s string) bool { return len(s) > 200 }) {
			t.Fatalf("notice too long: %q", notices)
		}
	})
}
