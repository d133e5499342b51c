package solver_test

import (
	"context"
	"fmt"

	"nqueens/solver"
)

func ExampleCount() {
	n, _ := solver.Count(8)
	fmt.Println(n)
	// Output: 92
}

func ExampleSolution() {
	x, _ := solver.Solution(8, 1)
	fmt.Println(x)
	_, err := solver.Solution(8, 93)
	fmt.Println(err)
	// Output:
	// [0 4 7 5 2 6 1 3]
	// n = 8 has 92 solutions; there is no solution 93
}

func ExampleSolutions() {
	all, _ := solver.Solutions(4)
	for x := range all {
		fmt.Println(x)
	}
	// Output:
	// [1 3 0 2]
	// [2 0 3 1]
}

func ExampleVerify() {
	fmt.Println(solver.Verify([]int{1, 3, 0, 2}))
	fmt.Println(solver.Verify([]int{0, 2, 4, 1, 4}))
	// Output:
	// <nil>
	// queens at row 2 column 4 and row 4 column 4 share a column
}

func ExampleCountJob() {
	job, _ := solver.NewCountJobContext(context.Background(), "fast", 10)
	for !job.Step() {
		done, total := job.Progress()
		_ = float64(done) / float64(total) // show progress here
	}
	fmt.Println(job.Tally().Solutions, job.Tally().Unique)
	// Output: 724 92
}
