package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// raceState is the method race panel's state.
type raceState struct{}

// syncRace brings the panel up to date with the view.
func (l *Lab) syncRace() {}

// closeRace stops the panel's work.
func (l *Lab) closeRace() {}

// renderRace draws the method race panel.
func (l *Lab) renderRace() app.UI {
	return app.P().Text("The method race comes here.")
}
