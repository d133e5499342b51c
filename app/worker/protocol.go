package worker

import (
	"fmt"
	"strings"
)

// An Op names the operation a Request asks for. It travels as its string,
// such as "count".
type Op string

// Operations a Request can ask for.
const (
	OpCount Op = "count" // count the solutions of an n×n board
	OpSeek  Op = "seek"  // find solution k of an n×n board
	// OpPart lets several workers share a count without first asking how
	// it splits: it counts parts First to Last-1 of the count's
	// solver.Plan, whose tasks are spread evenly over Parts parts. Every
	// worker builds the same plan.
	OpPart Op = "part"
	// OpRandom finds one solution with a Solver, such as lasvegas.
	OpRandom Op = "random"
	// OpRank finds the index K of solution Queens, as OpSeek counts them.
	OpRank Op = "rank"
	// OpExperiment measures steps First to Last-1 of the stepVegas
	// experiment on an n×n board, Trials attempts each, drawn from Seed.
	OpExperiment Op = "experiment"
	// OpExact computes the experiment's exact figures for every step.
	OpExact Op = "exact"
	// OpTrace replays the trace of method Algorithm on an n×n board and
	// answers with the window of steps around step At (see TraceWindow);
	// with Next, around the first solution after step At.
	OpTrace Op = "trace"
	// OpTimeline replays the trace of method Algorithm on an n×n board up
	// to MaxTraceStep and answers with its steps (Total, and Exhausted
	// when the trace ends there) and the steps of its solutions (Counts,
	// at most MaxTimelineMarks): what the step-by-step panel's timeline
	// shows.
	OpTimeline Op = "timeline"
	// OpComplete finds the first completion of Place, in the order of
	// OpSeek: the first solution that holds every queen placed.
	OpComplete Op = "complete"
	// OpHint counts, for each column c of row At, the completions of
	// Place with a queen added on (At, c): Counts[c].
	OpHint Op = "hint"
	// OpRemovals counts, for each row r that holds a queen of Place, the
	// completions of Place without it: Counts[r].
	OpRemovals Op = "removals"
	// OpPuzzle makes the puzzle of an n×n board from Seed at Level
	// (puzzle.NewPuzzle), or with Day, a date such as 2026-12-01, the
	// puzzle of that day (puzzle.DayPuzzle): up to 0.4 s for n = 16.
	OpPuzzle Op = "puzzle"
	// OpColumn counts units First to Last-1 of column Column of an n×n
	// board (solver.ColumnCount): the solutions whose first queen stands
	// in that column, by the column of the second queen, in Counts. The
	// page's workers share the columns that a far seek needs this way
	// (solver.SeekColumn), and hand them to OpSeek in Columns.
	OpColumn Op = "column"
	// OpCancel stops the requests of the worker whose ID is at most the
	// cancel's: web/worker.js drops those that wait, and a Session stops
	// the one that runs, which answers with an error. It has no answer.
	OpCancel Op = "cancel"
)

// handledOps are the operations Handle runs, in the order an unknown
// operation's error lists them. OpCancel is not among them: a Session
// handles it.
var handledOps = []Op{OpCount, OpSeek, OpPart, OpRandom, OpRank, OpExperiment, OpExact, OpTrace, OpTimeline, OpComplete, OpHint, OpRemovals, OpPuzzle, OpColumn}

// unknownOpError is the error of a Request whose Op Handle does not run.
func unknownOpError(op Op) error {
	names := make([]string, len(handledOps))
	for i, o := range handledOps {
		names[i] = string(o)
	}
	what := fmt.Sprintf("unknown operation %q", op)
	switch op {
	case "":
		what = `no operation: the request has no "op"`
	case OpCancel:
		what = "operation \"cancel\" is a Session's, which stops the requests it names"
	}
	return fmt.Errorf("%s; the solver runs %s", what, strings.Join(names, ", "))
}

// EngineGPU is the Engine of a GPU's count (see Request.Engine).
const EngineGPU = "gpu"

// FaultLoseDevice is the Fault that loses the GPU's device.
const FaultLoseDevice = "lose-device"

