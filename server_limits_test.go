package main

import (
	"bytes"
	"crypto/rand"
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	nqapp "nqueens/app"
)

// TestSlowClientsDoNotStarveOthers opens 200 slowloris connections, which
// send their headers a byte at a time and never finish them: a normal
// request must still be answered at once, and the server must close each
// slow connection when its header timeout is up.
func TestSlowClientsDoNotStarveOthers(t *testing.T) {
	const slow = 200
	defer func(d time.Duration) { readHeaderTimeout = d }(readHeaderTimeout)
	readHeaderTimeout = time.Second
	addr, stop := startTestServer(t, fakeRoot(t))
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

// TestLongURL checks that a URL past maxHeaderBytes is refused at once with
// 431, while a long one within it gets the page; and that the page echoes
// none of a long query, in a parameter of its own or not, even in its
// canonical link: it is no larger than the page of the same board without
// it.
func TestLongURL(t *testing.T) {
	defer func() { nqapp.BaseURL = nil }()
	if err := setBaseURL("https://lab.example/"); err != nil {
		t.Fatal(err)
	}
	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	client := &http.Client{Timeout: time.Second}
	plain, err := client.Get("http://" + addr + "/?n=6&sol=2")
	if err != nil {
		t.Fatal(err)
	}
	plainSize := len(readAll(t, plain))
	for _, tt := range []struct {
		param  string
		size   int
		status int
	}{
		{"junk", 5 << 10, http.StatusOK},
		{"junk", 8 << 10, http.StatusOK},
		{"junk", 60 << 10, http.StatusOK},
		{"mode", 60 << 10, http.StatusOK},
		{"solver", 5 << 10, http.StatusOK},
		{"panel", 5 << 10, http.StatusOK},
		{"method", 5 << 10, http.StatusOK},
		{"seed", 5 << 10, http.StatusOK},
		{"junk", 100 << 10, http.StatusRequestHeaderFieldsTooLarge},
	} {
		junk := strings.Repeat("q", tt.size)
		start := time.Now()
		res, err := client.Get("http://" + addr + "/?n=6&sol=2&" + tt.param + "=" + junk)
		if err != nil {
			t.Errorf("a %d KB %s: %v", tt.size>>10, tt.param, err)
			continue
		}
		body := readAll(t, res)
		if res.StatusCode != tt.status {
			t.Errorf("a %d KB %s: %s, want %d", tt.size>>10, tt.param, res.Status, tt.status)
		}
		if tt.status == http.StatusOK {
			if !strings.Contains(body, `data-n="6"`) {
				t.Errorf("a %d KB %s: the page is not the n = 6 board", tt.size>>10, tt.param)
			}
			if strings.Contains(body, junk[:200]) || len(body) > plainSize+1024 {
				t.Errorf("a %d KB %s: the page (%d bytes, %d without it) echoes it", tt.size>>10, tt.param, len(body), plainSize)
			}
			if og := metaTags(body)["og:url"]; !strings.HasPrefix(og, "https://lab.example/?") || len(og) > 200 {
				t.Errorf("a %d KB %s: og:url %.100q", tt.size>>10, tt.param, og)
			}
		}
		t.Logf("a %d KB %s: %s in %v", tt.size>>10, tt.param, res.Status, time.Since(start))
	}
}

// TestOnlyGetAndHead checks that getOrHead passes GET and HEAD on and
// refuses the other methods, and that serve uses it.
func TestOnlyGetAndHead(t *testing.T) {
	reached := false
	h := getOrHead(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { reached = true }))
	for _, method := range []string{"GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "TRACE", "CONNECT", "BREW"} {
		reached = false
		w := httptest.NewRecorder()
		h.ServeHTTP(w, httptest.NewRequest(method, "/?n=8", nil))
		allowed := method == "GET" || method == "HEAD"
		if reached != allowed {
			t.Errorf("%s reached the handler: %v", method, reached)
		}
		if !allowed && (w.Code != http.StatusMethodNotAllowed || w.Header().Get("Allow") != "GET, HEAD") {
			t.Errorf("%s: %d, Allow %q", method, w.Code, w.Header().Get("Allow"))
		}
	}

	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	for _, method := range []string{"GET", "HEAD", "POST", "DELETE", "OPTIONS"} {
		req, _ := http.NewRequest(method, "http://"+addr+"/?n=8", strings.NewReader(""))
		res, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		body, _ := io.ReadAll(res.Body)
		res.Body.Close()
		want := http.StatusOK
		if method != "GET" && method != "HEAD" {
			want = http.StatusMethodNotAllowed
		}
		if res.StatusCode != want || want == http.StatusMethodNotAllowed && (res.Header.Get("Allow") != "GET, HEAD" || strings.Contains(string(body), "<html")) {
			t.Errorf("%s /?n=8: %s, Allow %q, %.40q", method, res.Status, res.Header.Get("Allow"), body)
		}
	}
}

// TestShutdownFinishesDownloads stops the server while a slow client
// downloads a 32 MB app.wasm: the client must get all of it, the server
// must take no new connection meanwhile, and serve must return nil.
func TestShutdownFinishesDownloads(t *testing.T) {
	root := fakeRoot(t)
	wasm := make([]byte, 32<<20)
	rand.Read(wasm) // incompressible, and too large for the sockets' buffers
	if err := os.WriteFile(filepath.Join(root, "web", "app.wasm"), wasm, 0o644); err != nil {
		t.Fatal(err)
	}
	addr, stop := startTestServer(t, root)
	res, err := (&http.Transport{DisableCompression: true}).RoundTrip(mustRequest(t, "http://"+addr+"/web/app.wasm"))
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

// mustRequest makes a GET request for url.
func mustRequest(t *testing.T, url string) *http.Request {
	t.Helper()
	req, err := http.NewRequest("GET", url, nil)
	if err != nil {
		t.Fatal(err)
	}
	return req
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
