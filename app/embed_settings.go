package app

import (
	"fmt"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/steps"
)

// embedSettings are what the Embed dialog sets: the frame's size and,
// where the page shows the step-by-step panel, its demo.
type embedSettings struct {
	width, height int
	responsive    bool // the frame fills its column's width

	demo     bool // the step-by-step panel is open: the fields below apply
	autoplay bool
	speed    int    // steps per second
	loop     [2]int // the steps played over and over; 0..0 for none
}

// Around the link's step, the dialog's loop plays these many steps before
// it and after it.
const loopBefore, loopAfter = 50, 150

// newEmbedSettings returns the dialog's settings for frame f, which embeds
// view v: its own size, and a demo that plays by itself around the step
// shown, or in the link's loop.
func newEmbedSettings(f EmbedFrame, v link.View) embedSettings {
	s := embedSettings{width: f.Width, height: f.Height, demo: v.Panel == steps.Spec.Name}
	if !s.demo {
		return s
	}
	q := link.PanelParams(v)
	at, _ := strconv.Atoi(q.Get("at"))
	s.autoplay, s.speed = true, steps.DefaultSpeed
	if speed, err := strconv.Atoi(q.Get("speed")); err == nil {
		s.speed = speed
	}
	s.loop = [2]int{max(0, at-loopBefore), min(at+loopAfter, steps.MaxAt)}
	if from, to, ok := strings.Cut(q.Get("loop"), ".."); ok {
		s.loop[0], _ = strconv.Atoi(from)
		s.loop[1], _ = strconv.Atoi(to)
	}
	return s
}

// frame returns frame f as s sets it: its size, and its embed's demo.
func (s embedSettings) frame(f EmbedFrame) EmbedFrame {
	f.Width, f.Height, f.Responsive = s.width, s.height, s.responsive
	if !s.demo {
		return f
	}
	src, err := url.Parse(f.Src)
	if err != nil {
		return f
	}
	v, _ := link.ParseView(src.Query())
	q := link.PanelParams(v)
	setParam(q, "autoplay", "1", s.autoplay)
	setParam(q, "speed", strconv.Itoa(s.speed), s.speed != steps.DefaultSpeed)
	setParam(q, "loop", fmt.Sprintf("%d..%d", s.loop[0], s.loop[1]), s.loop[1] != 0)
	v.Params = q.Encode()
	src.RawQuery = v.Encode()
	f.Src = src.String()
	return f
}

// setParam sets q's name to value when on, and removes it otherwise.
func setParam(q url.Values, name, value string, on bool) {
	if on {
		q.Set(name, value)
	} else {
		q.Del(name)
	}
}

// An embedField is one of the dialog's number boxes.
type embedField int

// The dialog's number boxes.
const (
	fieldWidth embedField = iota
	fieldHeight
	fieldLoopFrom
	fieldLoopTo
	embedFields
)

// An embedForm is the Embed dialog's state: the number boxes as typed,
// what is wrong with each, and the settings of their last valid values,
// which the snippet shows.
type embedForm struct {
	shape    frameShape
	typed    [embedFields]string
	problems [embedFields]string
	valid    embedSettings
	// heightTyped says that the reader typed a height: until then, the
	// height follows the width.
	heightTyped bool
}

// newEmbedForm returns the form that starts from settings s, for a frame
// of shape.
func newEmbedForm(s embedSettings, shape frameShape) embedForm {
	f := embedForm{shape: shape, valid: s}
	f.typed[fieldWidth], f.typed[fieldHeight] = strconv.Itoa(s.width), strconv.Itoa(s.height)
	if s.loop[1] != 0 {
		f.typed[fieldLoopFrom], f.typed[fieldLoopTo] = strconv.Itoa(s.loop[0]), strconv.Itoa(s.loop[1])
	}
	return f
}

// set takes what the reader typed in box field: a valid value goes into
// the settings, and a bad one is said, the settings keeping the last good.
func (f *embedForm) set(field embedField, text string) {
	f.typed[field] = text
	switch field {
	case fieldWidth:
		w, problem := wholeIn(text, "The width", MinEmbedWidth, MaxEmbedWidth, "pixels")
		if f.problems[fieldWidth] = problem; problem != "" {
			return
		}
		f.valid.width = w
		if !f.heightTyped {
			h := min(max(f.shape.height(w), MinEmbedHeight), MaxEmbedHeight)
			f.valid.height, f.typed[fieldHeight], f.problems[fieldHeight] = h, strconv.Itoa(h), ""
		}
	case fieldHeight:
		f.heightTyped = true
		h, problem := wholeIn(text, "The height", MinEmbedHeight, MaxEmbedHeight, "pixels")
		if f.problems[fieldHeight] = problem; problem == "" {
			f.valid.height = h
		}
	default:
		f.setLoop()
	}
}

// setLoop reads the loop's two boxes: empty, or 0 to 0, for no loop.
func (f *embedForm) setLoop() {
	var loop [2]int
	ok := true
	for i, field := range []embedField{fieldLoopFrom, fieldLoopTo} {
		text := strings.TrimSpace(f.typed[field])
		f.problems[field] = ""
		if text == "" {
			continue
		}
		loop[i], f.problems[field] = wholeIn(text, "A step", 0, steps.MaxAt, "")
		ok = ok && f.problems[field] == ""
	}
	if !ok {
		return
	}
	if loop != [2]int{} && loop[0] >= loop[1] {
		f.problems[fieldLoopTo] = fmt.Sprintf("The loop must end after it starts: step %s is not after step %s.",
			kit.FormatCount(uint64(loop[1])), kit.FormatCount(uint64(loop[0])))
		return
	}
	f.valid.loop = loop
}

// setSpeed takes the speed chosen, one of the panel's speeds.
func (f *embedForm) setSpeed(text string) {
	if speed, err := strconv.Atoi(text); err == nil && slices.Contains(steps.Speeds(), speed) {
		f.valid.speed = speed
	}
}

// wholeIn reads a whole number from lo to hi of unit, or says what is
// wrong with text, as what.
func wholeIn(text, what string, lo, hi int, unit string) (int, string) {
	n, err := strconv.Atoi(strings.TrimSpace(text))
	if err == nil && n >= lo && n <= hi {
		return n, ""
	}
	if unit != "" {
		unit = " " + unit
	}
	return 0, fmt.Sprintf("%s must be a whole number from %s to %s%s.", what,
		kit.FormatCount(uint64(lo)), kit.FormatCount(uint64(hi)), unit)
}
