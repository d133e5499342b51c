package puzzle_test

import (
	"fmt"

	"nqueens/solver/puzzle"
)

func ExampleNewPuzzle() {
	p, _ := puzzle.NewPuzzle(8, 7, puzzle.Medium)
	fmt.Println(p.Level, p.Given.Format("."))
	fmt.Println(p.Solution)
	// Output:
	// medium 3.2,4.6
	// [0 5 7 2 6 3 1 4]
}
