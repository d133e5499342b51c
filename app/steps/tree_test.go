package steps

import (
	"fmt"
	"strings"
	"testing"

	"nqueens/solver/trace"
)

// The tree of naive on n = 4 at its first solution: four levels of four
// nodes, the path's queens open and the last one current; before them the
// squares rejected, with the row that attacks them, and the subtrees
// searched, with their counts. At the end the root's children are all
// searched, and the tree tells the search's nodes.
func TestTreeShowsTheSearch(t *testing.T) {
	st := stateAt(t, "naive", 4, func(s *trace.State) bool { return s.Last.Kind == trace.Solution })
	html := treeHTML(st)
	first := st.TreeLevel(0)[0] // column 0 of row 0: searched, no solution
	for _, want := range []string{
		fmt.Sprintf(`data-nodes="%d"`, st.Nodes),
		fmt.Sprintf(`aria-label="Row 0, column 0: searched: 0 solutions in %d nodes" aria-expanded="false" data-at="%d"`, first.Nodes, first.Step),
		`aria-label="Row 1, column 0: rejected: the queen of row 0 attacks it"`,
		`aria-label="Row 3, column 2: on the path, its subtree under way: 1 solution in 1 node so far" aria-current="step"`,
	} {
		if !strings.Contains(html, want) {
			t.Errorf("the tree lacks %s:\n%s", want, html)
		}
	}
	if first.Mark != trace.TreeDone || first.Nodes < 2 {
		t.Errorf("row 0, column 0 at the first solution: %+v", first)
	}
	for class, want := range map[string]int{`role="treeitem"`: 16, `tree-node open`: 4, `aria-current`: 1, `class="tree-edge on-path"`: 1} {
		if got := strings.Count(html, class); got != want {
			t.Errorf("%d × %s in the tree, want %d", got, class, want)
		}
	}

	end := stateAt(t, "bitmask", 6, func(s *trace.State) bool {
		return s.Steps > 0 && s.Last.Kind == trace.Backtrack && s.Last.Row == 0
	})
	html = treeHTML(end)
	if got := strings.Count(html, "tree-node done"); got != 6 || !strings.Contains(html, fmt.Sprintf(`data-nodes="%d"`, end.Nodes)) {
		t.Errorf("at the end, %d searched nodes in row 1, want 6, with %d nodes:\n%s", got, end.Nodes, html)
	}
}

func TestCompactCount(t *testing.T) {
	for n, want := range map[uint64]string{0: "0", 999: "999", 1000: "1.0k", 1234: "1.2k", 12_345: "12k", 999_999: "999k", 1_234_567: "1.2M", 98_765_432: "98M"} {
		if got := compactCount(n); got != want {
			t.Errorf("compactCount(%d) = %q, want %q", n, got, want)
		}
	}
}

// BenchmarkTreeHTML writes the tree of a step deep in naive's search of
// n = 16, which the panel redraws at each jump.
func BenchmarkTreeHTML(b *testing.B) {
	st := trace.NewState("naive", 16)
	steps := 0
	trace.Run("naive", 16, func(e trace.Event) bool {
		st.Apply(e)
		steps++
		return steps < 1_000_000
	})
	b.ReportAllocs()
	for b.Loop() {
		treeHTML(st)
	}
}
