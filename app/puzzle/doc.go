// Package puzzle is the page's puzzle mode: a board with a few queens given
// and exactly one way to finish it (a Puzzle of nqueens/solver/puzzle), today's or any other.
// Game is the play itself (moves, Undo and Redo, Check, hints, the timer),
// pure Go that tests drive; Mode gets the puzzle from a worker, draws the
// board and the controls, answers the page's keys and touches, follows
// the player's day (the date, the countdown to the next puzzle, the past
// puzzles, a day still to come), and keeps the player's scores and
// options in the browser's storage.
package puzzle
