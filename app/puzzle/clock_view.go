package puzzle

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// ClockView shows a game's time, as a timer does: a component of its own,
// which redraws itself each second while the timer runs, and not the page.
type ClockView struct {
	app.Compo
	Counted time.Duration // the time on the clock when the page drew it
	Running bool

	drawn   time.Time // when the page drew it
	counted time.Duration
	ticking bool
}

// OnMount starts the clock's ticks.
func (c *ClockView) OnMount(ctx app.Context) { c.restart(ctx) }

// OnUpdate takes the page's new time.
func (c *ClockView) OnUpdate(ctx app.Context) { c.restart(ctx) }

func (c *ClockView) restart(ctx app.Context) {
	c.drawn, c.counted = time.Now(), c.Counted
	c.tick(ctx)
}

// tick redraws the clock at its next second, while it runs.
func (c *ClockView) tick(ctx app.Context) {
	if c.ticking || !c.Running {
		return
	}
	c.ticking = true
	wait := time.Second - c.elapsed()%time.Second
	ctx.After(wait+10*time.Millisecond, func(ctx app.Context) {
		c.ticking = false
		c.tick(ctx)
	})
}

// elapsed is the time on the clock now.
func (c *ClockView) elapsed() time.Duration {
	if !c.Running || c.drawn.IsZero() {
		return c.Counted
	}
	return c.counted + time.Since(c.drawn)
}

// Render draws the time.
func (c *ClockView) Render() app.UI {
	e := c.elapsed()
	return app.Span().Class("puzzle-clock").DataSet("testid", "puzzle-clock").DataSet("seconds", int(e/time.Second)).
		Aria("label", "Time").Text(Clock(e))
}
