// Package play is the page's play mode: the user places queens on the
// board, by clicks, taps or keys, and the page counts the solutions that
// extend them, their completions. The placement is in the link; the page
// counts its completions with its count pool, and this package draws the
// board and the controls, and owns the help that the workers give: a hint
// for the next free row, a completion to show, and on a dead end the queen
// to take away.
package play
