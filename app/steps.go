package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// stepsState is the step-by-step panel's state.
type stepsState struct{}

func (l *Lab) syncSteps()  {}
func (l *Lab) closeSteps() {}

// renderSteps draws the step-by-step panel.
func (l *Lab) renderSteps() app.UI {
	return app.P().Text("The step-by-step search comes here.")
}
