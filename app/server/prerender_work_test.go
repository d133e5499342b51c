//go:build !(js && wasm)

package server

import (
	"context"
	"net/http"
	"net/http/httptest"
	"runtime"
	"strings"
	"sync"
	"testing"

	nqapp "nqueens/app"
	"nqueens/app/link"
)

// TestWhatIsPrerendered checks which links' boards a prerender finds, and
// which it leaves to the browser, whatever its work found before: each
// link is prerendered twice, after the others.
func TestWhatIsPrerendered(t *testing.T) {
	for _, tt := range []struct {
		query string
		found bool
	}{
		{"n=8&sol=5", true},
		{"n=12&sol=14200", true}, // the last solution of the largest board every seek of which is found
		{"n=12&sol=7101", true},
		{"n=13&sol=1000", true}, // a seek of n = 13 to 17 before any count of its openings
		{"n=15&sol=1000", true},
		{"n=17&sol=1000", true},
		{"n=13&sol=1001", false},
		{"n=16&sol=7386257", false},
		{"n=16&sol=14772512", true}, // the last, the mirror of the first
		{"n=13&sol=72713", true},    // the 1,000th from the end
		{"n=13&sol=72712", false},
		{"n=17&sol=95814105", true},
		{"n=17&sol=95814104", false},
		{"n=28", true},  // 93 checks
		{"n=30", false}, // 1,729 checks
		{"n=32&sol=999999999", false},
		{"mode=random&n=1000&solver=minconflicts&seed=3", true},
		{"mode=random&n=1001&solver=minconflicts&seed=3", false},
		{"mode=random&n=200&solver=lasvegas&seed=2", true},  // 889 attempts
		{"mode=random&n=200&solver=lasvegas&seed=1", false}, // 8,035 attempts
		{"mode=random&n=1000&solver=hybrid&step=984&seed=1", true},
		{"mode=random&n=40&solver=hybrid&step=20&seed=7", false}, // 20 rows of backtracking
		{"mode=random&n=200&solver=hybrid&step=0&seed=1", false},
		{"mode=random&n=12&solver=hybrid&step=0&seed=1", true}, // plain backtracking of a small board
		{"mode=random&n=20&solver=hybrid&step=0&seed=1", false},
		{"mode=random&n=20&solver=hybrid", false}, // no seed: the browser draws one
		{"mode=puzzle&day=2026-11-24", true},
		{"mode=puzzle&day=2099-12-01", false}, // a day to come anywhere on Earth
		{"mode=puzzle", false},                // today's: the browser knows which day that is
		{"mode=puzzle&n=10&code=000007&level=hard", true},
		{"mode=puzzle&n=16&seed=4&level=easy", false}, // 75 draws
		{"mode=puzzle&n=16&seed=8&level=easy", false}, // 214 draws
		{"mode=puzzle&n=10&level=hard", false},        // no seed: the browser draws one
	} {
		v, _ := link.ParseView(mustQuery(t, tt.query))
		for round := range 2 {
			run := prerenders.start(context.Background())
			if got := nqapp.PrerenderedBoard(run, v) != nil; got != tt.found || run.failed() != nil {
				t.Errorf("%s, round %d: found %v (%v), want %v", tt.query, round+1, got, run.failed(), tt.found)
			}
		}
	}
	site := siteFor(t)
	for _, tt := range []struct {
		path, want string // want "" for a count left to the browser
	}{
		{"/?n=12", `data-solutions="14200"`},
		{"/?n=13", ""},
		{"/?mode=play&n=12&q=0.5", `data-solutions="1639"`},
		{"/?mode=play&n=13&q=0.5", ""},
	} {
		page := fetch(t, site, tt.path)
		if counted := strings.Contains(page, "data-solutions="); counted != (tt.want != "") || !strings.Contains(page, tt.want) {
			t.Errorf("GET %s: counted %v, want %q", tt.path, counted, tt.want)
		}
	}
}

// sameBytesLinks are links whose prerenders do each kind of work, whole
// or cut short: counts, seeks, random solutions, play's count and advice;
// and embeds.
var sameBytesLinks = []string{
	"/", "/?n=8&sol=5", "/?n=12&sol=14200", "/?n=17&sol=1000", "/?n=20", "/?n=30", "/?n=6&panel=symmetry",
	"/?mode=random&n=1000&solver=minconflicts&seed=3", "/?mode=random&n=200&solver=lasvegas&seed=2",
	"/?mode=random&n=200&solver=lasvegas&seed=1", "/?mode=random&n=50&solver=hybrid&step=40&seed=2",
	"/?mode=play&n=8&q=0.4,3.2", "/?mode=play&n=8&q=0.1,1.2", "/?mode=play&n=16",
	"/embed?n=8&sol=5", "/embed?n=6&panel=steps&method=naive&autoplay=1&speed=60&loop=10..40",
}

// TestPagesAreTheSameBytes checks that a link's page is the same bytes
// every time, on a busy machine too: its prerender depends on the link
// alone, not on the time its work takes.
func TestPagesAreTheSameBytes(t *testing.T) {
	site := siteFor(t)
	first := map[string]string{}
	for _, path := range sameBytesLinks {
		first[path] = fetch(t, site, path)
	}
	stop := make(chan struct{})
	var busy sync.WaitGroup
	for range runtime.GOMAXPROCS(0) {
		busy.Go(func() {
			for {
				select {
				case <-stop:
					return
				default:
				}
			}
		})
	}
	var pages sync.WaitGroup
	for range 3 {
		for _, path := range sameBytesLinks {
			pages.Go(func() {
				rec := httptest.NewRecorder()
				site.ServeHTTP(rec, httptest.NewRequest("GET", path, nil))
				if page := rec.Body.String(); rec.Code != http.StatusOK || page != first[path] {
					t.Errorf("GET %s on a busy machine: %d, %d bytes; %d bytes at first, or other bytes", path, rec.Code, len(page), len(first[path]))
				}
			})
		}
	}
	pages.Wait()
	close(stop)
	busy.Wait()
}
