//go:build js && wasm

package backend

import (
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
)

// probeGPU makes the pool's GPU, a Web Worker of its own, which asks
// WebGPU once, without waiting, whether the page has an adapter, when
// something first waits for the answer (whenProbed): the page offers the
// gpu method only where it does. The question costs the main thread 25 to
// 55 ms at CPU 4×, which the page's start can least spare: it is asked in
// a task of its own.
func (b *workerBackend) probeGPU() {
	g := &gpuEngine{runner: &workerSlot{backend: b}, verdicts: localVerdicts{},
		after: func(d time.Duration, f func()) { time.AfterFunc(d, f) }}
	// ?gpufault=lose, a test hook, loses the GPU's device after its first batch.
	if app.Window().URL().Query().Get("gpufault") == "lose" {
		g.fault = worker.FaultLoseDevice
	}
	g.ask = func() { time.AfterFunc(0, func() { askAdapter(g) }) }
	b.gpu = g
}

// askAdapter asks WebGPU whether the page has an adapter, and tells g.
func askAdapter(g *gpuEngine) {
	gpu := app.Window().Get("navigator").Get("gpu")
	if !gpu.Truthy() {
		g.found("")
		return
	}
	var settle app.Func
	settle = app.FuncOf(func(_ app.Value, args []app.Value) any {
		settle.Release()
		g.found(adapterName(args[0]))
		return nil
	})
	gpu.Call("requestAdapter").Call("then", settle, settle)
}

// FindGPU calls then with the page's adapter, "" if none, once the probe
// has answered.
func (b *workerBackend) FindGPU(then func(adapter string)) {
	b.gpu.whenProbed(func() { then(b.gpu.adapter) })
}

// adapterName describes what requestAdapter gave, as the worker does, such
// as "google swiftshader": "" for no adapter, or an error.
func adapterName(adapter app.Value) string {
	if !adapter.Truthy() || !adapter.Get("features").Truthy() {
		return ""
	}
	info := adapter.Get("info")
	if !info.Truthy() {
		return "a GPU"
	}
	return strings.Join(strings.Fields(app.Window().Get("Array").Call("of", info.Get("vendor"), info.Get("architecture"),
		info.Get("device"), info.Get("description")).Call("join", " ").String()), " ")
}

// localVerdicts keeps the calibrations' verdicts in the browser's
// localStorage, under verdictKey and the adapter's description. Where
// storage is refused, nothing is remembered.
type localVerdicts struct{}

const verdictKey = "nqueens-engine:"

func (localVerdicts) verdict(adapter string) string { return storeVerdict(adapter, "") }

func (localVerdicts) remember(adapter, engine string) { storeVerdict(adapter, engine) }

// storeVerdict reads the adapter's verdict, or with engine, writes it.
// localStorage is reached through Reflect.get, so that a getter that
// throws, as where storage is refused, raises a Go panic rather than stop
// the program.
func storeVerdict(adapter, engine string) (verdict string) {
	defer func() { recover() }()
	storage := app.Window().Get("Reflect").Call("get", app.Window(), "localStorage")
	if engine != "" {
		storage.Call("setItem", verdictKey+adapter, engine)
		return engine
	}
	if v := storage.Call("getItem", verdictKey+adapter); v.Type() == app.TypeString {
		verdict = v.String()
	}
	return verdict
}
