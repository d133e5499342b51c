//go:build js && wasm

package worker

import (
	"errors"
	"strings"
	"syscall/js"

	"nqueens/solver"
)

func init() { openGPU = openWebGPU }

// webGPU runs the kernel on the GPU that WebGPU gives the worker. Its
// buffers grow to the largest batch it has run.
type webGPU struct {
	name                  string
	device, queue         js.Value
	pipeline              js.Value
	layouts, params       js.Value // GPUBuffers
	starts, results, read js.Value // GPUBuffers of capacity starts
	bindGroup             js.Value // of the buffers above, undefined when they change
	capacity              int
	size                  int         // the bytes of results the last batch writes, which Collect checks
	scopes                [2]js.Value // its error scopes' promises
	mapped                js.Value    // the promise of its results, mapped
	lost                  error       // set when the device is lost
	uncaptured            error       // the first error no error scope caught
	onLost, onUncaptured  js.Func
}

// WebGPU's buffer usages and map modes (GPUBufferUsage, GPUMapMode).
const (
	usageMapRead  = 0x0001
	usageCopySrc  = 0x0004
	usageCopyDst  = 0x0008
	usageUniform  = 0x0040
	usageStorage  = 0x0080
	mapModeRead   = 0x0001
	maxWorkgroups = 65535 // per dimension of a dispatch
)

// openWebGPU asks WebGPU for an adapter and a device, and builds the
// kernel's pipeline.
func openWebGPU() (kernelDevice, error) {
	nav := js.Global().Get("navigator")
	if nav.IsUndefined() || nav.Get("gpu").IsUndefined() {
		return nil, errors.New("this browser has no WebGPU (navigator.gpu)")
	}
	adapter, err := await(nav.Get("gpu").Call("requestAdapter"))
	if err != nil {
		return nil, err
	}
	if adapter.IsNull() || adapter.IsUndefined() {
		return nil, errors.New("WebGPU gave no adapter: the browser has no GPU it can use")
	}
	g := &webGPU{name: adapterName(adapter)}
	if g.device, err = await(adapter.Call("requestDevice")); err != nil {
		return nil, err
	}
	g.queue = g.device.Get("queue")
	g.onLost = js.FuncOf(func(_ js.Value, args []js.Value) any {
		g.lost = errors.New("the GPU's device was lost (" + strings.TrimSuffix(lostReason(firstArg(args)), ".") + ")")
		return nil
	})
	g.device.Get("lost").Call("then", g.onLost)
	g.onUncaptured = js.FuncOf(func(_ js.Value, args []js.Value) any {
		if g.uncaptured == nil {
			g.uncaptured = errors.New(jsMessage(args[0].Get("error")))
		}
		return nil
	})
	g.device.Call("addEventListener", "uncapturederror", g.onUncaptured)
	module := g.device.Call("createShaderModule", map[string]any{"code": solver.KernelWGSL})
	g.pipeline, err = await(g.device.Call("createComputePipelineAsync", map[string]any{
		"layout":  "auto",
		"compute": map[string]any{"module": module, "entryPoint": "main"},
	}))
	if err != nil {
		return nil, errors.New("the kernel's pipeline did not build: " + err.Error())
	}
	g.params = g.buffer(16, usageUniform|usageCopyDst)
	return g, nil
}

// adapterName describes an adapter from its GPUAdapterInfo, such as
// "google swiftshader".
func adapterName(adapter js.Value) string {
	info := adapter.Get("info")
	if info.IsUndefined() {
		return "a GPU"
	}
	var words []string
	for _, key := range []string{"vendor", "architecture", "device", "description"} {
		if v := info.Get(key); v.Type() == js.TypeString && v.String() != "" {
			words = append(words, v.String())
		}
	}
	if len(words) == 0 {
		return "a GPU"
	}
	return strings.Join(words, " ")
}

func (g *webGPU) Name() string { return g.name }

func (g *webGPU) Lose() { g.device.Call("destroy") }

func (g *webGPU) buffer(size int, usage int) js.Value {
	return g.device.Call("createBuffer", map[string]any{"size": size, "usage": usage})
}

func (g *webGPU) Load(layouts []uint32) error {
	if err := g.failed(); err != nil {
		return err
	}
	if !g.layouts.IsUndefined() {
		g.layouts.Call("destroy")
	}
	words := max(len(layouts), solver.KernelLayoutWords)
	g.layouts = g.buffer(words*4, usageStorage|usageCopyDst)
	g.write(g.layouts, layouts)
	g.bindGroup = js.Undefined()
	return nil
}

// write copies words to the start of buffer.
func (g *webGPU) write(buffer js.Value, words []uint32) {
	if len(words) == 0 {
		return
	}
	b := wordBytes(words)
	array := js.Global().Get("Uint8Array").New(len(b))
	js.CopyBytesToJS(array, b)
	g.queue.Call("writeBuffer", buffer, 0, array)
}

