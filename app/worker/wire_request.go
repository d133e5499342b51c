package worker

import "strings"

// ParseRequest reads a Request from JSON as json.Unmarshal does: it
// fails where json.Unmarshal fails, else it fills the same fields with
// the same values, matching keys to fields as json does, regardless of
// case, and skipping other keys. It knows Request's fields by name, not
// by reflection, which would cost 9 KB on the wire: a new field needs a
// case in requestField, which the tests check.
func ParseRequest(data []byte) (Request, error) {
	var req Request
	p := &parser{data: data}
	p.space()
	if !p.literal("null") {
		if p.peek() != '{' {
			return Request{}, p.fail("a request is a JSON object")
		}
		err := p.object(1, func(key string) error { return requestField(p, &req, key) })
		if err != nil {
			return Request{}, err
		}
	}
	p.space()
	if p.i < len(p.data) {
		return Request{}, p.fail("text after the request")
	}
	return req, nil
}

// requestField reads the value of key into the field of req that it
// names, or skips it.
func requestField(p *parser, req *Request, key string) error {
	is := func(name string) bool { return strings.EqualFold(key, name) }
	switch {
	case is("id"):
		return p.int(&req.ID)
	case is("op"):
		return p.string((*string)(&req.Op))
	case is("n"):
		return p.int(&req.N)
	case is("k"):
		return p.uint(&req.K)
	case is("algorithm"):
		return p.string(&req.Algorithm)
	case is("first"):
		return p.int(&req.First)
	case is("last"):
		return p.int(&req.Last)
	case is("engine"):
		return p.string(&req.Engine)
	case is("fault"):
		return p.string(&req.Fault)
	case is("queens"):
		return p.ints(&req.Queens)
	case is("place"):
		return p.ints(&req.Place)
	case is("from"):
		return p.uint(&req.From)
	case is("solver"):
		return p.string(&req.Solver)
	case is("step"):
		return p.int(&req.Step)
	case is("seed"):
		return p.uint(&req.Seed)
	case is("warmUp"):
		return p.bool(&req.WarmUp)
	case is("trials"):
		return p.int(&req.Trials)
	case is("at"):
		return p.int(&req.At)
	case is("next"):
		return p.bool(&req.Next)
	case is("seek"):
		return p.string(&req.Seek)
	case is("level"):
		return p.string(&req.Level)
	case is("day"):
		return p.string(&req.Day)
	}
	return p.skip(1)
}
