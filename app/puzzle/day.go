package puzzle

import (
	"fmt"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/link"
	"nqueens/app/task"
	solverpuzzle "nqueens/solver/puzzle"
)

// A dayWatch follows the player's date while the page shows puzzle mode,
// so that a page left open over midnight offers the new day's puzzle, and
// opens the puzzle of a day it waited for once that day comes. It asks
// the date once a second, which holds across a sleep, a change of the
// clock or of summer time, where a timer set for midnight would not.
type dayWatch struct {
	today   string // the date the page last drew
	tick    *task.Later
	changed func() // called once the date has changed
}

// start starts following the date, in the browser, calling changed once
// it changes.
func (d *dayWatch) start(changed func()) {
	if !app.IsClient {
		return
	}
	if d.tick == nil {
		d.tick = task.New(d.check)
	}
	d.today, d.changed = link.Today(), changed
	d.tick.Schedule(time.Second)
}

// stop stops following the date.
func (d *dayWatch) stop() {
	if d.tick != nil {
		d.tick.Stop()
	}
}

// check calls changed once the date has changed, and looks again a second
// later.
func (d *dayWatch) check() {
	if link.Today() != d.today {
		d.changed()
	}
	d.tick.Schedule(time.Second)
}

// turned reports whether the date has changed since the page last drew
// it, and takes the new one.
func (d *dayWatch) turned() bool {
	today := link.Today()
	if today == d.today {
		return false
	}
	d.today = today
	return true
}

// newDay takes the new date: the page draws its day again (the countdown,
// Today's puzzle, the streak and the past puzzles), and makes the puzzle
// of the day it waited for, if that day has come.
func (m *Mode) newDay() {
	if m.day.turned() && m.opens != "" && link.Opened(m.opens) {
		m.host.Navigate(func(*link.View) {}, link.ReplaceEntry) // Sync makes it
	}
}

// dayDue returns when the player's day begins, in the browser, and the
// zero time elsewhere, where the player's zone is not known.
func dayDue(day string) time.Time {
	if link.Today() == "" || day == "" {
		return time.Time{}
	}
	return link.DayStart(day)
}

// dayNumber returns the number of the puzzle of day, YYYY-MM-DD.
func dayNumber(day string) (int, bool) {
	date, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return 0, false
	}
	_, _, number, err := solverpuzzle.DayBoard(date)
	return number, err == nil
}

// shortDate writes a date briefly, for the line under the board: "Sun 29
// Nov 2026".
func shortDate(day string) string {
	date, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return date.Format("Mon 2 Jan 2006")
}

// longDate writes a date in full: "Sunday 29 November 2026".
func longDate(day string) string {
	date, err := time.Parse(time.DateOnly, day)
	if err != nil {
		return day
	}
	return date.Format("Monday 2 January 2006")
}

// renderDayLine says under the board the date of a day's puzzle, and
// how long until the next one: "Sun 29 Nov 2026 · next puzzle in
// 05:12:09". The line is always there, at its height, so that nothing
// moves when the countdown comes with the live page.
func renderDayLine(v link.View) app.UI {
	line := app.P().Class("puzzle-day").DataSet("testid", "puzzle-day").Attr("aria-live", "off") // the bar's other words are said
	next := &Countdown{Due: dayDue(link.AddDays(link.Today(), 1)), Prefix: "Next puzzle of the day in ", TestID: "puzzle-countdown"}
	if v.Day == "" {
		return line.Body(next)
	}
	next.Prefix = " · next puzzle in "
	return line.DataSet("date", v.Day).Body(app.Time().DateTime("%s", v.Day).Text(shortDate(v.Day)), next)
}

// renderClosed draws, in the board's place, that the puzzle of the view's
// day opens on that day, and in how long: "Puzzle #12 opens on Saturday 5
// December 2026, in 3 h 20 min." It has no squares to play. The board's
// bar goes under it.
func renderClosed(v link.View, bar app.UI) app.UI {
	heading := Heading(v)
	if number, ok := dayNumber(v.Day); ok {
		heading = fmt.Sprintf("Puzzle #%d", number)
	}
	return app.Div().Class("puzzle-area").Body(
		app.Div().Class("board-frame puzzle-frame").Body(
			app.Div().Class("board puzzle-board closed").DataSet("testid", "puzzle").DataSet("n", v.N).DataSet("date", v.Day).
				DataSet("opens", v.Day).Style("--n", strconv.Itoa(v.N)).Body(
				app.P().Class("puzzle-opens").DataSet("testid", "puzzle-opens").Attr("role", "status").Body(
					app.Text(fmt.Sprintf("%s opens on %s", heading, longDate(v.Day))),
					app.If(!dayDue(v.Day).IsZero(), &Countdown{Due: dayDue(v.Day), Words: true, Prefix: ", in ", TestID: "puzzle-opens-in"}),
					app.Text("."),
				),
			),
		),
		bar,
	)
}
