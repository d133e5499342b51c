package e2e

import (
	"maps"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"nqueens/solver"
)

// recordFrames has the page note, at each animation frame, the solution
// line's index and the board's size and queens, as "n k c0,c1,…".
const recordFrames = `(() => {
	window.frames_ = [];
	const note = () => {
		const line = document.querySelector('[data-testid="solution"]');
		const b = document.querySelector('[data-testid="board"]');
		if (line && b) {
			const x = new Array(Number(b.dataset.n)).fill(-1);
			for (const q of b.querySelectorAll(".queen")) x[Number(q.dataset.row)] = Number(q.dataset.col);
			window.frames_.push(b.dataset.n + " " + line.dataset.index + " " + x.join(","));
		}
		requestAnimationFrame(note);
	};
	requestAnimationFrame(note);
	return true;
})()`

// TestNextChangesTheLineAndTheBoardTogether records every frame while Next,
// Prev and the slider change the solution shown: no frame shows a line
// over another solution's board.
func TestNextChangesTheLineAndTheBoardTogether(t *testing.T) {
	p := openPage(t, "/?n=8&sol=5")
	p.waitLive()
	p.waitIndex("5")
	eval[bool](p, recordFrames)
	for range 4 {
		p.click("next")
	}
	p.waitIndex("9")
	for range 2 {
		p.click("prev")
	}
	p.waitIndex("7")
	p.moveSlider(1)
	p.waitFor(`document.querySelector('[data-testid="board"]').dataset.n === "9"`)
	p.do(chromedp.KeyEvent(kb.ArrowLeft))
	p.waitFor(`document.querySelector('[data-testid="board"]').dataset.n === "8"`)
	p.waitFor(`window.frames_.length > 0`)
	frames := eval[[]string](p, `window.frames_`)
	seen := map[string]bool{}
	for i, frame := range frames {
		if seen[frame] {
			continue
		}
		seen[frame] = true
		fields := strings.Fields(frame)
		n, _ := strconv.Atoi(fields[0])
		k, _ := strconv.ParseUint(fields[1], 10, 64)
		want, err := solver.Solution(n, k)
		if err != nil {
			t.Fatalf("frame %d: %q: %v", i, frame, err)
		}
		var cols []string
		for _, c := range want {
			cols = append(cols, strconv.Itoa(c))
		}
		if fields[2] != strings.Join(cols, ",") {
			t.Errorf("frame %d of %d shows solution %d's line over the board %s, want %v", i, len(frames), k, fields[2], want)
		}
	}
	if len(seen) < 6 {
		t.Errorf("the frames showed only %q", slices.Sorted(maps.Keys(seen)))
	}
}
