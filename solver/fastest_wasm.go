//go:build wasm

package solver

// quartersFastest says whether quarters counts faster than constellations
// from QuartersFromN on. In WebAssembly it does not: under node, on one
// thread, it took 1.05 times constellations' time at n = 14, 1.9 at 15,
// 0.9 to 1.2 at 16, 1.0 at 17 and 1.2 at 18, against 0.5 to 0.6 natively;
// its sieve's loop runs about 3 times slower there than natively, where
// constellations' search runs 1.3 times slower.
const quartersFastest = false
