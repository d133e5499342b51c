package app

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/board"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/steps"
	"nqueens/app/worker"
	"nqueens/solver"
)

// browsePart is browse mode: the solutions of a board in order, each
// sought by a worker, and their count.
type browsePart struct{ l *Lab }

// show finds the board of view v, and counts its solutions when the board
// or the method changed and counting is quick. Random mode counts nothing,
// and play counts completions: back from them, the board is counted.
func (p browsePart) show(v link.View, notices []string) {
	l := p.l
	back := l.view.Mode != link.Browse
	newCount := back || v.N != l.view.N || v.Algo != l.view.Algo
	// Another counting method leaves the board as it is.
	sameBoard := !back && v.N == l.view.N && v.K == l.view.K && len(l.board.Queens) == v.N && l.board.err == ""
	l.view, l.notices, l.board.err = v, notices, ""
	if newCount {
		l.host.Stop(backend.CountSlot)
		l.count = countState{}
	}
	if !sameBoard {
		p.startSeek()
	}
	if newCount && l.count.quick(v) {
		l.startCount()
	}
}

// leave stops the seek and the count.
func (p browsePart) leave() { p.l.stopWork() }

// resume seeks the solution the prerender left to the browser, and counts
// the board when that is quick.
func (p browsePart) resume() {
	l := p.l
	if l.board.Queens == nil && !(l.count.Counted && l.count.Solutions == 0) {
		p.startSeek()
	}
	if !l.count.Counted && l.count.quick(l.view) {
		l.startCount()
	}
}

// prerender seeks the solution, and counts small boards.
func (p browsePart) prerender(v link.View, _ []string) {
	p.startSeek()
	if v.N <= prerenderCountMaxN {
		p.l.startCount()
	}
}

func (browsePart) restore(snapshot) {}
func (browsePart) busy() bool       { return false }
func (browsePart) cancel()          {}
func (p browsePart) seekAgain()     { p.startSeek() }

// renderBoard draws the solution shown.
func (p browsePart) renderBoard() app.UI {
	return renderSolutionBoard(p.l.view.N, &p.l.board)
}

// title names the solution shown, with the count when it is known.
func (browsePart) title(info pageInfo) string {
	v := info.view
	if stepsStage(v) { // the lesson is the stage, with no solution beside it
		detail, _ := steps.LinkWords(v)
		return info.boardTitle(detail)
	}
	switch {
	case info.known && info.total == 0:
		return info.boardTitle("no solution")
	case info.known:
		return info.boardTitle(fmt.Sprintf("solution %s of %s", kit.GroupDigits(v.K, ","), kit.GroupDigits(info.total, ",")))
	}
	return info.boardTitle("solution " + kit.GroupDigits(v.K, ","))
}

// description says which solution a link shows, and what the board
// holds in all.
func (browsePart) description(info pageInfo) string {
	v := info.view
	if stepsStage(v) {
		_, description := steps.LinkWords(v)
		return description
	}
	if info.known && info.total == 0 {
		return fmt.Sprintf("No way exists to place %d queens on a %d×%d board so that none attacks another.", v.N, v.N, v.N)
	}
	d := fmt.Sprintf("Solution %s of the %d-queens puzzle: %d queens on a %d×%d board, none attacking another.",
		kit.GroupDigits(v.K, ","), v.N, v.N, v.N, v.N)
	if _, unique, ok := link.Published(v.N); ok {
		d += fmt.Sprintf(" The board has %s solutions, %s of them unique up to symmetry; count and browse them in your browser.",
			kit.GroupDigits(info.total, ","), kit.GroupDigits(unique, ","))
	}
	return d
}

// renderSolutionBoard draws the solution of board b, n×n, faded while the
// next one is sought.
func renderSolutionBoard(n int, b *boardState) app.UI {
	return app.Div().Class("board-frame").Body(board.Render(n, worker.Ints(b.Queens), b.Seeking && b.Queens != nil))
}

// renderControls draws the board's size, which solution it shows with
// Prev and Next, and its count and counting method.
func (p browsePart) renderControls() app.UI {
	l := p.l
	v, b := l.view, &l.board
	none := l.count.Counted && l.count.Solutions == 0
	browse := []app.UI{renderSizeControl(&l.host, v, l.live)}
	if !stepsStage(v) {
		browse = append(browse, renderSolutionLine(v, b, &l.count), app.Div().Class("nav").Body(
			navControl(v, l.live, "prev", "Previous solution", "← Prev", none || v.K <= 1, p.Prev, prevSolution),
			navControl(v, l.live, "next", "Next solution", "Next →", none || !l.count.hasNext(v.K), p.Next, nextSolution),
		))
	}
	// The count and the method are parts of the page's start of their own.
	return app.Div().Class("browse").Body(append(browse, untilLive(l.live,
		inStep(l.starting, p.renderCount),
		inStep(l.starting, func() app.UI { return renderPublished(v.N) }),
		inStep(l.starting, func() app.UI { return renderAlgorithm(&l.host, v, l.gpu.adapter != "") }),
	)...)...)
}

