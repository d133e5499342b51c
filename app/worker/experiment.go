package worker

import (
	"context"
	"fmt"
	"strconv"
	"time"

	"nqueens/solver"
	"nqueens/solver/random"
)

// progressEvery is how many attempts go by between looks at the clock.
const progressEvery = 16

// measureSteps runs OpExperiment: steps First to Last-1, in order, with
// the attempts done reported at most every 100 ms. It stops between
// attempts, or within one, once ctx is done.
func measureSteps(ctx context.Context, req Request, send func(Response)) (Response, error) {
	if req.N < 1 || req.N > solver.MaxN {
		return Response{}, fmt.Errorf("n = %d: the experiment takes boards from n = 1 to %d", req.N, solver.MaxN)
	}
	if req.First < 0 || req.Last > req.N+1 || req.First >= req.Last {
		return Response{}, fmt.Errorf("steps %d to %d are not in 0..%d", req.First, req.Last-1, req.N)
	}
	if req.Trials < 1 || req.Trials > random.MaxTrials {
		return Response{}, fmt.Errorf("trials = %d: each step takes from 1 to %d attempts", req.Trials, random.MaxTrials)
	}
	total := (req.Last - req.First) * req.Trials // at most 33 · 10^12
	last := time.Now()
	var steps []ExperimentStep
	for step := req.First; step < req.Last; step++ {
		before := len(steps) * req.Trials
		progress := func(done int) {
			if done%progressEvery == 0 && time.Since(last) >= progressInterval {
				last = time.Now()
				send(Response{ID: req.ID, Type: TypeProgress, Done: before + done, Total: total})
			}
		}
		st, err := random.ExperimentStep(ctx, req.N, step, req.Trials, req.Seed, progress)
		if err != nil {
			return Response{}, err
		}
		steps = append(steps, NewExperimentStep(st))
	}
	return Response{Type: TypeSteps, Done: total, Total: total, Steps: steps}, nil
}

//go:generate go run ./internal/genexact -o exact_table.go

// exactSteps runs OpExact, from a table that genexact made with
// random.ExactExperiment: n = 13 takes it seconds, and its big-number
// arithmetic would weigh on the worker's download.
func exactSteps(req Request) (Response, error) {
	if req.N < 1 || req.N >= len(exactTable) {
		return Response{}, fmt.Errorf("n = %d: the exact experiment runs from n = 1 to %d: its time grows about eightfold with each n", req.N, len(exactTable)-1)
	}
	steps := make([]ExactStep, len(exactTable[req.N]))
	for i, row := range exactTable[req.N] {
		// The columns are P, PF, S, SF, E, EF, T and TF.
		steps[i] = ExactStep{Step: i, P: row[0], S: row[2], E: row[4], T: row[6],
			SF: parseFigure(row[3]), EF: parseFigure(row[5]), TF: parseFigure(row[7])}
		steps[i].PF = *parseFigure(row[1])
	}
	return Response{Type: TypeExact, Exact: steps}, nil
}

// parseFigure reads a figure of the exact table: nil for "".
func parseFigure(s string) *float64 {
	if s == "" {
		return nil
	}
	x, err := strconv.ParseFloat(s, 64)
	if err != nil {
		panic("exact table: " + err.Error()) // genexact wrote it
	}
	return &x
}
