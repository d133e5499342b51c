package board

import (
	"math"
)

// A plotWindow is the part of a large board that the plot shows: Span rows
// and columns from Row and Col.
type plotWindow struct{ Row, Col, Span int }

// fullWindow shows the whole n×n board.
func fullWindow(n int) plotWindow { return plotWindow{0, 0, n} }

// minPlotSpan is the narrowest window: 8 squares.
const minPlotSpan = 8

// zoom returns the window with span scaled by num/den around its centre,
// kept on the board, and never narrower than 8 squares.
func (w plotWindow) zoom(num, den, n int) plotWindow {
	span := min(n, max(minPlotSpan, w.Span*num/den))
	centreRow, centreCol := w.Row+w.Span/2, w.Col+w.Span/2
	return plotWindow{Row: centreRow - span/2, Col: centreCol - span/2, Span: span}.clamp(n)
}

// pan moves the window by a quarter of its span, rows and columns at a time.
func (w plotWindow) pan(dRow, dCol, n int) plotWindow {
	step := max(1, w.Span/4)
	return plotWindow{Row: w.Row + dRow*step, Col: w.Col + dCol*step, Span: w.Span}.clamp(n)
}

func (w plotWindow) clamp(n int) plotWindow {
	w.Span = min(max(w.Span, 1), n)
	w.Row = min(max(w.Row, 0), n-w.Span)
	w.Col = min(max(w.Col, 0), n-w.Span)
	return w
}

// A plotPoint is a point of the canvas, as fractions of its width (X) and
// height (Y) from its top left corner.
type plotPoint struct{ X, Y float64 }

// at returns the point of the board (row, column, in squares) that the
// window shows at p.
func (w plotWindow) at(p plotPoint) (row, col float64) {
	return float64(w.Row) + p.Y*float64(w.Span), float64(w.Col) + p.X*float64(w.Span)
}

// around returns the window of about span squares that shows the board's
// point (row, col) at p, kept on the board and never narrower than 8 squares.
func around(row, col float64, p plotPoint, span float64, n int) plotWindow {
	s := int(math.Round(min(max(span, minPlotSpan), float64(n))))
	return plotWindow{
		Row:  int(math.Round(row - p.Y*float64(s))),
		Col:  int(math.Round(col - p.X*float64(s))),
		Span: s,
	}.clamp(n)
}

// zoomAt scales the window's span by factor (below 1 zooms in), keeping the
// square under p where it is.
func (w plotWindow) zoomAt(factor float64, p plotPoint, n int) plotWindow {
	row, col := w.at(p)
	return around(row, col, p, float64(w.Span)*factor, n)
}

// Wheel zoom: a wheel's notch (100 pixels in Chrome) zooms by 2^(100/60),
// about 3.2, as in Leaflet; a trackpad's pinch, which the browser sends as
// a wheel with the Control key and small deltas, three times as fast. One
// event zooms at most 2^8 = 256 times, so that a spin of the wheel takes
// a million squares to 30 in two or three turns, and never in one jump.
const (
	wheelPixelsPerDoubling = 60
	pinchWheelSpeedup      = 3
	maxWheelDoublings      = 8
)

// wheelFactor returns the factor by which a wheel event scales the span:
// deltaY in the event's deltaMode (0 pixels, 1 lines, 2 pages); a wheel
// turned away from the user (deltaY < 0) zooms in.
func wheelFactor(deltaY float64, deltaMode int, ctrl bool) float64 {
	switch deltaMode {
	case 1:
		deltaY *= 100.0 / 3 // Firefox: 3 lines a notch
	case 2:
		deltaY *= 800
	}
	doublings := deltaY / wheelPixelsPerDoubling
	if ctrl {
		doublings *= pinchWheelSpeedup
	}
	return math.Exp2(min(max(doublings, -maxWheelDoublings), maxWheelDoublings))
}

// pinchPower is how much faster than the fingers a pinch zooms: spreading
// them to twice their distance shows a quarter of the span, so that a pinch
// that spreads them six times apart zooms 36 times, and three such go from
// a million squares to 21.
const pinchPower = 2

// pinchFactor is the factor by which two fingers that moved from distance
// d0 apart to d1 scale the span.
func pinchFactor(d0, d1 float64) float64 {
	const least = 1e-3
	return math.Pow(max(d0, least)/max(d1, least), pinchPower)
}

