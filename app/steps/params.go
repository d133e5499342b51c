package steps

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"

	"nqueens/app/link"
)

// stepsParams are the step-by-step panel's link parameters.
type stepsParams struct {
	Method string // the method animated
	At     int    // the step shown, 0 being the empty board
	Speed  int    // steps per second of play
}

// readSteps reads the panel's parameters from a link's query.
func readSteps(q url.Values) (p stepsParams, notices []string) {
	p.Method = DefaultMethod
	if s, ok := link.FirstParam(q, "method"); ok {
		if slices.Contains(TraceMethods, s) {
			p.Method = s
		} else {
			notices = append(notices, fmt.Sprintf("The step-by-step panel does not animate %q, so it shows %s.", link.Truncate(s), DefaultMethod))
		}
	}
	var notice string
	p.At, notice = link.IntParam(q, "at", 0, MaxAt, 0)
	notices = link.AppendNotice(notices, notice)
	p.Speed, notice = link.IntParam(q, "speed", 1, MaxSpeed, DefaultSpeed)
	return p, link.AppendNotice(notices, notice)
}

// values writes p as its link does: the speed only when not the default.
func (p stepsParams) values() url.Values {
	q := url.Values{"method": {p.Method}, "at": {strconv.Itoa(p.At)}}
	if p.Speed != DefaultSpeed {
		q.Set("speed", strconv.Itoa(p.Speed))
	}
	return q
}

// stepsOf returns the step-by-step parameters of view v.
func stepsOf(v link.View) stepsParams {
	p, _ := readSteps(link.PanelParams(v))
	return p
}

// Open is the panel as a link opens it on the search of method, from its
// first step: the page's method hint links there.
func Open(method string) link.PanelView {
	return link.PanelView{Panel: Spec.Name, Params: stepsParams{Method: method, Speed: DefaultSpeed}.values().Encode()}
}
