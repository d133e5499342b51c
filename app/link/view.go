package link

import (
	"errors"
	"fmt"
	"math"
	"net/url"
	"strconv"
	"strings"
	"unicode/utf8"

	"nqueens/app/worker"
	"nqueens/solver"
	"nqueens/solver/puzzle"
	"nqueens/solver/random"
)

// DefaultN is the board size of a link that names none.
const DefaultN = 8

// GPUAlgo is the counting method that counts on the GPU with WebGPU: the
// constellations method's plan, whose tasks a compute shader finishes in
// the GPU's Web Worker. The page offers it where WebGPU gives it an
// adapter; a link may name it anywhere, and where there is no GPU, or the
// GPU fails, the workers count instead.
const GPUAlgo = "gpu"

// A View is what a link records: the board size, the solution shown and
// the counting method; or, in random mode, the solver, its step and seed;
// or, in play mode, the queens the user placed; or, in puzzle mode, the
// puzzle.
type View struct {
	N    int    // board size, 1..solver.MaxN, or 1..MaxRandomN in random mode
	K    uint64 // solution index, from 1
	Algo string // counting method: DefaultAlgo, one of solver.Algorithms, or GPUAlgo

	Mode Mode // what the page does with the board: Browse, Random, Play or Puzzle

	// Random mode: a solution from a randomized solver.
	Solver string // one of RandomSolvers
	Step   int    // rows hybrid places at random, 0..N
	Seed   uint64 // the solver's seed; 0 until one is drawn

	// Play mode: the user places queens, and the page counts their
	// completions. Placed is play mode's queens as the link writes them, row.column
	// in row order, such as "0.4,3.2" (see Placement). The other modes'
	// links keep them for the way back to play.
	Placed string

	// Puzzle mode: a board with queens given, and one way to finish it.
	Day   string // the day whose puzzle it is, YYYY-MM-DD, or "" for the puzzle of N, Seed and Level
	Level string // the puzzle's level: easy, medium or hard

	PanelView
}

// A PanelView is the teaching panel a link opens, with its parameters.
type PanelView struct {
	Panel string // the name of a registered panel (RegisterPanels), or "" for none
	// Params are the open panel's own parameters, such as method=naive&at=4,
	// as its link writes them: encoded, and normalised by the panel.
	Params string
}

// MaxRandomN is the largest board of random mode.
const MaxRandomN = 1_000_000

// RandomSolvers are the solvers of random mode, with the largest n each
// finds a solution for in about a second here.
var RandomSolvers = []struct {
	Name string
	MaxN int
}{
	{"hybrid", 100_000},
	{"lasvegas", 1000},
	{"minconflicts", MaxRandomN},
}

// RandomSolverMaxN returns the largest n of a random-mode solver, or 0.
func RandomSolverMaxN(name string) int {
	for _, s := range RandomSolvers {
		if s.Name == name {
			return s.MaxN
		}
	}
	return 0
}

// DefaultStep is the step of hybrid for an n×n board, when none is given.
var DefaultStep = random.DefaultStep

// MaxBrowseN is the largest board whose solutions the page browses.
const MaxBrowseN = solver.MaxN

// DefaultSolver is the solver for an n×n board when the link names none.
func DefaultSolver(n int) string {
	if n > 2000 {
		return "minconflicts"
	}
	return "hybrid"
}

// DefaultAlgo is the counting method of a link that names none, which
// the page's own count uses, named after solver.FastestAlgorithm: that
// method on the workers (quarters from n = 14 to 21, constellations
// elsewhere; see CountAlgorithm), or constellations on the GPU where a
// calibration found the GPU faster than the workers. A link may name it,
// algo=fastest.
const DefaultAlgo = "fastest"

// CountAlgorithm names the solver's method that counts the whole board of
// v on the CPU: for the default method the fastest one for its n, and for
// the gpu method constellations, whose tasks the GPU counts.
func (v View) CountAlgorithm() string {
	switch v.Algo {
	case DefaultAlgo, "":
		return solver.FastestAlgorithm(v.N)
	case GPUAlgo:
		return solver.FastestSearch
	}
	return v.Algo
}

