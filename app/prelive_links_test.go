//go:build !(js && wasm)

package app

import (
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/link"
)

// An element is what the page's HTML says of an element with a data-testid.
type element struct {
	tag, attrs string
	inert      bool // it or an element around it is inert
}

// attr returns the element's attribute name, and whether it has it.
func (e element) attr(name string) (string, bool) {
	m := regexp.MustCompile(`(?:^|\s)` + name + `(?:="([^"]*)")?(?:\s|$)`).FindStringSubmatch(e.attrs)
	if m == nil {
		return "", false
	}
	return m[1], true
}

var (
	tagPattern  = regexp.MustCompile(`<(/?)([a-z0-9]+)((?:\s[^>]*)?)>`)
	voidTags    = []string{"input", "img", "br", "hr", "meta", "link", "source", "wbr", "area", "col", "embed", "track"}
	testIDInTag = regexp.MustCompile(`data-testid="([^"]+)"`)
)

// elements reads the elements with a data-testid of html, which go-app
// wrote, by their data-testid.
func elements(html string) map[string]element {
	found := map[string]element{}
	var inert []bool // of the open elements
	for _, m := range tagPattern.FindAllStringSubmatch(html, -1) {
		closing, tag, attrs := m[1] == "/", m[2], " "+strings.TrimSpace(m[3])+" "
		if closing {
			inert = inert[:len(inert)-1]
			continue
		}
		e := element{tag: tag, attrs: attrs, inert: strings.Contains(attrs, " inert ") || len(inert) > 0 && inert[len(inert)-1]}
		if id := testIDInTag.FindStringSubmatch(attrs); id != nil {
			found[id[1]] = e
		}
		if !slices.Contains(voidTags, tag) {
			inert = append(inert, e.inert)
		}
	}
	return found
}

// prerenderedPage returns the elements of view v's prerendered page.
func prerenderedPage(t *testing.T, query string) map[string]element {
	t.Helper()
	v := viewOf(t, query)
	l := newTestLab(v)
	l.live = false
	return elements(app.HTMLString(l.Render()))
}

// viewOf reads the view of a link's query.
func viewOf(t *testing.T, query string) link.View {
	t.Helper()
	q, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	v, _ := link.ParseView(q)
	return v
}

func TestPrerenderedLinks(t *testing.T) {
	const disabled = "(disabled)" // a disabled button, as on the live page
	for _, tt := range []struct {
		query string
		hrefs map[string]string // by data-testid
	}{
		{"n=8&sol=5", map[string]string{
			"prev": "?n=8&sol=4", "next": "?n=8&sol=6",
			"mode-browse": "?n=8&sol=5", "mode-random": "?mode=random&n=8&solver=hybrid&step=3", "mode-play": "?mode=play&n=8",
			"mode-puzzle": "?mode=puzzle", // today's, whenever it is followed
			"tab-steps":   "?at=0&method=bitmask&n=8&panel=steps&sol=5", "tab-symmetry": "?n=8&panel=symmetry&sol=5",
		}},
		{"n=8&sol=1&algo=fast", map[string]string{"prev": disabled, "next": "?algo=fast&n=8&sol=2"}},
		{"n=8&sol=92", map[string]string{"prev": "?n=8&sol=91", "next": disabled}},
		{"n=3", map[string]string{"prev": disabled, "next": disabled}},
		{"n=8&sol=5&panel=symmetry", map[string]string{"tab-symmetry": "?n=8&sol=5", "tab-race": "?n=8&panel=race&sol=5"}},
		{"mode=play&n=6&q=0.1,1.3", map[string]string{"mode-browse": "?n=6&q=0.1,1.3&sol=1", "mode-play": "?mode=play&n=6&q=0.1,1.3"}},
		{"mode=random&n=40&solver=minconflicts&seed=3", map[string]string{"mode-browse": "?n=32&sol=1"}},
		{"mode=puzzle&n=10&seed=7&level=hard", map[string]string{"mode-browse": "?n=10&sol=1", "mode-play": "?mode=play&n=10"}},
	} {
		t.Run(tt.query, func(t *testing.T) {
			page := prerenderedPage(t, tt.query)
			for id, want := range tt.hrefs {
				e, ok := page[id]
				if !ok {
					t.Errorf("no %s on the page", id)
					continue
				}
				href, _ := e.attr("href")
				_, off := e.attr("disabled")
				switch {
				case want == disabled && (e.tag != "button" || !off):
					t.Errorf("%s is a <%s%s>, want a disabled button, as on the live page", id, e.tag, e.attrs)
				case want == disabled:
				case e.tag != "a":
					t.Errorf("%s is a <%s>, want a link", id, e.tag)
				case e.inert:
					t.Errorf("%s is inert", id)
				case href != want:
					t.Errorf("%s leads to %q, want %q", id, href, want)
				}
			}
			for _, id := range []string{"algorithm", "copy-link", "count"} {
				if e, ok := page[id]; ok && !e.inert {
					t.Errorf("%s is not inert before the app is live", id)
				}
			}
		})
	}
}

