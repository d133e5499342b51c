package puzzle

import (
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/link"
	solverpuzzle "nqueens/solver/puzzle"
)

// records are what the player's browser keeps of puzzle mode, in its
// storage: the scores, the shading option, and the games under way.
type records struct {
	storage      app.BrowserStorage // nil until the page mounts, as in tests
	scores       Scores
	shade        bool // shade the squares the queens attack
	confirmClear bool // the player clicked Clear scores, and is asked whether to
}

// storage keys of the records.
const (
	scoresKey = "nqueens.puzzle.scores"
	shadeKey  = "nqueens.puzzle.shade"
	gamesKey  = "nqueens.puzzle.games" // the games under way, or solved (see Saved)
)

// load reads the scores and the option from storage: damaged scores read
// as none.
func (r *records) load(storage app.BrowserStorage) {
	r.storage = storage
	if storage == nil {
		return
	}
	var data string
	if storage.Get(scoresKey, &data) == nil {
		r.scores, _ = ParseScores(data)
	}
	var shade bool
	if storage.Get(shadeKey, &shade) == nil {
		r.shade = shade
	}
}

// set writes key's value, where there is a storage.
func (r *records) set(key string, value any) {
	if r.storage != nil {
		r.storage.Set(key, value)
	}
}

// keepScore records the solve of g, and saves the scores. A day's puzzle
// counts for the streak when it is solved on its day, the player's, or
// opened on it: one started before midnight and solved after counts for
// its day. Another day's, opened from a friend's link, or from the past
// puzzles, does not break it.
func (r *records) keepScore(g *Game) {
	r.scores.Record(Solve{N: g.N(), Level: g.Puzzle.Level, Seconds: g.Took().Seconds(), Hints: g.Hints(),
		Day: g.Day, OnItsDay: g.Day != "" && (g.Day == link.Today() || g.Day == g.Opened)})
	r.set(scoresKey, r.scores.String())
}

// clearScores forgets the player's scores.
func (r *records) clearScores() {
	r.scores, r.confirmClear = Scores{}, false
	if r.storage != nil {
		r.storage.Del(scoresKey)
	}
}

// setShade turns the shading of the squares the queens attack on or off,
// and keeps the choice.
func (r *records) setShade(on bool) {
	r.shade = on
	r.set(shadeKey, on)
}

// savedGames is how many games the browser keeps, the latest.
const savedGames = 30

// A savedGame is a game kept, with the key of its puzzle (see puzzleKey).
type savedGame struct {
	Key  string `json:"key"`
	Game Saved  `json:"game"`
}

// saveGame keeps g, the game of puzzle key, first among the games kept.
func (r *records) saveGame(key string, g *Game) {
	if r.storage == nil || g == nil {
		return
	}
	games := slices.DeleteFunc(r.games(), func(s savedGame) bool { return s.Key == key })
	games = append([]savedGame{{key, g.Save()}}, games...)
	r.set(gamesKey, games[:min(len(games), savedGames)])
}

// savedGame returns the game kept of puzzle key, if there is one.
func (r *records) savedGame(key string) (Saved, bool) {
	for _, s := range r.games() {
		if s.Key == key {
			return s.Game, true
		}
	}
	return Saved{}, false
}

// games returns the games kept: none if they are damaged.
func (r *records) games() []savedGame {
	var games []savedGame
	if r.storage == nil || r.storage.Get(gamesKey, &games) != nil {
		return nil
	}
	return games
}

// Standing returns what the player's scores say of n×n puzzles at level,
// for a solve's summary: the streak of days as it stands today and the
// longest, and the solves and best times, with any hints and without.
func (m *Mode) Standing(n int, level solverpuzzle.Level) Standing {
	return m.records.scores.StandingOn(link.Today(), n, level)
}
