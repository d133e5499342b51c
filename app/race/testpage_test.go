//go:build !(js && wasm)

package race

import (
	"nqueens/app/backend"
	"nqueens/app/kit/pagetest"
	"nqueens/app/link"
)

// newRacePage opens the race panel on a test page whose solver is b.
func newRacePage(b backend.Backend, v link.View) (*pagetest.Page, *Panel) {
	l := pagetest.New(b, v, Spec)
	p := &Panel{}
	l.Attach(&p.PanelProps, p.sync)
	return l, p
}

// setN moves the page's slider to n.
func setN(l *pagetest.Page, n int) {
	l.Navigate(func(v *link.View) { v.SetN(n) }, link.PushEntry)
}
