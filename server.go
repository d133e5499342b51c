//go:build !(js && wasm)

// Command nqueens-server serves the N-Queens Lab: the page, prerendered for
// each link, and the static files that make builds into web/.
//
// Usage:
//
//	nqueens-server [-addr 127.0.0.1:8000] [-root .] [-base-url https://example.org/] [-prerender-budget 50ms]
//	nqueens-server -static DIR [-prefix /nqueens] [-root .]
//
// It compresses what it sends, and stops gracefully on SIGINT or SIGTERM.
// Each response's ETag is made from the bytes it sends (a page has none,
// as its prerendering changes with the solver's budget), and the files
// that the page names with their digest in the URL (?v=) are cached for a
// year; everything else is revalidated before use. The request's Host
// header is never used: -base-url gives the pages their canonical links.
// With -static it writes the site into DIR instead, as static files that
// any web server can host under prefix, as GitHub Pages hosts a project.
package main

import (
	"context"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"io"
	"io/fs"
	"log"
	"net"
	"net/http"
	"net/url"
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/klauspost/compress/gzhttp"
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	nqapp "nqueens/app"
	"nqueens/app/server"
)

// setBaseURL sets the site's absolute address, if s names one.
func setBaseURL(s string) error {
	if s == "" {
		return nil
	}
	u, err := url.Parse(s)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
		return fmt.Errorf("%q is not an absolute http or https address without a query, such as https://example.org/nqueens/", s)
	}
	if !strings.HasSuffix(u.Path, "/") {
		u.Path += "/"
	}
	nqapp.BaseURL = u
	return nil
}

// builtFiles are the files that make writes into web/ and the server needs.
var builtFiles = []string{"app.wasm"}

func main() {
	addr := flag.String("addr", "127.0.0.1:8000", "the address to listen on")
	root := flag.String("root", ".", "the folder that holds web/")
	static := flag.String("static", "", "write a static site into this folder, and exit")
	prefix := flag.String("prefix", "", "with -static: the path the site will live under, such as /nqueens")
	budget := flag.Duration("prerender-budget", nqapp.PrerenderBudget, "the solver time each page's prerender may take; a link that needs more is computed in the browser")
	base := flag.String("base-url", "", "the absolute address the site is reached at, such as https://example.org/nqueens/,\n"+
		"for the canonical links and previews of its pages; without it they have none")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "nqueens-server: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	if *budget < 0 || *budget > 10*time.Second {
		fmt.Fprintf(os.Stderr, "nqueens-server: -prerender-budget %v: it must be from 0 to 10s\n", *budget)
		os.Exit(2)
	}
	nqapp.PrerenderBudget = *budget
	if err := setBaseURL(*base); err != nil {
		fmt.Fprintf(os.Stderr, "nqueens-server: -base-url: %v\n", err)
		os.Exit(2)
	}
	if *static != "" {
		if err := writeStaticSite(*root, *static, *prefix); err != nil {
			fmt.Fprintf(os.Stderr, "nqueens-server: %v\n", err)
			os.Exit(1)
		}
		return
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	if err := serve(ctx, *addr, *root, os.Stderr); err != nil {
		fmt.Fprintf(os.Stderr, "nqueens-server: %v\n", err)
		os.Exit(1)
	}
}

// The server's limits. They are variables so that tests can shorten them.
var (
	// readHeaderTimeout closes a connection whose request headers have
	// not all come in this time, however slowly they trickle in, so that
	// slow clients (slowloris) cannot hold connections open.
	readHeaderTimeout = 5 * time.Second
	readTimeout       = 15 * time.Second
	// writeTimeout bounds a response, the 8.6 MB app.wasm included.
	writeTimeout = 60 * time.Second
	idleTimeout  = 120 * time.Second
	// shutdownTimeout is how long a shutdown waits for the requests under
	// way, such as a download, before it closes their connections.
	shutdownTimeout = 10 * time.Second
)

// maxHeaderBytes bounds a request's headers, its URL included, against
// the 1 MB default: the page's links are a few hundred bytes. net/http
// answers a request over it with 431 Request Header Fields Too Large.
const maxHeaderBytes = 64 << 10

// newServer returns the server of handler, with the limits above, logging
// its errors to logTo.
func newServer(handler http.Handler, logTo io.Writer) *http.Server {
	return &http.Server{
		Handler:           handler,
		ReadHeaderTimeout: readHeaderTimeout,
		ReadTimeout:       readTimeout,
		WriteTimeout:      writeTimeout,
		IdleTimeout:       idleTimeout,
		MaxHeaderBytes:    maxHeaderBytes,
		ErrorLog:          log.New(logTo, "nqueens-server: ", 0),
	}
}