// A Kind says what a Response holds: its Type. It travels as its string,
// such as "progress".
type Kind string

// Kinds of Response.
const (
	TypeProgress Kind = "progress" // work under way: Done of Total steps
	TypeCount    Kind = "count"    // Solutions is the count
	TypeTally    Kind = "tally"    // Solutions, Unique and Nodes of Done parts
	TypeFound    Kind = "found"    // Queens, or Packed, is a verified solution
	TypeSolution Kind = "solution" // Queens is solution K
	TypeRank     Kind = "rank"     // K is the index of the solution ranked
	TypeSteps    Kind = "steps"    // Steps holds the measured steps
	TypeExact    Kind = "exact"    // Exact holds the exact figures of every step
	TypeTrace    Kind = "trace"    // Trace holds a window of a trace, At the step to show
	TypeTimeline Kind = "timeline" // Total steps of a trace, Counts the steps of its solutions
	TypeCounts   Kind = "counts"   // Counts holds the counts of OpHint, OpRemovals or OpColumn
	TypePuzzle   Kind = "puzzle"   // Puzzle is the puzzle made
	TypeError    Kind = "error"    // Error says what went wrong
)

// A Request asks a worker for one computation.
type Request struct {
	ID int    `json:"id"` // echoed in every Response, to drop stale ones
	Op Op     `json:"op"`
	N  int    `json:"n"`
	K  uint64 `json:"k,omitempty"` // the solution wanted, 1-based, for OpSeek

	// Algorithm names the counting method; "" means the fastest for a
	// whole board (solver.FastestAlgorithm), and constellations
	// (solver.FastestSearch) for completions and on the GPU.
	Algorithm string `json:"algorithm,omitempty"`

	// First and Last select the parts of OpPart.
	First int `json:"first,omitempty"`
	Last  int `json:"last,omitempty"`
	// Engine EngineGPU has OpPart count on the worker's GPU, with WebGPU,
	// by the constellations method; "" counts on the worker's CPU.
	Engine string `json:"engine,omitempty"`
	// Fault FaultLoseDevice, a test hook, has a GPU count destroy its
	// device before its first batch, as a crashed driver would.
	Fault string `json:"fault,omitempty"`

	// Place, when not empty, has OpCount and OpPart count the completions
	// of a placement: the solutions that hold its queens, N of them, each
	// row's column or solver.Free (-1). OpComplete, OpHint and OpRemovals
	// take it too. Completions are counted by the constellations method.
	Place []int `json:"place,omitempty"`

	// Queens is the solution OpRank ranks. With From, it is solution From
	// of the board, from which OpSeek walks to K: Next and Prev cost
	// microseconds that way, where a seek from the start may count the
	// board first.
	Queens []int  `json:"queens,omitempty"`
	From   uint64 `json:"from,omitempty"`
	// Columns are columns of the board that OpSeek may take as counted,
	// as OpColumn counted them: the seek then counts none of them again.
	Columns []ColumnCounts `json:"columns,omitempty"`
	// Column is the column whose units OpColumn counts, First to Last-1.
	Column int `json:"column,omitempty"`

	// Solver, Step and Seed configure OpRandom. With WarmUp, OpRandom
	// answers without the queens: the page only wants the solver's code
	// optimised by V8, not 4 MB of queens to copy on its main thread.
	Solver string `json:"solver,omitempty"`
	Step   int    `json:"step,omitempty"`
	Seed   uint64 `json:"seed,omitempty"`
	WarmUp bool   `json:"warmUp,omitempty"`

	// Trials is the attempts per step of OpExperiment, which also takes
	// N, Seed, First and Last.
	Trials int `json:"trials,omitempty"`

	// At is the step of OpTrace, 0 being the empty board, and Seek asks it
	// for another step from there (SeekSolution and the others); Next is
	// Seek SeekSolution.
	At   int    `json:"at,omitempty"`
	Seek string `json:"seek,omitempty"`
	Next bool   `json:"next,omitempty"`

	// Level and Day configure OpPuzzle, with N and Seed.
	Level string `json:"level,omitempty"`
	Day   string `json:"day,omitempty"`
}

