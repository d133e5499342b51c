package app

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// SetPanel opens the named teaching panel below the board, or closes the
// panel open with "".
func (l *Lab) SetPanel(name string) {
	if name != "" && panelTitle(name) == "" || name == l.view.Panel {
		return
	}
	l.closePanel()
	l.view.Panel = name
	l.syncPanel()
	l.syncURL()
}

// syncPanel brings the open panel up to date with a new view: a new board
// size, method or link.
func (l *Lab) syncPanel() {
	switch l.view.Panel {
	case "steps":
		l.syncSteps()
	case "experiment":
		l.syncExperiment()
	case "race":
		l.syncRace()
	}
}

// closePanel stops the work of the open panel.
func (l *Lab) closePanel() {
	switch l.view.Panel {
	case "steps":
		l.closeSteps()
	case "experiment":
		l.closeExperiment()
	case "race":
		l.closeRace()
	}
}

// renderPanels draws the tabs of the teaching panels and the one open.
func (l *Lab) renderPanels() app.UI {
	return untilLive(app.Section().Class("panels"), l.live).Aria("label", "Teaching panels").Body(
		app.Div().Class("tabs").Attr("role", "tablist").Body(
			app.Range(Panels).Slice(func(i int) app.UI {
				p := Panels[i]
				open := p.Name == l.view.Panel
				tab := app.Button().
					Class("panel-tab").
					ID("tab-"+p.Name).
					Attr("role", "tab").
					Aria("selected", open).
					Aria("controls", "panel-"+p.Name).
					DataSet("testid", "tab-"+p.Name).
					OnClick(func(app.Context, app.Event) { l.togglePanel(p.Name) }).
					Text(p.Title)
				return tab
			}),
		),
		app.If(l.view.Panel != "", app.Div().
			Class("panel-body").
			ID("panel-"+l.view.Panel).
			Attr("role", "tabpanel").
			Aria("labelledby", "tab-"+l.view.Panel).
			DataSet("testid", "panel-"+l.view.Panel).
			Body(l.renderPanel())),
	)
}

// togglePanel opens the named panel, or closes it when it is open.
func (l *Lab) togglePanel(name string) {
	if name == l.view.Panel {
		name = ""
	}
	l.SetPanel(name)
}

func (l *Lab) renderPanel() app.UI {
	switch l.view.Panel {
	case "steps":
		return l.renderSteps()
	case "experiment":
		return l.renderExperiment()
	case "race":
		return l.renderRace()
	case "symmetry":
		return l.renderSymmetry()
	}
	return app.Div()
}
