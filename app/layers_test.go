package app

import (
	"encoding/json"
	"errors"
	"io"
	"nqueens/app/kit"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strings"
	"testing"
)

// layers place the packages of app/ in the page's layers: a package may
// import only packages of lower layers, so that the data flows one way.
// Every other package under app/ is a teaching panel, in panelLayer: no
// panel imports another, nor the page. A new lower package needs a line
// here; a new panel needs none.
var layers = map[string]int{
	"nqueens/app/worker":                     0, // the worker protocol, shared with the CLI
	"nqueens/app/task":                       0, // callbacks in browser tasks of their own
	"nqueens/app/worker/internal/exacttable": 1, // its exact tables' generator
	"nqueens/app/worker/internal/genexact":   2,
	"nqueens/app/steps/internal/listing":     1, // the steps panel's code listings' generator
	"nqueens/app/steps/internal/genlisting":  2,
	"nqueens/app/link":                       1, // the link's state
	"nqueens/app/stepmark":                   1, // the marks of a traced board's squares, for the steps panel and the previews
	"nqueens/app/backend":                    1, // the browser's workers
	"nqueens/app/backend/backendtest":        2, // a backend for the page's tests
	"nqueens/app/kit":                        2, // what the page and the panels share
	"nqueens/app/board":                      3, // the board and the plot
	"nqueens/app/kit/pagetest":               3, // a page for the panels' tests
	"nqueens/app/play":                       4, // play mode: a mode of the page beside the panels, not one of them
	"nqueens/app/puzzle":                     4, // puzzle mode, as play
	"nqueens/app":                            5, // the page
	"nqueens/app/server":                     6, // the server's side: the handler, prerendering, caching
	"nqueens/app/server/servertest":          0, // what the server's tests serve
}

// solverLayers place the packages of solver/ in layers as layers does
// those of app/; none of them imports app/, cmd/ or the server's command.
// A new package under solver/ needs a line here.
var solverLayers = map[string]int{
	"nqueens/solver/internal/names":          0, // finding a method or a solver by its name
	"nqueens/solver/internal/rng":            0, // the seeded random source of the solvers and the puzzles
	"nqueens/solver/internal/countdown":      0, // a context for tests, cancelled on its n-th look
	"nqueens/solver/internal/plan":           0, // what solver and its methods share: Tally, the tasks' interfaces, the costs' helpers
	"nqueens/solver/internal/constellations": 1, // the constellations method: its constellations, layouts, tasks and search
	"nqueens/solver/internal/quarters":       2, // the quarters method: its tables of a quarter's queens, joins and sieve
	"nqueens/solver/internal/kernel":         2, // the GPU kernel of constellations: its WGSL, its starts and the same search in Go
	"nqueens/solver":                         3, // counts, plans, solutions, verify
	"nqueens/solver/trace":                   4, // the teaching trace: the lessons, run step by step
	"nqueens/solver/random":                  4, // the random solvers and the stepVegas experiment
	"nqueens/solver/puzzle":                  4, // the completion puzzles and the puzzle of the day
}

// testOnly are the packages that only tests may import.
var testOnly = []string{"nqueens/app/kit/pagetest", "nqueens/app/backend/backendtest", "nqueens/solver/internal/countdown"}

// panelLayer is the teaching panels' layer, and the modes' beside them.
const panelLayer = 4

// layerOf returns the layer of a package of app/.
func layerOf(pkg string) int {
	if layer, ok := layers[pkg]; ok {
		return layer
	}
	return panelLayer
}

// goApp is go-app's package, which the link's state must not need.
const goApp = "github.com/maxence-charriere/go-app/v9/pkg/app"

// serverSide is the server's side of app/, which nothing built for the
// browser may need.
const serverSide = "nqueens/app/server"

// entryImports are the packages of app/ besides nqueens/app that the
// programs built from app/ import: the server's command, the server's
// side, and the page's wasm none.
var entryImports = map[string][]string{
	"nqueens":          {serverSide},
	"nqueens/wasm/app": nil,
}

// A listedPackage is what go list says of a package.
type listedPackage struct {
	ImportPath string
	Imports    []string
	Deps       []string
}

