//go:build !(js && wasm)

package app

import (
	"context"
	"nqueens/app/backend"
	"nqueens/app/link"
	"runtime"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Prerendering runs the solvers on the server for every link, which is
// input from strangers, so it works on a budget: each page gets
// PrerenderBudget of solver time, and at most one page per core is
// prerendered at once. A link whose answer does not fit is sent as it
// stands ("Finding solution…"), and the browser computes it.
var (
	PrerenderBudget = 50 * time.Millisecond
	prerenderSlots  = make(chan struct{}, runtime.GOMAXPROCS(0))
)

// Counting is cheap enough to try while prerendering only for small
// boards; a random solution is prerendered for boards whose snapshot stays
// small.
const (
	prerenderCountMaxN  = 12
	prerenderRandomMaxN = 1000
)

// OnPreRender shows the link's board on the server, as far as the budget
// allows, and records it for the browser to take over.
func (l *Lab) OnPreRender(ctx app.Context) {
	budget, release := prerenderBudget()
	defer release()
	l.embed = isEmbed(ctx.Page().URL().Path)
	v, notices := link.ParseView(ctx.Page().URL().Query())
	l.prerender(budget, v, notices)
	newPageInfo(l.view, &l.count).apply(ctx.Page())
}

// PrerenderedBoard returns the queens of view v's board as its page is
// prerendered: the solution found within the budget, or nil when the
// browser is left to find it.
func PrerenderedBoard(v link.View) []int32 {
	budget, release := prerenderBudget()
	defer release()
	l := &Lab{}
	l.prerender(budget, v, nil)
	return l.board.queens
}

// prerender shows view v as far as it can until budget is done.
func (l *Lab) prerender(budget context.Context, v link.View, notices []string) {
	l.link, l.view, l.notices = v.Encode(), v, notices
	l.host.Backend = backend.Local{Ctx: budget}
	// Without a slot the budget is spent already: the requests below stop
	// at once, and the page goes out showing them under way.
	switch {
	case v.Play:
		l.play.Sync(&l.host, &l.loop, v)
		l.countPlacement()
	case v.Random:
		// A link with its seed shows its solution; one without gets a
		// seed in the browser.
		if v.Seed != 0 && v.N <= prerenderRandomMaxN {
			l.showRandom(v, notices)
		}
	default:
		l.startSeek()
		if v.N <= prerenderCountMaxN {
			l.startCount()
		}
	}
	l.count.counting = false // a count cut short is the browser's to do
}

// prerenderBudget returns the context of one page's prerendering, already
// done when every slot is taken, and the function that ends it.
func prerenderBudget() (context.Context, func()) {
	select {
	case prerenderSlots <- struct{}{}:
		ctx, cancel := context.WithTimeout(context.Background(), PrerenderBudget)
		return ctx, func() { cancel(); <-prerenderSlots }
	default:
		ctx, cancel := context.WithCancel(context.Background())
		cancel()
		return ctx, func() {}
	}
}
