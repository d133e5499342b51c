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
	v.N, v.K = n, 1
}

// SetMode switches between browsing the solutions and random ones, keeping
// n: a board too large to browse is then clamped, with a notice that says
// so, when the view is normalised.
func (v *View) SetMode(random bool) {
	if random == v.Random {
		return
	}
	v.Random, v.K = random, 1
	if random {
		v.Solver, v.Step, v.Seed = DefaultSolver(v.N), DefaultStep(v.N), 0
	}
}

// NewSeed draws a seed for a link that has none.
func NewSeed() uint64 { return rand.Uint64()>>1 + 1 }
