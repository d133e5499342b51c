package solver

import (
	"context"
	"errors"
	"fmt"
	"slices"

	"nqueens/solver/internal/constellations"
)

// The completions of a placement are counted by the constellations
// method, the placed queens being fixed rows of its search: every
// solution has one configuration of queens on the board's four edges
// (edgeConfigurations), so the completions are the sum, over the
// configurations that the placement allows, of the completions of both.
// The symmetries of the board that map the placement to itself map these
// configurations to one another: one of each class is searched, weighted
// by its class's size, as the constellations of an empty board are.

// NewCompletionPlan splits the count of the completions of placed, the
// solutions of its board that hold every queen placed, as NewPlanContext
// does the count of a board, with the constellations method; it stops
// once ctx is done, and returns ctx's error. The plan's Unique counts the
// completions up to the symmetries that map placed to itself (see
// Placement.Symmetries). A placement with no queen is the plain count of
// its board. Queens that attack each other have no completion: their
// *AttackError is returned. Making the plan takes O(n⁴) time.
func NewCompletionPlan(ctx context.Context, placed Placement) (*Plan, error) {
	n := len(placed)
	if err := CheckSize(n); err != nil {
		return nil, err
	}
	for r, c := range placed {
		if c != Free && (c < 0 || c >= n) {
			return nil, &ColumnError{Row: r, Col: c, N: n}
		}
	}
	if err := placed.Conflict(); err != nil {
		return nil, err
	}
	if placed.Placed() == 0 {
		return NewPlanContext(ctx, FastestSearch, n)
	}
	return completionPlan(ctx, placed, n <= completionSearchMaxN)
}

// completionPlan makes the plan of the completions of placed, whose
// queens attack none of the others: with search, a plain search's, else
// one of constellations, which needs n ≥ 6.
func completionPlan(ctx context.Context, placed Placement, search bool) (*Plan, error) {
	a, _ := Lookup(FastestSearch)
	n := len(placed)
	p := &Plan{Algorithm: a, N: n, placed: slices.Clone(placed)}
	var tasks []task
	if search {
		tasks = searchTasks(p.placed)
	} else {
		list := completionConstellations(ctx, placed)
		var err error
		if tasks, p.base, err = constellations.Tasks(ctx, n, list, completionSplitRows(n, len(list)), completionDescents); err != nil {
			return nil, err
		}
	}
	var err error
	if p.tasks, p.costs, p.costSum, err = byCost(ctx, tasks); err != nil {
		return nil, err
	}
	return p, nil
}

// NewCountPlan splits the count of the solutions of placed's board that
// hold its queens: with no queen placed, the board's count by the named
// algorithm, as NewPlanContext; else their completions, which only the
// constellations method counts, as NewCompletionPlan. The command line
// and the page's workers make their plans with it.
func NewCountPlan(ctx context.Context, algorithm string, placed Placement) (*Plan, error) {
	if placed.Placed() == 0 {
		return NewPlanContext(ctx, algorithm, len(placed))
	}
	if algorithm != FastestSearch {
		return nil, fmt.Errorf("completions are counted by %s only, not by %s", FastestSearch, algorithm)
	}
	return NewCompletionPlan(ctx, placed)
}

// Placement returns the queens whose completions the plan counts: none
// for a plan of a whole board.
func (p *Plan) Placement() Placement {
	if p.placed == nil {
		return NewPlacement(p.N)
	}
	return slices.Clone(p.placed)
}

// completionDescents is how many random descents estimate the costs of a
// completion count's tasks: fewer than a board's, for a placement's count
// often takes less time than its plan.
const completionDescents = 1 << 12

// completionSplitRows returns how many free rows the tasks of a
// completion count place before they start: as many as a board's count
// (constellations.SplitRows), and more when the placement leaves few
// configurations to share among the workers.
func completionSplitRows(n, configurations int) int {
	split := constellations.SplitRows(n)
	for tasks := configurations; n >= 14 && tasks < 1000 && split < 3; split++ {
		tasks *= n / 3
	}
	return split
}

