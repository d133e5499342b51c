package app

import (
	"os"
	"testing"
)

// TestMain registers the page's routes and panels, as the server and the
// browser do before they read a link.
func TestMain(m *testing.M) {
	Register()
	os.Exit(m.Run())
}
