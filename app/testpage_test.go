//go:build !(js && wasm)

package app

// newTestLab returns a page whose solver runs at once, in the test,
// showing view v.
func newTestLab(v View) *Lab { return newTestLabOn(localBackend{}, v) }

// newTestLabOn returns a page whose solver is b, showing view v.
func newTestLabOn(b Backend, v View) *Lab {
	l := &Lab{live: true}
	l.host = Host{Backend: b, navigate: l.Navigate}
	v, notices := ParseView(v.Query())
	l.show(v, notices)
	return l
}

// attachPanel keeps a panel's props in step with page l as go-app would:
// it hands them over, and again after each navigation, then calls sync.
func attachPanel(l *Lab, props *PanelProps, sync func()) {
	l.host.navigate = func(change func(*View), m historyMode) {
		l.Navigate(change, m)
		*props = l.panelProps()
		sync()
	}
	*props = l.panelProps()
	sync()
}

// newExperimentPage opens the experiment panel on a test page.
func newExperimentPage(b Backend, v View) (*Lab, *ExperimentPanel) {
	l := newTestLabOn(b, v)
	p := &ExperimentPanel{}
	attachPanel(l, &p.PanelProps, p.sync)
	return l, p
}

// newStepsPage opens the step-by-step panel on a test page.
func newStepsPage(v View) (*Lab, *StepsPanel) {
	l := newTestLab(v)
	p := &StepsPanel{linked: -1}
	attachPanel(l, &p.PanelProps, p.sync)
	return l, p
}

// newRacePage opens the race panel on a test page.
func newRacePage(b Backend, v View) (*Lab, *RacePanel) {
	l := newTestLabOn(b, v)
	p := &RacePanel{}
	attachPanel(l, &p.PanelProps, p.sync)
	return l, p
}

// withPanel returns v with the named panel open and its parameters params.
func withPanel(v View, name, params string) View {
	v.PanelView = PanelView{Panel: name, Params: params}
	return v
}

// setN moves the page's slider to n.
func setN(l *Lab, n int) { l.host.Navigate(func(v *View) { v.setN(n) }, pushEntry) }

// setAlgo picks the page's counting method.
func setAlgo(l *Lab, algo string) { l.host.Navigate(func(v *View) { v.Algo = algo }, pushEntry) }
