package link

import (
	"net/url"
	"testing"
)

func TestModeNamesRoundTrip(t *testing.T) {
	seen := map[string]bool{}
	for _, m := range Modes {
		name := m.String()
		if seen[name] {
			t.Errorf("two modes are named %q", name)
		}
		seen[name] = true
		if back, ok := ParseMode(name); !ok || back != m {
			t.Errorf("ParseMode(%q) = %v, %v; want %v, true", name, back, ok, m)
		}
	}
	if _, ok := ParseMode("Random"); ok {
		t.Error(`ParseMode("Random") found a mode: links name modes in lower case`)
	}
}

// TestModeLinksKeepTheirWords checks that each mode's link is written as
// it was before the view held its mode as a Mode.
func TestModeLinksKeepTheirWords(t *testing.T) {
	for _, c := range []struct{ query, want string }{
		{"mode=random&n=8&seed=3&step=2&algo=gpu", "algo=gpu&mode=random&n=8&seed=3&solver=hybrid&step=2"},
		{"mode=play&n=6&q=0.1", "mode=play&n=6&q=0.1"},
		{"mode=browse&n=6&sol=2", "n=6&sol=2"},
		{"mode=puzzle&n=10&level=hard&code=00000Q", "code=00000Q&level=hard&mode=puzzle&n=10"},
	} {
		q, _ := url.ParseQuery(c.query)
		v, notices := ParseView(q)
		if got := v.Encode(); got != c.want || len(notices) != 0 {
			t.Errorf("ParseView(%s).Encode() = %q, notices %q; want %q", c.query, got, notices, c.want)
		}
	}
}

func FuzzParseMode(f *testing.F) {
	for _, name := range modeNames {
		f.Add(name)
	}
	f.Add("")
	f.Add("browse ")
	f.Fuzz(func(t *testing.T, s string) {
		m, ok := ParseMode(s)
		if ok != (m.String() == s) {
			t.Errorf("ParseMode(%q) = %v, %v, but its name is %q", s, m, ok, m.String())
		}
		if !ok && m != Browse {
			t.Errorf("ParseMode(%q) = %v for no mode; want Browse", s, m)
		}
	})
}
