package constellations

// Fixes counts the solutions with constellation c, which a rotation by
// 180° maps to itself, that a rotation by 180° maps to themselves
// (fix180), and among them those a rotation by 90° does too (fix90,
// counted only when such a rotation fixes c). It places the queens in
// pairs, (y, x) with (n-1-y, n-1-x), so it searches about the square root
// of the constellation's tree. A constellation with no queen and
// Stabiliser 4 stands for the whole board.
func Fixes(n int, c *Constellation) (fix180, fix90 uint64) {
	p := pairSearch{n: n, cols: make([]int, n), used: make([]bool, 5*n)}
	for i := range p.cols {
		p.cols[i] = -1
	}
	for _, q := range c.Queens {
		if !p.free(q[0], q[1]) {
			return 0, 0
		}
		p.place(q[0], q[1], true)
	}
	p.search(0, func() {
		fix180++
		if c.Stabiliser == 4 && p.turnsInto(rotateOnce) {
			fix90++
		}
	})
	return fix180, fix90
}

// A pairSearch places queens on rows y and n-1-y at once.
type pairSearch struct {
	n    int
	cols []int  // the column of each row's queen, or -1
	used []bool // columns, then diagonals (y-x+n), then anti-diagonals (y+x+3n)
}

func (p *pairSearch) lines(y, x int) (int, int, int) { return x, p.n + y - x + p.n, 3*p.n + y + x }

// free reports whether a queen on (y, x) attacks no queen placed.
func (p *pairSearch) free(y, x int) bool {
	a, b, c := p.lines(y, x)
	return !p.used[a] && !p.used[b] && !p.used[c]
}

// place puts a queen on (y, x), or takes it off.
func (p *pairSearch) place(y, x int, on bool) {
	a, b, c := p.lines(y, x)
	p.used[a], p.used[b], p.used[c] = on, on, on
	p.cols[y] = -1
	if on {
		p.cols[y] = x
	}
}

// search fills rows y to n-1-y, in pairs, and calls found for each
// solution.
func (p *pairSearch) search(y int, found func()) {
	last := p.n - 1
	switch {
	case y > last-y:
		found()
		return
	case p.cols[y] >= 0: // a fixed row, and its partner too
		p.search(y+1, found)
		return
	}
	for x := range p.n {
		if !p.free(y, x) || y == last-y && x != last-x { // the middle row's queen is the centre's
			continue
		}
		p.place(y, x, true)
		if y == last-y {
			p.search(y+1, found)
		} else if p.free(last-y, last-x) {
			p.place(last-y, last-x, true)
			p.search(y+1, found)
			p.place(last-y, last-x, false)
		}
		p.place(y, x, false)
	}
}

// turnsInto reports whether the solution placed is its own image under
// the symmetry.
func (p *pairSearch) turnsInto(symmetry func(n, y, x int) (int, int)) bool {
	for y, x := range p.cols {
		if u, v := symmetry(p.n, y, x); p.cols[u] != v {
			return false
		}
	}
	return true
}

// rotateOnce turns square (y, x) by 90°.
func rotateOnce(n, y, x int) (int, int) { return x, n - 1 - y }
