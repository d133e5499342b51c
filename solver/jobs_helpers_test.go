package solver

import "context"

// newCountJob is NewCountJobContext that nothing stops.
func newCountJob(algorithm string, n int) (*CountJob, error) {
	return NewCountJobContext(context.Background(), algorithm, n)
}

// newSeekJob is NewSeekJobContext that nothing stops.
func newSeekJob(n int, k uint64) (*SeekJob, error) {
	return NewSeekJobContext(context.Background(), n, k)
}

// rank is RankContext that nothing stops.
func rank(x []int) (uint64, error) { return RankContext(context.Background(), x) }
