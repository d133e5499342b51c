// Package rng is the random source of the solver's randomized searches
// and puzzles: a seed gives the same draws on every platform, in wasm,
// and with every Go version.
package rng

import (
	"math/bits"
	"math/rand/v2"
)

// A Source is the random source of the randomized solvers: PCG, whose output
// for a seed is fixed by its algorithm, with a bounded draw defined here
// rather than by math/rand, so that a seed gives the same solution on every
// platform, in wasm, and with every Go version.
type Source struct{ pcg rand.PCG }

// New returns a source seeded with seed.
func New(seed uint64) *Source {
	r := &Source{}
	r.pcg.Seed(seed, seed^0x9e3779b97f4a7c15)
	return r
}

// Uniform returns a uniformly random integer in [0, n), n > 0, by Lemire's
// multiply-and-reject method.
func (r *Source) Uniform(n int) int {
	bound := uint64(n)
	for {
		hi, lo := bits.Mul64(r.pcg.Uint64(), bound)
		if lo >= bound || lo >= -bound%bound {
			return int(hi)
		}
	}
}

// Uint64 returns 64 random bits.
func (r *Source) Uint64() uint64 { return r.pcg.Uint64() }