// dragged is the window start moved so that the square under from is under to.
func dragged(start plotWindow, from, to plotPoint, n int) plotWindow {
	row, col := start.at(from)
	return around(row, col, to, float64(start.Span), n)
}

// pinched is the window start zoomed by two fingers that moved from a0, b0
// to a1, b1: the square under their midpoint follows it, and the span
// follows their distance (pinchFactor).
func pinched(start plotWindow, a0, b0, a1, b1 plotPoint, n int) plotWindow {
	m0, m1 := midpoint(a0, b0), midpoint(a1, b1)
	row, col := start.at(m0)
	return around(row, col, m1, float64(start.Span)*pinchFactor(distance(a0, b0), distance(a1, b1)), n)
}

func midpoint(a, b plotPoint) plotPoint { return plotPoint{(a.X + b.X) / 2, (a.Y + b.Y) / 2} }

func distance(a, b plotPoint) float64 { return math.Hypot(a.X-b.X, a.Y-b.Y) }

// plotPointers follows the pointers pressed on the plot: one drags the
// window, two pinch it. Each press or release starts the gesture afresh
// from the window then shown, so that rounding never accumulates.
type plotPointers struct {
	start    plotWindow
	ids      []int
	from, at []plotPoint
}

// down adds a pointer pressed at p on window w.
func (g *plotPointers) down(id int, p plotPoint, w plotWindow) {
	if i := g.index(id); i >= 0 {
		g.at[i] = p
	} else {
		g.ids, g.at = append(g.ids, id), append(g.at, p)
	}
	g.restart(w)
}

// up removes a pointer, on window w.
func (g *plotPointers) up(id int, w plotWindow) {
	if i := g.index(id); i >= 0 {
		g.ids = append(g.ids[:i], g.ids[i+1:]...)
		g.at = append(g.at[:i], g.at[i+1:]...)
		g.restart(w)
	}
}

// move moves a pressed pointer to p, and returns the window the gesture
// shows; ok is false for a pointer not pressed.
func (g *plotPointers) move(id int, p plotPoint, n int) (w plotWindow, ok bool) {
	i := g.index(id)
	if i < 0 {
		return g.start, false
	}
	g.at[i] = p
	if len(g.ids) == 1 {
		return dragged(g.start, g.from[0], g.at[0], n), true
	}
	return pinched(g.start, g.from[0], g.from[1], g.at[0], g.at[1], n), true
}

func (g *plotPointers) pressed() bool { return len(g.ids) > 0 }

func (g *plotPointers) index(id int) int {
	for i, x := range g.ids {
		if x == id {
			return i
		}
	}
	return -1
}

func (g *plotPointers) restart(w plotWindow) {
	g.start = w
	g.from = append(g.from[:0], g.at...)
}

// squaresSpan is the window that "zoom to squares" shows.
const squaresSpan = 16

// nearestQueen returns the row of the queen nearest the board's point
// (row, col) among the rows within reach of it, measured in the larger of
// the row and column distances; ok is false when those rows hold none
// within reach.
func nearestQueen(queens []int32, row, col, reach float64) (r int, ok bool) {
	best := reach
	for i := max(0, int(row-reach)); i <= int(row+reach) && i < len(queens); i++ {
		d := max(math.Abs(float64(i)+0.5-row), math.Abs(float64(queens[i])+0.5-col))
		if d <= best {
			r, best, ok = i, d, true
		}
	}
	return r, ok
}

// squaresAt is the window of squares around the queen nearest p, the point
// of w that was pointed at: the nearest within a few pixels' reach (size is
// the canvas's size in pixels), else the queen of the row under p.
func (w plotWindow) squaresAt(queens []int32, p plotPoint, size, n int) plotWindow {
	row, col := w.at(p)
	r, ok := nearestQueen(queens, row, col, max(1, 6*float64(w.Span)/float64(size)))
	if !ok {
		r = min(max(int(row), 0), len(queens)-1)
	}
	if r < 0 {
		return w.zoomAt(float64(squaresSpan)/float64(w.Span), p, n)
	}
	return around(float64(r)+0.5, float64(queens[r])+0.5, plotPoint{0.5, 0.5}, squaresSpan, n)
}
