package puzzle

import (
	"encoding/json"
	"errors"
	"fmt"
	"strings"
	"testing"
	"time"

	"nqueens/app/link"
	"nqueens/solver"
	solverpuzzle "nqueens/solver/puzzle"
)

// The keys move the cursor, and Enter, Space and X play its square; the
// board tells screen readers what it holds.
func TestModeKeys(t *testing.T) {
	p := mustPuzzle(t, 8, 3, solverpuzzle.Medium)
	m := &Mode{game: NewGame(p, 0, "", newFakeClock().now)}
	r := freeRows(p)[0]
	for range r {
		m.pressKey("ArrowDown")
	}
	m.pressKey("End")
	if m.cursor != [2]int{r, 7} || !strings.HasPrefix(m.said, "Row ") {
		t.Fatalf("cursor %v, said %q", m.cursor, m.said)
	}
	if !m.pressKey("Enter") || m.game.Queen(r) != 7 || !strings.Contains(m.said, "your queen") {
		t.Errorf("Enter: queen %d, said %q", m.game.Queen(r), m.said)
	}
	if !m.pressKey("x") || m.game.Queen(r) != solver.Free || !m.game.Marked(r, 7) || !strings.Contains(m.said, "ruled out") {
		t.Errorf("X: queen %d, said %q", m.game.Queen(r), m.said)
	}
	if m.pressKey("q") {
		t.Error("Q did something")
	}
	for _, row := range freeRows(p) {
		m.Tap(row, p.Solution[row])
	}
	if !m.game.Solved() || !strings.HasPrefix(m.said, "Solved in ") || m.records.scores.Of(8, solverpuzzle.Medium).Solved != 1 {
		t.Errorf("solved %v, said %q, scores %+v", m.game.Solved(), m.said, m.records.scores)
	}
}

// memoryStorage is a browser's storage for tests.
type memoryStorage map[string]string

func (s memoryStorage) Set(k string, v any) error {
	b, err := json.Marshal(v)
	s[k] = string(b)
	return err
}
func (s memoryStorage) Get(k string, v any) error {
	if data, ok := s[k]; ok {
		return json.Unmarshal([]byte(data), v)
	}
	return nil
}
func (s memoryStorage) Del(k string)              { delete(s, k) }
func (s memoryStorage) Len() int                  { return len(s) }
func (s memoryStorage) Key(i int) (string, error) { return "", errors.New("no keys") }
func (s memoryStorage) Clear()                    { clear(s) }

// The mode keeps its game in the browser's storage at each move, and a
// new visit takes it up; taps made while the puzzle is made are played
// once it is.
func TestModeKeepsTheGame(t *testing.T) {
	storage := memoryStorage{}
	p := mustPuzzle(t, 8, 3, solverpuzzle.Medium)
	m := &Mode{records: records{storage: storage}, key: "8 3 medium", making: true}
	r := freeRows(p)[0]
	m.Tap(r, p.Solution[r])
	m.Mark(r, (p.Solution[r]+1)%8)
	if len(m.queued) != 2 {
		t.Fatalf("%d taps queued while the puzzle was made", len(m.queued))
	}
	m.game, m.making = NewGame(p, 0, "", newFakeClock().now), false
	m.resumeGame()
	if m.game.Queen(r) != p.Solution[r] || m.game.Marks() != 1 || m.queued != nil {
		t.Fatalf("the queued taps gave queen %d, %d marks", m.game.Queen(r), m.game.Marks())
	}
	next := &Mode{records: records{storage: storage}, key: "8 3 medium"}
	next.game = NewGame(p, 0, "", newFakeClock().now)
	next.resumeGame()
	if next.game.Queen(r) != p.Solution[r] || next.game.Marks() != 1 {
		t.Errorf("the next visit resumed queen %d, %d marks", next.game.Queen(r), next.game.Marks())
	}
	storage[gamesKey] = "{damaged"
	if games := next.records.games(); games != nil {
		t.Errorf("damaged games read as %v", games)
	}
	m.records.confirmClear = true
	m.records.clearScores()
	if m.records.confirmClear || storage[scoresKey] != "" {
		t.Errorf("Clear left the question, or the scores")
	}
}

