//go:build !(js && wasm)

package server

import (
	"os"
	"path/filepath"
	"testing"
)

func TestVersionFollowsTheWasm(t *testing.T) {
	root := fakeRoot(t)
	v1, err := buildVersion(root)
	if err != nil {
		t.Fatal(err)
	}
	if again, _ := buildVersion(root); again != v1 {
		t.Errorf("version changed from %s to %s without a rebuild", v1, again)
	}
	if err := os.WriteFile(filepath.Join(root, "web", "app.wasm"), []byte("new"), 0o644); err != nil {
		t.Fatal(err)
	}
	v2, _ := buildVersion(root)
	if v2 == v1 {
		t.Errorf("version %s did not change with app.wasm", v1)
	}
	if err := os.WriteFile(filepath.Join(root, "web", "app.css"), []byte("body{}"), 0o644); err != nil {
		t.Fatal(err)
	}
	if v3, _ := buildVersion(root); v3 == v2 {
		t.Errorf("version %s did not change with a new app.css", v2)
	}
}
