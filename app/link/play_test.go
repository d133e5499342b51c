package link

import (
	"net/url"
	"strings"
	"testing"
)

func TestParsePlayView(t *testing.T) {
	for _, tt := range []struct {
		query   string
		n       int
		placed  string
		notices []string // what each notice says, in order
	}{
		{"mode=play&n=8&q=0.4,3.2", 8, "0.4,3.2", nil},
		{"mode=play&n=8&q=3:2,0:4", 8, "0.4,3.2", nil},
		{"mode=play&n=8", 8, "", nil},
		{"mode=play&q=0.4", DefaultN, "0.4", nil},
		{"mode=play&n=8&q=0.4,9.9,0.5,x", 8, "0.4", []string{"9.9 is off the 8×8 board", "row 0 has two queens", `"x" is not a row and a column, such as 3.2`}},
		{"mode=play&n=8&q=,,", 8, "", nil},
		{"mode=play&n=40&q=31.31", 32, "31.31", []string{`n="40" is above 32`}},
		{"mode=play&n=8&q=1.1,4.4", 8, "1.1,4.4", nil}, // attacking queens stay, to show why
		{"n=8&q=0.4", 8, "0.4", nil},                   // kept for the way back to play
		{"mode=random&n=1000&q=0.4,999.5", 1000, "0.4,999.5", nil},
	} {
		q, _ := url.ParseQuery(tt.query)
		v, notices := ParseView(q)
		if v.N != tt.n || v.Placed != tt.placed || v.Play != strings.Contains(tt.query, "mode=play") {
			t.Errorf("%s: n = %d, play %v, queens %q; want n = %d, %q", tt.query, v.N, v.Play, v.Placed, tt.n, tt.placed)
		}
		if len(notices) != len(tt.notices) {
			t.Errorf("%s: notices %q, want %d", tt.query, notices, len(tt.notices))
			continue
		}
		for i, want := range tt.notices {
			if !strings.Contains(notices[i], want) {
				t.Errorf("%s: notice %q, want %q", tt.query, notices[i], want)
			}
		}
		again, more := ParseView(v.Query())
		if again != v || more != nil {
			t.Errorf("%s: its link %s reads back as %+v, %q", tt.query, v.Query().Encode(), again, more)
		}
	}
}

func TestPlayChanges(t *testing.T) {
	v := View{N: 8, K: 3, Algo: DefaultAlgo}
	v.SetMode(ModePlay)
	if !v.Play || v.Random || v.K != 1 || v.Placed != "" || v.Mode() != ModePlay {
		t.Fatalf("SetMode(play): %+v", v)
	}
	for _, step := range []struct {
		r, c int
		want string
	}{
		{3, 2, "3.2"}, {0, 4, "0.4,3.2"}, {3, 5, "0.4,3.5"}, {3, 5, "0.4"}, {8, 0, "0.4"}, {-1, 0, "0.4"}, {7, 7, "0.4,7.7"},
	} {
		v.Toggle(step.r, step.c)
		if v.Placed != step.want {
			t.Errorf("Toggle(%d, %d): %q, want %q", step.r, step.c, v.Placed, step.want)
		}
	}
	v.SetN(6)
	if v.Placed != "0.4" || v.N != 6 {
		t.Errorf("SetN(6) kept %q on n = %d, want the queen that fits", v.Placed, v.N)
	}
	v.SetMode(ModeRandom)
	if v.Play || !v.Random || v.Placed != "0.4" || v.Mode() != ModeRandom {
		t.Errorf("SetMode(random): %+v, want the queens kept for the way back", v)
	}
	v.Toggle(0, 0)
	if v.Placed != "0.4" {
		t.Errorf("Toggle out of play placed %q", v.Placed)
	}
	v.SetMode(ModePlay)
	if v.Placed != "0.4" || v.Encode() != "mode=play&n=6&q=0.4" {
		t.Errorf("back to play: %q, link %s", v.Placed, v.Encode())
	}
	v.Toggle(2, 2)
	if got := v.Encode(); got != "mode=play&n=6&q=0.4,2.2" {
		t.Errorf("the link %s keeps no comma as it is", got)
	}
}
