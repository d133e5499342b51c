// Package puzzle is the page's puzzle mode: a board with a few queens given
// and exactly one way to finish it (solver.Puzzle), the puzzle of the day,
// and the scores a player's browser keeps. It is built in parts: so far,
// the scores.
package puzzle
