package e2e

import (
	"context"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

// gpuBrowser is a second Chromium whose WebGPU runs on SwiftShader, its
// software GPU: the test machines have no GPU, and the first browser's
// pages have no WebGPU adapter, as on most machines without one. The first
// test that needs it starts it.
var gpuBrowser struct {
	once sync.Once
	ctx  context.Context
	err  error
	stop func()
}

// gpuFlags give Chromium's pages and workers a WebGPU adapter on
// SwiftShader, even with --disable-gpu.
var gpuFlags = []chromedp.ExecAllocatorOption{
	chromedp.Flag("enable-unsafe-webgpu", true),
	chromedp.Flag("use-webgpu-adapter", "swiftshader"),
}

// openGPUPage opens path in a tab of gpuBrowser, as openPage does in the
// first browser.
func openGPUPage(t *testing.T, path string) *page {
	t.Helper()
	p := newGPUPage(t)
	p.open(path)
	return p
}

// newGPUPage opens a tab of gpuBrowser without loading a page, as newPage
// does in the first browser.
func newGPUPage(t *testing.T) *page {
	t.Helper()
	gpuBrowser.once.Do(startGPUBrowser)
	if gpuBrowser.err != nil {
		t.Fatalf("starting chromium with WebGPU: %v", gpuBrowser.err)
	}
	return newPageIn(t, gpuBrowser.ctx, baseURL)
}

func startGPUBrowser() {
	chromium, _ := findChromium()
	gpuBrowser.ctx, gpuBrowser.stop, gpuBrowser.err = startBrowser(chromium, gpuFlags...)
}

// stopGPUBrowser ends gpuBrowser, if a test started it.
func stopGPUBrowser() {
	if gpuBrowser.stop != nil {
		gpuBrowser.stop()
	}
}
