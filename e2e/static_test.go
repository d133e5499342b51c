package e2e

import (
	"net"
	"net/http"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestStaticSiteUnderSubPath writes the static site, serves it with a
// plain file server under /nqueens/, as GitHub Pages would, and uses it.
func TestStaticSiteUnderSubPath(t *testing.T) {
	root, _ := filepath.Abs("..")
	dist := t.TempDir()
	out, err := exec.Command(filepath.Join(root, "bin", "nqueens-server"), "-root", root, "-static", dist, "-prefix", "/nqueens").CombinedOutput()
	if err != nil {
		t.Fatalf("writing the static site: %v\n%s", err, out)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := &http.Server{Handler: http.StripPrefix("/nqueens", http.FileServer(http.Dir(dist)))}
	go srv.Serve(ln)
	defer srv.Close()

	p := openPageAt(t, "http://"+ln.Addr().String(), "/nqueens/?n=6&sol=2")
	x := p.waitBoard(6)
	p.waitCount("4")
	if got := p.attr("solution", "data-index"); got != "2" || len(x) != 6 {
		t.Errorf("the static site shows solution %s of n = 6", got)
	}
	p.click("next")
	p.waitIndex("3")
	if loc := p.location(); !strings.Contains(loc, "/nqueens/?") || query(t, loc).Get("sol") != "3" {
		t.Errorf("after Next the link is %s, want it under /nqueens/ with sol=3", loc)
	}
}
