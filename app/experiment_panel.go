package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// experimentState is the stepVegas experiment panel's state.
type experimentState struct{}

// syncExperiment brings the panel up to date with the view.
func (l *Lab) syncExperiment() {}

// closeExperiment stops the panel's work.
func (l *Lab) closeExperiment() {}

// renderExperiment draws the stepVegas experiment panel.
func (l *Lab) renderExperiment() app.UI {
	return app.P().Text("The stepVegas experiment comes here.")
}
