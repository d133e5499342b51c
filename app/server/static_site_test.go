//go:build !(js && wasm)

package server

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestStaticSiteIsMended checks that every page of the static site, the
// embed's too, is mended as the server's are, and marked as a static
// site's, and that app.js is mended.
func TestStaticSiteIsMended(t *testing.T) {
	dist := filepath.Join(t.TempDir(), "dist")
	if err := WriteStatic(fakeRoot(t), dist, "/nqueens"); err != nil {
		t.Fatal(err)
	}
	for _, name := range []string{"index.html", "embed.html"} {
		page, err := os.ReadFile(filepath.Join(dist, name))
		if err != nil {
			t.Fatal(err)
		}
		for _, bad := range []string{"user-scalable", `property="og:url"`, "127.0.0.1", ".svg"} {
			if strings.Contains(string(page), bad) {
				t.Errorf("the static %s has %q", name, bad)
			}
		}
		if !strings.Contains(string(page), `<body data-site="static">`) {
			t.Errorf("the static %s is not marked as a static site's", name)
		}
	}
	// The embed's page is embed.html alone: a file named embed would go
	// out as a download.
	if _, err := os.Stat(filepath.Join(dist, "embed")); !os.IsNotExist(err) {
		t.Errorf("the static site has a file named embed: %v", err)
	}
	js, err := os.ReadFile(filepath.Join(dist, "app.js"))
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(js), "loaded <= total") {
		t.Error("the static app.js is not mended")
	}
	if manifest, err := os.ReadFile(filepath.Join(dist, "manifest.webmanifest")); err != nil || strings.Contains(string(manifest), "svg") {
		t.Errorf("the static manifest is not mended (%v):\n%s", err, manifest)
	}
}