// ParseView reads a View from a link's query, such as n=8&sol=5. Missing
// values take their defaults; bad ones are clamped to the nearest valid
// value, and each change is explained in a notice. A sol past the board's
// last solution can only be clamped once the solutions are counted.
func ParseView(q url.Values) (v View, notices []string) {
	v = View{N: DefaultN, K: 1, Algo: DefaultAlgo}
	if s, ok := FirstParam(q, "mode"); ok {
		var known bool
		if v.Mode, known = ParseMode(s); !known {
			notices = append(notices, fmt.Sprintf("There is no mode %q, so the page browses the solutions.", Truncate(s)))
		}
	}
	lo, maxN := 1, MaxBrowseN
	switch v.Mode {
	case Random:
		maxN = MaxRandomN
	case Puzzle:
		lo, maxN = puzzle.MinPuzzleN, puzzle.MaxPuzzleN
	}
	s, nGiven := FirstParam(q, "n")
	if nGiven {
		n, notice := ClampParam("n", s, uint64(lo), uint64(maxN), DefaultN)
		if v.Mode == Browse && notice != "" && n == MaxBrowseN && !isNegative(s) {
			// Mostly a random board's n, from a switch of mode.
			notice = fmt.Sprintf("Browsing lists the solutions of boards up to n = %d, so the page shows n = %d; "+
				"random mode finds one solution of boards up to n = %s.", MaxBrowseN, MaxBrowseN, worker.GroupDigits(MaxRandomN, ","))
		}
		v.N = int(n)
		notices = AppendNotice(notices, notice)
	}
	if v.Mode == Random {
		notices = append(notices, v.parseRandom(q)...)
	}
	if v.Mode == Puzzle {
		notices = append(notices, v.parsePuzzle(q, nGiven)...)
	} else {
		notices = append(notices, v.parsePlay(q)...)
	}
	if s, ok := FirstParam(q, "sol"); ok && v.Mode != Puzzle {
		var notice string
		v.K, notice = ClampParam("sol", s, 1, math.MaxUint64, 1)
		if total, _, known := Published(v.N); known && total > 0 && v.K > total && v.Mode != Random {
			notice = fmt.Sprintf("n = %d has %s solutions, so the page shows the last one instead of solution %s.",
				v.N, worker.GroupDigits(total, ","), Truncate(s))
			v.K = total
		}
		notices = AppendNotice(notices, notice)
	}
	if s, ok := FirstParam(q, "algo"); ok {
		if _, err := solver.Lookup(s); err == nil || s == GPUAlgo || s == DefaultAlgo {
			v.Algo = s
		} else {
			notices = append(notices, fmt.Sprintf("There is no counting method %q, so the page counts with the fastest one.", Truncate(s)))
		}
	}
	notices = append(notices, v.ParsePanel(q)...)
	return v, notices
}

// ParsePanel reads the open panel and its parameters. A closed panel's
// parameters mean nothing, and its link leaves them out.
func (v *PanelView) ParsePanel(q url.Values) (notices []string) {
	*v = PanelView{}
	s, ok := FirstParam(q, "panel")
	if _, bench := FirstParam(q, "bench"); bench && !ok {
		s, ok = "bench", true // ?bench=gpu opens the GPU benchmark
	}
	if !ok || s == "" {
		return nil
	}
	spec := FindPanel(s)
	if spec == nil {
		return []string{fmt.Sprintf("There is no panel %q, so none is open.", Truncate(s))}
	}
	v.Panel = s
	if spec.Params != nil {
		var params url.Values
		params, notices = spec.Params(q)
		v.Params = params.Encode()
	}
	return notices
}

// queryPanel adds the open panel and its parameters to q.
func (v PanelView) queryPanel(q url.Values) {
	if v.Panel == "" {
		return
	}
	q.Set("panel", v.Panel)
	params, _ := url.ParseQuery(v.Params)
	for name, values := range params {
		q[name] = values
	}
}

// parseRandom reads the solver, step and seed of random mode.
func (v *View) parseRandom(q url.Values) (notices []string) {
	v.Solver = DefaultSolver(v.N)
	if s, ok := FirstParam(q, "solver"); ok {
		switch max := RandomSolverMaxN(s); {
		case max == 0:
			notices = append(notices, fmt.Sprintf("There is no random solver %q, so the page uses %s.", Truncate(s), v.Solver))
		case v.N > max:
			notices = append(notices, fmt.Sprintf("%s takes too long past n = %d, so the page uses %s.", s, max, v.Solver))
		default:
			v.Solver = s
		}
	}
	v.Step = DefaultStep(v.N)
	if s, ok := FirstParam(q, "step"); ok && v.Solver == "hybrid" {
		step, notice := ClampParam("step", s, 0, uint64(v.N), uint64(v.Step))
		v.Step = int(step)
		notices = AppendNotice(notices, notice)
	}
	if s, ok := FirstParam(q, "seed"); ok {
		var notice string
		v.Seed, notice = ParseSeed("seed", s)
		notices = AppendNotice(notices, notice)
	}
	return notices
}

