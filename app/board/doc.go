// Package board draws the board: square by square up to n = 32, with its
// queens and marks; and for a large random solution, a Plot of the queens'
// density on a canvas, which zooms down to squares and pans.
package board
