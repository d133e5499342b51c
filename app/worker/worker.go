// Package worker is the solver's side of the page: the messages that the
// page and its Web Workers exchange, and the handler that answers them.
//
// The page posts a [Request] as JSON to a Web Worker running [Serve], which
// calls [Handle] and posts back [Response]s: progress while it works, then
// one result. Both ends are Go, so JSON keeps uint64 counts exact, which a
// JavaScript number would not. The package imports no UI code: the
// command-line tool shares it.
package worker

import (
	"context"
	"encoding/binary"
	"errors"
	"fmt"
	"time"

	"nqueens/solver"
	"nqueens/solver/random"
)

// progressInterval is how often Handle reports progress.
var progressInterval = 100 * time.Millisecond

// Handle computes req, calling send with progress at most every
// 100 ms and then once with the result or an error.
func Handle(req Request, send func(Response)) {
	HandleContext(context.Background(), req, send)
}

// HandleContext is Handle that stops soon after ctx is done, within a
// millisecond or so, and then sends ctx's error.
func HandleContext(ctx context.Context, req Request, send func(Response)) {
	res, err := run(ctx, req, send)
	if err != nil {
		res = Response{Type: TypeError, Error: err.Error()}
		var failed *GPUError
		if errors.As(err, &failed) {
			res.Engine = EngineGPU
		}
	}
	res.ID = req.ID
	send(res)
}

// job is what CountJob and SeekJob have in common.
type job interface {
	Step() bool
	Progress() (done, total int)
}

func run(ctx context.Context, req Request, send func(Response)) (Response, error) {
	algorithm := req.CountAlgorithm()
	switch req.Op {
	case OpCount:
		placed, err := placement(req)
		if err != nil {
			return Response{}, err
		}
		start := time.Now()
		p, err := newPlan(ctx, algorithm, req.N, placed)
		if err != nil {
			return Response{}, err
		}
		j := p.Job(ctx)
		if err := runJob(ctx, req.ID, j, send); err != nil {
			return Response{}, err
		}
		t := j.Tally()
		return Response{Type: TypeCount, Solutions: t.Solutions, Unique: t.Unique, Nodes: t.Nodes,
			Seconds: time.Since(start).Seconds()}, nil
	case OpPart:
		return countParts(ctx, algorithm, req)
	case OpComplete:
		return firstCompletion(ctx, req)
	case OpHint, OpRemovals:
		return countVariants(ctx, req, send)
	case OpRandom:
		return findRandom(ctx, req, send)
	case OpExperiment:
		return measureSteps(ctx, req, send)
	case OpExact:
		return exactSteps(req)
	case OpTrace:
		return traceWindow(ctx, req, send)
	case OpTimeline:
		return traceTimeline(ctx, req, send)
	case OpPuzzle:
		return makePuzzle(ctx, req)
	case OpRank:
		k, err := solver.RankContext(ctx, req.Queens)
		return Response{Type: TypeRank, K: k}, err
	case OpColumn:
		return countColumn(ctx, req)
	case OpSeek:
		j, err := newSeekJob(ctx, req)
		if err != nil {
			return Response{}, err
		}
		if err := runJob(ctx, req.ID, j, send); err != nil {
			return Response{}, err
		}
		return seekResponse(j, req.K)
	}
	return Response{}, unknownOpError(req.Op)
}

// CountAlgorithm names the method that counts req, an OpCount or OpPart:
// the one it names, or when it names none, solver.FastestAlgorithm for a
// whole board on the CPU, and solver.FastestSearch, constellations,
// for completions and on the GPU, which count no other way.
func (req Request) CountAlgorithm() string {
	switch {
	case req.Algorithm != "":
		return req.Algorithm
	case len(req.Place) > 0 || req.Engine == EngineGPU:
		return solver.FastestSearch
	}
	return solver.FastestAlgorithm(req.N)
}

// newSeekJob starts OpSeek's search: from req.Queens when the request says
// they are solution req.From of the board, else from the start; with the
// columns the request gives, which the worker keeps for its later seeks.
func newSeekJob(ctx context.Context, req Request) (*solver.SeekJob, error) {
	for _, c := range req.Columns {
		if err := solver.RememberColumn(req.N, c.Column, c.Counts); err != nil {
			return nil, err
		}
	}
	if req.From == 0 {
		return solver.NewSeekJobContext(ctx, req.N, req.K)
	}
	if len(req.Queens) != req.N {
		return nil, fmt.Errorf("a seek from solution %d needs its %d queens, not %d", req.From, req.N, len(req.Queens))
	}
	if err := solver.Verify(req.Queens); err != nil {
		return nil, fmt.Errorf("a seek from solution %d: %v", req.From, err)
	}
	if req.K == 0 {
		return nil, errors.New("solutions are counted from 1")
	}
	return solver.NewSeekJobFrom(ctx, req.Queens, req.From, req.K)
}

// Parts is how many parts OpPart splits a count into: enough that every
// task of the largest plans can have a part of its own.
const Parts = 1 << 20

