package solver

// A costedTask estimates the work of its count, in about the nodes it will
// place. Plans order their tasks by it and tell the time left from it;
// a task that makes no estimate costs 1.
type costedTask interface {
	cost() float64
}

// taskCost returns t's estimated cost.
func taskCost(t task) float64 {
	if c, ok := t.(costedTask); ok {
		return c.cost()
	}
	return 1
}
