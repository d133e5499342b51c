package puzzle

import (
	"context"
	"fmt"
	"time"
)

// PuzzleEpoch is the day of puzzle #1, a Monday; each day after it has
// the next number.
var PuzzleEpoch = time.Date(2026, 11, 23, 0, 0, 0, 0, time.UTC)

// dayPuzzles are the board and level of each weekday's puzzle, from small
// on Monday to large on Sunday, at levels that every seed reaches.
var dayPuzzles = map[time.Weekday]struct {
	n     int
	level Level
}{
	time.Monday:    {7, Easy},
	time.Tuesday:   {8, Easy},
	time.Wednesday: {9, Medium},
	time.Thursday:  {10, Medium},
	time.Friday:    {10, Hard},
	time.Saturday:  {12, Hard},
	time.Sunday:    {14, Hard},
}

// DayPuzzle returns the puzzle of day (its date in UTC), the same for
// everyone, and its number: #1 on PuzzleEpoch. The date is the seed, as
// 20261201 for 2026-12-01, and the weekday picks n and the level.
func DayPuzzle(day time.Time) (p Puzzle, number int, err error) {
	return DayPuzzleContext(context.Background(), day)
}

// DayPuzzleContext is DayPuzzle, stopped as NewPuzzleContext is.
func DayPuzzleContext(ctx context.Context, day time.Time) (p Puzzle, number int, err error) {
	n, level, number, err := DayBoard(day)
	if err != nil {
		return Puzzle{}, 0, err
	}
	y, m, d := day.UTC().Date()
	p, err = NewPuzzleContext(ctx, n, uint64(y*10000+int(m)*100+d), level)
	return p, number, err
}

// DayBoard returns the board and level of day's puzzle, and its number,
// without making it: O(1).
func DayBoard(day time.Time) (n int, level Level, number int, err error) {
	y, m, d := day.UTC().Date()
	date := time.Date(y, m, d, 0, 0, 0, 0, time.UTC)
	if date.Before(PuzzleEpoch) {
		return 0, 0, 0, fmt.Errorf("%s comes before the first puzzle of the day, on %s", date.Format(time.DateOnly), PuzzleEpoch.Format(time.DateOnly))
	}
	spec := dayPuzzles[date.Weekday()]
	return spec.n, spec.level, int(date.Sub(PuzzleEpoch).Hours()/24) + 1, nil
}
