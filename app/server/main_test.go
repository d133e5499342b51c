//go:build !(js && wasm)

package server

import (
	"os"
	"testing"

	nqapp "nqueens/app"
)

// TestMain registers the page's routes and panels, as the server's main
// does, before any test: oEmbed's sizes and a link's preview read the
// panels, so that a test run alone sees what the whole package sees.
func TestMain(m *testing.M) {
	nqapp.Register()
	os.Exit(m.Run())
}
