package steps

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"nqueens/app/kit"
	"nqueens/app/link"
)

// stepsParams are the step-by-step panel's link parameters.
type stepsParams struct {
	Method string // the method animated
	At     int    // the step shown, 0 being the empty board
	Speed  int    // steps per second of play

	// Autoplay plays as soon as the panel shows, and Loop, when its end
	// is not 0, plays steps Loop[0] to Loop[1] over and over: an embed's
	// demo that plays by itself.
	Autoplay bool
	Loop     [2]int

	// Predict asks, before each step that tests a square or places a
	// queen, what it will do (see prediction).
	Predict bool
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
	notices = link.AppendNotice(notices, notice)
	p.Autoplay, notice = flagParam(q, "autoplay", "so the steps wait for Play")
	notices = link.AppendNotice(notices, notice)
	p.Predict, notice = flagParam(q, "predict", "so the steps ask nothing")
	notices = link.AppendNotice(notices, notice)
	if s, ok := link.FirstParam(q, "loop"); ok {
		if from, to, ok := parseLoop(s); ok {
			p.Loop = [2]int{from, to}
			if p.At < from || p.At > to {
				p.At = from
			}
		} else {
			notices = append(notices, fmt.Sprintf("loop=%q is not a range of steps such as loop=0..200, from 0 to %d: the steps do not loop.", link.Truncate(s), MaxAt))
		}
	}
	return p, notices
}

// flagParam reads the flag name of a link, 1 or 0, and a notice that ends
// with otherwise for any other value.
func flagParam(q url.Values, name, otherwise string) (bool, string) {
	s, ok := link.FirstParam(q, name)
	switch {
	case !ok || s == "0" || s == "false":
		return false, ""
	case s == "1" || s == "true" || s == "":
		return true, ""
	}
	return false, fmt.Sprintf("%s=%q is not 1 or 0, %s.", name, link.Truncate(s), otherwise)
}

// parseLoop reads a loop's range of steps, a..b with 0 ≤ a < b ≤ MaxAt.
func parseLoop(s string) (from, to int, ok bool) {
	a, b, found := strings.Cut(s, "..")
	from, err1 := strconv.Atoi(a)
	to, err2 := strconv.Atoi(b)
	if !found || err1 != nil || err2 != nil || from < 0 || from >= to || to > MaxAt {
		return 0, 0, false
	}
	return from, to, true
}

// values writes p as its link does: the speed only when not the default.
func (p stepsParams) values() url.Values {
	q := url.Values{"method": {p.Method}, "at": {strconv.Itoa(p.At)}}
	if p.Speed != DefaultSpeed {
		q.Set("speed", strconv.Itoa(p.Speed))
	}
	if p.Autoplay {
		q.Set("autoplay", "1")
	}
	if p.Loop[1] != 0 {
		q.Set("loop", fmt.Sprintf("%d..%d", p.Loop[0], p.Loop[1]))
	}
	if p.Predict {
		q.Set("predict", "1")
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

// LinkWords returns the words of a link to the panel as the page's stage:
// its title's detail, such as "naive search, step 40", and the sentence
// that describes it.
func LinkWords(v link.View) (detail, description string) {
	p := stepsOf(v)
	at := kit.GroupDigits(uint64(p.At), ",")
	detail = fmt.Sprintf("%s search, step %s", p.Method, at)
	description = fmt.Sprintf("Step %s of the %s backtracking search for %d queens on a %d×%d board: the board, the line of code that took the step, and the search tree. Step through it, play it or predict it, in your browser.",
		at, p.Method, v.N, v.N, v.N)
	return detail, description
}
