//go:build !(js && wasm)

package app

import (
	"net/url"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
)

// newTestLab returns a page whose solver runs at once, in the test,
// showing view v.
func newTestLab(v link.View) *Lab { return newTestLabOn(backend.Local{}, v) }

// newTestLabOn returns a page whose solver is b, showing view v.
func newTestLabOn(b backend.Backend, v link.View) *Lab {
	l := &Lab{live: true}
	l.host = kit.Host{Backend: b, Navigator: l.Navigate}
	v, notices := link.ParseView(v.Query())
	l.show(v, notices)
	return l
}

// attachPanel keeps a panel's props in step with page l as go-app would:
// it hands them over, and again after each navigation, then calls sync.
func attachPanel(l *Lab, props *kit.PanelProps, sync func()) {
	l.host.Navigator = func(change func(*link.View), m link.HistoryMode) {
		l.Navigate(change, m)
		*props = l.panelProps()
		sync()
	}
	*props = l.panelProps()
	sync()
}

// withPanel returns v with the named panel open and its parameters params.
func withPanel(v link.View, name, params string) link.View {
	v.PanelView = link.PanelView{Panel: name, Params: params}
	return v
}

// setN moves the page's slider to n.
func setN(l *Lab, n int) { l.host.Navigate(func(v *link.View) { v.SetN(n) }, link.PushEntry) }

// setAlgo picks the page's counting method.
func setAlgo(l *Lab, algo string) {
	l.host.Navigate(func(v *link.View) { v.Algo = algo }, link.PushEntry)
}

// URL is the link to what the page shows.
func (l *Lab) URL() url.URL {
	return url.URL{Path: "/", RawQuery: l.view.Encode()}
}
