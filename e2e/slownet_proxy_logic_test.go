package e2e

import (
	"io"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync"
	"testing"
	"time"
)

// TestThrottleCarriesAndLogs sends requests through a fast throttle, one
// after another on a connection and side by side on two: the bodies come
// whole, and the log counts each response's bytes to its request and all
// of them in the deliveries.
func TestThrottleCarriesAndLogs(t *testing.T) {
	bodies := map[string]string{"/big": strings.Repeat("0123456789", 30_000), "/small": "small"}
	server := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.WriteString(w, bodies[r.URL.Path])
	}))
	defer server.Close()
	th, err := newThrottle(strings.TrimPrefix(server.URL, "http://"), netProfile{down: 1e9, up: 1e9, rtt: 2 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	defer th.Close()
	client := &http.Client{Transport: &http.Transport{}}
	get := func(path string) {
		res, err := client.Get("http://" + th.Addr + path)
		if err != nil {
			t.Error(err)
			return
		}
		defer res.Body.Close()
		if body, err := io.ReadAll(res.Body); err != nil || string(body) != bodies[path] {
			t.Errorf("GET %s: %d bytes, error %v; want %d bytes", path, len(body), err, len(bodies[path]))
		}
	}
	var side sync.WaitGroup
	side.Go(func() { get("/big"); get("/small") })
	side.Go(func() { get("/big") })
	side.Wait()

	th.mu.Lock()
	requests := th.requests
	th.mu.Unlock()
	sum := 0
	for _, r := range requests {
		if want := len(bodies[strings.TrimPrefix(r.line, "GET ")]); r.responseBytes <= want {
			t.Errorf("%s: %d bytes of response, want its body's %d and headers", r.line, r.responseBytes, want)
		}
		sum += r.responseBytes
	}
	if len(requests) != 3 {
		t.Errorf("the throttle logged %d requests, want 3", len(requests))
	}
	if _, total := th.lastDelivery(); total != sum || th.bytesBefore(time.Now()) != total {
		t.Errorf("the throttle delivered %d bytes, %d before now, but counted %d to the requests", total, th.bytesBefore(time.Now()), sum)
	}
}
