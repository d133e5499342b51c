//go:build !wasm

package solver

// quartersFastest says whether quarters counts faster than constellations
// from QuartersFromN on: natively it does (see fastest_wasm.go).
const quartersFastest = true
