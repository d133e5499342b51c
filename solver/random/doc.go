// Package random finds one solution of the n-queens problem at random,
// and measures how the Las Vegas solvers fare.
//
//   - Finding one: seed 004's Las Vegas solvers, a local search for
//     millions of queens, and plain backtracking ([Solvers]); a seed makes
//     the random ones repeatable on every platform.
//   - The stepVegas experiment, by Monte Carlo ([Experiment]) and exactly
//     ([ExactExperiment]).
//
// A solution is a slice of columns as in package [nqueens/solver], which
// checks them.
package random
