package worker

import (
	"context"
	"encoding/binary"
	"errors"
	"strings"
	"testing"
	"time"

	"nqueens/solver"
)

// cpuDevice stands in for a GPU: it runs the kernel's starts with
// solver.CountKernelStart, and fails on request.
type cpuDevice struct {
	failRun int // the run that fails, counted from 1; 0 for none
	runs    int
	lost    bool
	batches []int    // the size of each batch run
	layouts []uint32 // the layouts loaded
	results []uint32 // the last batch's
}

func (d *cpuDevice) Name() string { return "the test's CPU" }

func (d *cpuDevice) Load(layouts []uint32) error {
	d.layouts = layouts
	return nil
}

func (d *cpuDevice) Submit(n int, starts []uint32, k int) error {
	d.runs++
	if d.lost || d.runs == d.failRun {
		return errors.New("the device is gone")
	}
	d.batches = append(d.batches, k)
	layouts := d.layouts
	d.results = d.results[:0]
	for i := range k {
		start := starts[i*solver.KernelStartWords:]
		at := start[0] >> 5 * solver.KernelLayoutWords
		s, nodes := solver.CountKernelStart(n, layouts[at:at+solver.KernelLayoutWords], start)
		d.results = append(d.results, s, nodes)
	}
	return nil
}

func (d *cpuDevice) Collect(results []uint32) error {
	copy(results, d.results)
	return nil
}

func (d *cpuDevice) Lose() { d.lost = true }

// withDevice makes open the worker's GPU for the test, and forgets the one
// open.
func withDevice(t *testing.T, open func() (kernelDevice, error)) {
	saved := openGPU
	openGPU, gpu.device, gpu.batch = open, nil, 0
	t.Cleanup(func() { openGPU, gpu.device, gpu.batch = saved, nil, 0 })
}

// TestGPUPartsMatchTheCPUs counts boards in parts on a stand-in GPU and
// checks each part against the CPU's: counts, share and fingerprint, and
// that the answer names the GPU.
func TestGPUPartsMatchTheCPUs(t *testing.T) {
	device := &cpuDevice{}
	withDevice(t, func() (kernelDevice, error) { return device, nil })
	for _, n := range []int{1, 4, 5, 6, 9, 12} {
		for _, parts := range [][2]int{{0, Parts}, {0, Parts / 3}, {Parts / 3, Parts}} {
			req := Request{ID: 1, Op: OpPart, N: n, First: parts[0], Last: parts[1]}
			_, cpu := handle(req)
			req.Engine = EngineGPU
			_, got := handle(req)
			if got.Type != TypeTally || got.Solutions != cpu.Solutions || got.Unique != cpu.Unique ||
				got.Share != cpu.Share || got.Fingerprint != cpu.Fingerprint || got.Engine != EngineGPU || got.Adapter != device.Name() {
				t.Errorf("n = %d, parts %v: GPU %+v, CPU %+v", n, parts, got, cpu)
			}
		}
	}
	if len(device.batches) == 0 || device.batches[0] > gpuFirstBatch {
		t.Errorf("batches %v: the first should hold at most %d starts", device.batches, gpuFirstBatch)
	}
}