// grow makes the batch buffers hold k starts.
func (g *webGPU) grow(k int) {
	if k <= g.capacity {
		return
	}
	for _, b := range []js.Value{g.starts, g.results, g.read} {
		if !b.IsUndefined() {
			b.Call("destroy")
		}
	}
	g.capacity = k
	g.starts = g.buffer(k*solver.KernelStartWords*4, usageStorage|usageCopyDst)
	g.results = g.buffer(k*solver.KernelResultWords*4, usageStorage|usageCopySrc)
	g.read = g.buffer(k*solver.KernelResultWords*4, usageMapRead|usageCopyDst)
	g.bindGroup = js.Undefined()
}

func (g *webGPU) Submit(n int, starts []uint32, k int) error {
	if err := g.failed(); err != nil {
		return err
	}
	g.grow(k)
	g.write(g.starts, starts[:k*solver.KernelStartWords])
	g.write(g.params, []uint32{uint32(n), uint32(k), 0, 0})
	if g.bindGroup.IsUndefined() {
		entries := []any{}
		for i, b := range []js.Value{g.layouts, g.starts, g.results, g.params} {
			entries = append(entries, map[string]any{"binding": i, "resource": map[string]any{"buffer": b}})
		}
		g.bindGroup = g.device.Call("createBindGroup", map[string]any{
			"layout":  g.pipeline.Call("getBindGroupLayout", 0),
			"entries": entries,
		})
	}
	g.device.Call("pushErrorScope", "validation")
	g.device.Call("pushErrorScope", "out-of-memory")
	encoder := g.device.Call("createCommandEncoder")
	pass := encoder.Call("beginComputePass")
	pass.Call("setPipeline", g.pipeline)
	pass.Call("setBindGroup", 0, g.bindGroup)
	groups := (k + solver.KernelWorkgroupSize - 1) / solver.KernelWorkgroupSize
	x := min(groups, maxWorkgroups)
	pass.Call("dispatchWorkgroups", x, (groups+x-1)/x)
	pass.Call("end")
	g.size = k * solver.KernelResultWords * 4
	encoder.Call("copyBufferToBuffer", g.results, 0, g.read, 0, g.size)
	g.queue.Call("submit", []any{encoder.Call("finish")})
	g.scopes = [2]js.Value{g.device.Call("popErrorScope"), g.device.Call("popErrorScope")}
	g.mapped = g.read.Call("mapAsync", mapModeRead, 0, g.size)
	return nil
}

func (g *webGPU) Collect(results []uint32) error {
	for _, scope := range g.scopes {
		if scoped, err := await(scope); err != nil || !scoped.IsNull() {
			if err == nil {
				err = errors.New(jsMessage(scoped))
			}
			return g.orLost(err)
		}
	}
	if _, err := await(g.mapped); err != nil {
		return g.orLost(err)
	}
	out, err := resultBytes(results, g.size)
	if err == nil {
		array := js.Global().Get("Uint8Array").New(g.read.Call("getMappedRange", 0, g.size))
		js.CopyBytesToGo(out, array)
	}
	g.read.Call("unmap")
	return g.orLost(err)
}

// failed returns the device's loss or its uncaught error, if any.
func (g *webGPU) failed() error {
	if g.lost != nil {
		return g.lost
	}
	return g.uncaptured
}

// orLost returns the device's loss, the cause of err, if it was lost.
func (g *webGPU) orLost(err error) error {
	if lost := g.failed(); lost != nil {
		return lost
	}
	return err
}

// lostReason says why a device was lost, from its GPUDeviceLostInfo.
func lostReason(info js.Value) string {
	why := jsMessage(info)
	if info.Type() == js.TypeObject && why == "no reason given" {
		if reason := info.Get("reason"); reason.Type() == js.TypeString {
			return reason.String()
		}
	}
	return why
}

// await waits for promise to settle, and returns its value or its
// rejection. The worker's requests run on goroutines of their own, so
// JavaScript's event loop runs meanwhile.
func await(promise js.Value) (js.Value, error) {
	type settled struct {
		value js.Value
		err   error
	}
	done := make(chan settled, 1)
	then := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- settled{value: firstArg(args)}
		return nil
	})
	catch := js.FuncOf(func(_ js.Value, args []js.Value) any {
		done <- settled{err: errors.New(jsMessage(firstArg(args)))}
		return nil
	})
	defer then.Release()
	defer catch.Release()
	promise.Call("then", then, catch)
	s := <-done
	return s.value, s.err
}

func firstArg(args []js.Value) js.Value {
	if len(args) == 0 {
		return js.Undefined()
	}
	return args[0]
}

// jsMessage returns the message of a JavaScript error or of a GPU's loss,
// or the value as a string.
func jsMessage(v js.Value) string {
	if v.Type() == js.TypeObject {
		if m := v.Get("message"); m.Type() == js.TypeString {
			if m.String() == "" {
				return "no reason given"
			}
			return m.String()
		}
	}
	if v.IsUndefined() || v.IsNull() {
		return "no reason given"
	}
	return v.Call("toString").String()
}
