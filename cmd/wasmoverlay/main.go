// Command wasmoverlay writes the overlay (go build -overlay) that make
// builds, vets and tests the page's wasm with: in it go-app builds with
// some of its files replaced by those of wasm/app/goapp, left out, or
// edited (edits, below). wasm/app/goapp/README.md says which, why, and
// what it saves; its patches/ shows each as a diff, which this command's
// test holds to what the overlay builds. Nothing else builds with the
// overlay: the server and the go-app hello world that make lighthouse
// measures use go-app as published.
//
// The go command refuses to overlay files in the module cache, so the
// overlay gives go-app a second home that exists only in the overlay: it
// puts in place of the project's go.mod a copy that replaces go-app with
// the directory DIR/go-app, whose files are those of go-app's module but
// for the ones replaced, left out or edited; its directories are made,
// empty, for go vet.
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

	"nqueens/wasm/app/goapp"
)

// replaced maps go-app's files, by their path in its module, to the
// project's files that take their place, "" for none.
var replaced = map[string]string{
	"pkg/app/crypto.go":   "wasm/app/goapp/crypto.go.overlay",
	"pkg/app/http.go":     "wasm/app/goapp/http.go.overlay",
	"pkg/app/resource.go": "",
	"pkg/app/route.go":    "wasm/app/goapp/route.go.overlay",
	"pkg/app/wasm.go":     "wasm/app/goapp/wasm.go.overlay",
}

// An edit replaces, in one of go-app's files, the text old by new, which
// must occur exactly count times in go-app v9.8.0's.
type edit struct {
	file, old, new string
	count          int
}

// edits are go-app's files that the overlay edits rather than replaces:
// their IDs come from newID (crypto.go.overlay), not from uuid; and the
// engine's first cleanup of its states waits for its ticker, a minute,
// rather than run in the page's start.
var edits = []edit{
	{"pkg/app/engine.go", "\t\te.states.Cleanup()\n\t\tcleanups := time.NewTicker(time.Minute)\n",
		"\t\tcleanups := time.NewTicker(time.Minute) // nqueens: the first cleanup waits for it\n", 1},
	{"pkg/app/context.go", "\t\"github.com/google/uuid\"\n", "", 1},
	{"pkg/app/context.go", "uuid.NewString()", "newID()", 1},
	{"pkg/app/state.go", "\t\"github.com/google/uuid\"\n", "", 1},
	{"pkg/app/state.go", "uuid.NewString()", "newID()", 1},
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
	modDir, err := goapp.ModuleDir()
	if err != nil {
		return err
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
			return fmt.Errorf("%s %s has no %s", goapp.Module, goapp.Version, rel)
		}
		if with != "" {
			with = filepath.Join(root, filepath.FromSlash(with))
		}
		replace[file] = with
	}

	if err := writeEdits(filepath.Join(dir, "_go-app-edits"), home, edits, replace); err != nil {
		return err
	}
	if err := makeDirs(home, replace); err != nil {
		return err
	}

	modData, err := os.ReadFile(goMod)
	if err != nil {
		return err
	}
	modData = fmt.Appendf(modData, "\n// Written by cmd/wasmoverlay for the page's wasm alone.\nreplace %s => %s\n", goapp.Module, strconv.Quote(home))
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

// writeEdits writes, under dir, go-app's files as edits edit them (dir's
// name starts with _, so that the go command's ./... does not list them
// as a package of the project), and
// has replace, which maps the files of go-app's second home (home) to
// theirs, map them to the edited copies.
func writeEdits(dir, home string, edits []edit, replace map[string]string) error {
	edited := map[string][]byte{}
	for _, e := range edits {
		file := filepath.Join(home, filepath.FromSlash(e.file))
		src, ok := edited[file]
		if !ok {
			var err error
			if src, err = os.ReadFile(replace[file]); err != nil {
				return err
			}
		}
		if n := bytes.Count(src, []byte(e.old)); n != e.count {
			return fmt.Errorf("%s %s: %q occurs %d times, not %d", goapp.Module, e.file, e.old, n, e.count)
		}
		edited[file] = bytes.ReplaceAll(src, []byte(e.old), []byte(e.new))
	}
	for file, src := range edited {
		rel, err := filepath.Rel(home, file)
		if err != nil {
			return err
		}
		copyPath := filepath.Join(dir, rel)
		if err := os.MkdirAll(filepath.Dir(copyPath), 0o755); err != nil {
			return err
		}
		if err := writeIfChanged(copyPath, src); err != nil {
			return err
		}
		replace[file] = copyPath
	}
	return nil
}

// makeDirs makes, empty, the directories of the files under home that
// replace maps: go vet runs its tool in each package's directory, which
// the overlay alone does not make.
func makeDirs(home string, replace map[string]string) error {
	for file := range replace {
		if rel, err := filepath.Rel(home, file); err == nil && !strings.HasPrefix(rel, "..") {
			if err := os.MkdirAll(filepath.Dir(file), 0o755); err != nil {
				return err
			}
		}
	}
	return nil
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
