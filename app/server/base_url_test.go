//go:build !(js && wasm)

package server

import "testing"

func TestParseBaseURL(t *testing.T) {
	for _, bad := range []string{"lab.example", "ftp://lab.example/", "https://", "https://lab.example/?n=8", "::"} {
		if _, err := ParseBaseURL(bad); err == nil {
			t.Errorf("-base-url %q was taken", bad)
		}
	}
	if u, err := ParseBaseURL("https://lab.example/nqueens"); err != nil || u.String() != "https://lab.example/nqueens/" {
		t.Errorf("-base-url https://lab.example/nqueens: %v, %v", u, err)
	}
	if u, err := ParseBaseURL(""); u != nil || err != nil {
		t.Errorf("no -base-url: %v, %v", u, err)
	}
}
