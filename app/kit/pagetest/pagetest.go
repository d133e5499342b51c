// Package pagetest is a page for the tests of a teaching panel: it shows a
// link.View, hands the panel its props as the page does, and navigates as
// the page does, normalising each view and finding its solution at once,
// without the page's other parts.
package pagetest

import (
	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/solver"
)

// A Page shows View, with the Notices its normalisation gave, and keeps
// the Links it recorded in the history, oldest first.
type Page struct {
	View    link.View
	Notices []string
	Links   []string
	host    kit.Host
	props   *kit.PanelProps
	sync    func()
}

// New returns a live page that shows v, normalised, with b as its backend,
// and that knows the panels of specs, as the page's registry does.
func New(b backend.Backend, v link.View, specs ...kit.PanelSpec) *Page {
	var panels []link.Panel
	for _, s := range specs {
		panels = append(panels, s.Panel)
	}
	link.RegisterPanels(panels...)
	p := &Page{}
	p.host = kit.Host{Backend: b, Navigator: p.Navigate}
	p.View, p.Notices = link.ParseView(v.Query())
	return p
}

// Attach hands props to a panel, again after each navigation, then calls
// sync, as go-app does on each render of the page.
func (p *Page) Attach(props *kit.PanelProps, sync func()) {
	p.props, p.sync = props, sync
	p.hand()
}

// Navigate applies change to the view shown, normalises it, records its
// link, and hands the panel its new props.
func (p *Page) Navigate(change func(*link.View), _ link.HistoryMode) {
	v := p.View
	change(&v)
	p.View, p.Notices = link.ParseView(v.Query())
	p.Links = append(p.Links, p.View.Encode())
	p.hand()
}

// Queens is the solution the page shows in browse mode, nil in random
// mode or for a board without solutions.
func (p *Page) Queens() []int {
	if p.View.Mode == link.Random || p.View.N > link.MaxBrowseN {
		return nil
	}
	x, err := solver.Solution(p.View.N, p.View.K)
	if err != nil {
		return nil
	}
	return x
}

func (p *Page) hand() {
	if p.props == nil {
		return
	}
	*p.props = kit.PanelProps{Host: &p.host, View: p.View, Queens: p.Queens(), Live: true}
	p.sync()
}