// countParts counts parts req.First to req.Last-1 of a count, on the CPU
// or, with req.Engine, on the GPU, and tells their estimated share of its
// work and the plan's fingerprint. The part that starts at 0 also carries
// what the plan counts before its tasks. It stops between tasks, or
// between a GPU's batches, once ctx is done.
func countParts(ctx context.Context, algorithm string, req Request) (Response, error) {
	start := time.Now()
	if req.Engine != "" && req.Engine != EngineGPU {
		return Response{}, fmt.Errorf("there is no engine %q: the workers count with none, or with %q", req.Engine, EngineGPU)
	}
	placed, err := placement(req)
	if err != nil {
		return Response{}, err
	}
	p, err := plans.get(ctx, algorithm, req.N, placed)
	if err != nil {
		return Response{}, err
	}
	first, last := req.First, req.Last
	if first < 0 || last > Parts || first >= last {
		return Response{}, fmt.Errorf("parts %d to %d are not in the count's %d", first, last, Parts)
	}
	var t solver.Tally
	if first == 0 {
		t = p.Total(nil)
	}
	from, to := partTask(p, first), partTask(p, last)
	res := Response{Type: TypeTally, Done: last - first, Share: p.Share(from, to), Fingerprint: p.Fingerprint()}
	var tasks solver.Tally
	if req.Engine == EngineGPU {
		res.Engine = EngineGPU
		tasks, res.Adapter, err = countTasksOnGPU(ctx, p, from, to, req.Fault)
	} else {
		tasks, err = countTasks(ctx, p, from, to)
	}
	if err != nil {
		return Response{}, err
	}
	t = t.Add(tasks)
	res.Solutions, res.Unique, res.Nodes = t.Solutions, t.Unique, t.Nodes
	res.Seconds = time.Since(start).Seconds()
	return res, nil
}

// countTasks counts tasks from to to-1 of p on the CPU.
func countTasks(ctx context.Context, p *solver.Plan, from, to int) (solver.Tally, error) {
	var t solver.Tally
	for i := from; i < to; i++ {
		task, err := p.CountTaskContext(ctx, i)
		if err != nil {
			return solver.Tally{}, err
		}
		t = t.Add(task)
	}
	return t, nil
}

// partTask returns the plan's first task in part i, or past its end for
// i = Parts.
func partTask(p *solver.Plan, i int) int {
	return int(int64(i) * int64(p.Tasks()) / Parts)
}

// runJob steps j to its end, or until ctx is done, reporting progress.
func runJob(ctx context.Context, id int, j job, send func(Response)) error {
	last := time.Now()
	for !j.Step() {
		if err := ctx.Err(); err != nil {
			return err
		}
		if time.Since(last) >= progressInterval {
			last = time.Now()
			done, total := j.Progress()
			send(Response{ID: id, Type: TypeProgress, Done: done, Total: total})
		}
	}
	return ctx.Err()
}

func seekResponse(j *solver.SeekJob, k uint64) (Response, error) {
	x, err := j.Result()
	var re *solver.RangeError
	switch {
	case err == nil:
		return Response{Type: TypeSolution, K: k, Queens: x}, nil
	case errors.As(err, &re):
		last, k := j.Last()
		return Response{Type: TypeSolution, K: k, Queens: last, Solutions: re.Solutions, Exhausted: true}, nil
	}
	return Response{}, err
}

// MaxRandomN is the largest board OpRandom takes: a Web Worker's wasm
// memory holds the solver's 10^7 queens, their packed copy and the JSON
// with room to spare.
const MaxRandomN = 10_000_000

// packMinN is the board size from which OpRandom packs the queens.
const packMinN = 1000

// findRandom runs a Solver, reports its attempts at most every 100 ms, and
// verifies its solution before sending it.
func findRandom(ctx context.Context, req Request, send func(Response)) (Response, error) {
	s, err := random.LookupSolver(req.Solver)
	if err != nil {
		return Response{}, err
	}
	if req.N > MaxRandomN {
		return Response{}, fmt.Errorf("n = %d: a worker finds solutions of boards up to n = %d, which its memory holds", req.N, MaxRandomN)
	}
	start := time.Now()
	last := start
	progress := func(sofar random.Found) {
		if time.Since(last) >= progressInterval {
			last = time.Now()
			send(Response{ID: req.ID, Type: TypeProgress, Attempts: sofar.Attempts, Nodes: sofar.Nodes})
		}
	}
	f, err := s.SolveProgress(ctx, req.N, req.Step, req.Seed, progress)
	if err != nil {
		return Response{}, err
	}
	seconds := time.Since(start).Seconds() // the search's, as nqueens solve reports it
	if err := solver.VerifyColumns(f.Queens); err != nil {
		return Response{}, fmt.Errorf("%s found a wrong solution: %v", s.Name, err)
	}
	res := Response{Type: TypeFound, Attempts: f.Attempts, Nodes: f.Nodes, Seconds: seconds}
	switch {
	case req.WarmUp:
	case req.N >= packMinN:
		res.Packed = Pack(f.Queens)
	default:
		res.Queens = make([]int, len(f.Queens))
		for r, c := range f.Queens {
			res.Queens[r] = int(c)
		}
	}
	return res, nil
}

// Pack writes int32 columns as 4 little-endian bytes each.
func Pack(queens []int32) []byte {
	b := make([]byte, 4*len(queens))
	for i, c := range queens {
		binary.LittleEndian.PutUint32(b[4*i:], uint32(c))
	}
	return b
}

// Unpack reads queens that Pack wrote.
func Unpack(b []byte) []int {
	queens := make([]int, len(b)/4)
	for i := range queens {
		queens[i] = int(binary.LittleEndian.Uint32(b[4*i:]))
	}
	return queens
}
