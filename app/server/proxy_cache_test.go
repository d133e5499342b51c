//go:build !(js && wasm)

package server

import (
	"fmt"
	"io"
	"net"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"os/user"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"syscall"
	"testing"
	"time"
)

// sharedCacheLinks are the pages that TestSharedCacheKeepsPages asks a
// shared cache for: the site's root, a link's page, and embeds of a board
// and of a panel's demo. A new route of the page's adds a link here.
var sharedCacheLinks = []string{
	"/", "/?n=8&sol=5",
	"/embed?n=8&sol=5", "/embed?n=6&panel=steps&method=naive&autoplay=1&speed=60&loop=10..40",
}

// sharedCacheRequests is how many times the test asks for each link.
const sharedCacheRequests = 1000

// TestSharedCacheKeepsPages puts a real nginx, caching with proxy_cache,
// in front of the server, and asks it for each of sharedCacheLinks 1,000
// times, 16 at a time: the server must see one request for each, and the
// embeds have the pages' treatment without asking for it. Through
// nginx, a request with a page's ETag gets 304, and no two links share an
// ETag. make test installs Debian's nginx and sets NQUEENS_REQUIRE_NGINX,
// so that the test cannot be skipped there.
func TestSharedCacheKeepsPages(t *testing.T) {
	nginx := findNginx(t)
	var mu sync.Mutex
	seen := map[string]int{} // the requests the server saw, by URI
	site, err := New(fakeRoot(t))
	if err != nil {
		t.Fatal(err)
	}
	origin := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		seen[r.URL.RequestURI()]++
		mu.Unlock()
		site.ServeHTTP(w, r)
	}))
	defer origin.Close()
	proxy := startNginx(t, nginx, origin.Listener.Addr().String())

	client := &http.Client{Timeout: 10 * time.Second, Transport: &http.Transport{MaxIdleConnsPerHost: 16}}
	etags := map[string]string{} // link by ETag
	for _, path := range sharedCacheLinks {
		var failed, hits atomic.Int32
		var firstFailure atomic.Value
		work := make(chan struct{})
		var wg sync.WaitGroup
		for range 16 {
			wg.Go(func() {
				for range work {
					res, err := client.Get(proxy + path)
					if err == nil {
						io.Copy(io.Discard, res.Body)
						res.Body.Close()
						if res.StatusCode != http.StatusOK {
							err = fmt.Errorf("%s", res.Status)
						}
						if res.Header.Get("X-Cache-Status") == "HIT" {
							hits.Add(1)
						}
					}
					if err != nil {
						failed.Add(1)
						firstFailure.CompareAndSwap(nil, err.Error())
					}
				}
			})
		}
		for range sharedCacheRequests {
			work <- struct{}{}
		}
		close(work)
		wg.Wait()
		if n := failed.Load(); n > 0 {
			t.Errorf("GET %s through nginx: %d of %d failed, the first with %v", path, n, sharedCacheRequests, firstFailure.Load())
		}
		mu.Lock()
		n := seen[path]
		mu.Unlock()
		if n != 1 || hits.Load() < sharedCacheRequests-16 {
			t.Errorf("%d requests for %s through nginx: the server saw %d, want 1; nginx found %d in its cache",
				sharedCacheRequests, path, n, hits.Load())
		}

		f := fetchRaw(t, proxy+path, "gzip", "")
		etag := f.header.Get("Etag")
		if f.status != http.StatusOK || etag == "" || f.header.Get("Cache-Control") != pageCaching {
			t.Errorf("GET %s through nginx: %d, ETag %q, Cache-Control %q", path, f.status, etag, f.header.Get("Cache-Control"))
		}
		if other, ok := etags[etag]; ok {
			t.Errorf("%s and %s share the ETag %s through nginx", path, other, etag)
		}
		etags[etag] = path
		if f := fetchRaw(t, proxy+path, "gzip", etag); f.status != http.StatusNotModified || len(f.body) != 0 {
			t.Errorf("GET %s through nginx with its ETag %s: %d, %d bytes; want 304", path, etag, f.status, len(f.body))
		}
	}
	mu.Lock()
	defer mu.Unlock()
	for _, path := range sharedCacheLinks {
		if seen[path] != 1 {
			t.Errorf("in all, the server saw %d requests for %s, want 1", seen[path], path)
		}
	}
}