// ColumnCounts are the counts of a column of a board, as OpColumn counts
// them: the solutions whose first queen stands in column Column, by the
// column of the second queen.
type ColumnCounts struct {
	Column int      `json:"column"`
	Counts []uint64 `json:"counts"`
}

// The steps that OpTrace can seek from step At, as Request.Seek names
// them.
const (
	SeekSolution  = "solution"  // the first solution after At
	SeekBacktrack = "backtrack" // the first backtrack after At
	SeekPrevious  = "previous"  // the last solution before At, or step 0 if none
)

// TraceSeek is the step r seeks: r.Seek, or SeekSolution for Next.
func (r Request) TraceSeek() string {
	if r.Seek == "" && r.Next {
		return SeekSolution
	}
	return r.Seek
}

// A Response reports progress or the result of a Request.
type Response struct {
	ID    int  `json:"id"`
	Type  Kind `json:"type"`
	Done  int  `json:"done,omitempty"`
	Total int  `json:"total,omitempty"`

	// Solutions is the board's count: the result of OpCount, and also set
	// by OpSeek when the search ran through every solution (Exhausted).
	Solutions uint64 `json:"solutions,omitempty"`
	Exhausted bool   `json:"exhausted,omitempty"`

	// Unique and Nodes come with the result of OpCount: the solutions up
	// to symmetry, for the methods that count them, and the queens placed.
	Unique uint64 `json:"unique,omitempty"`
	Nodes  uint64 `json:"nodes,omitempty"`
	// Seconds is how long the count took: in the worker for OpCount and
	// OpPart, and when the page's pool of workers shares a count, from the
	// moment a worker began its first part to the last answer, which leaves
	// out a worker's start and the end of its warm-up.
	Seconds float64 `json:"seconds,omitempty"`
	// Share is the estimated share of the count's work that an OpPart
	// answer's parts hold, from the plan's estimated task costs: summed
	// over the parts counted, it tells the time left.
	Share float64 `json:"share,omitempty"`
	// Fingerprint names the plan an OpPart answer was counted on (see
	// solver.Plan.Fingerprint): parts with one fingerprint add up.
	Fingerprint string `json:"fingerprint,omitempty"`
	// Engine is EngineGPU on an OpPart answer that the GPU counted, and on
	// the error of a GPU that failed: no WebGPU, no adapter, a lost
	// device, a pipeline that did not build. The page then counts the
	// parts on its workers. Adapter describes the GPU, as WebGPU names it.
	Engine  string `json:"engine,omitempty"`
	Adapter string `json:"adapter,omitempty"`

	// K and Queens are the solution found by OpSeek. When the board has
	// fewer solutions than asked for, they are its last solution, and
	// Queens is empty when it has none.
	K      uint64 `json:"k,omitempty"`
	Queens []int  `json:"queens,omitempty"`

	// Packed holds the queens of a large board found by OpRandom instead
	// of Queens: 4 bytes each, little-endian. The Web Worker sends them
	// beside the JSON, in a transferred buffer (see Serve); in JSON
	// they are base64. Attempts, Nodes and Seconds say what finding it
	// cost.
	Packed   []byte `json:"packed,omitempty"`
	Attempts uint64 `json:"attempts,omitempty"`

	// Steps and Exact are the results of OpExperiment and OpExact.
	Steps []ExperimentStep `json:"steps,omitempty"`
	Exact []ExactStep      `json:"exact,omitempty"`

	// Trace is the window of steps OpTrace found, and At the step of it to
	// show: the one asked for, or with Next the next solution's.
	Trace *TraceWindow `json:"trace,omitempty"`
	At    int          `json:"at,omitempty"`

	// Counts holds the completions that OpHint and OpRemovals count, one
	// for each column or row, and the solutions that OpColumn counts, one
	// for each column of the second queen.
	Counts []uint64 `json:"counts,omitempty"`

	// Puzzle is the puzzle that OpPuzzle made.
	Puzzle *Puzzle `json:"puzzle,omitempty"`

	Error string `json:"error,omitempty"`
}
