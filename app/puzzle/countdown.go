package puzzle

import (
	"fmt"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/task"
)

// Countdown shows the time left until Due, as a component of its own that
// redraws itself once a second, and not the page: "03:20:15", or in words,
// "3 h 20 min". Until Due is known (it is the browser's, from the
// player's zone) it keeps its room, blank.
type Countdown struct {
	app.Compo
	Due    time.Time // zero while not known
	Words  bool      // "3 h 20 min" rather than "03:20:15"
	Prefix string    // what comes before the time, such as "next puzzle in "
	TestID string

	ctx  app.Context
	tick *task.Later
}

// OnMount starts the ticks.
func (c *Countdown) OnMount(ctx app.Context) {
	c.ctx = ctx
	c.tick = task.New(c.redraw)
	c.schedule()
}

// OnDismount stops them.
func (c *Countdown) OnDismount() {
	if c.tick != nil {
		c.tick.Stop()
	}
}

// schedule redraws the countdown at its next second, in the browser; once
// it is over, or while Due is not known, a second later, in case the page
// gives it a new Due.
func (c *Countdown) schedule() {
	if !app.IsClient || c.tick == nil {
		return
	}
	wait := time.Second
	if left := time.Until(c.Due); left > 0 {
		wait = left % time.Second
	}
	c.tick.Schedule(wait + 10*time.Millisecond)
}

// redraw draws the countdown again, and schedules the next tick.
func (c *Countdown) redraw() {
	c.ctx.Dispatch(func(app.Context) { c.schedule() })
}

// Render draws the time left.
func (c *Countdown) Render() app.UI {
	span := app.Span().Class("puzzle-countdown").DataSet("testid", c.TestID).Attr("role", "timer") // which screen readers leave unsaid as it ticks
	if c.Due.IsZero() {
		return span.Class("unknown").Aria("hidden", "true").Text(c.Prefix + "00:00:00")
	}
	left := max(time.Until(c.Due), 0)
	text := TimeLeft(left)
	if c.Words {
		text = TimeLeftInWords(left)
	}
	return span.DataSet("seconds", int(left/time.Second)).Text(c.Prefix + text)
}

// TimeLeft writes a time left as a countdown shows it, to the second
// below: "03:20:15".
func TimeLeft(d time.Duration) string {
	s := int(max(d, 0) / time.Second)
	return fmt.Sprintf("%02d:%02d:%02d", s/3600, s/60%60, s%60)
}

// TimeLeftInWords writes a time left in words, to the minute below: "3 h
// 20 min", "1 day 4 h", "20 days", or "less than a minute".
func TimeLeftInWords(d time.Duration) string {
	m := int(max(d, 0) / time.Minute)
	h, days := m/60, m/(24*60)
	switch {
	case days >= 2:
		return fmt.Sprintf("%d days", days)
	case days == 1:
		return fmt.Sprintf("1 day %d h", h-24)
	case h > 0:
		return fmt.Sprintf("%d h %d min", h, m%60)
	case m > 0:
		return fmt.Sprintf("%d min", m)
	}
	return "less than a minute"
}
