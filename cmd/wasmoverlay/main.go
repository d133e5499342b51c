// Command wasmoverlay writes the overlay (go build -overlay) that make
// builds the page's wasm, web/app.wasm, with: in it go-app v9.8.0 builds
// with the files of wasm/app/goapp in place of four of its own, which
// keeps its Handler, and net/http, crypto/tls and text/template with it,
// out of the page (see wasm/app/goapp/http.go.overlay), and its routes by
// regular expression, and the regexp package with them (route.go.overlay). Nothing else
// builds with the overlay: the server, the solver's wasm and the go-app
// hello world that make lighthouse measures use go-app as published.
//
// The go command refuses to overlay files in the module cache, so the
// overlay gives go-app a second home that exists only in the overlay: it
// puts in place of the project's go.mod a copy that replaces go-app with
// the directory DIR/go-app, whose files are those of go-app's module but
// for the four.
//
// Usage:
//
//	wasmoverlay DIR
//
// run in the project, writes DIR/wasm-overlay.json, the overlay, and
// DIR/wasm-go.mod, each only when its content changes, so that make
// rebuilds the wasm only then.
package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
)

const (
	goApp        = "github.com/maxence-charriere/go-app/v9"
	goAppVersion = "v9.8.0" // the version the files of wasm/app/goapp come from
)

// replaced maps go-app's files, by their path in its module, to the
// project's files that take their place, "" for none.
var replaced = map[string]string{
	"pkg/app/http.go":     "wasm/app/goapp/http.go.overlay",
	"pkg/app/resource.go": "",
	"pkg/app/route.go":    "wasm/app/goapp/route.go.overlay",
	"pkg/app/wasm.go":     "wasm/app/goapp/wasm.go.overlay",
}

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: wasmoverlay DIR")
		os.Exit(2)
	}
	if err := run(os.Args[1]); err != nil {
		fmt.Fprintf(os.Stderr, "wasmoverlay: %v\n", err)
		os.Exit(1)
	}
}

func run(dir string) error {
	dir, err := filepath.Abs(dir)
	if err != nil {
		return err
	}
	goMod, err := goCmd("env", "GOMOD")
	if err != nil {
		return err
	}
	if goMod == "" || goMod == os.DevNull {
		return fmt.Errorf("not in a module")
	}
	root := filepath.Dir(goMod)
	// go mod download, unlike go list -m, fetches the module into a fresh
	// module cache, and says where it is.
	out, err := goCmd("mod", "download", "-json", goApp)
	if err != nil {
		return err
	}
	var mod struct{ Version, Dir, Error string }
	if err := json.Unmarshal([]byte(out), &mod); err != nil {
		return fmt.Errorf("go mod download %s: %w", goApp, err)
	}
	version, modDir := mod.Version, mod.Dir
	switch {
	case mod.Error != "":
		return fmt.Errorf("go mod download %s: %s", goApp, mod.Error)
	case version != goAppVersion:
		return fmt.Errorf("go.mod requires %s %s, but wasm/app/goapp replaces files of %s", goApp, version, goAppVersion)
	case modDir == "":
		return fmt.Errorf("go mod download %s gave no directory", goApp)
	}

	// go-app's second home: its go.mod and the files of its packages, but
	// for their tests.
	home := filepath.Join(dir, "go-app")
	replace := map[string]string{}
	err = filepath.WalkDir(modDir, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		name := d.Name()
		if name == "go.mod" || strings.HasSuffix(name, ".go") && !strings.HasSuffix(name, "_test.go") {
			rel, err := filepath.Rel(modDir, path)
			if err != nil {
				return err
			}
			replace[filepath.Join(home, rel)] = path
		}
		return nil
	})
	if err != nil {
		return err
	}
	for rel, with := range replaced {
		file := filepath.Join(home, filepath.FromSlash(rel))
		if _, ok := replace[file]; !ok {
			return fmt.Errorf("%s %s has no %s", goApp, version, rel)
		}
		if with != "" {
			with = filepath.Join(root, filepath.FromSlash(with))
		}
		replace[file] = with
	}

	modData, err := os.ReadFile(goMod)
	if err != nil {
		return err
	}
	modData = fmt.Appendf(modData, "\n// Written by cmd/wasmoverlay for the page's wasm alone.\nreplace %s => %s\n", goApp, strconv.Quote(home))
	modCopy := filepath.Join(dir, "wasm-go.mod")
	replace[goMod] = modCopy
	overlay, err := json.MarshalIndent(struct{ Replace map[string]string }{replace}, "", "\t")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	if err := writeIfChanged(modCopy, modData); err != nil {
		return err
	}
	return writeIfChanged(filepath.Join(dir, "wasm-overlay.json"), append(overlay, '\n'))
}

// goCmd runs the go command with args and returns its output, trimmed.
func goCmd(args ...string) (string, error) {
	cmd := exec.Command("go", args...)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go %s: %w", strings.Join(args, " "), err)
	}
	return strings.TrimSpace(string(out)), nil
}

// writeIfChanged writes data to path unless path holds it already, by way
// of a temporary file, so that a build never reads half a file.
func writeIfChanged(path string, data []byte) error {
	if old, err := os.ReadFile(path); err == nil && bytes.Equal(old, data) {
		return nil
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), filepath.Base(path)+".*")
	if err != nil {
		return err
	}
	_, err = tmp.Write(data)
	if err == nil {
		err = tmp.Chmod(0o644)
	}
	if err != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return err
	}
	if err := tmp.Close(); err != nil {
		os.Remove(tmp.Name())
		return err
	}
	return os.Rename(tmp.Name(), path)
}
