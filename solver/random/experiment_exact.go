package random

import (
	"context"
	"fmt"
	"math/big"

	"nqueens/solver"
)

// MaxExactN is the largest board ExactExperiment takes: n = 12 takes half a
// second here and n = 13 a few, each n about eight times the one before.
const MaxExactN = 13

// ExactStats is the exact value of the experiment's figures for one step.
type ExactStats struct {
	Step int
	P    *big.Rat // success probability of an attempt
	S    *big.Rat // expected nodes of a successful attempt; nil if p = 0
	E    *big.Rat // expected nodes of a failed attempt; nil if p = 1
	T    *big.Rat // expected nodes to a solution; nil if p = 0
}

// ExactExperiment computes p, s, e and t exactly for each step from 0 to
// n, n ≤ MaxExactN, by going through every random choice of the hybrid
// with its probability: each row's queen takes each of its nb safe columns
// with probability 1/nb. It walks the tree of random placements once, for
// all steps together, and runs the backtracking from every node of it.
//
// Probabilities are kept as integers over the common denominator L^n,
// L = lcm(1..n), so that the sums are of integers; the results are reduced
// fractions.
func ExactExperiment(n int) ([]ExactStats, error) {
	if err := solver.CheckSize(n); err != nil {
		return nil, err
	}
	if n > MaxExactN {
		return nil, fmt.Errorf("n = %d: %w for the exact experiment, which stops at n = %d: its time grows about eightfold with each n", n, solver.ErrSize, MaxExactN)
	}
	e := newExactWalk(n)
	e.walk(big.NewInt(1))
	return e.results(), nil
}

// exactWalk holds the sums of the walk, each in units of 1/L^n.
type exactWalk struct {
	n      int
	b      *vegasBoard
	l      int64      // lcm(1..n)
	powers []*big.Int // powers[k] = L^k
	// For each step: the probability of success, and the nodes of
	// successful and failed attempts weighted by their probability.
	p, s, f []*big.Int
	// dead[k] sums the failures with no safe square in row k, weighted by
	// their nodes; they count for every step past k.
	dead []*big.Int
	tmp  big.Int
}

func newExactWalk(n int) *exactWalk {
	e := &exactWalk{n: n, b: newVegasBoard(n), l: 1}
	for k := int64(2); k <= int64(n); k++ {
		e.l = e.l / gcd(e.l, k) * k
	}
	e.powers = make([]*big.Int, n+1)
	e.powers[0] = big.NewInt(1)
	for k := 1; k <= n; k++ {
		e.powers[k] = new(big.Int).Mul(e.powers[k-1], big.NewInt(e.l))
	}
	for _, sums := range []*[]*big.Int{&e.p, &e.s, &e.f, &e.dead} {
		*sums = make([]*big.Int, n+1)
		for i := range *sums {
			(*sums)[i] = new(big.Int)
		}
	}
	return e
}

func gcd(a, b int64) int64 {
	for b != 0 {
		a, b = b, a%b
	}
	return a
}

// walk visits the node of the random tree that the board holds, reached
// with probability w / L^k at depth k.
func (e *exactWalk) walk(w *big.Int) {
	b, k := e.b, e.b.placed
	weight := new(big.Int).Mul(w, e.powers[e.n-k]) // the probability, over L^n
	// Step k: the random part ends here, and backtracking decides.
	ok, more, _ := b.complete(context.Background())
	for b.placed > k {
		b.unplace()
	}
	nodes := int64(1 + k + int(more))
	e.tmp.Mul(weight, big.NewInt(nodes))
	if ok {
		e.p[k].Add(e.p[k], weight)
		e.s[k].Add(e.s[k], &e.tmp)
	} else {
		e.f[k].Add(e.f[k], &e.tmp)
	}
	if k == e.n {
		return
	}
	// Steps past k place row k at random among its safe columns.
	var safe []int
	for _, c := range b.free[:b.nFree] {
		if b.safe(k, int(c)) {
			safe = append(safe, int(c))
		}
	}
	if len(safe) == 0 {
		e.tmp.Mul(weight, big.NewInt(int64(1+k)))
		e.dead[k].Add(e.dead[k], &e.tmp)
		return
	}
	child := new(big.Int).Mul(w, big.NewInt(e.l/int64(len(safe))))
	for _, c := range safe {
		b.place(c)
		e.walk(child)
		b.unplace()
	}
}

// results turns the sums into the figures of each step.
func (e *exactWalk) results() []ExactStats {
	denominator := e.powers[e.n]
	out := make([]ExactStats, e.n+1)
	deadSoFar := new(big.Int)
	for step := range out {
		failNodes := new(big.Int).Add(e.f[step], deadSoFar)
		deadSoFar.Add(deadSoFar, e.dead[step])
		p := new(big.Rat).SetFrac(e.p[step], denominator)
		st := ExactStats{Step: step, P: p}
		q := new(big.Rat).Sub(big.NewRat(1, 1), p)
		if p.Sign() > 0 {
			st.S = new(big.Rat).SetFrac(e.s[step], e.p[step])
			// t = (all nodes weighted by probability) / p
			all := new(big.Int).Add(e.s[step], failNodes)
			st.T = new(big.Rat).SetFrac(all, e.p[step])
		}
		if q.Sign() > 0 {
			failProb := new(big.Int).Sub(denominator, e.p[step])
			st.E = new(big.Rat).SetFrac(failNodes, failProb)
		}
		out[step] = st
	}
	return out
}
