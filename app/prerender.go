//go:build !(js && wasm)

package app

import (
	"net/url"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// PrerenderBackend gives the backend that runs the solver's requests of
// the page that the server prerenders for page, the URL go-app was asked
// for. The server sets it (nqueens/app/server): a link is input from
// strangers, so the work it allows each request is bounded, and the same
// for every request of the link. Left nil, a prerender runs nothing: the
// page shows its work under way, for the browser to do.
var PrerenderBackend func(page *url.URL) backend.Backend

// OnPreRender shows the link's board on the server, as far as its backend
// does the work, and records it for the browser to take over.
func (l *Lab) OnPreRender(ctx app.Context) {
	page := ctx.Page().URL()
	var b backend.Backend = backend.Idle{}
	if PrerenderBackend != nil {
		b = PrerenderBackend(page)
	}
	l.embed = IsEmbed(page.Path)
	v, notices := link.ParseView(page.Query())
	l.prerender(b, v, notices)
	newPageInfo(l.view, &l.count).apply(ctx.Page())
}

// PrerenderedBoard returns the queens of view v's board as its page shows
// them once prerendered on b: nil when the board is left to the browser.
func PrerenderedBoard(b backend.Backend, v link.View) []int32 {
	l := &Lab{}
	l.prerender(b, v, nil)
	if v.Mode == link.Puzzle {
		if g := l.puzzle.Game(); g != nil {
			return worker.Columns(g.Puzzle.Given) // never the solution
		}
	}
	return l.board.Queens
}

// prerender shows view v as far as b does the work. The page it makes
// depends on the link and on the work b does alone, never on the clock:
// it shows what the work found, and of the work left undone neither how
// far it got nor how long it ran, which the solvers report by the clock;
// nor how long the work done took on the server, which is not the reader's
// time either.
func (l *Lab) prerender(b backend.Backend, v link.View, notices []string) {
	l.link, l.view, l.notices = v.Encode(), v, notices
	l.host.Backend = resultsOnly{b}
	l.part(v.Mode).prerender(v, notices)
	l.count.counting = false // a count cut short is the browser's to do
	l.count.Took, l.board.Found.Took = 0, 0
}

// resultsOnly passes on the results of its backend's requests, and none of
// their progress.
type resultsOnly struct{ backend.Backend }

func (resultsOnly) prerenders() {}

func (b resultsOnly) Start(slot backend.Slot, req worker.Request, on func(worker.Response)) {
	b.Backend.Start(slot, req, func(r worker.Response) {
		if r.Type != worker.TypeProgress {
			on(r)
		}
	})
}