// TestGPUFailuresAreTheGPUs checks that every way the GPU fails answers
// with an error of the GPU, which the page falls back on, and that the
// worker opens the GPU again for the next count.
func TestGPUFailuresAreTheGPUs(t *testing.T) {
	// n = 13 has 1,105 starts: 5 batches.
	part := Request{ID: 1, Op: OpPart, N: 13, First: 0, Last: Parts, Engine: EngineGPU}
	opens := 0
	tests := []struct {
		name  string
		open  func() (kernelDevice, error)
		fault string
		want  string
	}{
		{"no WebGPU", nil, "", "no WebGPU"},
		{"no adapter", func() (kernelDevice, error) { opens++; return nil, errors.New("no adapter") }, "", "no adapter"},
		{"a batch fails", func() (kernelDevice, error) { opens++; return &cpuDevice{failRun: 2}, nil }, "", "gone"},
		{"device lost", func() (kernelDevice, error) { opens++; return &cpuDevice{}, nil }, FaultLoseDevice, "gone"},
	}
	for _, tt := range tests {
		withDevice(t, tt.open)
		gpu.batch = gpuMinBatch
		req := part
		req.Fault = tt.fault
		opens = 0
		_, got := handle(req)
		if got.Type != TypeError || got.Engine != EngineGPU || !strings.Contains(got.Error, tt.want) {
			t.Errorf("%s: %+v, want an error of the GPU saying %q", tt.name, got, tt.want)
		}
		if tt.open == nil {
			continue
		}
		withDevice(t, func() (kernelDevice, error) { opens++; return &cpuDevice{}, nil })
		if _, again := handle(part); again.Solutions != 73712 || opens != 2 {
			t.Errorf("%s, then a count: %+v after %d opens; want 73712 solutions and the GPU opened again", tt.name, again, opens)
		}
	}
}

// TestGPUCountsStop checks that a cancelled GPU count answers with the
// cancel, not an error of the GPU, and that an unknown engine is refused.
func TestGPUCountsStop(t *testing.T) {
	withDevice(t, func() (kernelDevice, error) { return &cpuDevice{}, nil })
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var got Response
	HandleContext(ctx, Request{Op: OpPart, N: 12, First: 0, Last: Parts, Engine: EngineGPU}, func(r Response) { got = r })
	if got.Type != TypeError || got.Engine != "" || got.Error != "context canceled" {
		t.Errorf("a cancelled GPU count answered %+v", got)
	}
	if _, got := handle(Request{Op: OpPart, N: 8, First: 0, Last: Parts, Engine: "tpu"}); got.Type != TypeError || got.Engine != "" || !strings.Contains(got.Error, `"tpu"`) {
		t.Errorf("engine tpu: %+v", got)
	}
}

// TestNextBatchAimsAtTheBatchTime checks how batches grow and shrink.
func TestNextBatchAimsAtTheBatchTime(t *testing.T) {
	tests := []struct {
		size int
		took time.Duration
		want int
	}{
		{4096, gpuBatchTime, 4096},
		{4096, gpuBatchTime / 2, 8192},
		{4096, gpuBatchTime / 100, 4 * 4096}, // at most 4 times larger
		{4096, 0, 4 * 4096},
		{4096, 2 * gpuBatchTime, 2048},
		{4096, 100 * gpuBatchTime, 1024}, // at most 4 times smaller
		{300, 100 * gpuBatchTime, gpuMinBatch},
		{gpuMaxBatch, gpuBatchTime / 10, gpuMaxBatch},
	}
	for _, tt := range tests {
		if got := nextBatch(tt.size, tt.took); got != tt.want {
			t.Errorf("nextBatch(%d, %v) = %d, want %d", tt.size, tt.took, got, tt.want)
		}
	}
}

// TestResultBytes checks that a batch's results are copied into the
// memory of the slice given, and only into a slice of their size.
func TestResultBytes(t *testing.T) {
	results := make([]uint32, 2*solver.KernelResultWords)
	size := len(results) * 4
	b, err := resultBytes(results, size)
	if err != nil || len(b) != size {
		t.Fatalf("%d words for %d bytes: %d bytes, %v", len(results), size, len(b), err)
	}
	binary.NativeEndian.PutUint32(b[size-4:], 0xdecaf)
	if results[len(results)-1] != 0xdecaf {
		t.Errorf("the bytes are not the results' memory: its last word is %#x", results[len(results)-1])
	}
	for _, words := range [][]uint32{nil, results[:1], results[:len(results)-1], append(results, 0)} {
		if _, err := resultBytes(words, size); err == nil {
			t.Errorf("%d words took %d bytes of results", len(words), size)
		}
	}
}
