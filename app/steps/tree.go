package steps

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/solver/trace"
)

// The tree's geometry, in the SVG's units: a column of each level per
// board column, and a node's box inside it.
const (
	treeColumn = 44
	treeLevel  = 42
	treeBoxW   = 38
	treeBoxH   = 30
)

// treeHTML draws the search tree as seed 001 draws the solution space: the
// root, one level per row, one child per column. It shows the levels the
// current path goes through: in each, the squares already rejected (with
// the row of the queen that attacks), the subtrees already searched,
// folded into one node with their solutions and nodes, the path's queen,
// and the squares to come. A node that a step entered names that step, to
// which a click or Enter jumps. O(n²).
func treeHTML(s *trace.State) string {
	var m markup
	levels := s.TreeLevels()
	width, height := s.N*treeColumn, (levels+1)*treeLevel
	m.open("div", "class", "steps-tree", "data-testid", "steps-tree", "data-nodes", strconv.FormatUint(s.Nodes, 10),
		"style", "--n:"+strconv.Itoa(s.N))
	m.element("p", "The search tree: the root, a level per row, a child per column. A searched subtree folds into one node: its solutions over its nodes; ✕ r2 marks a square that the queen of row 2 attacks; rows and columns are numbered from 0. Click a node to go to the step that entered it.", "class", "hint")
	m.open("svg", "viewBox", fmt.Sprintf("0 0 %d %d", width, height), "role", "tree",
		"aria-label", fmt.Sprintf("The search tree, %d %s deep so far", levels, kit.Plural(uint64(levels), "level", "levels")))
	m.edges(s, levels)
	// The nodes' visible words sit apart from the nodes, hidden from
	// screen readers, which read each node's label instead.
	var labels markup
	labels.open("g", "class", "tree-labels", "aria-hidden", "true")
	x := width/2 - treeBoxW/2
	m.open("g", "class", "tree-node root", "aria-hidden", "true").rect(x, 4).close("g")
	labels.words(x, 4, "root", "", "root")
	for r := range levels {
		for c, node := range s.TreeLevel(r) {
			m.treeNode(&labels, s, r, c, node)
		}
	}
	m.WriteString(labels.close("g").String())
	m.close("svg").close("div")
	return m.String()
}

// edges draws the lines from each parent on the path to its children: a
// path per level, and one for the path's own edges.
func (m *markup) edges(s *trace.State, levels int) {
	m.open("g", "class", "tree-edges", "aria-hidden", "true")
	var onPath strings.Builder
	px := s.N * treeColumn / 2
	for r := range levels {
		py, cy := r*treeLevel+4+treeBoxH, (r+1)*treeLevel+4
		m.WriteString(`<path class="tree-edge" d="`)
		for c := range s.N {
			segment := fmt.Sprintf("M%d %dL%d %d", px, py, c*treeColumn+treeColumn/2, cy)
			if r < len(s.Queens) && s.Queens[r] == c {
				onPath.WriteString(segment)
			} else {
				m.WriteString(segment)
			}
		}
		m.WriteString(`"/>`)
		if r < len(s.Queens) {
			px = s.Queens[r]*treeColumn + treeColumn/2
		}
	}
	if onPath.Len() > 0 {
		fmt.Fprintf(m, `<path class="tree-edge on-path" d="%s"/>`, onPath.String())
	}
	m.close("g")
}

// treeNode draws node c of level r, and writes its words into labels.
func (m *markup) treeNode(labels *markup, s *trace.State, r, c int, node trace.TreeNode) {
	mark, label, top, bottom := "", "", "", ""
	switch node.Mark {
	case trace.TreeToCome:
		mark, label = "to-come", "not reached yet"
	case trace.TreeRejected:
		attacker := s.Attacker(r, c)
		mark, label, top, bottom = "rejected", fmt.Sprintf("rejected: the queen of row %d attacks it", attacker), "✕", "r"+strconv.Itoa(attacker)
	case trace.TreeOpen:
		nodes, solutions := s.Subtree(node)
		mark, label, top = "open", fmt.Sprintf("on the path, its subtree under way: %s so far", subtreeWords(nodes, solutions)), "♛"
	case trace.TreeDone:
		mark, label = "done", "searched: "+subtreeWords(node.Nodes, node.Solutions)
		top, bottom = compactCount(node.Solutions), compactCount(node.Nodes)
	}
	attrs := []string{"class", "tree-node " + mark, "role", "treeitem", "aria-level", strconv.Itoa(r + 1),
		"aria-label", fmt.Sprintf("Row %d, column %d: %s", r, c, label)}
	if (node.Mark == trace.TreeOpen || node.Mark == trace.TreeDone) && r+1 < s.N { // a leaf has no children
		attrs = append(attrs, "aria-expanded", strconv.FormatBool(node.Mark == trace.TreeOpen))
	}
	if node.Mark == trace.TreeOpen && (r+1 == len(s.Queens)) {
		attrs = append(attrs, "aria-current", "step")
	}
	if node.Step > 0 {
		attrs = append(attrs, "data-at", strconv.Itoa(node.Step))
	}
	if node.Mark == trace.TreeOpen || node.Mark == trace.TreeDone {
		// The keys reach the queens: a 16×16 tree has dozens of rejected
		// tries, which the steps reach.
		attrs = append(attrs, "tabindex", "0")
	}
	x, y := c*treeColumn+(treeColumn-treeBoxW)/2, (r+1)*treeLevel+4
	m.open("g", attrs...).rect(x, y).close("g")
	labels.words(x, y, top, bottom, mark)
}

