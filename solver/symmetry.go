package solver

import (
	"slices"
)

// Symmetries returns the 8 images of a placement under the symmetries of
// the square: the identity, the rotations by 90°, 180° and 270°, and the
// reflections in the vertical axis, the horizontal axis and both diagonals.
// Row r's queen of an image is in column images[i][r]. It takes O(n) time.
func Symmetries(x []int) [8][]int {
	n := len(x)
	var images [8][]int
	for i := range images {
		images[i] = make([]int, n)
	}
	for r, c := range x {
		for i := range images {
			u, v := transform(i, n, r, c)
			images[i][u] = v
		}
	}
	return images
}

// Canonical returns the lexicographically least of the 8 images of x, the
// representative of its class of solutions, and how many distinct images x
// has: 1, 2, 4 or 8.
func Canonical(x []int) (least []int, distinct int) {
	images := Symmetries(x)
	// An insertion sort of the 8 images: a generic slices.SortFunc of []int
	// slices would cost each wasm file 20 KB, and package sort 3 KB.
	for i := 1; i < len(images); i++ {
		for j := i; j > 0 && slices.Compare(images[j], images[j-1]) < 0; j-- {
			images[j], images[j-1] = images[j-1], images[j]
		}
	}
	distinct = 1
	for i := 1; i < len(images); i++ {
		if !slices.Equal(images[i], images[i-1]) {
			distinct++
		}
	}
	return images[0], distinct
}

// mirror returns x, the queens of the first rows of an n×n board, or of
// all of them, reflected left to right, as a new slice: row r's queen
// moves to column n-1-x[r]. Mirroring reverses the lexicographic order of
// a board's solutions, so solution k of N is the mirror of solution
// N+1-k. It takes O(len(x)) time.
func mirror(n int, x []int) []int {
	m := make([]int, len(x))
	for r, c := range x {
		m[r] = n - 1 - c
	}
	return m
}
