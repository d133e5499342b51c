package app

import (
	"net/url"
	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/play"
	"nqueens/app/puzzle"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// AutoCountMaxN is the largest n whose solutions are counted as soon as
// the board is shown: on two workers quarters counts n = 17 in about 2 s,
// and n = 18 in about 9.5 s.
const AutoCountMaxN = 17

// warmUpDelay is how long after the page starts its workers warm up.
const warmUpDelay = time.Second

// Lab is the page: a board of n queens and the count of its solutions, with
// the parts that browse them, find random ones and teach. Its state is the
// View in its link; every change goes through Navigate.
//
// Lab keeps only the view, the board and the count. Each part of the page
// (the browse and random controls, the plot, each teaching panel) is a
// component of its own, which owns its state and its worker requests and
// gets the view from Lab on each render.
type Lab struct {
	app.Compo

	host kit.Host
	// live says that the page runs in the browser, with its backend: it
	// is so from its first render there, whose DOM then replaces the
	// prerendered page's live.
	live bool
	// starting says that the page's first mount in the browser is under
	// way, in steps (see startStep).
	starting bool
	restored bool // started from the prerendered page's snapshot
	// drawnOnly says that the view is the link's, drawn before OnNav
	// shows it, when the page could not take over the prerendered one.
	drawnOnly bool
	loop      kit.Loop // runs the workers' callbacks on the UI goroutine
	history   func(query string, m link.HistoryMode)
	// stopPopState stops listening to Back and Forward, and stopHistory
	// writing the history.
	stopPopState, stopHistory func()
	page                      app.Page // the browser's page, for its title

	link    string    // the query of the link the page was opened with, normalised
	view    link.View // what the page shows
	notices []string  // what the page changed in the link, and why
	// dismissed are the notices that the reader dismissed.
	dismissed []string
	board     boardState
	count     countState
	play      play.Help   // play mode's help and cursor
	puzzle    puzzle.Mode // puzzle mode: the puzzle, the game and the scores
	gpu       gpuSeen     // what WebGPU told the page
	embed     bool        // framed by another site, at EmbedPath
}

// linkQuery returns the query of the page's link.
var linkQuery = func() url.Values { return app.Window().URL().Query() }

// Register routes the page's paths to its components, and has links know
// its panels. The server and the browser must both call it, before they
// read a link.
func Register() {
	registerPanels()
	app.Route("/", &Lab{})
	app.Route(EmbedPath, &Lab{})
	app.Route(EmbedPath+".html", &Lab{}) // a static host's
}

// newBackend makes the browser's backend, at the page's start there; a
// rehearsal makes one that runs nothing.
var newBackend = backend.New

// OnInit takes over what the prerendered page shows, before the first
// render in the browser, so that the live page draws the same board; the
// page is live from that render on, with its backend.
func (l *Lab) OnInit() {
	// A panel's handlers redraw only the panel: the page redraws after a
	// navigation too, so that the panel gets the new view as its props,
	// as when it writes a seed it drew into the link.
	l.host.Navigator = func(change func(*link.View), m link.HistoryMode) {
		l.Navigate(change, m)
		l.loop.Run(func() {})
	}
	if app.IsClient {
		l.embed = IsEmbed(app.Window().URL().Path)
		// The page starts in steps, each a task of its own, so that none
		// is long: go-app's start; OnInit; the first render and its DOM,
		// in parts of at most startBudget where it can (see startStep);
		// then OnMount, and OnNav, which starts the link's work. A page
		// prerendered for another link, as a static site's is, draws the
		// link's board, empty, until OnNav shows it, and its DOM never
		// holds a board of n = 0.
		YieldToBrowser()
		v, _ := link.ParseView(linkQuery())
		if l.restored = l.restore(prerenderedSnapshot(), v); !l.restored {
			l.view, l.drawnOnly = v, true
		}
		l.host.Backend, l.live, l.starting = newBackend(), true, true
	}
}

// OnMount connects the page to the browser's solver workers and history.
func (l *Lab) OnMount(ctx app.Context) {
	l.starting = false
	if l.restored {
		YieldIfLong(startBudget) // a step of the start: see OnInit
	}
	w, warms := l.host.Backend.(backend.Warmer)
	if warms {
		w.Preload()
	}
	// Once the page has started: the workers' answers, and WebGPU's,
	// cost the main thread time, which the start can least spare. A link
	// that asks for the GPU asks WebGPU at once, to say soon if there is
	// none.
	gpuNow := l.view.Algo == link.GPUAlgo
	if gpuNow {
		l.gpu.find(&l.host, &l.loop)
	}
	ctx.After(warmUpDelay, func(app.Context) {
		if !gpuNow {
			l.gpu.find(&l.host, &l.loop)
		}
		if warms {
			w.Warm(l.view.Mode == link.Random)
		}
	})
	l.loop.Bind(ctx)
	collectWhenIdle()
	l.puzzle.Mount(ctx.LocalStorage(), l.syncTitle)
	l.page = ctx.Page()
	writer := &historyWriter{page: ctx.Page()}
	l.history, l.stopHistory = writer.write, writer.stop
	l.stopPopState = app.Window().AddEventListener("popstate", l.onPopState)
}

// onPopState shows the entry of the history that Back or Forward went to.
// go-app calls OnNav too when the URL is not the one it last recorded:
// showing a view twice does its work once.
func (l *Lab) onPopState(ctx app.Context, e app.Event) {
	v, notices := link.ParseView(app.Window().URL().Query())
	l.show(v, notices)
	l.record(link.ReplaceEntry)
}

// OnNav shows the board of the link the browser went to: the one the page
// was opened with, a link on the page, or Back and Forward.
func (l *Lab) OnNav(ctx app.Context) {
	restored := l.restored
	if restored {
		YieldIfLong(startBudget) // a step of the start: see OnInit
	}
	l.showLink(ctx.Page().URL().Query())
	if !restored { // the server wrote the prerendered link's
		newPageInfo(l.view, &l.count).apply(ctx.Page())
	}
}

// showLink shows the board of the link whose query is given: the one the
// page was opened with, whose prerendered state it took over, or another.
func (l *Lab) showLink(query url.Values) {
	switch {
	case l.restored:
		l.restored = false
		l.resume()
	case l.drawnOnly:
		// The view OnInit drew: show it from nothing, with its work.
		l.view, l.drawnOnly = link.View{}, false
		fallthrough
	default:
		l.show(link.ParseView(query))
	}
	l.record(link.ReplaceEntry) // the link, normalised
}

// OnDismount stops the work under way.
func (l *Lab) OnDismount() {
	l.Cancel()
	l.puzzle.Dismount()
	if l.stopPopState != nil {
		l.stopPopState()
		l.stopHistory()
	}
}
