package link

import (
	"fmt"
	"net/url"
	"strings"
	"testing"
)

func TestPlayChanges(t *testing.T) {
	v := View{N: 8, K: 3, Algo: DefaultAlgo}
	v.SetMode(Play)
	if v.Mode != Play || v.K != 1 || v.Placed != "" {
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
	v.SetMode(Random)
	if v.Mode != Random || v.Placed != "0.4" {
		t.Errorf("SetMode(random): %+v, want the queens kept for the way back", v)
	}
	v.Toggle(0, 0)
	if v.Placed != "0.4" {
		t.Errorf("Toggle out of play placed %q", v.Placed)
	}
	v.SetMode(Play)
	if v.Placed != "0.4" || v.Encode() != "mode=play&n=6&q=0.4" {
		t.Errorf("back to play: %q, link %s", v.Placed, v.Encode())
	}
	v.Toggle(2, 2)
	if got := v.Encode(); got != "mode=play&n=6&q=0.4,2.2" {
		t.Errorf("the link %s keeps no comma as it is", got)
	}
}

// A link with more queens than rows keeps the first, with one notice; the
// queens left out are told one by one up to three, then summed up.
func TestPlayLinkNoticesAreBounded(t *testing.T) {
	var many []string
	for i := range 2000 {
		many = append(many, fmt.Sprintf("%d.%d", i, i))
	}
	for _, tt := range []struct {
		q       string
		n       int
		placed  string
		notices int
		says    string
	}{
		{strings.Join(many, ","), 32, "0.0,1.1,2.2,3.3,4.4,5.5,6.6,7.7,8.8,9.9,10.10,11.11,12.12,13.13,14.14,15.15,16.16,17.17,18.18,19.19,20.20,21.21,22.22,23.23,24.24,25.25,26.26,27.27,28.28,29.29,30.30,31.31", 1, "holds 2,000 queens, more than the board's 32 rows, so the page keeps the first 32"},
		{"9.1,9.2,9.3,9.4,9.5,0.1", 8, "0.1", 4, "And 2 more queens left out."},
		{"9.1,9.2,9.3,9.4,0.1", 8, "0.1", 4, "And 1 more queen left out."},
		{"9.1,9.2,0.1", 8, "0.1", 2, "leaves that queen out"},
		{"0.1,x,y,z,w,v,u,t,s,r", 8, "0.1", 5, "more than the board's 8 rows"},
	} {
		q := url.Values{"mode": {"play"}, "n": {fmt.Sprint(tt.n)}, "q": {tt.q}}
		v, notices := ParseView(q)
		joined := strings.Join(notices, " ")
		if v.Placed != tt.placed || len(notices) != tt.notices || !strings.Contains(joined, tt.says) || len(joined) > 600 {
			t.Errorf("q=%.40s…: placed %q, %d notices %q; want %q, %d saying %q", tt.q, v.Placed, len(notices), notices, tt.placed, tt.notices, tt.says)
		}
	}
}
