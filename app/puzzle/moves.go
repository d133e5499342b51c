package puzzle

import (
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/kit"
	"nqueens/app/task"
)

// play runs a move of the player's on the game, then tells screen readers
// what it did, and once the puzzle is solved, keeps the score.
func (m *Mode) play(move func(g *Game), r, c int) {
	g := m.game
	if g == nil {
		return
	}
	defer m.records.saveGame(m.key, m.game)
	solved := g.Solved()
	move(g)
	if r >= 0 {
		m.cursor = [2]int{r, c}
		m.said = look{g, m.cursor, m.records.shade}.describe(r, c)
	}
	if g.Solved() && !solved {
		m.said = g.solvedText()
		m.records.keepScore(g)
		m.summary.open = true
		m.renameTab()
	}
}

// renameTab has the page's tab name the puzzle made, and say once it is
// solved.
func (m *Mode) renameTab() {
	if m.retitle != nil {
		m.retitle()
	}
}

// Tap places a queen on square (r, c), or marks it, or clears it. While the
// puzzle is made, the tap waits for it.
func (m *Mode) Tap(r, c int) {
	m.queue(r, c, false)
	m.play(func(g *Game) { g.Tap(r, c) }, r, c)
}

// Mark marks square (r, c) as ruled out, or takes its mark away.
func (m *Mode) Mark(r, c int) {
	m.queue(r, c, true)
	m.play(func(g *Game) { g.Mark(r, c) }, r, c)
}

// queue keeps a tap or a mark made while the puzzle is made.
func (m *Mode) queue(r, c int, mark bool) {
	if m.game == nil && m.making {
		m.queued = append(m.queued, queuedMove{r, c, mark})
	}
}

// Undo takes back the last move.
func (m *Mode) Undo() { m.play((*Game).Undo, -1, -1) }

// Redo makes the last move taken back again.
func (m *Mode) Redo() { m.play((*Game).Redo, -1, -1) }

// Restart takes every queen and mark of the player's away.
func (m *Mode) Restart() { m.play((*Game).Restart, -1, -1) }

// Hint shows a square, and says why.
func (m *Mode) Hint() {
	m.play(func(g *Game) {
		if h := g.AskHint(); h != nil {
			m.said = h.Text
		}
	}, -1, -1)
}

// Check says whether the queens placed can still be finished.
func (m *Mode) Check() { m.play(func(g *Game) { m.said = g.Check() }, -1, -1) }

// Hidden pauses the timer while the page is hidden, and keeps the game
// then: the page may not come back. Shown again, the page may have slept
// over midnight: it takes the new day at once.
func (m *Mode) Hidden(hidden bool) {
	if !hidden {
		m.newDay()
	}
	if m.game != nil {
		m.game.Hidden(hidden)
		m.records.saveGame(m.key, m.game)
	}
}

// pressKey handles a key pressed on the board: the arrows move the
// cursor, Enter and Space tap its square, X marks it. It reports whether
// it used the key.
func (m *Mode) pressKey(key string) bool {
	if m.game == nil {
		return false
	}
	r, c := m.cursor[0], m.cursor[1]
	switch key {
	case "Enter", " ":
		m.Tap(r, c)
		return true
	case "x", "X":
		m.Mark(r, c)
		return true
	}
	cursor, moved := kit.MoveCursor(m.cursor, m.game.N(), key)
	if moved {
		m.cursor = cursor
		m.said = look{m.game, cursor, m.records.shade}.describe(cursor[0], cursor[1])
	}
	return moved
}

// squareOf returns the row and column of the board's square that holds
// the event's target.
func squareOf(e app.Value) (r, c int, ok bool) {
	target := e.Get("target")
	if !target.Truthy() || target.Get("closest").IsUndefined() {
		return 0, 0, false
	}
	square := target.Call("closest", ".puzzle-board [data-row]")
	if !square.Truthy() {
		return 0, 0, false
	}
	data := square.Get("dataset")
	r, errRow := strconv.Atoi(data.Get("row").String())
	c, errCol := strconv.Atoi(data.Get("col").String())
	return r, c, errRow == nil && errCol == nil
}

// longPressDelay is how long a touch on a square marks it.
const longPressDelay = 450 * time.Millisecond

// A longPress is a touch on a square that marks it once held long enough;
// the click that follows it is dropped.
type longPress struct {
	wait       *task.Later // marks the square held, once the press is long
	row, col   int         // the square held
	dropClicks time.Time   // until then, the click that ends a long press
	touch      bool        // the last press was a touch
}

// onClick taps the square clicked, unless a long press just marked it.
func (m *Mode) onClick(ctx app.Context, e app.Event) {
	if time.Now().Before(m.events.press.dropClicks) {
		return
	}
	if r, c, ok := squareOf(e.Value); ok {
		m.Tap(r, c)
	}
}

// onKeyDown moves the cursor, or plays, with the keys.
func (m *Mode) onKeyDown(ctx app.Context, e app.Event) {
	if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
		return
	}
	if m.pressKey(e.Get("key").String()) {
		e.PreventDefault()
	}
}
