//go:build !(js && wasm)

// Command nqueens-server serves the N-Queens Lab: the page, prerendered for
// each link, and the static files that make builds into web/.
//
// Usage:
//
//	nqueens-server [-addr 127.0.0.1:8000] [-root .] [-base-url https://example.org/] [-prerender-timeout 2s]
//	nqueens-server -static DIR [-prefix /nqueens] [-root .]
//
// It compresses what it sends, and stops gracefully on SIGINT or SIGTERM.
// Each response's ETag is made from the bytes it sends; the files that the
// page names with their digest in the URL (?v=) are cached for a year, and
// shared caches may keep pages for an hour; everything else is revalidated
// before use. A page's prerender does a bounded amount of the solver's
// work, the same for every request of its link, so that a link's page is
// always the same bytes; -prerender-timeout is only a safety stop. The request's Host
// header is never used: -base-url gives the pages their canonical links.
// With -static it writes the site into DIR instead, as static files that
// any web server can host under prefix, as GitHub Pages hosts a project.
//
// The site itself is package nqueens/app/server; this command reads the
// flags, listens with its limits and stops on a signal.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"log"
	"net"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	nqapp "nqueens/app"
	"nqueens/app/server"
)

func main() {
	addr := flag.String("addr", "127.0.0.1:8000", "the address to listen on")
	root := flag.String("root", ".", "the folder that holds web/")
	static := flag.String("static", "", "write a static site into this folder, and exit")
	prefix := flag.String("prefix", "", "with -static: the path the site will live under, such as /nqueens")
	timeout := flag.Duration("prerender-timeout", server.PrerenderTimeout, "a safety stop: how long a page's prerender may run one request of the solver's\n"+
		"before the page fails (503); what a prerender computes is bounded by its work, never by time")
	base := flag.String("base-url", "", "the absolute address the site is reached at, such as https://example.org/nqueens/,\n"+
		"for the canonical links and previews of its pages; without it they have none")
	flag.Parse()
	if flag.NArg() > 0 {
		fmt.Fprintf(os.Stderr, "nqueens-server: unexpected argument %q\n", flag.Arg(0))
		os.Exit(2)
	}
	if *timeout <= 0 || *timeout > time.Minute {
		fmt.Fprintf(os.Stderr, "nqueens-server: -prerender-timeout %v: it must be over 0 and at most 1m\n", *timeout)
		os.Exit(2)
	}
	server.PrerenderTimeout = *timeout
	baseURL, err := server.ParseBaseURL(*base)
	if err != nil {
		fmt.Fprintf(os.Stderr, "nqueens-server: -base-url: %v\n", err)
		os.Exit(2)
	}
	nqapp.BaseURL = baseURL
	if *static != "" {
		if err := server.WriteStatic(*root, *static, *prefix); err != nil {
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
// down, letting requests under way finish.
func serve(ctx context.Context, addr, root string, logTo io.Writer) error {
	site, err := server.New(root)
	if err != nil {
		return err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("cannot listen on %s: %w", addr, err)
	}
	srv := newServer(site, logTo)
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
