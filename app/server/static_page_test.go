//go:build !(js && wasm)

package server

import (
	"strings"
	"testing"
)

func TestFixStaticPageMarksTheStaticSite(t *testing.T) {
	page := []byte(`<html><head></head><body><main></main></body></html>`)
	if got := string(fixStaticPage(page)); !strings.Contains(got, `<body data-site="static">`) {
		t.Errorf("fixStaticPage wrote %s", got)
	}
	if got := string(fixPage(page)); strings.Contains(got, "data-site") {
		t.Errorf("fixPage marked a server's page as static: %s", got)
	}
}
