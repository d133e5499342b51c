//go:build !(js && wasm)

package server

import (
	"encoding/json"
	"regexp"
	"strings"
	"testing"
)

// TestIconsArePNG checks that the page names its PNG icon as its icon,
// and that the manifest lists the PNG icons only, as valid JSON: an SVG
// icon is a document of its own on the page's main thread.
func TestIconsArePNG(t *testing.T) {
	site := siteFor(t)
	page, manifest := fetch(t, site, "/?n=8&sol=5"), fetch(t, site, "/manifest.webmanifest")
	icon := regexp.MustCompile(`<link href="([^"]*)" rel="icon" type="image/png">`).FindStringSubmatch(page)
	if icon == nil || !strings.Contains(icon[1], "/web/icon-192.png") {
		t.Errorf("the page's icon is not the PNG one: %q", regexp.MustCompile(`<link[^>]*icon[^>]*>`).FindAllString(page, -1))
	}
	if strings.Contains(page, ".svg") || strings.Contains(manifest, "svg") {
		t.Errorf("an SVG icon is left: page %q, manifest %s", regexp.MustCompile(`<link[^>]*svg[^>]*>`).FindAllString(page, -1), manifest)
	}
	var m struct {
		Icons []struct{ Src, Type, Sizes string } `json:"icons"`
	}
	if err := json.Unmarshal([]byte(manifest), &m); err != nil || len(m.Icons) != 2 || m.Icons[0].Type != "image/png" || m.Icons[1].Type != "image/png" {
		t.Errorf("the manifest's icons: %+v, %v:\n%s", m.Icons, err, manifest)
	}
}
