package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/puzzle"
)

// showPuzzle shows puzzle-mode view v, whose puzzle a worker makes. A link
// without a seed gets one in the browser; the server leaves it.
func (l *Lab) showPuzzle(v link.View, notices []string) {
	if !l.view.Puzzle {
		l.host.Stop(backend.SeekSlot)
		l.host.Stop(backend.CountSlot)
	}
	if v.Day == "" && v.Seed == 0 && app.IsClient {
		v.Seed = link.NewSeed()
	}
	l.view, l.notices, l.board, l.count = v, notices, boardState{}, countState{}
	if v.Day != "" || v.Seed != 0 {
		l.puzzle.Sync(&l.host, &l.loop, v)
	}
}

// renderPuzzleControls draws puzzle mode's controls, which mode m draws
// with the board's size among them.
func renderPuzzleControls(host *kit.Host, v link.View, live bool, m *puzzle.Mode) app.UI {
	size := renderSizeControl(host, v, live)
	if !live {
		return app.Div().Class("browse puzzle").Body(append([]app.UI{size}, untilLive(live, m.RenderControls(v, nil))...)...)
	}
	return app.Div().Class("browse puzzle").Body(m.RenderControls(v, size))
}
