package solver

import (
	"math/rand/v2"
	"runtime"
	"testing"
)

// kernelCount counts tasks first to last-1 of p as the GPU does, with
// CountKernelStart for the kernel, in batches of at most batch starts.
func kernelCount(t testing.TB, p *Plan, first, last, batch int) Tally {
	t.Helper()
	w, err := p.KernelWork(first, last)
	if err != nil {
		t.Fatal(err)
	}
	var b KernelBatch
	results := make([]uint32, batch*KernelResultWords)
	for {
		k := w.Next(&b, batch)
		if k == 0 {
			return w.Tally()
		}
		for i := range k {
			start := b.Starts[i*KernelStartWords:]
			layout := start[0] >> 5 * KernelLayoutWords
			if row := int(start[0] & 31); row < p.N-1-KernelRows || row > p.N-2 {
				t.Fatalf("n = %d: a start at row %d leaves the kernel %d rows", p.N, row, p.N-1-row)
			}
			s, nodes := CountKernelStart(p.N, w.Layouts[layout:layout+KernelLayoutWords], start)
			results[i*KernelResultWords], results[i*KernelResultWords+1] = s, nodes
		}
		w.Add(&b, results[:k*KernelResultWords])
	}
}

// TestKernelMatchesOEIS counts n = 1 to 15 (13 under wasm) as the GPU
// does, in batches of random sizes and in three ranges of tasks, against
// A000170 and A002562.
func TestKernelMatchesOEIS(t *testing.T) {
	maxN := 15
	if runtime.GOARCH == "wasm" {
		maxN = 13
	}
	r := rand.New(rand.NewPCG(1, 2))
	for n := 1; n <= maxN; n++ {
		p, err := NewPlan("constellations", n)
		if err != nil {
			t.Fatal(err)
		}
		cut1 := r.IntN(p.Tasks() + 1)
		cut2 := cut1 + r.IntN(p.Tasks()-cut1+1)
		got := p.Total(nil)
		for _, tasks := range [][2]int{{0, cut1}, {cut1, cut2}, {cut2, p.Tasks()}} {
			got = got.Add(kernelCount(t, p, tasks[0], tasks[1], 1+r.IntN(5000)))
		}
		if got.Solutions != a000170[n] || got.Unique != a002562[n] {
			t.Errorf("n = %d: %d solutions, %d unique; want %d and %d", n, got.Solutions, got.Unique, a000170[n], a002562[n])
		}
		if got.Nodes < got.Solutions || n >= 4 && got.Nodes == 0 {
			t.Errorf("n = %d: %d nodes for %d solutions", n, got.Nodes, got.Solutions)
		}
	}
}

// TestKernelWorkOnlyTakesConstellations checks the plans it refuses and
// the ranges it checks.
func TestKernelWorkOnlyTakesConstellations(t *testing.T) {
	p, _ := NewPlan("fast", 10)
	if _, err := p.KernelWork(0, p.Tasks()); err == nil {
		t.Error("KernelWork took a fast plan")
	}
	q, _ := NewPlan("constellations", 10)
	for _, r := range [][2]int{{-1, 2}, {2, 1}, {0, q.Tasks() + 1}} {
		if _, err := q.KernelWork(r[0], r[1]); err == nil {
			t.Errorf("KernelWork(%d, %d) of %d tasks: no error", r[0], r[1], q.Tasks())
		}
	}
}

// FuzzKernelWork counts a random range of a plan's tasks in batches of a
// random size, and compares it with the CPU's count of the same tasks.
func FuzzKernelWork(f *testing.F) {
	f.Add(uint8(8), uint16(0), uint16(100), uint16(7))
	f.Add(uint8(12), uint16(3), uint16(50), uint16(1))
	f.Fuzz(func(t *testing.T, size uint8, from, to, batch uint16) {
		n := 1 + int(size)%12
		p, err := NewPlan("constellations", n)
		if err != nil {
			t.Fatal(err)
		}
		first := int(from) % (p.Tasks() + 1)
		last := first + int(to)%(p.Tasks()-first+1)
		var want Tally
		for i := first; i < last; i++ {
			want = want.Add(p.CountTask(i))
		}
		got := kernelCount(t, p, first, last, 1+int(batch)%4096)
		if got.Solutions != want.Solutions || got.Unique != want.Unique {
			t.Errorf("n = %d, tasks %d to %d: kernel %+v, CPU %+v", n, first, last, got, want)
		}
	})
}