// completionConstellations returns one configuration of the board's edges
// for each class, under the symmetries that map placed to itself, of those
// that placed allows, with placed's queens added to each. placed has
// queens, none of them attacking another, on a board of 6 or more.
func completionConstellations(ctx context.Context, placed Placement) []constellations.Constellation {
	n := len(placed)
	group := placed.symmetries()
	var list []constellations.Constellation
	edgeConfigurations(ctx, placed, func(edges [][2]int) {
		least, stabiliser := edgesClass(n, edges, group)
		if !least {
			return
		}
		queens := placed.Queens()
		for _, q := range edges {
			if placed[q[0]] != q[1] {
				queens = append(queens, q)
			}
		}
		list = append(list, constellations.Constellation{Queens: queens, Weight: len(group) / stabiliser, Stabiliser: stabiliser})
	})
	return list
}

// edgeConfigurations calls each with every configuration of queens on the
// edges of an n×n board, n ≥ 6, that a solution holding placed may have:
// four queens, one strictly inside each edge, or a corner's queen and one
// on each of the two far edges. It stops early once ctx is done. It takes
// O(n⁴) time.
func edgeConfigurations(ctx context.Context, placed Placement, each func(edges [][2]int)) {
	n, last := len(placed), len(placed)-1
	var cols, diag, anti uint64 // the lines placed's queens take
	for r, c := range placed {
		if c != Free {
			cols, diag, anti = cols|1<<uint(c), diag|1<<uint(r-c+n), anti|1<<uint(r+c)
		}
	}
	allows := func(r, c int) bool {
		if placed[r] != Free {
			return placed[r] == c
		}
		return cols&(1<<uint(c)) == 0 && diag&(1<<uint(r-c+n)) == 0 && anti&(1<<uint(r+c)) == 0
	}
	for j := 1; j < last; j++ {
		for l := 1; l < last; l++ {
			if j == l {
				continue
			}
			for turn := range 4 {
				var edges [3][2]int
				for i, q := range [3][2]int{{0, 0}, {last, j}, {l, last}} {
					edges[i][0], edges[i][1] = transform(turn, n, q[0], q[1])
				}
				if allows(edges[0][0], edges[0][1]) && allows(edges[1][0], edges[1][1]) && allows(edges[2][0], edges[2][1]) {
					each(edges[:])
				}
			}
		}
	}
	for i := 1; i < last; i++ {
		if ctx.Err() != nil {
			return
		}
		if !allows(0, i) {
			continue
		}
		for j := 1; j < last; j++ {
			if !allows(last, j) {
				continue
			}
			for k := 1; k < last; k++ {
				if !allows(k, 0) {
					continue
				}
				for l := 1; l < last; l++ {
					if !allows(l, last) {
						continue
					}
					if queens, ok := constellations.EdgeQueens(n, i, j, k, l); ok {
						each(queens)
					}
				}
			}
		}
	}
}

// edgesClass reports whether edges is the least of its images under the
// symmetries group, squares compared in order, and how many of them map
// it to itself: 1, 2 or 4, rotations all, since no reflection maps the
// queens of a solution's edges to themselves.
func edgesClass(n int, edges [][2]int, group []int) (least bool, stabiliser int) {
	key := edgesKey(n, edges, 0)
	least = true
	for _, s := range group {
		image := edgesKey(n, edges, s)
		switch cmp := slices.Compare(image[:], key[:]); {
		case cmp == 0:
			stabiliser++
		case cmp < 0:
			least = false
		}
	}
	return least, stabiliser
}

// edgesKey returns the squares of edges' image under symmetry s, each as
// r·n+c, in increasing order, padded with n².
func edgesKey(n int, edges [][2]int, s int) [4]int {
	key := [4]int{n * n, n * n, n * n, n * n}
	for i, q := range edges {
		r, c := transform(s, n, q[0], q[1])
		key[i] = r*n + c
	}
	slices.Sort(key[:])
	return key
}

// placementString describes placed for a plan's fingerprint.
func placementString(placed Placement) string {
	if placed == nil {
		return ""
	}
	return " place=" + placed.Format(":")
}

// CountCompletions counts the completions of placed on every core: all,
// and up to the symmetries that keep the queens placed. Queens that attack
// each other have none: their count is zero, and no error.
func CountCompletions(placed Placement) (Tally, error) {
	p, err := NewCompletionPlan(context.Background(), placed)
	var attack *AttackError
	if errors.As(err, &attack) {
		return Tally{}, nil
	}
	if err != nil {
		return Tally{}, err
	}
	return p.Run(context.Background(), 0, nil)
}
