package puzzle

import (
	"strconv"
	"strings"

	"nqueens/app/link"
)

// OpenLast shows in view v the puzzle last played that is not solved, as
// the Puzzle tab opens it, and reports whether there is one: else v is
// left as it was, today's puzzle.
func (m *Mode) OpenLast(v *link.View) bool {
	for _, s := range m.records.games() { // the last played first
		if s.Game.Solved {
			continue
		}
		return showKey(s.Key, v)
	}
	return false
}

// showKey shows in view v the puzzle of key, as puzzleKey writes it, and
// reports whether key names one.
func showKey(key string, v *link.View) bool {
	if day, ok := strings.CutPrefix(key, "day "); ok {
		v.SetDay(day)
		return v.Day == day
	}
	fields := strings.Fields(key)
	if len(fields) != 3 {
		return false
	}
	n, errN := strconv.Atoi(fields[0])
	seed, errSeed := strconv.ParseUint(fields[1], 10, 64)
	if errN != nil || errSeed != nil || seed == 0 {
		return false
	}
	v.Day, v.N, v.Seed, v.Level = "", n, seed, fields[2]
	return true
}
