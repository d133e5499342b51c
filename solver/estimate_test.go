package solver

import (
	"context"
	"fmt"
	"math"
	"testing"
)

// TestCPUSecondsEstimates checks the timings behind the estimates: each
// method has some, in increasing n that it counts; a search's timings
// estimate each other within 5%, as its time follows its count; and the
// default method for each n from QuartersFromN on is the one estimated
// fastest, as FastestAlgorithm says.
func TestCPUSecondsEstimates(t *testing.T) {
	for _, a := range Algorithms {
		if len(a.timed) == 0 {
			t.Fatalf("%s has no timings", a.Name)
		}
		for i, x := range a.timed {
			if x.n < 1 || x.n > a.MaxN || x.seconds <= 0 || i > 0 && x.n <= a.timed[i-1].n {
				t.Errorf("%s's timing %d: %+v", a.Name, i, x)
			}
			if got, ok := a.CPUSeconds(x.n); !ok || got != x.seconds {
				t.Errorf("%s.CPUSeconds(%d) = %v, %v; want its timing, %v", a.Name, x.n, got, ok, x.seconds)
			}
			if i > 0 && a.Name != Quarters {
				prev := a.timed[i-1]
				if est := prev.seconds * countGrowth(prev.n, x.n); math.Abs(est/x.seconds-1) > 0.05 {
					t.Errorf("%s: n = %d's %v s estimate n = %d's at %v s, but it took %v s", a.Name, prev.n, prev.seconds, x.n, est, x.seconds)
				}
			}
		}
		for _, n := range []int{0, a.MaxN + 1} {
			if _, ok := a.CPUSeconds(n); ok {
				t.Errorf("%s.CPUSeconds(%d) is an estimate", a.Name, n)
			}
		}
		for n := 4; n <= a.MaxN; n++ {
			if s, ok := a.CPUSeconds(n); !ok || s <= 0 || math.IsInf(s, 0) {
				t.Errorf("%s.CPUSeconds(%d) = %v, %v", a.Name, n, s, ok)
			}
		}
	}
	for n := QuartersFromN; n <= MaxN; n++ {
		def, _ := Lookup(FastestAlgorithm(n))
		fastest, _ := def.CPUSeconds(n)
		for _, a := range Algorithms {
			if s, ok := a.CPUSeconds(n); ok && s < fastest {
				t.Errorf("n = %d: %s is estimated at %v s, faster than %s, the default, at %v s", n, a.Name, s, def.Name, fastest)
			}
		}
	}
	if s, _ := Algorithms[0].CPUSeconds(28); s != 0 {
		t.Errorf("naive.CPUSeconds(28) = %v; n = 28 is past its MaxN", s)
	}
}

// BenchmarkCPUSeconds counts with each method, on one goroutine, the
// board of its first timing, and reports the estimate of CPUSeconds over
// the time it took, est/real: about 1 on the machine the timings come
// from, and the same for every method on any machine, where the
// estimates compare the methods. Run it alone: on a loaded machine a
// count takes longer by the clock than in CPU time.
func BenchmarkCPUSeconds(b *testing.B) {
	for _, a := range Algorithms {
		n := a.timed[0].n
		b.Run(fmt.Sprintf("algo=%s/n=%d", a.Name, n), func(b *testing.B) {
			p, err := NewPlan(a.Name, n)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := p.Run(context.Background(), 1, nil); err != nil {
					b.Fatal(err)
				}
			}
			est, _ := a.CPUSeconds(n)
			b.ReportMetric(est/(b.Elapsed().Seconds()/float64(b.N)), "est/real")
		})
	}
}
