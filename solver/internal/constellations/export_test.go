package constellations

// What the tests of package constellations_test (classes_test.go) need of
// the unexported names.

// A Quadruple is an edgeQuadruple.
type Quadruple = edgeQuadruple

// NewQuadruple returns the quadruple (i, j, k, l).
func NewQuadruple(i, j, k, l int) Quadruple { return edgeQuadruple{i, j, k, l} }

// Rotate is rotate.
func (q edgeQuadruple) Rotate(n int) edgeQuadruple { return q.rotate(n) }

// Mirror is mirror.
func (q edgeQuadruple) Mirror(n int) edgeQuadruple { return q.mirror(n) }

// Valid is valid.
func (q edgeQuadruple) Valid(n int) bool { return q.valid(n) }

// List is constellations.
var List = constellations
