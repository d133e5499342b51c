package main

import (
	"os"
	"os/exec"
	"slices"
	"strings"
	"testing"
)

// goListWasm runs go list for js/wasm with args and returns its lines.
func goListWasm(t *testing.T, args ...string) []string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	cmd := exec.Command(goTool, append([]string{"list"}, args...)...)
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list %s: %v", strings.Join(args, " "), err)
	}
	return strings.Fields(string(out))
}

// TestWasmLeavesOutServerCode checks that the browser's wasm files link
// none of the server's code: the page leaves out the files of package app
// that serve, prerender and draw previews, and the packages they need; the
// solver's worker leaves out the UI, and net/http with it, and
// encoding/json, whose work worker.AppendResponse and ParseRequest do for
// about 85 KB less of its download.
func TestWasmLeavesOutServerCode(t *testing.T) {
	files := goListWasm(t, "-f", "{{range .GoFiles}}{{.}} {{end}}", "./app")
	for _, server := range []string{"handler.go", "site.go", "prerender.go", "preview.go", "backend_other.go"} {
		if slices.Contains(files, server) {
			t.Errorf("the wasm builds app/%s, which only the server needs", server)
		}
	}
	tests := []struct {
		main      string
		forbidden []string // import paths, or their prefixes ending in /
	}{
		{"./wasm/app", []string{"github.com/andybalholm/brotli/", "github.com/klauspost/compress/",
			"image/png", "image/draw", "net/http/httptest", "os/exec", "nqueens/cmd/"}},
		{"./wasm/worker", []string{"github.com/maxence-charriere/go-app/", "net/http", "image",
			"github.com/andybalholm/brotli/", "github.com/klauspost/compress/", "nqueens/app", "encoding/json"}},
	}
	for _, tt := range tests {
		deps := goListWasm(t, "-deps", tt.main)
		for _, dep := range deps {
			for _, f := range tt.forbidden {
				if dep == f || dep == strings.TrimSuffix(f, "/") || strings.HasSuffix(f, "/") && strings.HasPrefix(dep, f) {
					t.Errorf("%s links %s", tt.main, dep)
				}
			}
		}
	}
}

// TestWorkerLinksNoTimeFormatting builds the worker as make does and
// checks, with the linker's -dumpdep, that it leaves out the formatting of
// time.Time: any context.Context the worker reaches, or a time.Time in a
// value converted to an interface, keeps it, 20 KB on the wire (see
// solver.Stopper). On failure it shows the chain that links it.
func TestWorkerLinksNoTimeFormatting(t *testing.T) {
	if testing.Short() {
		t.Skip("builds the worker")
	}
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	cmd := exec.Command(goTool, "build", "-o", os.DevNull, "-ldflags=-dumpdep", "./wasm/worker")
	cmd.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "GOWASM=satconv,signext")
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("go build: %v\n%.2000s", err, out)
	}
	// Each line "a -> b" says that a made b reachable first.
	parent := map[string]string{}
	for line := range strings.Lines(string(out)) {
		if a, b, ok := strings.Cut(strings.TrimSpace(line), " -> "); ok {
			parent[b] = a
		}
	}
	for _, sym := range []string{"time.Time.Format", "type:context.Context"} {
		if _, ok := parent[sym]; !ok {
			continue
		}
		chain := []string{sym}
		for s := parent[sym]; s != "" && len(chain) < 40; s = parent[s] {
			chain = append(chain, s)
		}
		slices.Reverse(chain)
		t.Errorf("the worker links %s:\n\t%s", sym, strings.Join(chain, "\n\t"))
	}
}
