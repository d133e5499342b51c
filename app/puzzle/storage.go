package puzzle

import "nqueens/app/link"

// load reads the player's scores and options from the browser's storage:
// damaged scores read as none.
func (m *Mode) load() {
	if m.storage == nil {
		return
	}
	var data string
	if m.storage.Get(scoresKey, &data) == nil {
		m.scores, _ = ParseScores(data)
	}
	var shade bool
	if m.storage.Get(shadeKey, &shade) == nil {
		m.shade = shade
	}
}

// keepScore records the solve of g, and saves the scores. Only today's
// puzzle, solved today, counts for the streak: another day's, opened from
// a friend's link, does not break it.
func (m *Mode) keepScore(g *Game) {
	day := g.Day
	if day != link.Today() {
		day = ""
	}
	m.scores.Record(g.N(), g.Puzzle.Level, g.Took().Seconds(), day)
	if m.storage != nil {
		m.storage.Set(scoresKey, m.scores.String())
	}
}

// clearScores forgets the player's scores.
func (m *Mode) clearScores() {
	m.scores, m.confirmClear = Scores{}, false
	if m.storage != nil {
		m.storage.Del(scoresKey)
	}
}

// setShade turns the shading of the squares the queens attack on or off,
// and keeps the choice.
func (m *Mode) setShade(on bool) {
	m.shade = on
	if m.storage != nil {
		m.storage.Set(shadeKey, on)
	}
}
