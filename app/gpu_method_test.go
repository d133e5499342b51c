//go:build !(js && wasm)

package app

import (
	"regexp"
	"strings"
	"testing"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/backend"
	"nqueens/app/link"
	"nqueens/app/worker"
)

// The page names the gpu method in links, asks the pool for the GPU with
// it, and for engine auto with the default method; it says where a count
// was counted, and why the workers count what the GPU was to count.
func TestGPUMethod(t *testing.T) {
	v, notices := link.ParseView(link.View{N: 13, K: 1, Algo: link.GPUAlgo}.Query())
	if v.Algo != link.GPUAlgo || len(notices) != 0 {
		t.Fatalf("?algo=gpu: %+v, %v", v, notices)
	}
	l := newTestLab(v)
	req := countRequest(l.view)
	if req.Algorithm != gpuSolverAlgo || req.Engine != worker.EngineGPU || !l.count.CountedUnique || l.count.Unique != 9233 {
		t.Errorf("gpu: request %+v; unique %d", req, l.count.Unique)
	}
	if got := countRequest(link.View{N: 16, Algo: link.DefaultAlgo}); got.Engine != backend.EngineAuto {
		t.Errorf("the default method asks for engine %q", got.Engine)
	}
	l.gpu = gpuSeen{probed: true}
	l.count.engine, l.count.gpuFailure = backend.EngineWorkers, "the GPU failed: the GPU's device was lost (test)"
	html := app.HTMLString(l.Render())
	for _, want := range []string{"no GPU (WebGPU has no adapter here), so the workers count instead",
		"The GPU failed: the GPU", "was lost (test), so the workers count instead",
		`data-engine="workers"`, "Counted by constellations on the workers"} {
		if !strings.Contains(html, want) {
			t.Errorf("the page lacks %q", want)
		}
	}
	// go-app writes an element's attributes in any order.
	if option := regexp.MustCompile(`<option[^>]*value="gpu"[^>]*>`).FindString(html); !strings.Contains(option, "selected") {
		t.Errorf("the gpu option is not selected: %q", option)
	}
	l.Navigate(func(v *link.View) { v.Algo = link.DefaultAlgo }, link.ReplaceEntry)
	if html := app.HTMLString(l.Render()); strings.Contains(html, `value="gpu"`) || strings.Contains(html, "no GPU") {
		t.Errorf("without a GPU the page offers the gpu method, or a notice of it")
	}
	l.gpu.adapter = "fake gpu"
	l.count.engine, l.count.adapter = worker.EngineGPU, "fake gpu"
	html = app.HTMLString(l.Render())
	for _, want := range []string{`value="gpu"`, `data-engine="gpu"`, "on the GPU (fake gpu)"} {
		if !strings.Contains(html, want) {
			t.Errorf("with a GPU the page lacks %q", want)
		}
	}
}

// TestGPUMethodLinksToTheBench checks that the gpu method's teaching link
// opens the GPU bench, since the race has no gpu.
func TestGPUMethodLinksToTheBench(t *testing.T) {
	html := app.HTMLString(renderTeachingLink(link.View{N: 13, K: 1, Algo: link.GPUAlgo}))
	if !strings.Contains(html, "panel=bench") || !strings.Contains(html, "Time your GPU") {
		t.Errorf("the gpu method's link: %s", html)
	}
	if html := app.HTMLString(renderTeachingLink(link.View{N: 13, K: 1, Algo: link.DefaultAlgo})); !strings.Contains(html, "panel=race") {
		t.Errorf("the default method's link: %s", html)
	}
}

// TestCalibrationIsSaid checks what the count says while the default
// method times the GPU against the workers.
func TestCalibrationIsSaid(t *testing.T) {
	c := &countState{counting: true, engine: backend.EngineAuto}
	html := app.HTMLString(c.render(link.View{N: 15, K: 1, Algo: link.DefaultAlgo}, func() {}))
	if !strings.Contains(html, "Counting the solutions, first timing the GPU against the workers") || !strings.Contains(html, `data-engine="auto"`) {
		t.Errorf("while calibrating: %s", html)
	}
}

// The default method counts a whole board with solver.FastestAlgorithm,
// on the GPU where it is faster, and play's completions with
// constellations; a method the link names counts on the workers, and the
// gpu method counts constellations on the GPU. The count says which
// method counted: constellations where the GPU did.
func TestCountRequestMethods(t *testing.T) {
	for _, tt := range []struct {
		view           link.View
		method, engine string
	}{
		{link.View{N: 13, Algo: link.DefaultAlgo}, "constellations", backend.EngineAuto},
		{link.View{N: 14, Algo: link.DefaultAlgo}, "quarters", backend.EngineAuto},
		{link.View{N: 21, Algo: link.DefaultAlgo}, "quarters", backend.EngineAuto},
		{link.View{N: 22, Algo: link.DefaultAlgo}, "constellations", backend.EngineAuto},
		{link.View{N: 16, Algo: link.DefaultAlgo, Mode: link.Play, Placed: "0.4"}, "constellations", backend.EngineAuto},
		{link.View{N: 13, Algo: "quarters"}, "quarters", ""},
		{link.View{N: 16, Algo: "constellations"}, "constellations", ""},
		{link.View{N: 16, Algo: link.GPUAlgo}, "constellations", worker.EngineGPU},
	} {
		req := countRequest(tt.view)
		if req.Algorithm != tt.method || req.Engine != tt.engine {
			t.Errorf("%+v: counts with %s on engine %q, want %s on %q", tt.view, req.Algorithm, req.Engine, tt.method, tt.engine)
		}
	}
	v := link.View{N: 16, K: 1, Algo: link.DefaultAlgo}
	c := &countState{countDone: countDone{Counted: true, Solutions: 14772512, Took: 2e9, Nodes: 7851480}, engine: backend.EngineWorkers}
	if html := app.HTMLString(c.render(v, func() {})); !strings.Contains(html, "Counted by quarters on the workers in 2s: ") ||
		!strings.Contains(html, "480 half-boards, 3.9 M half-boards/s.") {
		t.Errorf("the count by quarters says: %s", html)
	}
	c.engine = worker.EngineGPU
	if html := app.HTMLString(c.render(v, func() {})); !strings.Contains(html, "Counted by constellations on the GPU") {
		t.Errorf("the count on the GPU says: %s", html)
	}
}
