// Package servertest makes what the server's tests serve: a root folder
// whose web/ is as make leaves it.
package servertest

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Root makes a folder with web/ as make leaves it, for the test t: its
// app.wasm holds placeholder bytes, which the server only hashes and sends.
func Root(t testing.TB) string {
	t.Helper()
	root := t.TempDir()
	web := filepath.Join(root, "web")
	if err := os.Mkdir(web, 0o755); err != nil {
		t.Fatal(err)
	}
	data := []byte(strings.Repeat("wasm bytes of app.wasm ", 500))
	if err := os.WriteFile(filepath.Join(web, "app.wasm"), data, 0o644); err != nil {
		t.Fatal(err)
	}
	return root
}
