// Package puzzle makes the completion puzzles of n-queens: a board with a
// few queens given and exactly one way to finish it ([NewPuzzle]), graded
// by how a person would solve it ([Grade]), and the puzzle of each day
// since the product's first ([DayPuzzle], [PuzzleEpoch]). A seed makes a
// puzzle the same on every platform, and a short [Code] names it. The
// queens are a [solver.Placement].
package puzzle
