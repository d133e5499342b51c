package solver

import (
	"math/bits"
	"math/rand/v2"
)

// rng is the random source of the randomized solvers: PCG, whose output
// for a seed is fixed by its algorithm, with a bounded draw defined here
// rather than by math/rand, so that a seed gives the same solution on every
// platform, in wasm, and with every Go version.
type rng struct{ pcg rand.PCG }

// newRNG returns a source seeded with seed.
func newRNG(seed uint64) *rng {
	r := &rng{}
	r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// uniform returns a uniformly random integer in [0, n), n > 0, by Lemire's
// multiply-and-reject method.
func (r *rng) uniform(n int) int {
	bound := uint64(n)
	for {
		hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
		if lo >= bound || lo >= -bound%bound {
			return int(hi)
		}
	}
}
