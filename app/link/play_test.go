package link

import (
	"testing"
)

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
