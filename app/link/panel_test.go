package link

import (
	"net/url"
	"strconv"
	"testing"
)

// TestPanelParams reads the links of a panel whose parameter is clamped.
func TestPanelParams(t *testing.T) {
	defer RegisterPanels(Panel{Name: "demo", Title: "Demo", Params: func(q url.Values) (url.Values, []string) {
		n, notice := IntParam(q, "k", 1, 9, 3)
		return url.Values{"k": {strconv.Itoa(n)}}, AppendNotice(nil, notice)
	}})()
	for _, tt := range []struct {
		query, panel, params string
		notices              int
	}{
		{"panel=demo&k=5", "demo", "k=5", 0},
		{"panel=demo&k=50", "demo", "k=9", 1},
		{"panel=demo", "demo", "k=3", 0},
		{"panel=nope&k=5", "", "", 1},
		{"k=5", "", "", 0},
	} {
		q, _ := url.ParseQuery(tt.query)
		v, notices := ParseView(q)
		if v.Panel != tt.panel || v.Params != tt.params || len(notices) != tt.notices {
			t.Errorf("%s: panel %q params %q notices %q; want %q %q and %d notices", tt.query, v.Panel, v.Params, notices, tt.panel, tt.params, tt.notices)
		}
		if again, _ := ParseView(v.Query()); again != v {
			t.Errorf("%s: its link %s reads as %+v, not %+v", tt.query, v.Query().Encode(), again, v)
		}
	}
	if got := PanelTitle("demo"); got != "Demo" || PanelTitle("nope") != "" {
		t.Errorf("PanelTitle(demo) = %q", got)
	}
}
