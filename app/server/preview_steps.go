//go:build !(js && wasm)

package server

import (
	"context"
	"slices"
	"strconv"

	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver/trace"
)

// The step-by-step panel as its links name it, which the server reads
// without the panel's package, a UI.
const (
	stepsPanel = "steps" // steps.Spec.Name
	// previewStepsMax is the last step of a search that a preview
	// replays: the last step a link can name (worker.MaxTraceStep), so
	// that every link's preview draws its step. Two million steps take
	// about 0.1 s natively; a link past them (which the page itself cuts
	// back) gets the empty board of its search. What a preview shows
	// depends on the link alone, never on the machine's load.
	previewStepsMax = worker.MaxTraceStep
	// previewCheckEvery is how many steps the replay takes between looks
	// at its request's context.
	previewCheckEvery = 64
)

// A stepsBoard is the step-by-step panel's board that a link opens.
type stepsBoard struct {
	board *trace.State // at the link's step, or the empty board of its search
	shown bool         // whether board is at the link's step
}

// stepsPreview returns the step-by-step panel's board that the link of
// view v opens, and whether it opens one: the panel animates boards up to
// trace.MaxN outside random mode. A puzzle's preview shows its
// givens, never a board of the search. The replay stops with ctx's error
// once ctx is done, as when the client has gone.
func stepsPreview(ctx context.Context, v link.View) (stepsBoard, bool, error) {
	if v.Panel != stepsPanel || v.Mode == link.Random || v.Mode == link.Puzzle || v.N > trace.MaxN {
		return stepsBoard{}, false, nil
	}
	params := link.PanelParams(v) // as the panel wrote them: a method it animates, at from 0 to steps.MaxAt
	method := params.Get("method")
	at, err := strconv.Atoi(params.Get("at"))
	if !slices.Contains(trace.Methods, method) || err != nil {
		return stepsBoard{}, false, nil
	}
	if at > previewStepsMax {
		return stepsBoard{board: trace.NewState(method, v.N)}, true, nil
	}
	board, err := replaySteps(ctx, method, v.N, at)
	return stepsBoard{board: board, shown: true}, true, err
}

// replaySteps replays the search of method on an n×n board up to step at,
// or its last step if it ends before, and returns the board there. It
// replays at most previewStepsMax steps, and looks at ctx every
// previewCheckEvery steps, from the first.
func replaySteps(ctx context.Context, method string, n, at int) (*trace.State, error) {
	at = min(at, previewStepsMax)
	board := trace.NewState(method, n)
	if at == 0 {
		return board, ctx.Err()
	}
	var stopped error
	err := trace.Run(method, n, func(e trace.Event) bool {
		if board.Steps%previewCheckEvery == 0 {
			if stopped = ctx.Err(); stopped != nil {
				return false
			}
		}
		board.Apply(e)
		return board.Steps < at
	})
	if err == nil {
		err = stopped
	}
	return board, err
}