// withToday sets the player's date for a test.
func withToday(t *testing.T, day string) {
	old := link.Today
	link.Today = func() string { return day }
	t.Cleanup(func() { link.Today = old })
}

// solveDay plays the puzzle of day on m, started on opened, to its end on
// the date solved: the player's dates.
func solveDay(t *testing.T, m *Mode, day, opened, solved string) {
	t.Helper()
	date, _ := time.Parse(time.DateOnly, day)
	p, number, err := solverpuzzle.DayPuzzle(date)
	if err != nil {
		t.Fatal(err)
	}
	link.Today = func() string { return opened }
	m.game = NewGame(p, number, day, newFakeClock().now)
	m.game.Opened = opened
	free := freeRows(p)
	m.Tap(free[0], p.Solution[free[0]])
	link.Today = func() string { return solved }
	for _, r := range free[1:] {
		m.Tap(r, p.Solution[r])
	}
	if !m.game.Solved() {
		t.Fatalf("the puzzle of %s is not solved", day)
	}
}

// A day's puzzle counts for the streak when it is solved on its day, the
// player's, or opened on it and solved after midnight; an earlier day's,
// opened later, from a friend's link, leaves the streak alone.
func TestModeStreakAcrossMidnight(t *testing.T) {
	withToday(t, "2026-11-29")
	m := &Mode{records: records{storage: memoryStorage{}}}
	for _, play := range []struct{ day, opened, solved string }{
		{"2026-11-29", "2026-11-29", "2026-11-29"},
		{"2026-11-30", "2026-11-30", "2026-12-01"}, // opened at 23:59, solved at 00:00
		{"2026-11-24", "2026-12-01", "2026-12-01"}, // a friend's link
		{"2026-12-01", "2026-12-01", "2026-12-01"},
		{"2026-12-03", "2026-12-04", "2026-12-04"}, // opened the day after: not on its day
	} {
		solveDay(t, m, play.day, play.opened, play.solved)
	}
	s := m.records.scores
	if got := s.StreakOn("2026-12-01"); got != 3 || s.Longest != 3 {
		t.Errorf("streak %d, longest %d on 2026-12-01; want 3, 3: %s", got, s.Longest, s)
	}
	if r, solved := s.Days["2026-12-03"]; s.StreakOn("2026-12-04") != 0 || !solved || r.Streak {
		t.Errorf("the 3rd's puzzle, opened on the 4th: streak %d, %+v, solved %v", s.StreakOn("2026-12-04"), r, solved)
	}
}

// The day a game started is kept with it, and a game taken up keeps it:
// the next visit, after midnight, still counts the solve for its day; a
// game that older pages kept, without it, started on the day it is taken
// up.
func TestModeKeepsTheDayAGameStarted(t *testing.T) {
	withToday(t, "2026-11-30")
	storage := memoryStorage{}
	date, _ := time.Parse(time.DateOnly, "2026-11-30")
	p, number, _ := solverpuzzle.DayPuzzle(date)
	m := &Mode{records: records{storage: storage}, key: "day 2026-11-30"}
	m.game = NewGame(p, number, "2026-11-30", newFakeClock().now)
	m.game.Opened = "2026-11-30"
	free := freeRows(p)
	m.Tap(free[0], p.Solution[free[0]])

	link.Today = func() string { return "2026-12-01" }
	next := &Mode{records: records{storage: storage}, key: "day 2026-11-30"}
	next.game = NewGame(p, number, "2026-11-30", newFakeClock().now)
	next.game.Opened = "2026-12-01"
	next.resumeGame()
	if next.game.Opened != "2026-11-30" {
		t.Fatalf("the game taken up started on %q", next.game.Opened)
	}
	for _, r := range free[1:] {
		next.Tap(r, p.Solution[r])
	}
	if !next.records.scores.Days["2026-11-30"].Streak || next.records.scores.StreakOn("2026-12-01") != 1 {
		t.Errorf("the solve after midnight did not count: %s", next.records.scores)
	}

	g := NewGame(p, number, "2026-11-30", newFakeClock().now)
	g.Opened = "2026-12-01"
	g.Resume(Saved{Queens: fmt.Sprintf("%d.%d", free[0], p.Solution[free[0]])})
	if g.Opened != "2026-12-01" {
		t.Errorf("a game older pages kept started on %q", g.Opened)
	}
}
