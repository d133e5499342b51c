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
