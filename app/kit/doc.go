// Package kit holds what the page and its teaching panels share: the Host
// through which a part of the page navigates and runs its work, the page's
// Loop that hands the workers' answers to the UI, the panels' contract
// (PanelSpec, PanelProps), and small pieces of UI: buttons, figures in
// words, progress and SVG charts.
package kit
