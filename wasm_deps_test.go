package main

import (
	"os"
	"os/exec"
	"path/filepath"
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

// wasmOverlay has cmd/wasmoverlay write, in a temporary directory, the
// overlay that make builds the page's wasm with, and returns its
// -overlay flag.
func wasmOverlay(t *testing.T) string {
	t.Helper()
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Skip("no go command on PATH")
	}
	dir := t.TempDir()
	if out, err := exec.Command(goTool, "run", "./cmd/wasmoverlay", dir).CombinedOutput(); err != nil {
		t.Fatalf("go run ./cmd/wasmoverlay: %v\n%s", err, out)
	}
	return "-overlay=" + filepath.Join(dir, "wasm-overlay.json")
}

// TestWasmLeavesOutServerCode checks that the browser's wasm files, built
// as make builds them, link none of the server's code: the page leaves
// out the files of package app that serve, prerender and draw previews,
// and the packages they need, and go-app's Handler (the overlay of
// cmd/wasmoverlay replaces its http.go and resource.go), and with it
// net/http, crypto/tls, text/template, mime and log, whose package
// initialisers alone kept about 1.4 MB of code, 370 KB on the wire; the
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
		flags     []string
		forbidden []string // import paths, or their prefixes ending in /
	}{
		{"./wasm/app", []string{wasmOverlay(t)}, []string{"github.com/andybalholm/brotli/", "github.com/klauspost/compress/",
			"image/png", "image/draw", "os/exec", "nqueens/cmd/",
			"net", "net/http/", "crypto/tls/", "crypto/x509/", "text/template/", "mime/", "log/", "compress/"}},
		{"./wasm/worker", nil, []string{"github.com/maxence-charriere/go-app/", "net/http", "image",
			"github.com/andybalholm/brotli/", "github.com/klauspost/compress/", "nqueens/app", "encoding/json"}},
	}
	for _, tt := range tests {
		deps := goListWasm(t, append(append([]string{"-deps"}, tt.flags...), tt.main)...)
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
