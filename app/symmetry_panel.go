package app

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// renderSymmetry draws the symmetry panel.
func (l *Lab) renderSymmetry() app.UI {
	return app.P().Text("The symmetry panel comes here.")
}