// serve serves the app from root on addr until ctx is done, then shuts
// down, letting requests under way finish. It answers only GET and HEAD.
func serve(ctx context.Context, addr, root string, logTo io.Writer) error {
	version, err := buildVersion(root)
	if err != nil {
		return err
	}
	nqapp.Register()
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	srv := newServer(getOrHead(newHandler(root, version)), logTo)
	fmt.Fprintf(logTo, "nqueens-server: serving the N-Queens Lab on http://%s/\n", ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(logTo, "nqueens-server: shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), shutdownTimeout)
	defer cancel()
	if err := srv.Shutdown(shutdownCtx); err != nil {
		return err
	}
	if err := <-done; !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// newHandler is the app's handler with compressed responses and security
// headers, and the preview images of links. A conditional request is
// answered on the ETag of the response as it is finally sent: compressed
// on the fly, its ETag is the file's with the encoding after it
// ("…-gzip", "…-zstd"), and never the same as another encoding's.
func newHandler(root, version string) http.Handler {
	compress, err := gzhttp.NewWrapper(gzhttp.MinSize(1024), gzhttp.ContentTypeFilter(compressible), gzhttp.SuffixETag("-gzip"))
	if err != nil {
		panic(err) // the options are constants
	}
	nqapp.DrawsPreviews = true
	site := server.FixPages(server.NewHandler(root, version, ""))
	return server.Revalidate(compress(secure(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == nqapp.PreviewPath {
			server.ServePreview(w, r)
			return
		}
		site.ServeHTTP(w, r)
	}))))
}

// contentSecurityPolicy allows the page its own files, the compilation of
// its wasm ('wasm-unsafe-eval', which Go's wasm needs) and the style
// attributes that go-app sets, and nothing else: no other origin, no
// inline script, no framing.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"worker-src 'self'; style-src 'self'; style-src-attr 'unsafe-inline'; img-src 'self' data:; " +
	"connect-src 'self'; manifest-src 'self'; object-src 'none'; base-uri 'self'; " +
	"form-action 'self'; frame-ancestors 'none'"

// secure adds the security headers to every response.
func secure(h http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		header := w.Header()
		header.Set("Content-Security-Policy", contentSecurityPolicy)
		header.Set("X-Content-Type-Options", "nosniff")
		header.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		header.Set("X-Frame-Options", "DENY")
		h.ServeHTTP(w, r)
	})
}

// compressible reports whether a response of this content type is worth
// compressing: text, and the wasm, which shrinks to about a quarter.
func compressible(contentType string) bool {
	return gzhttp.DefaultContentTypeFilter(contentType) || contentType == "application/wasm"
}

// buildVersion hashes the files of web/, the built wasm and the rest, so
// that the version, and with it every browser's cache, changes exactly
// when one of them does. It says what to do when the wasm has not been
// built.
func buildVersion(root string) (string, error) {
	web := filepath.Join(root, "web")
	for _, name := range builtFiles {
		path := filepath.Join(web, name)
		if _, err := os.Stat(path); errors.Is(err, os.ErrNotExist) {
			return "", fmt.Errorf("%s has not been built: run make (or make run) first", path)
		}
	}
	h := sha256.New()
	err := filepath.WalkDir(web, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return err
		}
		f, err := os.Open(path)
		if err != nil {
			return err
		}
		defer f.Close()
		fmt.Fprintf(h, "%s\n", d.Name())
		_, err = io.Copy(h, f)
		return err
	})
	if err != nil {
		return "", err
	}
	return hex.EncodeToString(h.Sum(nil))[:16], nil
}

// writeStaticSite writes the site into dir, for hosting under prefix: the
// page and go-app's files, prerendered for the default board, and web/,
// with the brotli and gzip copies that make writes beside the wasm, for
// hosts that can send them (Caddy's precompressed, nginx's gzip_static).
// A copy older than its file is stale and left out.
func writeStaticSite(root, dir, prefix string) error {
	version, err := buildVersion(root)
	if err != nil {
		return err
	}
	if prefix = strings.Trim(prefix, "/"); prefix != "" {
		prefix = "/" + prefix
	}
	nqapp.Register()
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(dir, server.NewHandler(root, version, prefix)); err != nil {
		return err
	}
	if err := mendFile(filepath.Join(dir, "index.html"), server.FixStaticPage); err != nil {
		return err
	}
	if err := mendFile(filepath.Join(dir, "app.js"), server.FixAppJS); err != nil {
		return err
	}
	web := filepath.Join(root, "web")
	return filepath.WalkDir(web, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || staleCopy(path) {
			return err
		}
		rel, err := filepath.Rel(web, path)
		if err != nil {
			return err
		}
		return copyFile(path, filepath.Join(dir, "web", rel))
	})
}

// mendFile rewrites the file at path with fix, as FixPages mends what the
// server sends.
func mendFile(path string, fix func([]byte) []byte) error {
	b, err := os.ReadFile(path)
	if err != nil {
		return err
	}
	return os.WriteFile(path, fix(b), 0o644)
}

// staleCopy reports whether path is a compressed copy (.br or .gz) that is
// older than its file, or has none.
func staleCopy(path string) bool {
	ext := filepath.Ext(path)
	if ext != ".br" && ext != ".gz" {
		return false
	}
	original, err1 := os.Stat(strings.TrimSuffix(path, ext))
	copy, err2 := os.Stat(path)
	return err1 != nil || err2 != nil || copy.ModTime().Before(original.ModTime())
}

// copyFile copies the file from to the file to, making its folder.
func copyFile(from, to string) error {
	if err := os.MkdirAll(filepath.Dir(to), 0o755); err != nil {
		return err
	}
	src, err := os.Open(from)
	if err != nil {
		return err
	}
	defer src.Close()
	dst, err := os.Create(to)
	if err != nil {
		return err
	}
	if _, err := io.Copy(dst, src); err != nil {
		dst.Close()
		return err
	}
	return dst.Close()
}
