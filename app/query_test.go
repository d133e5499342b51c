package app

import (
	"math"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"

	"nqueens/solver"
)

func TestParseView(t *testing.T) {
	tests := []struct {
		query   string
		want    View
		notices []string // a word each notice must contain
	}{
		{"", View{8, 1, "fast"}, nil},
		{"algo=naive&n=6", View{6, 1, "naive"}, nil},
		{"algo=magic", View{8, 1, "fast"}, []string{`no counting method "magic"`}},
		{"n=5", View{5, 1, "fast"}, nil},
		{"n=8&sol=5", View{8, 5, "fast"}, nil},
		{"sol=3", View{8, 3, "fast"}, nil},
		{"n=abc", View{8, 1, "fast"}, []string{"not a whole number"}},
		{"n=0", View{1, 1, "fast"}, []string{"below 1"}},
		{"n=-4", View{1, 1, "fast"}, []string{"below 1"}},
		{"n=999", View{32, 1, "fast"}, []string{"above 32"}},
		{"n=99999999999999999999999", View{32, 1, "fast"}, []string{"too large"}},
		{"n=8.5", View{8, 1, "fast"}, []string{"not a whole number"}},
		{"n=", View{8, 1, "fast"}, []string{"not a whole number"}},
		{"sol=0", View{8, 1, "fast"}, []string{"below 1"}},
		{"sol=-99999999999999999999999", View{8, 1, "fast"}, []string{"below 1"}},
		{"sol=x", View{8, 1, "fast"}, []string{"not a whole number"}},
		{"sol=99999999999999999999999", View{8, math.MaxUint64, "fast"}, []string{"too large"}},
		{"n=abc&sol=0", View{8, 1, "fast"}, []string{"n=", "sol="}},
		{"n=4&n=6", View{4, 1, "fast"}, nil},
	}
	for _, tt := range tests {
		q, err := url.ParseQuery(tt.query)
		if err != nil {
			t.Fatal(err)
		}
		got, notices := ParseView(q)
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

func FuzzParseView(f *testing.F) {
	for _, s := range []string{"n=8&sol=5", "n=abc", "n=-1&sol=-1", "sol=18446744073709551616", "n=%00", "n=32"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, raw string) {
		q, err := url.ParseQuery(raw)
		if err != nil {
			return
		}
		v, notices := ParseView(q)
		if v.N < 1 || v.N > solver.MaxN || v.K < 1 {
			t.Fatalf("ParseView(%q) = %+v, out of range", raw, v)
		}
		// The canonical query reads back as itself, with nothing to say.
		again, more := ParseView(v.Query())
		if again != v || len(more) != 0 {
			t.Fatalf("round trip of %+v gave %+v, %q", v, again, more)
		}
		// A notice is given exactly when a parameter was changed.
		changed := 0
		if vs := q["algo"]; len(vs) > 0 && vs[0] != v.Algo {
			changed++
		}
		for key, got := range map[string]uint64{"n": uint64(v.N), "sol": v.K} {
			if vs := q[key]; len(vs) > 0 {
				if x, err := strconv.ParseUint(vs[0], 10, 64); err != nil || x != got {
					changed++
				}
			}
		}
		if changed != len(notices) {
			t.Fatalf("ParseView(%q) = %+v with notices %q; %d parameters changed", raw, v, notices, changed)
		}
		if slices.ContainsFunc(notices, func(s string) bool { return len(s) > 200 }) {
			t.Fatalf("notice too long: %q", notices)
		}
	})
}
