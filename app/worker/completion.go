package worker

import (
	"context"
	"errors"
	"fmt"
	"slices"
	"time"

	"nqueens/solver"
)

// placement returns the queens of req.Place, nil when it is empty, or why
// they are not a placement of the board.
func placement(req Request) (solver.Placement, error) {
	if len(req.Place) == 0 {
		return nil, nil
	}
	if len(req.Place) != req.N {
		return nil, fmt.Errorf("a placement on an %d×%d board has %d rows, not %d", req.N, req.N, req.N, len(req.Place))
	}
	placed := solver.Placement(req.Place)
	for r, c := range placed {
		if c != solver.Free && (c < 0 || c >= req.N) {
			return nil, &solver.ColumnError{Row: r, Col: c, N: req.N}
		}
	}
	return placed, nil
}

// newPlan makes the plan of a count: a board's, or with placed, the
// completions'.
func newPlan(ctx context.Context, algorithm string, n int, placed solver.Placement) (*solver.Plan, error) {
	if placed == nil {
		return solver.NewPlanContext(ctx, algorithm, n)
	}
	return solver.NewCountPlan(ctx, algorithm, placed)
}

// countCompletions counts the completions of placed on the CPU: 0 when its
// queens attack each other.
func countCompletions(ctx context.Context, placed solver.Placement) (uint64, error) {
	p, err := solver.NewCompletionPlan(ctx, placed)
	var attack *solver.AttackError
	if errors.As(err, &attack) {
		return 0, nil
	}
	if err != nil {
		return 0, err
	}
	t, err := countTasks(ctx, p, 0, p.Tasks())
	return p.Total(nil).Add(t).Solutions, err
}

// countVariants answers OpHint and OpRemovals: the completions of each
// variant of req's placement, one for each column of row req.At, or one
// for each row that holds a queen. It reports progress after each.
func countVariants(ctx context.Context, req Request, send func(Response)) (Response, error) {
	placed, err := placement(req)
	if err != nil {
		return Response{}, err
	}
	if placed == nil {
		placed = solver.NewPlacement(req.N)
	}
	if req.Op == OpHint && (req.At < 0 || req.At >= req.N || placed[req.At] != solver.Free) {
		return Response{}, fmt.Errorf("row %d is not a free row of the %d×%d board", req.At, req.N, req.N)
	}
	res := Response{Type: TypeCounts, Counts: make([]uint64, req.N)}
	last := time.Now()
	for i := range req.N {
		variant := slices.Clone(placed)
		switch {
		case req.Op == OpHint:
			variant[req.At] = i
		case placed[i] == solver.Free:
			continue
		default:
			variant[i] = solver.Free
		}
		if res.Counts[i], err = countCompletions(ctx, variant); err != nil {
			return Response{}, err
		}
		if time.Since(last) >= progressInterval {
			last = time.Now()
			send(Response{ID: req.ID, Type: TypeProgress, Done: i + 1, Total: req.N})
		}
	}
	return res, nil
}

// firstCompletion answers OpComplete: the first completion of req's
// placement, as a solution with no index, or none.
func firstCompletion(ctx context.Context, req Request) (Response, error) {
	placed, err := placement(req)
	if err != nil {
		return Response{}, err
	}
	if placed == nil {
		placed = solver.NewPlacement(req.N)
	}
	x, err := solver.FirstCompletion(ctx, placed)
	return Response{Type: TypeFound, Queens: x}, err
}
