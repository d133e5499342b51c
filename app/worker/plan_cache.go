package worker

import (
	"context"
	"sync"

	"nqueens/solver"
)

// planCacheSize is how many plans a worker keeps: enough for a user who
// switches between a few counting methods and boards, so that each count
// after the first starts at once.
const planCacheSize = 4

// A planCache keeps the plans of the latest counts, newest first, which
// every OpPart of those counts needs.
type planCache struct {
	mu      sync.Mutex
	entries []planEntry
}

type planEntry struct {
	algorithm string
	n         int
	place     string // the queens of a completion count, as Format writes them
	plan      *solver.Plan
}

var plans planCache

// get returns the plan of a count, of a board or of the completions of
// placed when it is not nil, making it if it is not kept, unless ctx ends
// first.
func (c *planCache) get(ctx context.Context, algorithm string, n int, placed solver.Placement) (*solver.Plan, error) {
	place := placed.Format(":")
	c.mu.Lock()
	defer c.mu.Unlock()
	for i, e := range c.entries {
		if e.algorithm == algorithm && e.n == n && e.place == place {
			copy(c.entries[1:i+1], c.entries[:i])
			c.entries[0] = e
			return e.plan, nil
		}
	}
	p, err := newPlan(ctx, algorithm, n, placed)
	if err != nil {
		return nil, err
	}
	c.entries = append([]planEntry{{algorithm, n, place, p}}, c.entries[:min(len(c.entries), planCacheSize-1)]...)
	return p, nil
}
