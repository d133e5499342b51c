package e2e

import (
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nqueens/solver/trace"
)

// treeNow reads the step-by-step panel's tree: the nodes the search has
// placed, as the tree says, its current node and how many nodes it draws.
type treeNow struct {
	Nodes   string // data-nodes
	Current string // the aria-label of the current node, or ""
	Drawn   int    // tree items drawn
	Done    int    // searched subtrees, folded
}

func (p *page) tree() treeNow {
	p.t.Helper()
	return eval[treeNow](p, `(() => {
		const t = document.querySelector('[data-testid="steps-tree"]');
		return { nodes: t.dataset.nodes, current: t.querySelector('[aria-current="step"]')?.getAttribute('aria-label') ?? "",
			drawn: t.querySelectorAll('[role="treeitem"]').length, done: t.querySelectorAll('.tree-node.done').length };
	})()`)
}

// TestStepsTree walks naive's tree on n = 6: it starts as the root's six
// children, grows along the path as the steps go, and at the end holds
// the search's nodes, its six children searched; a click or Enter on a
// node goes to the step that entered it, and moves the code's line.
func TestStepsTree(t *testing.T) {
	var nodes, steps int
	trace.Run("naive", 6, func(e trace.Event) bool {
		if steps++; e.Kind == trace.Place {
			nodes++
		}
		return true
	})
	p := openOn(t, desktop, "/?n=6&panel=steps&method=naive")
	p.stepsAt(0, "start")
	if tr := p.tree(); tr.Nodes != "0" || tr.Drawn != 6 || tr.Current != "" {
		t.Errorf("before the first step the tree is %+v; want the root's 6 children", tr)
	}
	p.click("steps-forward")
	p.click("steps-forward")
	p.stepsAt(2, "place")
	if tr := p.tree(); tr.Nodes != "1" || tr.Drawn != 12 || tr.Current == "" {
		t.Errorf("after the first queen the tree is %+v; want 1 node, 2 levels, a current node", tr)
	}
	p.do(chromedp.Focus(chromedp.CSS(testID("steps-board"))))
	p.do(chromedp.KeyEvent(kb.End))
	p.waitFor(fmt.Sprintf(`document.querySelector('[data-testid="steps-board"]').dataset.step === "%d"`, steps))
	if tr := p.tree(); tr.Nodes != fmt.Sprint(nodes) || tr.Done != 6 || tr.Current != "" {
		t.Errorf("at the end the tree is %+v; want %d nodes, the root's 6 children searched", tr, nodes)
	}
	p.saveScreenshot("steps-tree-end", chromedp.Screenshot(chromedp.CSS(testID("steps-part-tree"))))

	// A click on the third child goes to the step that placed it.
	third := `[data-testid="steps-tree"] [aria-label^="Row 0, column 2:"]`
	at := eval[string](p, `document.querySelector('`+third+`').dataset.at`)
	line := p.codeMarks().Line
	p.do(chromedp.Click(chromedp.CSS(third)))
	p.stepsAt(atoi(t, at), "place")
	if tr, m := p.tree(), p.codeMarks(); tr.Current != "Row 0, column 2: on the path, its subtree under way: 0 solutions in 1 node so far" || m.Line == line {
		t.Errorf("after a click on row 0's third node the tree is %+v and the code marks line %s, as it did at the end", tr, m.Line)
	}
	// Enter on the first child, which the keyboard reaches, goes to its step.
	first := `[data-testid="steps-tree"] [aria-level="1"][data-at]`
	at = eval[string](p, `document.querySelector('`+first+`').dataset.at`)
	p.do(chromedp.Focus(chromedp.CSS(first)))
	p.do(chromedp.KeyEvent(kb.Enter))
	p.stepsAt(atoi(t, at), "place")
	// The focus stays on the node, drawn anew, for the next key.
	p.waitFor(`document.activeElement?.getAttribute('aria-label')?.startsWith("Row 0, column 0:")`)
}

// TestStepsFoldOnAPhone folds the code and the tree on a phone: they stay
// folded as the steps go, and the board and its controls move up.
func TestStepsFoldOnAPhone(t *testing.T) {
	p := openOn(t, phone, "/?n=8&panel=steps&method=bitmask&at=300")
	p.waitFor(`document.querySelector('[data-testid="steps-board"]')?.dataset.step === "300"`)
	p.saveScreenshot("steps-tree-phone", chromedp.Screenshot(chromedp.CSS(testID("steps-part-tree"))))
	for _, part := range []string{"code", "tree"} {
		p.do(chromedp.Click(chromedp.CSS(testID("steps-part-"+part) + " > summary")))
		p.waitFor(`!document.querySelector('[data-testid="steps-part-` + part + `"]').open`)
	}
	p.click("steps-forward")
	p.waitFor(`document.querySelector('[data-testid="steps-board"]').dataset.step === "301"`)
	open := eval[map[string]bool](p, `Object.fromEntries([...document.querySelectorAll('.steps-part')].map((d) => [d.dataset.testid, d.open]))`)
	if open["steps-part-code"] || open["steps-part-tree"] || !open["steps-part-frames"] {
		t.Errorf("after a step the parts are open: %v; want the code and the tree folded, the frames open", open)
	}
	p.saveScreenshot("steps-folded-phone", chromedp.FullScreenshot(100))
}

// atoi reads a number that the page wrote.
func atoi(t testing.TB, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q is not a number", s)
	}
	return n
}

// TestStepsBadLinkKeepsItsNotices opens the panel at a step past the
// search's end, with a method it does not animate and a speed out of
// range: the panel shows the last step, and the page keeps telling what
// it changed in the link.
func TestStepsBadLinkKeepsItsNotices(t *testing.T) {
	p := openPage(t, "/?n=8&panel=steps&method=foo&at=99999999&speed=0")
	p.waitFor(`new URLSearchParams(location.search).get("at") === document.querySelector('[data-testid="steps-board"]')?.dataset.step`)
	notices := eval[string](p, `document.querySelector('[data-testid="notices"]').innerText`)
	for _, want := range []string{`does not animate "foo"`, "at=", "speed="} {
		if !strings.Contains(notices, want) {
			t.Errorf("the notices %q lack %q", notices, want)
		}
	}
}