// findNginx returns the path of nginx, which Debian installs in /usr/sbin,
// or skips the test without one, unless NQUEENS_REQUIRE_NGINX is set.
func findNginx(t *testing.T) string {
	t.Helper()
	if path, err := exec.LookPath("nginx"); err == nil {
		return path
	}
	if _, err := os.Stat("/usr/sbin/nginx"); err == nil {
		return "/usr/sbin/nginx"
	}
	if os.Getenv("NQUEENS_REQUIRE_NGINX") != "" {
		t.Fatal("no nginx on PATH nor in /usr/sbin: .ci/install-deps nginx installs it")
	}
	t.Skip("no nginx on PATH nor in /usr/sbin; make test installs it (.ci/install-deps nginx)")
	return ""
}

// nginxConf runs nginx in the foreground in dir, which holds its logs,
// temporary files and cache, on the loopback port listen, caching what it
// fetches from origin as the response's Cache-Control allows: one request
// goes to origin for concurrent misses of the same page (proxy_cache_lock),
// and a stale page is revalidated with its ETag.
const nginxConf = `daemon off;
worker_processes 1;
pid %[1]s/nginx.pid;
error_log %[1]s/error.log warn;
events { worker_connections 256; }
http {
	access_log off;
	client_body_temp_path %[1]s/client_body;
	proxy_temp_path %[1]s/proxy;
	fastcgi_temp_path %[1]s/fastcgi;
	uwsgi_temp_path %[1]s/uwsgi;
	scgi_temp_path %[1]s/scgi;
	proxy_cache_path %[1]s/cache levels=1:2 keys_zone=pages:1m max_size=64m;
	server {
		listen %[2]s;
		location / {
			proxy_pass http://%[3]s;
			proxy_http_version 1.1;
			proxy_cache pages;
			proxy_cache_lock on;
			proxy_cache_revalidate on;
			add_header X-Cache-Status $upstream_cache_status;
		}
	}
}
`

// startNginx starts nginx in front of origin, on a free loopback port, as
// the test's user, or as nobody when that is root, until the test ends;
// it returns nginx's address.
func startNginx(t *testing.T, nginx, origin string) string {
	t.Helper()
	dir, err := os.MkdirTemp("", "nqueens-nginx-")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { os.RemoveAll(dir) })
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	listen := ln.Addr().String()
	ln.Close()
	conf := filepath.Join(dir, "nginx.conf")
	if err := os.WriteFile(conf, []byte(fmt.Sprintf(nginxConf, dir, listen, origin)), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(nginx, "-p", dir, "-c", conf, "-e", filepath.Join(dir, "error.log"))
	if os.Geteuid() == 0 {
		cmd.SysProcAttr = &syscall.SysProcAttr{Credential: unprivileged(t, dir)}
	}
	var out strings.Builder
	cmd.Stdout, cmd.Stderr = &out, &out
	if err := cmd.Start(); err != nil {
		t.Fatalf("starting %s: %v", nginx, err)
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	t.Cleanup(func() {
		cmd.Process.Signal(syscall.SIGQUIT) // a graceful stop
		select {
		case <-exited:
		case <-time.After(10 * time.Second):
			cmd.Process.Kill()
			<-exited
		}
	})
	for deadline := time.Now().Add(10 * time.Second); ; {
		select {
		case err := <-exited:
			log, _ := os.ReadFile(filepath.Join(dir, "error.log"))
			t.Fatalf("nginx exited (%v):\n%s%s", err, out.String(), log)
		default:
		}
		if c, err := net.Dial("tcp", listen); err == nil {
			c.Close()
			return "http://" + listen
		}
		if time.Now().After(deadline) {
			t.Fatalf("nginx did not listen on %s within 10 s:\n%s", listen, out.String())
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// unprivileged returns the credential of the user nobody, and gives dir
// to that user.
func unprivileged(t *testing.T, dir string) *syscall.Credential {
	t.Helper()
	nobody, err := user.Lookup("nobody")
	if err != nil {
		t.Fatalf("running nginx as root's test: %v", err)
	}
	uid, err1 := strconv.ParseUint(nobody.Uid, 10, 32)
	gid, err2 := strconv.ParseUint(nobody.Gid, 10, 32)
	if err1 != nil || err2 != nil {
		t.Fatalf("nobody's uid %q and gid %q", nobody.Uid, nobody.Gid)
	}
	err = filepath.Walk(dir, func(path string, _ os.FileInfo, err error) error {
		if err != nil {
			return err
		}
		return os.Chown(path, int(uid), int(gid))
	})
	if err != nil {
		t.Fatal(err)
	}
	return &syscall.Credential{Uid: uint32(uid), Gid: uint32(gid)}
}
