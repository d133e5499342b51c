package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"nqueens/wasm/app/goapp"
)

// TestOverlayMakesThePatches writes the overlay as make does and checks
// that each of go-app's files it replaces, leaves out or edits differs
// from the module's own file exactly as its committed patch in
// wasm/app/goapp/patches says, and that every Go file with a patch is in
// the overlay: a go-app upgrade, or an edit of an .overlay file, fails
// here until its patch is written anew.
func TestOverlayMakesThePatches(t *testing.T) {
	if testing.Short() {
		t.Skip("runs the go command")
	}
	dir := t.TempDir()
	if err := run(dir); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(filepath.Join(dir, "wasm-overlay.json"))
	if err != nil {
		t.Fatal(err)
	}
	var overlay struct{ Replace map[string]string }
	if err := json.Unmarshal(data, &overlay); err != nil {
		t.Fatal(err)
	}
	modDir, err := goapp.ModuleDir()
	if err != nil {
		t.Fatal(err)
	}
	home, changed := filepath.Join(dir, "go-app"), map[string]bool{}
	for file, with := range overlay.Replace {
		rel, err := filepath.Rel(home, file)
		if err != nil || strings.HasPrefix(rel, "..") || with == filepath.Join(modDir, rel) {
			continue // the project's go.mod, or one of go-app's files as published
		}
		var content []byte // nil: left out
		if with != "" {
			if content, err = os.ReadFile(with); err != nil {
				t.Fatal(err)
			}
		}
		changed[filepath.ToSlash(rel)] = true
		if err := goapp.Check(filepath.ToSlash(rel), content); err != nil {
			t.Error(err)
		}
	}
	patched, err := goapp.Patched()
	if err != nil {
		t.Fatal(err)
	}
	for _, path := range patched {
		if strings.HasSuffix(path, ".go") && !changed[path] {
			t.Errorf("wasm/app/goapp/patches has a patch of %s, which the overlay does not change", path)
		}
	}
	if len(changed) == 0 {
		t.Error("the overlay changes none of go-app's files")
	}
}
