package worker

import (
	"context"
	"errors"
	"time"

	"nqueens/solver"
)

// A kernelDevice runs solver.KernelWGSL: in a browser, a GPU through
// WebGPU (gpu_js.go). Its methods are called from one goroutine at a time.
type kernelDevice interface {
	// Name describes the device, as its driver does.
	Name() string
	// Load makes layouts the layouts that the next batches read.
	Load(layouts []uint32) error
	// Submit has the device count the first k starts of starts,
	// solver.KernelStartWords words each, of an n×n board, and returns
	// without waiting for it.
	Submit(n int, starts []uint32, k int) error
	// Collect waits for the starts last submitted, and writes their
	// results into results, solver.KernelResultWords words each.
	Collect(results []uint32) error
	// Lose destroys the device, as a crashed driver would.
	Lose()
}

// openGPU opens the worker's GPU: nil where there is none to open.
var openGPU func() (kernelDevice, error)

// A GPUError is the error of a GPU that failed, or of a worker that has
// none: its answer's Engine is EngineGPU, and the page counts on its
// workers instead.
type GPUError struct{ Err error }

func (e *GPUError) Error() string { return "the GPU failed: " + e.Err.Error() }

func (e *GPUError) Unwrap() error { return e.Err }

// errNoGPU is the error of a worker with no GPU to open.
var errNoGPU = errors.New("there is no WebGPU here")

// gpu is the worker's open GPU, nil until a count opens it, and again once
// it fails; batch is the starts a batch takes about gpuBatchTime on it, 0
// until it first opens.
var gpu struct {
	device kernelDevice
	batch  int
}

// Batches of starts: each dispatch should last about gpuBatchTime, which
// keeps a cancel quick and stays well inside a GPU's watchdog (about 2 s),
// and never more than gpuMaxBatch starts (16 MB of them). The first
// batches are small, until the device's speed is known.
const (
	gpuBatchTime  = 50 * time.Millisecond
	gpuFirstBatch = 1024
	gpuMinBatch   = 256
	gpuMaxBatch   = 1 << 20
)

// countTasksOnGPU counts tasks from to to-1 of p on the worker's GPU, and
// names it. Any failure of the GPU is a *GPUError; the next count opens it
// again. With fault FaultLoseDevice it loses the device before its first
// batch.
func countTasksOnGPU(ctx context.Context, p *solver.Plan, from, to int, fault string) (solver.Tally, string, error) {
	w, err := p.KernelWork(from, to)
	if err != nil {
		return solver.Tally{}, "", err
	}
	if gpu.device == nil {
		if openGPU == nil {
			return solver.Tally{}, "", &GPUError{errNoGPU}
		}
		device, err := openGPU()
		if err != nil {
			return solver.Tally{}, "", &GPUError{err}
		}
		gpu.device = device
		if gpu.batch == 0 { // a GPU opened again keeps its speed
			gpu.batch = gpuFirstBatch
		}
	}
	device := gpu.device
	t, err := runKernel(ctx, device, w, fault)
	var failed *GPUError
	if errors.As(err, &failed) {
		gpu.device = nil
	}
	return t, device.Name(), err
}

// runKernel counts w on device in batches of about gpuBatchTime. It makes
// each batch while the device counts the one before.
func runKernel(ctx context.Context, device kernelDevice, w *solver.KernelWork, fault string) (solver.Tally, error) {
	if err := device.Load(w.Layouts); err != nil {
		return solver.Tally{}, &GPUError{err}
	}
	if fault == FaultLoseDevice {
		device.Lose()
	}
	var (
		batches [2]solver.KernelBatch
		results []uint32
	)
	size := gpu.batch
	k := w.Next(&batches[0], size)
	for b := 0; k > 0; b ^= 1 {
		if err := ctx.Err(); err != nil {
			return solver.Tally{}, err
		}
		began := time.Now()
		if err := device.Submit(w.N, batches[b].Starts, k); err != nil {
			return solver.Tally{}, &GPUError{err}
		}
		// The next batch is sized before this one's time is known.
		nextSize := gpu.batch
		next := w.Next(&batches[b^1], nextSize)
		if len(results) < k*solver.KernelResultWords {
			results = make([]uint32, k*solver.KernelResultWords)
		}
		if err := device.Collect(results[:k*solver.KernelResultWords]); err != nil {
			return solver.Tally{}, &GPUError{err}
		}
		w.Add(&batches[b], results)
		if k == size { // a full batch times the device
			gpu.batch = nextBatch(size, time.Since(began))
		}
		k, size = next, nextSize
	}
	return w.Tally(), nil
}

// nextBatch returns the size of the batch after one of size starts that
// took took: the size that takes gpuBatchTime at that speed, but no more
// than 4 times or less than a quarter of the last.
func nextBatch(size int, took time.Duration) int {
	next := size * 4
	if took > 0 {
		next = int(float64(size) * float64(gpuBatchTime) / float64(took))
	}
	return max(gpuMinBatch, size/4, min(gpuMaxBatch, size*4, next))
}
