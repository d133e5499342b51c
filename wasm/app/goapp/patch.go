// Package goapp keeps the project's edits of go-app v9.8.0 as unified
// diffs against the module's own files, in patches/, and lets the tests
// of the code that makes each edit check that it still makes exactly the
// committed patch. README.md beside this file says what each edit is for
// and what it saves; the .overlay files are the page's copies of
// go-app's files (see cmd/wasmoverlay).
package goapp

import (
	"embed"
	"encoding/json"
	"fmt"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"

	"github.com/pmezard/go-difflib/difflib"
)

const (
	// Module is go-app's module path.
	Module = "github.com/maxence-charriere/go-app/v9"
	// Version is the version of go-app that the patches apply to.
	Version = "v9.8.0"
)

// patches holds the committed patches, by the path of go-app's file in
// its module, with .patch added.
//
//go:embed patches
var patches embed.FS

// UpdateEnv names the variable that, set to 1, has Check write the
// patches it finds changed instead of failing.
const UpdateEnv = "NQUEENS_UPDATE_PATCHES"

// ModuleDir downloads go-app Version if the module cache lacks it, and
// returns its directory. It fails if go.mod requires another version.
func ModuleDir() (string, error) {
	cmd := exec.Command("go", "mod", "download", "-json", Module)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		return "", fmt.Errorf("go mod download %s: %w", Module, err)
	}
	var mod struct{ Version, Dir, Error string }
	if err := json.Unmarshal(out, &mod); err != nil {
		return "", fmt.Errorf("go mod download %s: %w", Module, err)
	}
	switch {
	case mod.Error != "":
		return "", fmt.Errorf("go mod download %s: %s", Module, mod.Error)
	case mod.Version != Version:
		return "", fmt.Errorf("go.mod requires %s %s, but the patches of wasm/app/goapp are against %s", Module, mod.Version, Version)
	case mod.Dir == "":
		return "", fmt.Errorf("go mod download %s gave no directory", Module)
	}
	return mod.Dir, nil
}

// ModuleFile returns one of go-app's files, by its slash-separated path
// in the module.
func ModuleFile(path string) ([]byte, error) {
	dir, err := ModuleDir()
	if err != nil {
		return nil, err
	}
	return os.ReadFile(filepath.Join(dir, filepath.FromSlash(path)))
}

// Diff returns the unified diff, with three lines of context, that turns
// go-app's file at path, original, into edited; a nil edited removes the
// file. Its labels are a/path and b/path, so that patch -p1 applies it in
// the module's directory.
func Diff(path string, original, edited []byte) (string, error) {
	for _, text := range [][]byte{original, edited} {
		if len(text) > 0 && text[len(text)-1] != '\n' {
			return "", fmt.Errorf("%s: a text that does not end with a newline has no patch here", path)
		}
	}
	to := "b/" + path
	if edited == nil {
		to = "/dev/null"
	}
	return difflib.GetUnifiedDiffString(difflib.UnifiedDiff{
		A:        lines(original),
		B:        lines(edited),
		FromFile: "a/" + path,
		ToFile:   to,
		Context:  3,
	})
}

// lines splits a text that ends with a newline into its lines, each with
// its newline. (difflib's SplitLines adds an empty last line, which a
// patch would then remove or add.)
func lines(text []byte) []string {
	split := strings.SplitAfter(string(text), "\n")
	return split[:len(split)-1]
}

// Patched lists the paths of go-app's files that a committed patch edits.
func Patched() ([]string, error) {
	var paths []string
	err := fs.WalkDir(patches, "patches", func(name string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			paths = append(paths, strings.TrimSuffix(strings.TrimPrefix(name, "patches/"), ".patch"))
		}
		return err
	})
	return paths, err
}

// Check returns an error unless the committed patch of go-app's file at
// path is the diff from the module's file to edited (nil: the file is
// left out). With UpdateEnv set to 1 it writes the patch instead.
func Check(path string, edited []byte) error {
	original, err := ModuleFile(path)
	if err != nil {
		return err
	}
	diff, err := Diff(path, original, edited)
	if err != nil {
		return err
	}
	committed, _ := patches.ReadFile("patches/" + path + ".patch")
	if string(committed) == diff {
		return nil
	}
	if os.Getenv(UpdateEnv) == "1" {
		return writePatch(path, diff)
	}
	change, err := Diff("patches/"+path+".patch", committed, []byte(diff))
	if err != nil {
		return err
	}
	return fmt.Errorf("go-app's %s is not edited as wasm/app/goapp/patches/%s.patch says (%s=1 rewrites it); the patch would change so:\n%s",
		path, path, UpdateEnv, change)
}

// writePatch writes the patch of go-app's file at path in this package's
// source directory.
func writePatch(path, diff string) error {
	_, self, _, ok := runtime.Caller(0)
	if !ok {
		return fmt.Errorf("cannot find wasm/app/goapp's directory to write %s's patch", path)
	}
	file := filepath.Join(filepath.Dir(self), "patches", filepath.FromSlash(path)+".patch")
	if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
		return err
	}
	return os.WriteFile(file, []byte(diff), 0o644)
}
