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
// as make builds them, link none of the server's code: the server's side
// of app/ (nqueens/app/server, which serves, draws previews and mends
// go-app's files) and the page's prerendering are left out, and the
// packages they need, and go-app's Handler (the overlay of
// cmd/wasmoverlay replaces its http.go and resource.go), and with it
// net/http, crypto/tls, text/template, mime and log, whose package
// initialisers alone kept much code (wasm/app/goapp/README.md); nor
// any crypto package, which go-app's encryption and its IDs from
// github.com/google/uuid linked (crypto.go.overlay). The solvers' Web
// Workers run the same wasm.
func TestWasmLeavesOutServerCode(t *testing.T) {
	for _, file := range []string{"app/prerender.go", "app/backend/backend_other.go"} {
		files := goListWasm(t, "-f", "{{range .GoFiles}}{{.}} {{end}}", "./"+filepath.Dir(file))
		if slices.Contains(files, filepath.Base(file)) {
			t.Errorf("the wasm builds %s, which only the server needs", file)
		}
	}
	tests := []struct {
		main      string
		flags     []string
		forbidden []string // import paths, or their prefixes ending in /
	}{
		{"./wasm/app", []string{wasmOverlay(t)}, []string{"github.com/andybalholm/brotli/", "github.com/klauspost/compress/",
			"image/png", "image/draw", "os/exec", "nqueens/cmd/", "nqueens/app/server",
			"net", "net/http/", "crypto/", "github.com/google/uuid", "text/template/", "mime/", "log/", "compress/"}},
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
