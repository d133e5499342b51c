package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestWriteEdits checks that an edit is written to a copy that replace
// then maps go-app's file to, and that an edit whose text go-app's file
// does not hold exactly as often as it says fails.
func TestWriteEdits(t *testing.T) {
	const src = "package app\n\nimport (\n\t\"github.com/google/uuid\"\n)\n\nvar a, b = uuid.NewString(), uuid.NewString()\n"
	tests := []struct {
		name  string
		edits []edit
		want  string // the copy's content, or the error's start
	}{
		{"both", []edit{{"pkg/app/x.go", "\t\"github.com/google/uuid\"\n", "", 1}, {"pkg/app/x.go", "uuid.NewString()", "newID()", 2}},
			"package app\n\nimport (\n)\n\nvar a, b = newID(), newID()\n"},
		{"too few", []edit{{"pkg/app/x.go", "uuid.NewString()", "newID()", 3}}, "error: "},
		{"missing", []edit{{"pkg/app/x.go", "uuid.New()", "newID()", 1}}, "error: "},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			dir, home := t.TempDir(), "/home/go-app"
			module := filepath.Join(dir, "x.go")
			if err := os.WriteFile(module, []byte(src), 0o644); err != nil {
				t.Fatal(err)
			}
			file := filepath.Join(home, "pkg", "app", "x.go")
			replace := map[string]string{file: module}
			err := writeEdits(filepath.Join(dir, "edits"), home, tt.edits, replace)
			if strings.HasPrefix(tt.want, "error: ") {
				if err == nil || replace[file] != module {
					t.Fatalf("writeEdits: %v, and %s maps to %s; want an error and the module's file", err, file, replace[file])
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			got, err := os.ReadFile(replace[file])
			if err != nil || string(got) != tt.want {
				t.Fatalf("the copy holds %q (%v), want %q", got, err, tt.want)
			}
		})
	}
}
