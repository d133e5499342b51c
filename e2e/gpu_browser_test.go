package e2e

import (
	"context"
	"os"
	"sync"
	"testing"

	"github.com/chromedp/chromedp"
)

// gpuBrowser is a second Chromium whose WebGPU runs on SwiftShader, its
// software GPU: the test machines have no GPU, and the first browser's
// pages have no WebGPU adapter, as on most machines without one. The first
// test that needs it starts it.
var gpuBrowser struct {
	once   sync.Once
	ctx    context.Context
	err    error
	stop   []context.CancelFunc
	closer func()
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
	userData, err := os.MkdirTemp("", "nqueens-e2e-gpu-chromium-")
	if err != nil {
		gpuBrowser.err = err
		return
	}
	gpuBrowser.closer = func() { os.RemoveAll(userData) }
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append(browserOptions(chromium, userData), gpuFlags...)...)
	ctx, cancel := chromedp.NewContext(alloc)
	gpuBrowser.ctx, gpuBrowser.stop = ctx, []context.CancelFunc{cancel, cancelAlloc}
	gpuBrowser.err = chromedp.Do(ctx)
}

// stopGPUBrowser ends gpuBrowser, if a test started it.
func stopGPUBrowser() {
	for _, stop := range gpuBrowser.stop {
		stop()
	}
	if gpuBrowser.closer != nil {
		gpuBrowser.closer()
	}
}
