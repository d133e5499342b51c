package puzzle

import (
	"encoding/json"
	"errors"
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

// Only today's puzzle, solved today, counts for the streak: an earlier
// day's, from a friend's link, leaves it alone.
func TestModeStreakIsTodays(t *testing.T) {
	old := link.Today
	link.Today = func() string { return "2026-11-30" }
	defer func() { link.Today = old }()
	m := &Mode{records: records{storage: memoryStorage{}, scores: Scores{Streak: 2, Longest: 2, LastDay: "2026-11-29"}}}
	for _, day := range []string{"2026-11-24", "2026-12-03", "2026-11-30"} {
		date, _ := time.Parse(time.DateOnly, day)
		p, number, err := solverpuzzle.DayPuzzle(date)
		if err != nil {
			t.Fatal(err)
		}
		m.game = NewGame(p, number, day, newFakeClock().now)
		for _, r := range freeRows(p) {
			m.Tap(r, p.Solution[r])
		}
	}
	if m.records.scores.Streak != 3 || m.records.scores.LastDay != "2026-11-30" || m.records.scores.StreakOn("2026-11-30") != 3 {
		t.Errorf("scores %+v, want a streak of 3 to 2026-11-30", m.records.scores)
	}
}