// stepsStage reports whether the step-by-step panel is the stage of the
// page of view v: open on a board it animates, it shows the board, and
// the page's own board, an unrelated solution, goes with its line and
// Prev and Next.
func stepsStage(v link.View) bool {
	return v.Panel == steps.Spec.Name && v.Mode == link.Browse && v.N <= steps.MaxStepsN
}

// renderCount draws the board's count, having looked up how much of it was
// saved, once: the start button says so.
func (p browsePart) renderCount() app.UI {
	l := p.l
	p.lookUpSaved()
	l.count.forget = l.ForgetSaved
	return l.count.render(l.view, l.Count)
}

// Next shows the next solution, if there is one.
func (p browsePart) Next() {
	if p.l.count.hasNext(p.l.view.K) {
		p.l.Navigate(nextSolution, link.PushEntry)
	}
}

// Prev shows the previous solution, if there is one.
func (p browsePart) Prev() {
	if p.l.view.K > 1 {
		p.l.Navigate(prevSolution, link.PushEntry)
	}
}

// nextSolution and prevSolution are the changes of Next and Prev, which
// their prerendered links lead to as well.
func nextSolution(v *link.View) { v.K++ }
func prevSolution(v *link.View) { v.K-- }

func (c *countState) hasNext(k uint64) bool {
	return !c.Counted || k < c.Solutions
}

// seekWalkMax is the farthest solution a seek walks to from the one on the
// board, solution by solution: a few nodes each, where a seek from the
// start may first count the board's openings (about 2 s at n = 16).
const seekWalkMax = 100_000

// startSeek finds the solution of the view: at once when that is quick
// (seekHere), else in a worker.
func (p browsePart) startSeek() {
	l := p.l
	b := &l.board
	if len(b.Queens) != l.view.N {
		b.Queens = nil // the board keeps the last solution until the next one comes
	}
	if found := seekHere(l.host.Backend, l.view.N, l.view.K, b.Queens, b.k); found != nil {
		l.host.Stop(backend.SeekSlot) // a seek under way is for another solution
		b.Queens, b.k, b.Seeking, b.sharing, b.stopped = found, l.view.K, false, false, false
		p.countAfterSeek()
		return
	}
	b.Seeking, b.seek, b.began, b.stopped = true, kit.Progress{}, time.Now(), false
	req := worker.Request{Op: worker.OpSeek, N: l.view.N, K: l.view.K}
	if len(b.Queens) == l.view.N && b.k > 0 && max(b.k, l.view.K)-min(b.k, l.view.K) <= seekWalkMax {
		req.Queens, req.From = worker.Ints(b.Queens), b.k // Next and Prev walk from the board
	}
	_, _, b.sharing = solver.SeekColumn(req.N, req.K)
	b.sharing = b.sharing && req.From == 0
	p.countAfterSeek()
	l.host.Run(backend.SeekSlot, req, &l.loop, p.onSeek)
}

func (p browsePart) onSeek(r worker.Response) {
	l := p.l
	b := &l.board
	switch r.Type {
	case worker.TypeProgress:
		b.seek = kit.Progress{Done: r.Done, Total: r.Total}
		return
	case worker.TypeError:
		b.err, b.Queens = r.Error, nil
	case worker.TypeSolution:
		b.Queens, b.k = worker.Columns(r.Queens), r.K
		if r.Exhausted {
			// A search that ran through every solution counted them, but
			// the gpu method's count under way is the GPU's to give, and a
			// count done says more: how long it took, and where.
			if !l.count.Counted && (l.view.Algo != link.GPUAlgo || !l.count.counting) {
				l.setCount(r.Solutions)
			}
			if r.K < l.view.K && r.Solutions > 0 {
				l.notices = append(l.notices, fmt.Sprintf(
					"n = %d has %d solutions, so the page shows the last one instead of solution %d.",
					l.view.N, r.Solutions, l.view.K))
				l.view.K = r.K
				l.record(link.ReplaceEntry)
			}
		}
	}
	b.Seeking, b.sharing = false, false
	p.countAfterSeek()
}

// countAfterSeek starts the count that waited for the board's seek, once
// that seek is over or another that counts no columns replaced it, unless
// the seek counted the board itself.
func (p browsePart) countAfterSeek() {
	l := p.l
	if !l.count.waiting || l.board.Seeking && l.board.sharing {
		return
	}
	l.count.waiting = false
	if l.count.counting && !l.count.Counted {
		l.startCount()
	}
}
