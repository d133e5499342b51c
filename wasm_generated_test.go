package main

import (
	"strings"
	"testing"
)

// TestWasmLeavesOutGenerators holds the reason two files of the page are
// generated: app.wasm links what the generators wrote, not them. The
// steps panel's listings come highlighted, without chroma, the
// highlighter, nor the go/parser that reads the lessons
// (app/steps/internal/listing); the exact experiment's figures come in a
// table, without its generator, which takes seconds and big-number
// arithmetic to compute them (app/worker/internal/exacttable).
func TestWasmLeavesOutGenerators(t *testing.T) {
	forbidden := []string{"github.com/alecthomas/chroma/", "go/parser", "nqueens/app/steps/internal/", "nqueens/app/worker/internal/"}
	for _, dep := range goListWasm(t, "-deps", "./wasm/app") {
		for _, f := range forbidden {
			if dep == f || strings.HasSuffix(f, "/") && strings.HasPrefix(dep, f) {
				t.Errorf("./wasm/app links %s", dep)
			}
		}
	}
}
