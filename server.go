// Command nqueens-server serves the N-Queens Lab: the page, prerendered for
// each link, and the static files that make builds into web/.
//
// Usage:
//
//	nqueens-server [-addr 127.0.0.1:8000] [-root .]
//	nqueens-server -static DIR [-prefix /nqueens] [-root .]
//
// It compresses what it sends, and stops gracefully on SIGINT or SIGTERM.
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
	"os"
	"os/signal"
	"path/filepath"
	"strings"
	"syscall"
	"time"

	"github.com/klauspost/compress/gzhttp"
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	nqapp "nqueens/app"
)

// builtFiles are the files that make writes into web/ and the server needs.
var builtFiles = []string{"app.wasm", "solver.wasm"}

func main() {
	addr := flag.String("addr", "127.0.0.1:8000", "the address to listen on")
	root := flag.String("root", ".", "the folder that holds web/")
	static := flag.String("static", "", "write a static site into this folder, and exit")
	prefix := flag.String("prefix", "", "with -static: the path the site will live under, such as /nqueens")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "nqueens-server: unexpected argument %q\n", flag.Arg(0))
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

// serve serves the app from root on addr until ctx is done, then shuts
// down, letting requests under way finish.
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
	srv := &http.Server{
		Handler:           newHandler(root, version),
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       15 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		ErrorLog:          log.New(logTo, "nqueens-server: ", 0),
	}
	fmt.Fprintf(logTo, "nqueens-server: serving the N-Queens Lab on http://%s/\n", ln.Addr())
	done := make(chan error, 1)
	go func() { done <- srv.Serve(ln) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
	}
	fmt.Fprintln(logTo, "nqueens-server: shutting down")
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
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
// headers.
func newHandler(root, version string) http.Handler {
	compress, err := gzhttp.NewWrapper(gzhttp.MinSize(1024), gzhttp.ContentTypeFilter(compressible))
	if err != nil {
		panic(err) // the options are constants
	}
	return compress(secure(nqapp.NewHandler(root, version, "")))
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
// page and go-app's files, prerendered for the default board, and web/.
// The precompressed copies are left out, for static hosts do not choose
// between them.
func writeStaticSite(root, dir, prefix string) error {
	version, err := buildVersion(root)
	if err != nil {
		return err
	}
	if prefix != "" {
		prefix = "/" + strings.Trim(prefix, "/")
	}
	nqapp.Register()
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(dir, nqapp.NewHandler(root, version, prefix)); err != nil {
		return err
	}
	web := filepath.Join(root, "web")
	return filepath.WalkDir(web, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(path, ".br") || strings.HasSuffix(path, ".gz") {
			return err
		}
		rel, err := filepath.Rel(web, path)
		if err != nil {
			return err
		}
		return copyFile(path, filepath.Join(dir, "web", rel))
	})
}

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
