package link

import (
	"net/url"
)

// IntParam reads parameter name of a panel's link as a whole number in
// lo..hi: def when q has none, and with a notice when it changed the value.
func IntParam(q url.Values, name string, lo, hi, def int) (int, string) {
	s, ok := FirstParam(q, name)
	if !ok {
		return def, ""
	}
	v, notice := ClampParam(name, s, uint64(lo), uint64(hi), uint64(def))
	return int(v), notice
}

// SeedParam reads the seed of parameter name: 0, which draws a new one,
// when q has none or it is not a seed.
func SeedParam(q url.Values, name string) (uint64, string) {
	s, ok := FirstParam(q, name)
	if !ok {
		return 0, ""
	}
	return ParseSeed(name, s)
}

// PanelParams reads a panel's parameters from v, the open panel's.
func PanelParams(v View) url.Values {
	q, _ := url.ParseQuery(v.Params)
	return q
}
