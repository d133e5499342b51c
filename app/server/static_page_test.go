//go:build !(js && wasm)

package server

import (
	"strings"
	"testing"
)

func TestFixStaticPageMarksTheStaticSite(t *testing.T) {
	page := []byte(`<html><head></head><body><main></main></body></html>`)
	if got := string(FixStaticPage(page)); !strings.Contains(got, `<body data-site="static">`) {
		t.Errorf("FixStaticPage wrote %s", got)
	}
	if got := string(FixPage(page)); strings.Contains(got, "data-site") {
		t.Errorf("FixPage marked a server's page as static: %s", got)
	}
}
