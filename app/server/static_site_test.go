//go:build !(js && wasm)

package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestStaticSiteIsMended(t *testing.T) {
	dist := filepath.Join(t.TempDir(), "dist")
	if err := WriteStatic(fakeRoot(t), dist, "/nqueens"); err != nil {
		t.Fatal(err)
	}
	page, err := os.ReadFile(filepath.Join(dist, "index.html"))
	if err != nil {
		t.Fatal(err)
	}
	js, err := os.ReadFile(filepath.Join(dist, "app.js"))
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"user-scalable", `property="og:url"`, "127.0.0.1"} {
		if strings.Contains(string(page), bad) {
			t.Errorf("the static page has %q", bad)
		}
	}
	if !strings.Contains(string(js), "loaded <= total") {
		t.Error("the static app.js is not mended")
	}
}
