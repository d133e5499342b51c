package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"strings"
	"testing"
)

// maxLabMethods is the most methods Lab may have: it dispatches to the
// modes' parts and the panels, which own their state and the methods on
// it (issue #44).
const maxLabMethods = 30

// TestLabStaysADispatcher counts the methods of Lab in the package's
// files, tests left out.
func TestLabStaysADispatcher(t *testing.T) {
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var methods []string
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
			continue
		}
		f, err := parser.ParseFile(fset, name, nil, parser.SkipObjectResolution)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range f.Decls {
			fn, ok := d.(*ast.FuncDecl)
			if !ok || fn.Recv == nil {
				continue
			}
			if star, ok := fn.Recv.List[0].Type.(*ast.StarExpr); ok {
				if id, ok := star.X.(*ast.Ident); ok && id.Name == "Lab" {
					methods = append(methods, fn.Name.Name)
				}
			}
		}
	}
	if len(methods) > maxLabMethods {
		t.Errorf("Lab has %d methods, more than %d: %s", len(methods), maxLabMethods, strings.Join(methods, ", "))
	}
}
