package app

import (
	"fmt"
	"strings"

	"nqueens/app/backend"
	"nqueens/app/kit"
	"nqueens/app/link"
	"nqueens/app/worker"
	"nqueens/solver"
)

// gpuSolverAlgo is the solver's algorithm that the GPU counts with.
const gpuSolverAlgo = solver.FastestSearch

// countEngine is the engine the count pool is asked for with method algo:
// the GPU for gpu, auto for the default method (the GPU counts
// constellations where it beats the workers' fastest method), else the
// workers.
func countEngine(algo string) string {
	switch algo {
	case link.GPUAlgo:
		return worker.EngineGPU
	case link.DefaultAlgo, "":
		return backend.EngineAuto
	}
	return ""
}

// method names the solver's method of the count of view v: constellations
// where the GPU counted, else the one it asked for (countRequest).
func (c *countState) method(v link.View) string {
	if c.engine == worker.EngineGPU {
		return gpuSolverAlgo
	}
	return countRequest(v).Algorithm
}

// gpuSeen is what the page learnt of its GPU.
type gpuSeen struct {
	probed  bool   // whether WebGPU has answered
	adapter string // the adapter's description, "" if there is none
}

// find asks the host's backend, if it can, whether the page has a GPU, and
// redraws the page with loop once it knows.
func (g *gpuSeen) find(h *kit.Host, loop *kit.Loop) {
	if f, ok := h.Backend.(backend.GPUFinder); ok {
		f.FindGPU(func(adapter string) {
			loop.Run(func() { *g = gpuSeen{probed: true, adapter: adapter} })
		})
	}
}

// gpuNotices says why the workers count what the GPU was to count, for
// view v with GPU g: there is no GPU here, or it failed.
func gpuNotices(v link.View, g gpuSeen, failure string) []string {
	var notices []string
	if v.Algo == link.GPUAlgo && g.probed && g.adapter == "" && v.Mode != link.Random {
		notices = append(notices, "This browser gives the page no GPU (WebGPU has no adapter here), so the workers count instead.")
	}
	if failure != "" {
		notices = append(notices, strings.ToUpper(failure[:1])+failure[1:]+", so the workers count instead.")
	}
	return notices
}

// where says where the count was counted, such as " on the GPU (google
// swiftshader)"; "" if the page does not know.
func (c *countState) where() string {
	switch c.engine {
	case worker.EngineGPU:
		if c.adapter == "" { // until the GPU first answers
			return " on the GPU"
		}
		return fmt.Sprintf(" on the GPU (%s)", c.adapter)
	case backend.EngineWorkers:
		return " on the workers"
	case backend.EngineAuto:
		return ", first timing the GPU against the workers"
	}
	return ""
}

// estimateWhere ends a count's time estimate: the page knows its workers'
// speed, not its GPU's, which shows once the GPU counts.
func estimateWhere(algo, solverName string) string {
	if algo == link.GPUAlgo {
		return " on the workers with " + solverName + "; the GPU's own time shows as it counts."
	}
	return " with " + solverName + " in this browser."
}

// gpuMethod is the gpu method as the method picker shows it.
var gpuMethod = &solver.Algorithm{
	Name:    link.GPUAlgo,
	Summary: "the constellations method's tasks, each finished on your GPU by a WebGPU compute shader, one thread a start position",
	Note:    "WebGPU",
}
