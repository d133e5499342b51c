package link

import "net/url"

// A Panel is what links know of a teaching panel: its name in links, its
// title, and how it reads its parameters.
type Panel struct {
	Name, Title string
	// Params normalises the panel's parameters, and says what it changed;
	// nil for a panel that has none.
	Params func(q url.Values) (url.Values, []string)
}

// panels are the teaching panels that links may open, in the order of
// their tabs, as the page registered them.
var panels []Panel

// RegisterPanels makes ps the panels that links may open, in the order of
// their tabs: the page registers its own as it starts (in its Register),
// a test the ones it needs. It returns the function that restores the
// panels registered before.
func RegisterPanels(ps ...Panel) (restore func()) {
	before := panels
	panels = ps
	return func() { panels = before }
}

// FindPanel returns the registered panel of a name, or nil.
func FindPanel(name string) *Panel {
	for i := range panels {
		if panels[i].Name == name {
			return &panels[i]
		}
	}
	return nil
}

// PanelTitle returns the title of the panel of a name, or "".
func PanelTitle(name string) string {
	if p := FindPanel(name); p != nil {
		return p.Title
	}
	return ""
}
