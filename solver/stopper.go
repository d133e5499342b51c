package solver

// A Stopper is what the solver needs of a context.Context, which is one:
// its Err, which a long search polls, and stops with once it is not nil.
// The functions whose doc says they stop once ctx is done take a Stopper,
// so that the Web Worker can pass one of its own and link no
// context.Context: every value of that interface type, in a field of a
// value on the heap, an itab or context.Background's result, makes the
// linker keep every method of time.Time, which Deadline returns, about
// 20 KB of formatting, parsing and time zones on the wire.
type Stopper interface{ Err() error }

// never is the Stopper of a search that nothing stops.
type never struct{}

func (never) Err() error { return nil }
