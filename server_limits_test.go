//go:build !(js && wasm)

package main

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"nqueens/app/server/servertest"
)

// TestSlowClientsDoNotStarveOthers opens 200 slowloris connections, which
// send their headers a byte at a time and never finish them: a normal
// request must still be answered at once, and the server must close each
// slow connection when its header timeout is up.
func TestSlowClientsDoNotStarveOthers(t *testing.T) {
	const slow = 200
	defer func(d time.Duration) { readHeaderTimeout = d }(readHeaderTimeout)
	readHeaderTimeout = time.Second
	addr, stop := startTestServer(t, servertest.Root(t))
	defer stop()

	closedAfter := make(chan time.Duration, slow)
	for i := 0; i < slow; i++ {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			t.Fatalf("slow connection %d: %v", i, err)
		}
		defer c.Close()
		opened := time.Now()
		go trickle(c, fmt.Sprintf("GET /?n=%d HTTP/1.1\r\nHost: %s\r\nX-Slow: %s", i%32+1, addr, strings.Repeat("z", 1000)))
		go func() {
			io.Copy(io.Discard, c) // returns when the server closes c
			closedAfter <- time.Since(opened)
		}()
	}

	client := &http.Client{Timeout: time.Second}
	start := time.Now()
	res, err := client.Get("http://" + addr + "/?n=8")
	if err != nil {
		t.Fatalf("with %d slow clients, GET /?n=8: %v", slow, err)
	}
	io.Copy(io.Discard, res.Body)
	res.Body.Close()
	if res.StatusCode != http.StatusOK {
		t.Errorf("with %d slow clients, GET /?n=8: %s", slow, res.Status)
	}
	t.Logf("with %d slow clients, GET /?n=8 took %v", slow, time.Since(start))

	timeout := time.After(readHeaderTimeout + 3*time.Second)
	var longest time.Duration
	for i := 0; i < slow; i++ {
		select {
		case d := <-closedAfter:
			if d < readHeaderTimeout-100*time.Millisecond {
				t.Errorf("a slow connection was closed after %v, before the header timeout %v", d, readHeaderTimeout)
			}
			longest = max(longest, d)
		case <-timeout:
			t.Fatalf("%d of %d slow connections were still open %v after the header timeout", slow-i, slow, 3*time.Second)
		}
	}
	t.Logf("the slow connections were closed within %v of opening, for a header timeout of %v", longest, readHeaderTimeout)
}

// trickle writes s to c a byte every 50 ms, until it fails.
func trickle(c net.Conn, s string) {
	for i := 0; i < len(s); i++ {
		if _, err := c.Write([]byte{s[i]}); err != nil {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
}

// TestLongURL checks that a URL past maxHeaderBytes is refused at once
// with 431, while a long one within it gets the page.
func TestLongURL(t *testing.T) {
	addr, stop := startTestServer(t, servertest.Root(t))
	defer stop()
	client := &http.Client{Timeout: time.Second}
	for _, tt := range []struct{ size, status int }{
		{60 << 10, http.StatusOK},
		{100 << 10, http.StatusRequestHeaderFieldsTooLarge},
	} {
		start := time.Now()
		res, err := client.Get("http://" + addr + "/?n=6&sol=2&junk=" + strings.Repeat("q", tt.size))
		if err != nil {
			t.Errorf("a %d KB query: %v", tt.size>>10, err)
			continue
		}
		res.Body.Close()
		if res.StatusCode != tt.status {
			t.Errorf("a %d KB query: %s, want %d", tt.size>>10, res.Status, tt.status)
		}
		t.Logf("a %d KB query: %s in %v", tt.size>>10, res.Status, time.Since(start))
	}
}

// TestShutdownFinishesDownloads stops the server while a slow client
// downloads a 32 MB app.wasm: the client must get all of it, the server
// must take no new connection meanwhile, and serve must return nil.
func TestShutdownFinishesDownloads(t *testing.T) {
	root := servertest.Root(t)
	wasm := make([]byte, 32<<20)
	rand.Read(wasm) // incompressible, and too large for the sockets' buffers
	if err := os.WriteFile(filepath.Join(root, "web", "app.wasm"), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	addr, stop := startTestServer(t, root)
	req, err := http.NewRequest("GET", "http://"+addr+"/web/app.wasm", nil)
	if err != nil {
		t.Fatal(err)
	}
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(req)
	if err != nil {
		t.Fatal(err)
	}
	defer res.Body.Close()

	stopped := make(chan error, 1)
	var got bytes.Buffer
	chunk := make([]byte, 256<<10)
	for {
		n, err := io.ReadFull(res.Body, chunk)
		got.Write(chunk[:n])
		if got.Len() == len(chunk) { // the download is under way: stop the server
			go func() { stopped <- stop() }()
			waitRefused(t, addr)
		}
		if got.Len() == len(wasm)/2 {
			select {
			case err := <-stopped:
				t.Fatalf("serve returned (%v) with half of the download to send", err)
			default:
			}
		}
		if err == io.EOF || err == io.ErrUnexpectedEOF {
			break
		}
		if err != nil {
			t.Fatalf("after %d bytes: %v", got.Len(), err)
		}
		time.Sleep(10 * time.Millisecond) // about 25 MB/s
	}
	if !bytes.Equal(got.Bytes(), wasm) {
		t.Errorf("the client got %d bytes of %d, or other bytes", got.Len(), len(wasm))
	}
	select {
	case err := <-stopped:
		if err != nil {
			t.Errorf("serve returned %v", err)
		}
	case <-time.After(shutdownTimeout):
		t.Error("serve did not return after the download")
	}
}

// waitRefused waits until addr refuses connections, as a server shutting
// down does.
func waitRefused(t *testing.T, addr string) {
	t.Helper()
	for i := 0; i < 100; i++ {
		c, err := net.Dial("tcp", addr)
		if err != nil {
			return
		}
		c.Close()
		time.Sleep(10 * time.Millisecond)
	}
	t.Error("the server still takes connections a second after the shutdown began")
}
