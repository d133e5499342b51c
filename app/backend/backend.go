package backend

import "nqueens/app/worker"

// A Slot is one line of work for the solver: a new request in a slot
// replaces the one under way there.
type Slot int

// The page's slots.
const (
	SeekSlot  Slot = iota // finds the solution on the board
	CountSlot             // counts the solutions
	// PanelSlot and the slots after it are the teaching panels': each
	// has a worker of its own, so a panel may run several at once.
	PanelSlot
)

// A Backend runs the solver's requests off the page's main thread.
type Backend interface {
	// Start runs req in slot, stopping the slot's request under way, and
	// calls on with each of req's responses, the last one a result.
	Start(slot Slot, req worker.Request, on func(worker.Response))
	// Stop stops the slot's request; its callback is not called again.
	Stop(slot Slot)
}

// Idle is a Backend that runs no request: what is asked of it stays under
// way, as on a page whose work a prerender or a rehearsal leaves to the
// browser's workers.
type Idle struct{}

func (Idle) Start(Slot, worker.Request, func(worker.Response)) {}
func (Idle) Stop(Slot)                                         {}

// A Warmer is a Backend that can start its workers before the page needs
// them, and warm up their code (see workerBackend.Warm).
type Warmer interface {
	// Preload starts the board's worker, with nothing to do.
	Preload()
	// Warm starts the workers; in random mode the board's worker solves a
	// board too.
	Warm(random bool)
}

// A GPUFinder is a Backend that asks WebGPU whether the page has a GPU.
type GPUFinder interface {
	// FindGPU calls then with the adapter's description, "" for none,
	// once WebGPU has answered.
	FindGPU(then func(adapter string))
}

// WorkerScriptEnv names, in go-app's environment, the URL of the solvers'
// Worker script relative to web/: worker.js with the digests of its
// version and of the wasm_exec.js it imports, which the server writes.
const WorkerScriptEnv = "NQUEENS_WORKER"