// listPackages lists the module's packages as built for goos and goarch.
func listPackages(t *testing.T, goos, goarch string) []listedPackage {
	t.Helper()
	cmd := exec.Command("go", "list", "-json", "nqueens/...")
	cmd.Env = append(os.Environ(), "GOOS="+goos, "GOARCH="+goarch)
	cmd.Stderr = os.Stderr
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	var pkgs []listedPackage
	dec := json.NewDecoder(strings.NewReader(string(out)))
	for {
		var p listedPackage
		if err := dec.Decode(&p); errors.Is(err, io.EOF) {
			return pkgs
		} else if err != nil {
			t.Fatal(err)
		}
		pkgs = append(pkgs, p)
	}
}

// TestLayers holds the layering of app/, for the page as the server builds
// it and as the browser does: each package imports only lower layers;
// only tests use testOnly; the link's state needs no go-app; nothing under
// app/ needs the server's command or the CLI; the server's command imports
// the server's side of app/ (and the page, for its settings) and the
// page's wasm the page alone; nothing built for the browser needs the
// server's side; and the page's registry lists every panel.
func TestLayers(t *testing.T) {
	if testing.Short() {
		t.Skip("runs go list")
	}
	registered := map[string]bool{}
	for _, spec := range Panels {
		registered[reflect.TypeOf(spec.New(kit.PanelProps{})).Elem().PkgPath()] = true
	}
	for _, target := range [][2]string{{"linux", "amd64"}, {"js", "wasm"}} {
		for _, p := range listPackages(t, target[0], target[1]) {
			layer := layerOf(p.ImportPath)
			if _, listed := layers[p.ImportPath]; !listed && strings.HasPrefix(p.ImportPath, "nqueens/app/") && !registered[p.ImportPath] {
				t.Errorf("%s is neither a lower layer nor a panel in Panels", p.ImportPath)
			}
			if allowed, ok := entryImports[p.ImportPath]; ok {
				for _, imp := range p.Imports {
					if strings.HasPrefix(imp, "nqueens/app/") && !slices.Contains(allowed, imp) {
						t.Errorf("%s imports %s: it imports only %v of app/", p.ImportPath, imp, allowed)
					}
				}
			}
			if target[0] == "js" && slices.Contains(p.Deps, serverSide) {
				t.Errorf("%s needs %s when built for the browser", p.ImportPath, serverSide)
			}
			for _, imp := range p.Imports {
				if slices.Contains(testOnly, imp) {
					t.Errorf("%s imports %s, which is for tests", p.ImportPath, imp)
				}
			}
			if strings.HasPrefix(p.ImportPath, "nqueens/solver") {
				checkSolverLayers(t, p)
			}
			if !strings.HasPrefix(p.ImportPath, "nqueens/app") {
				continue
			}
			for _, imp := range p.Imports {
				if !strings.HasPrefix(imp, "nqueens/app") {
					continue
				}
				if below := layerOf(imp); below >= layer {
					t.Errorf("%s/%s: %s (layer %d) imports %s (layer %d)", target[0], target[1], p.ImportPath, layer, imp, below)
				}
			}
			if p.ImportPath == "nqueens/app/link" && slices.Contains(p.Deps, goApp) {
				t.Errorf("%s/%s: the link's state needs go-app", target[0], target[1])
			}
			for _, dep := range p.Deps {
				if dep == "nqueens" || strings.HasPrefix(dep, "nqueens/cmd/") {
					t.Errorf("%s needs %s", p.ImportPath, dep)
				}
			}
		}
	}
}

// checkSolverLayers checks that package p of solver/ is listed in
// solverLayers, imports only lower layers of solver/, and nothing else of
// the module.
func checkSolverLayers(t *testing.T, p listedPackage) {
	t.Helper()
	layer, listed := solverLayers[p.ImportPath]
	if !listed {
		t.Errorf("%s is not in solverLayers", p.ImportPath)
	}
	for _, imp := range p.Imports {
		below, ok := solverLayers[imp]
		switch {
		case ok && below >= layer:
			t.Errorf("%s (layer %d) imports %s (layer %d)", p.ImportPath, layer, imp, below)
		case !ok && (imp == "nqueens" || strings.HasPrefix(imp, "nqueens/")):
			t.Errorf("%s imports %s, outside solver/", p.ImportPath, imp)
		}
	}
}
