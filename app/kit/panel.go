package kit

import (
	"nqueens/app/link"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// A PanelSpec is a teaching panel: its name in links, the title of its tab,
// the link parameters it reads (link.Panel), and its component.
type PanelSpec struct {
	link.Panel
	// New makes the panel's component for what the page shows.
	New func(PanelProps) app.UI
}

// PanelProps is what the page hands the open panel on each render.
type PanelProps struct {
	Host *Host
	View link.View // what the page shows
	// Queens is the solution on the board in browse mode, nil while it is
	// found.
	Queens []int
	// Live says the page runs in the browser with its workers: until then
	// a panel shows what it has, and starts nothing.
	Live bool
	// Embedded says another site frames the panel, in a course page's
	// column: a panel shows the parts that matter first.
	Embedded bool
	// Starting says that the page's first mount in the browser is under
	// way, which draws what the prerendered page drew, in steps of its own.
	Starting bool
	// Share is the page's Copy link and Embed, for the panel that is the
	// page's stage to draw among its controls; nil for the others, whose
	// page draws them.
	Share app.UI
}
