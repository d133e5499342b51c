package e2e

import (
	"path/filepath"
	"testing"

	"github.com/chromedp/chromedp"
)

// TestWorksOffline loads the app from a server of its own, which then
// stops: a reload must still show the board and count, from the service
// worker's cache.
func TestWorksOffline(t *testing.T) {
	root, _ := filepath.Abs("..")
	server, addr, err := startServer(root, false)
	if err != nil {
		t.Fatal(err)
	}
	defer server.Process.Kill()
	p := openPageAt(t, "http://"+addr, "/?n=8")
	p.waitCount("92")
	// The service worker has cached everything once it controls the page.
	p.waitFor(`navigator.serviceWorker.controller !== null`)
	if err := stopServer(server); err != nil {
		t.Fatal(err)
	}
	p.do(chromedp.Navigate("http://" + addr + "/?n=6&sol=2"))
	p.waitLive()
	x := p.waitBoard(6)
	p.checkLoadedByWorker()
	p.waitCount("4")
	if got := p.attr("solution", "data-index"); got != "2" || len(x) != 6 {
		t.Errorf("offline, /?n=6&sol=2 shows solution %s: %v", got, x)
	}
}
