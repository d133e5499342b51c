package app

import (
	"fmt"
	"nqueens/app/kit"
	"time"
)

// timeLeft estimates how long a count has left from the shares of its
// work: elapsed, the time this visit has counted, over the share it
// counted (done, less the share resumed from earlier visits), times the
// share left. It is 0 until the visit has counted something.
func timeLeft(elapsed time.Duration, done, resumed float64) time.Duration {
	counted := done - resumed
	if counted <= 0 || done >= 1 {
		return 0
	}
	return time.Duration(float64(elapsed) * (1 - done) / counted)
}

// workLabel labels the count's progress: the time it has left and its
// speed, both from this visit's work, timed from when a worker began it
// if the count says, which leaves out the workers' start; method names
// the count's method, whose nodes it names (nodeWords).
func (c *countState) workLabel(method string) string {
	if c.share <= c.resumed {
		return "Counting"
	}
	elapsed := c.elapsed
	if elapsed <= 0 {
		elapsed = time.Since(c.start)
	}
	_, nodes := nodeWords(method)
	return fmt.Sprintf("Counting · %s left · %s %s/s",
		kit.FormatDuration(timeLeft(elapsed, c.share, c.resumed)), kit.FormatRate(c.Nodes, elapsed), nodes)
}