// ParseSeed reads the seed s of the link's parameter name: 0, which draws
// a new one, when s is not a seed.
func ParseSeed(name, s string) (uint64, string) {
	seed, err := strconv.ParseUint(s, 10, 64)
	if err != nil {
		return 0, fmt.Sprintf("%s=%q is not a whole number from 0 to 2^64-1, so the page draws a new one.", name, Truncate(s))
	}
	return seed, ""
}

// Query is the link's query for v, as ParseView reads it. Defaults are
// left out, to keep links short.
func (v View) Query() url.Values {
	q := url.Values{"n": {strconv.Itoa(v.N)}}
	if v.Mode == Random {
		q.Set("mode", Random.String())
		q.Set("solver", v.Solver)
		if v.Solver == "hybrid" {
			q.Set("step", strconv.Itoa(v.Step))
		}
		if v.Seed != 0 {
			q.Set("seed", strconv.FormatUint(v.Seed, 10))
		}
		v.queryAlgo(q) // for the way back to browsing
		v.queryPlay(q)
		v.queryPanel(q)
		return q
	}
	if v.Mode == Puzzle {
		v.queryPuzzle(q)
		v.queryAlgo(q)
		v.queryPanel(q)
		return q
	}
	if v.Mode == Play {
		q.Set("mode", Play.String())
	} else {
		q.Set("sol", strconv.FormatUint(v.K, 10))
	}
	v.queryAlgo(q)
	v.queryPlay(q)
	v.queryPanel(q)
	return q
}

// Encode is the link's query for v, as Query encodes it, with its commas
// as they are, which a query may hold: q=0.4,3.2 rather than q=0.4%2C3.2.
func (v View) Encode() string {
	return strings.ReplaceAll(v.Query().Encode(), "%2C", ",")
}

// queryAlgo adds the counting method to q, unless it is the default.
func (v View) queryAlgo(q url.Values) {
	if v.Algo != DefaultAlgo && v.Algo != "" {
		q.Set("algo", v.Algo)
	}
}

// Truncate shortens a link's value for a notice, to 20 bytes or a few
// fewer: it does not cut a character in two.
func Truncate(s string) string {
	if len(s) <= 20 {
		return s
	}
	end := 20
	for end > 0 && !utf8.RuneStart(s[end]) {
		end-- // not in the middle of a character
	}
	return s[:end] + "…"
}

// FirstParam returns the first value of key in q, and whether q has one.
func FirstParam(q url.Values, key string) (string, bool) {
	if vs := q[key]; len(vs) > 0 {
		return vs[0], true
	}
	return "", false
}

// AppendNotice appends notice to notices, unless it is empty.
func AppendNotice(notices []string, notice string) []string {
	if notice == "" {
		return notices
	}
	return append(notices, notice)
}

// ClampParam parses s, the value of the link's parameter name, as a whole
// number in lo..hi. It returns the value to use and, when that is not s, a
// notice that says why.
func ClampParam(name, s string, lo, hi, fallback uint64) (uint64, string) {
	quoted := fmt.Sprintf("%s=%q", name, Truncate(s))
	v, err := strconv.ParseUint(s, 10, 64)
	var numErr *strconv.NumError
	switch {
	case err == nil && v < lo:
		return lo, fmt.Sprintf("%s is below %s, so the page shows %s=%d.", quoted, worker.GroupDigits(lo, ","), name, lo)
	case err == nil && v > hi:
		return hi, fmt.Sprintf("%s is above %s, so the page shows %s=%d.", quoted, worker.GroupDigits(hi, ","), name, hi)
	case err == nil:
		return v, ""
	case isNegative(s):
		return lo, fmt.Sprintf("%s is below %s, so the page shows %s=%d.", quoted, worker.GroupDigits(lo, ","), name, lo)
	case errors.As(err, &numErr) && numErr.Err == strconv.ErrRange:
		return hi, fmt.Sprintf("%s is too large, so the page shows %s=%d.", quoted, name, hi)
	}
	return fallback, fmt.Sprintf("%s is not a whole number, so the page shows %s=%d.", quoted, name, fallback)
}

// isNegative reports whether s is a negative whole number, however large.
func isNegative(s string) bool {
	if len(s) < 2 || s[0] != '-' {
		return false
	}
	for _, c := range s[1:] {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}
