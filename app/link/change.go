package link

import "math/rand/v2"

// SetN shows the first solution of an n×n board, in random mode with the
// same solver, a step for the new n and the same seed. It keeps n within
// what the mode takes.
func (v *View) SetN(n int) {
	limit := MaxBrowseN
	if v.Random {
		limit = MaxRandomN
	}
	n = min(max(n, 1), limit)
	if v.Random && n != v.N {
		v.Step = DefaultStep(n)
	}
	if v.Placed != "" {
		v.Placed = v.Placement().Resize(n).Format(".")
	}
	v.N, v.K = n, 1
}

// SetMode switches between browsing the solutions, random ones and play,
// keeping n: a board too large to browse is then clamped, with a notice
// that says so, when the view is normalised. Play's queens stay for the
// way back to it.
func (v *View) SetMode(mode string) {
	if mode == v.Mode() {
		return
	}
	v.Random, v.Play, v.K = mode == ModeRandom, mode == ModePlay, 1
	if v.Random {
		v.Solver, v.Step, v.Seed = DefaultSolver(v.N), DefaultStep(v.N), 0
	}
}

// Mode returns the view's mode: ModeBrowse, ModeRandom or ModePlay.
func (v View) Mode() string {
	switch {
	case v.Random:
		return ModeRandom
	case v.Play:
		return ModePlay
	}
	return ModeBrowse
}

// NewSeed draws a seed for a link that has none.
func NewSeed() uint64 { return rand.Uint64()>>1 + 1 }
