package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// maxLabMethods is the most methods Lab may have: it dispatches to the
// modes' parts and the panels, which own their state and the methods on
// it (issue #44).
const maxLabMethods = 30

// maxMethods is the most methods any other type of the page may have: a
// type past it holds parts that are types of their own (the steps Panel's
// window and player, puzzle Mode's day, summary and look).
const maxMethods = 40

// TestTypesStaySmall counts the methods of each type of app and its
// packages, tests left out: Lab stays a dispatcher, and no type grows
// past maxMethods.
func TestTypesStaySmall(t *testing.T) {
	methods := methodsByType(t, ".")
	if len(methods["app.Lab"]) == 0 || len(methods["puzzle.Mode"]) == 0 {
		t.Fatalf("found no methods of Lab or puzzle.Mode: %d types", len(methods))
	}
	for name, names := range methods {
		limit := maxMethods
		if name == "app.Lab" {
			limit = maxLabMethods
		}
		if len(names) > limit {
			t.Errorf("%s has %d methods, more than %d: %s", name, len(names), limit, strings.Join(names, ", "))
		}
	}
}

// methodsByType returns the methods declared in the Go files under root,
// tests left out, by package and receiver type: "puzzle.Mode".
func methodsByType(t *testing.T, root string) map[string][]string {
	t.Helper()
	methods := map[string][]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return err
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err != nil {
			return err
		}
		for _, d := range f.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv != nil {
				name := f.Name.Name + "." + receiverName(fn.Recv.List[0].Type)
				methods[name] = append(methods[name], fn.Name.Name)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return methods
}

// receiverName is the name of a method's receiver type: T for T, *T, T[P]
// and *T[P].
func receiverName(expr ast.Expr) string {
	for {
		switch e := expr.(type) {
		case *ast.StarExpr:
			expr = e.X
		case *ast.IndexExpr:
			expr = e.X
		case *ast.IndexListExpr:
			expr = e.X
		case *ast.Ident:
			return e.Name
		default:
			return "?"
		}
	}
}
