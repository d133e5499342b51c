package trace

import (
	"fmt"
	"slices"
	"testing"
)

// subtreeCounter counts by brute force the nodes and solutions below a
// placement of queens, that placement's node included, remembering each.
type subtreeCounter struct {
	n    int
	seen map[string][2]uint64
}

func (c *subtreeCounter) count(queens []int) (nodes, solutions uint64) {
	key := fmt.Sprint(queens)
	if got, ok := c.seen[key]; ok {
		return got[0], got[1]
	}
	nodes = 1
	if len(queens) == c.n {
		solutions = 1
	}
	for col := 0; col < c.n && len(queens) < c.n; col++ {
		if attackedBy(queens, len(queens), col) < 0 {
			sub, sols := c.count(append(slices.Clone(queens), col))
			nodes, solutions = nodes+sub, solutions+sols
		}
	}
	c.seen[key] = [2]uint64{nodes, solutions}
	return nodes, solutions
}

// attackedBy returns the first row above row whose queen attacks the
// square, or -1.
func attackedBy(queens []int, row, col int) int {
	for r, c := range queens[:row] {
		if c == col || row-r == col-c || row-r == c-col {
			return r
		}
	}
	return -1
}

// At every step of every traced method, the tree holds the path's rows,
// each node marked as the search left it: the done ones with their
// subtrees' counts, by brute force; the rejected ones attacked; the ones
// to come after the others. Each node's step is the event that entered
// it, and at the end the root's children sum up the search.
func TestTraceTreeFollowsTheSearch(t *testing.T) {
	for _, method := range Methods {
		for n := 1; n <= 8; n++ {
			brute := &subtreeCounter{n: n, seen: map[string][2]uint64{}}
			state := NewState(method, n)
			var events []Event
			Run(method, n, func(e Event) bool {
				events = append(events, e)
				state.Apply(e)
				if err := checkTree(state, events, brute); err != nil {
					t.Fatalf("%s n=%d step %d (%+v): %v", method, n, state.Steps, e, err)
				}
				return true
			})
			var nodes, solutions uint64
			for c, node := range state.TreeLevel(0) {
				if node.Mark != TreeDone {
					t.Errorf("%s n=%d: at the end the root's child %d is %d, not done", method, n, c, node.Mark)
				}
				nodes, solutions = nodes+node.Nodes, solutions+node.Solutions
			}
			if nodes != state.Nodes || solutions != state.Solutions || solutions != published(n) {
				t.Errorf("%s n=%d: the root's children hold %d nodes and %d solutions; the search %d and %d, known %d",
					method, n, nodes, solutions, state.Nodes, state.Solutions, published(n))
			}
		}
	}
}

// checkTree says what is wrong with state's tree, after events.
func checkTree(state *State, events []Event, brute *subtreeCounter) error {
	path := state.Queens
	if want := min(len(path)+1, state.N); state.TreeLevels() != want {
		return fmt.Errorf("the tree shows %d rows, want %d for the path %v", state.TreeLevels(), want, path)
	}
	for r := range state.TreeLevels() {
		toCome := false
		for c, node := range state.TreeLevel(r) {
			if node.Mark == TreeToCome {
				toCome = true
				continue
			}
			if toCome {
				return fmt.Errorf("row %d: node %d is %d after a node to come", r, c, node.Mark)
			}
			attacker := attackedBy(path, r, c)
			if node.Step > 0 {
				e := events[node.Step-1]
				if e.Row != r || e.Col != c || (e.Kind == Try) != (node.Mark == TreeRejected) {
					return fmt.Errorf("row %d: node %d names step %d, which is %+v", r, c, node.Step, e)
				}
			}
			switch node.Mark {
			case TreeRejected:
				if attacker < 0 {
					return fmt.Errorf("row %d: node %d is rejected, but no queen of %v attacks it", r, c, path)
				}
			case TreeOpen:
				if r >= len(path) || path[r] != c || node.Step == 0 {
					return fmt.Errorf("row %d: node %d is open off the path %v", r, c, path)
				}
				nodes, _ := state.Subtree(node)
				if nodes == 0 {
					return fmt.Errorf("row %d: open node %d has no nodes", r, c)
				}
			case TreeDone:
				if attacker >= 0 || node.Step == 0 {
					return fmt.Errorf("row %d: node %d is done, but attacked by row %d", r, c, attacker)
				}
				nodes, solutions := brute.count(append(slices.Clone(path[:r]), c))
				if node.Nodes != nodes || node.Solutions != solutions {
					return fmt.Errorf("row %d: node %d is done with %d nodes and %d solutions, want %d and %d",
						r, c, node.Nodes, node.Solutions, nodes, solutions)
				}
			}
		}
		if r < len(path) && state.TreeLevel(r)[path[r]].Mark != TreeOpen {
			return fmt.Errorf("row %d: the path's queen %d is not open", r, path[r])
		}
	}
	return nil
}

// A clone's tree goes on as its original's does.
func TestTraceTreeClones(t *testing.T) {
	state := NewState("naive", 6)
	var clone *State
	step := 0
	Run("naive", 6, func(e Event) bool {
		if step++; step == 100 {
			clone = state.Clone()
		}
		state.Apply(e)
		if clone != nil {
			clone.Apply(e)
			if !slices.Equal(clone.Tree, state.Tree) {
				t.Fatalf("step %d: the clone's tree %v, the original's %v", step, clone.Tree, state.Tree)
			}
		}
		return true
	})
	if clone == nil {
		t.Fatal("the trace ended before step 100")
	}
}