// rect writes a node's box at x, y.
func (m *markup) rect(x, y int) *markup {
	m.WriteString(`<rect x="`)
	m.number(x)
	m.WriteString(`" y="`)
	m.number(y)
	m.WriteString(`" width="` + strconv.Itoa(treeBoxW) + `" height="` + strconv.Itoa(treeBoxH) + `" rx="5"/>`)
	return m
}

// number writes the decimal digits of i.
func (m *markup) number(i int) {
	var digits [20]byte
	m.Write(strconv.AppendInt(digits[:0], int64(i), 10))
}

// textAt opens a text element of class at x, y.
func (m *markup) textAt(class string, x, y int) *markup {
	m.WriteString(`<text class="`)
	m.escaped(class)
	m.WriteString(`" x="`)
	m.number(x)
	m.WriteString(`" y="`)
	m.number(y)
	m.WriteString(`">`)
	return m
}

// words writes the words of a node of mark whose box is at x, y: a line,
// and a smaller one under it.
func (m *markup) words(x, y int, top, bottom, mark string) {
	cx := x + treeBoxW/2
	switch {
	case top == "":
	case bottom == "":
		m.textAt(mark, cx, y+treeBoxH/2+5).text(top).close("text")
	default:
		m.textAt(mark, cx, y+13).text(top).close("text")
		m.textAt(mark+" small", cx, y+treeBoxH-4).text(bottom).close("text")
	}
}

// subtreeWords says what a subtree holds.
func subtreeWords(nodes, solutions uint64) string {
	return fmt.Sprintf("%s %s in %s %s", kit.FormatCount(solutions), kit.Plural(solutions, "solution", "solutions"),
		kit.FormatCount(nodes), kit.Plural(nodes, "node", "nodes"))
}

// compactCount writes n in at most 4 characters: 999, 1.2k, 12k, 3.4M.
func compactCount(n uint64) string {
	switch {
	case n < 1000:
		return strconv.FormatUint(n, 10)
	case n < 10_000:
		return fmt.Sprintf("%.1fk", float64(n)/1e3)
	case n < 1_000_000:
		return fmt.Sprintf("%dk", n/1000)
	case n < 10_000_000:
		return fmt.Sprintf("%.1fM", float64(n)/1e6)
	}
	return fmt.Sprintf("%dM", n/1_000_000)
}

// onTreeClick goes to the step that entered the node clicked, and keeps
// the focus on its square as the tree is drawn anew.
func (s *Panel) onTreeClick(ctx app.Context, e app.Event) {
	node, at, ok := treeNodeOf(e.Get("target"))
	if !ok {
		return
	}
	s.player.pause(s)
	s.StepTo(at)
	square, _, _ := strings.Cut(node.Call("getAttribute", "aria-label").String(), ":")
	ctx.Defer(func(app.Context) {
		if node := app.Window().Get("document").Call("querySelector", `[data-testid="steps-tree"] [aria-label^="`+square+`:"]`); node.Truthy() {
			node.Call("focus")
		}
	})
}

// treeNodeOf returns the tree node that holds target, and the step that
// entered it, if it is in one that a step entered.
func treeNodeOf(target app.Value) (node app.Value, at int, ok bool) {
	if !target.Truthy() || target.Get("closest").IsUndefined() {
		return nil, 0, false
	}
	if node = target.Call("closest", "[data-at]"); !node.Truthy() {
		return nil, 0, false
	}
	at, err := strconv.Atoi(node.Call("getAttribute", "data-at").String())
	return node, at, err == nil
}