// TestPrerenderedSizeForm checks the slider's form: its hidden fields hold
// the view as View.SetN leaves it, but n, which the slider gives.
func TestPrerenderedSizeForm(t *testing.T) {
	for _, tt := range []struct {
		query  string
		hidden []string
	}{
		{"n=8&sol=5", []string{"sol=1"}},
		{"n=8&sol=5&algo=fast&panel=race", []string{"algo=fast", "panel=race", "sol=1"}},
		{"mode=play&n=6&q=0.1,1.3", []string{"mode=play", "q=0.1,1.3"}},
	} {
		t.Run(tt.query, func(t *testing.T) {
			l := newTestLab(viewOf(t, tt.query))
			l.live = false
			html := app.HTMLString(l.Render())
			page := elements(html)
			form := page["n-form"]
			method, _ := form.attr("method")
			action, _ := form.attr("action")
			if form.tag != "form" || form.inert || method != "get" || action != "." {
				t.Fatalf("the slider's form is %+v; want a form, method get, action ., not inert", form)
			}
			if slider := page["n"]; !strings.Contains(slider.attrs, ` name="n" `) || slider.inert {
				t.Errorf("the slider is %+v; want it named n, not inert", slider)
			}
			if submit := page["n-submit"]; submit.tag != "button" || !strings.Contains(submit.attrs, `type="submit"`) {
				t.Errorf("the form's button is %+v; want a submit button", submit)
			}
			fields := html[strings.Index(html, `data-testid="n-form"`):]
			fields = fields[:strings.Index(fields, "</form>")]
			var hidden []string
			for _, m := range tagPattern.FindAllStringSubmatch(fields, -1) {
				if e := (element{tag: m[2], attrs: " " + strings.TrimSpace(m[3]) + " "}); strings.Contains(e.attrs, ` type="hidden" `) {
					name, _ := e.attr("name")
					value, _ := e.attr("value")
					hidden = append(hidden, name+"="+value)
				}
			}
			if !slices.Equal(hidden, tt.hidden) {
				t.Errorf("the form's hidden fields are %v, want %v", hidden, tt.hidden)
			}
		})
	}
}

// TestLiveRenderHasNoLinks checks that the live page draws its controls as
// buttons and a slider, with nothing inert.
func TestLiveRenderHasNoLinks(t *testing.T) {
	for _, query := range []string{"n=8&sol=5&panel=symmetry", "mode=play&n=6&q=0.1,1.3", "mode=random&n=20&seed=4"} {
		l := newTestLab(viewOf(t, query))
		html := app.HTMLString(l.Render())
		page := elements(html)
		for id, e := range page {
			if e.inert {
				t.Errorf("%s: %s is inert on the live page", query, id)
			}
		}
		for _, id := range []string{"prev", "next", "mode-browse", "mode-random", "mode-play", "tab-steps", "tab-symmetry"} {
			if e, ok := page[id]; ok && e.tag != "button" {
				t.Errorf("%s: %s is a <%s> on the live page, want a button", query, id, e.tag)
			}
		}
		for _, absent := range []string{"<form", "<a class=\"button", "until-live", "<noscript"} {
			if strings.Contains(html, absent) {
				t.Errorf("%s: the live page has %s", query, absent)
			}
		}
	}
}
