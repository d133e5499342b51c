package app

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// TestElemTagsHaveNoGoAppType holds the reason the page draws some
// elements with app.Elem (see renderEmbedDialog): each of go-app's own
// types of element, such as app.H2's, adds about 16 KB to the wasm before
// compression, which app.Elem saves only while no code of app/ calls the
// type's constructor. Generators and the server's side are not in the
// wasm.
func TestElemTagsHaveNoGoAppType(t *testing.T) {
	elems := map[string]string{}        // a tag drawn by app.Elem, and where
	constructors := map[string]string{} // go-app's constructors called, lower-case, and where
	fset := token.NewFileSet()
	err := filepath.WalkDir(".", func(path string, d fs.DirEntry, err error) error {
		switch {
		case err != nil:
			return err
		case d.IsDir() && (path == "server" || d.Name() == "internal"):
			return filepath.SkipDir
		case d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go"):
			return nil
		}
		f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
		if err == nil {
			goAppCalls(fset, f, elems, constructors)
		}
		return err
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(elems) == 0 || constructors["div"] == "" {
		t.Fatalf("found %d tags drawn by app.Elem and no app.Div: the walk missed the page's code", len(elems))
	}
	for tag, at := range elems {
		if other, ok := constructors[tag]; ok {
			t.Errorf("%s draws <%s> with app.Elem to leave out go-app's type, but %s links it: use go-app's constructor in both", at, tag, other)
		}
	}
}

// goAppCalls records where f calls go-app: in elems each tag it draws with
// app.Elem, and in constructors, lower-case, each function of go-app it
// calls without arguments, such as app.Div.
func goAppCalls(fset *token.FileSet, f *ast.File, elems, constructors map[string]string) {
	goAppName := importName(f, goApp)
	ast.Inspect(f, func(n ast.Node) bool {
		call, ok := n.(*ast.CallExpr)
		if !ok {
			return true
		}
		sel, ok := call.Fun.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		if pkg, ok := sel.X.(*ast.Ident); !ok || pkg.Name != goAppName {
			return true
		}
		at := fset.Position(call.Pos()).String()
		switch {
		case len(call.Args) == 0:
			constructors[strings.ToLower(sel.Sel.Name)] = at
		case sel.Sel.Name == "Elem":
			if lit, ok := call.Args[0].(*ast.BasicLit); ok && lit.Kind == token.STRING {
				tag, _ := strconv.Unquote(lit.Value)
				elems[tag] = at
			}
		}
		return true
	})
}

// importName is the name file f imports path under, "" if it does not.
func importName(f *ast.File, path string) string {
	for _, spec := range f.Imports {
		if spec.Path.Value == strconv.Quote(path) {
			if spec.Name != nil {
				return spec.Name.Name
			}
			return path[strings.LastIndex(path, "/")+1:]
		}
	}
	return ""
}
