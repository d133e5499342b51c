package app

import (
	"net/url"
	"nqueens/app/bench"
	"nqueens/app/experiment"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/race"
	"nqueens/app/steps"
	"nqueens/app/symmetry"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// Panels are the teaching panels, in the order of their tabs. Adding a
// panel is a package with its Spec, and a line here.
var Panels = []*kit.PanelSpec{
	&steps.Spec,
	&experiment.Spec,
	&race.Spec,
	&symmetry.Spec,
	&bench.Spec,
}

// findPanel returns the panel of a link's name, or nil.
func findPanel(name string) *kit.PanelSpec {
	for _, p := range Panels {
		if p.Name == name {
			return p
		}
	}
	return nil
}

// registerPanels has links read the panels' parameters.
func registerPanels() {
	var panels []link.Panel
	for _, p := range Panels {
		panels = append(panels, p.Panel)
	}
	link.RegisterPanels(panels...)
}

// openPanel returns the view with the named panel open, or with none for
// "" or the panel open already, its parameters read from params.
func openPanel(v *link.View, name string, params url.Values) {
	if name == v.Panel {
		name = ""
	}
	v.Panel, v.Params = name, params.Encode()
}

// renderPanels draws the tabs of the teaching panels and the one open.
func renderPanels(props kit.PanelProps, live bool) app.UI {
	open := findPanel(props.View.Panel)
	class := "panels"
	if open != nil {
		class += " open"
	}
	body := []app.UI{app.Div().Class("tabs").Attr("role", "tablist").Body(
		app.Range(Panels).Slice(func(i int) app.UI {
			return renderTab(Panels[i], Panels[i] == open, props, live)
		}),
	)}
	if open != nil {
		body = append(body, panelBody(open, props).Attr("role", "tabpanel").Aria("labelledby", "tab-"+open.Name), &panelLanding{})
	}
	return app.Section().ID(PanelsID).Class(class).Aria("label", "Teaching panels").Body(body...)
}

// panelBody draws the open panel p, given props, inert until the page is
// live.
func panelBody(p *kit.PanelSpec, props kit.PanelProps) app.HTMLDiv {
	return kit.UntilLive(app.Div(), props.Live).Class("panel-body").ID("panel-"+p.Name).
		DataSet("testid", "panel-"+p.Name).Body(p.New(props))
}

// renderTab is the tab that opens panel p, or closes it when it is open; on
// the prerendered page, a link to the view it opens.
func renderTab(p *kit.PanelSpec, open bool, props kit.PanelProps, live bool) app.UI {
	change := func(v *link.View) { openPanel(v, p.Name, nil) }
	if !live {
		return tabOf(app.A(), p, open).Href(hrefOf(props.View, change)).Text(p.Title)
	}
	return tabOf(app.Button(), p, open).
		OnClick(func(app.Context, app.Event) { props.Host.Navigate(change, link.PushEntry) }).
		Text(p.Title)
}

// PanelsID names the section of the panels' tabs, which a tab that opens
// its panel brings into view.
const PanelsID = "panels"

// A panelLanding brings the panels into view as a panel opens: by a tab,
// Back or Forward. It draws nothing.
type panelLanding struct{ app.Compo }

// OnMount scrolls the page to the panels' tabs, when they are out of sight
// or low on the screen.
func (*panelLanding) OnMount(app.Context) {
	panels := app.Window().GetElementByID(PanelsID)
	if !panels.Truthy() {
		return
	}
	if top := panels.Call("getBoundingClientRect").Get("top").Float(); top < 0 || top > app.Window().Get("innerHeight").Float()/3 {
		panels.Call("scrollIntoView", map[string]any{"block": "start"})
	}
}

// Render draws nothing.
func (*panelLanding) Render() app.UI { return app.Text("") }

// tabOf gives e, a button or a link, the attributes of panel p's tab.
func tabOf[E interface{ Attr(string, any) E }](e E, p *kit.PanelSpec, open bool) E {
	return e.Attr("class", "panel-tab").
		Attr("id", "tab-"+p.Name).
		Attr("role", "tab").
		Attr("aria-selected", strconv.FormatBool(open)).
		Attr("aria-controls", "panel-"+p.Name).
		Attr("data-testid", "tab-"+p.Name)
}

// renderMore folds the share buttons and the panels under one "More",
// out of the way of a game: open when a link opens a panel, which it
// then lands on.
func renderMore(v link.View, share, panels app.UI) app.UI {
	return app.Details().Class("more").Open(v.Panel != "").Body(
		app.Summary().Text("More: share, embed, research panels"),
		share,
		panels,
	)
}
