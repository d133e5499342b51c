// Package e2e tests the N-Queens Lab in a real browser: it builds the app
// with make, serves it with the project's server on a free loopback port,
// and drives Debian's chromium with chromedp. Without a chromium on the
// PATH the package is skipped, so that go test ./... passes on any machine,
// except when requireBrowserEnv is set, as make test sets it after
// installing chromium: there it fails.
package e2e

import (
	"bufio"
	"context"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

var (
	baseURL    string          // the server under test
	browserCtx context.Context // the browser, shared by the tests
)

func TestMain(m *testing.M) {
	os.Exit(runMain(m))
}

func runMain(m *testing.M) int {
	root, err := filepath.Abs("..")
	if err != nil {
		return fail(err)
	}
	chromium, found := findChromium()
	if !found {
		if os.Getenv(requireBrowserEnv) != "" {
			return fail(fmt.Errorf("no chromium on PATH, and %s is set: apt-get install chromium", requireBrowserEnv))
		}
		fmt.Fprintln(os.Stderr, "e2e: skipped: no chromium on PATH; `make test` installs it")
		return 0
	}
	build := exec.Command("make", "--no-print-directory", "-C", root, "build")
	build.Stdout, build.Stderr = os.Stderr, os.Stderr
	if err := build.Run(); err != nil {
		return fail(fmt.Errorf("make build: %w", err))
	}
	server, addr, err := startServer(root, false)
	if err != nil {
		return fail(err)
	}
	baseURL = "http://" + addr

	var stopBrowser func()
	browserCtx, stopBrowser, err = startBrowser(chromium)
	if err != nil {
		return fail(fmt.Errorf("starting chromium: %w", err))
	}

	code := m.Run()

	stopGPUBrowser()
	stopBrowser()
	if err := stopServer(server); err != nil {
		fmt.Fprintln(os.Stderr, "e2e:", err)
		code = 1
	}
	return code
}

// browserOptions are the flags of the tests' Chromium, with its profile
// in userData.
func browserOptions(chromium, userData string) []chromedp.ExecAllocatorOption {
	return []chromedp.ExecAllocatorOption{
		chromedp.ExecPath(chromium),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("no-first-run", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		// Headless Chromium 156 keeps the omnibox popup's WebUI in a
		// renderer of its own, which took half a core through the tests
		// as tabs opened and closed: on a 2-core machine, time taken
		// from the pages whose long tasks the tests measure.
		chromedp.Flag("disable-features", "WebUIOmniboxPopup,WebUIOmniboxAimPopup"),
		chromedp.UserDataDir(userData),
		chromedp.WindowSize(1280, 900),
	}
}

// startBrowser starts a Chromium with browserOptions and the extra ones,
// on a fresh profile; stop ends it and removes its profile.
func startBrowser(chromium string, extra ...chromedp.ExecAllocatorOption) (ctx context.Context, stop func(), err error) {
	userData, err := os.MkdirTemp("", "nqueens-e2e-chromium-")
	if err != nil {
		return nil, nil, err
	}
	allocCtx, cancelAlloc := chromedp.NewExecAllocator(context.Background(), append(browserOptions(chromium, userData), extra...)...)
	ctx, cancel := chromedp.NewContext(allocCtx)
	stop = func() {
		cancel()
		cancelAlloc()
		os.RemoveAll(userData)
	}
	if err := chromedp.Do(ctx); err != nil {
		stop()
		return nil, nil, err
	}
	return ctx, stop, nil
}

func fail(err error) int {
	fmt.Fprintln(os.Stderr, "e2e:", err)
	return 1
}

// requireBrowserEnv names the environment variable that makes a missing
// chromium a failure instead of a skip; make test sets it.
const requireBrowserEnv = "E2E_REQUIRE_BROWSER"

// findChromium finds Debian's chromium or another Chrome on the PATH.
func findChromium() (path string, found bool) {
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "google-chrome-stable", "chrome"} {
		if path, err := exec.LookPath(name); err == nil {
			return path, true
		}
	}
	return "", false
}

// startServer runs the built server on a free loopback port and waits
// until it says it is serving; with withBaseURL, its -base-url is its
// own address, as a server's behind its domain.
func startServer(root string, withBaseURL bool) (*exec.Cmd, string, error) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return nil, "", err
	}
	addr := ln.Addr().String()
	ln.Close()
	args := []string{"-addr", addr, "-root", root}
	if withBaseURL {
		args = append(args, "-base-url", "http://"+addr+"/")
	}
	cmd := exec.Command(filepath.Join(root, "bin", "nqueens-server"), args...)
	stderr, err := cmd.StderrPipe()
	if err != nil {
		return nil, "", err
	}
	if err := cmd.Start(); err != nil {
		return nil, "", err
	}
	ready := make(chan bool, 1)
	go func() {
		lines := bufio.NewScanner(stderr)
		for lines.Scan() {
			fmt.Fprintln(os.Stderr, "server:", lines.Text())
			if strings.Contains(lines.Text(), "serving") {
				ready <- true
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if ok {
			return cmd, addr, nil
		}
	case <-time.After(20 * time.Second):
	}
	cmd.Process.Kill()
	return nil, "", fmt.Errorf("the server did not start on %s", addr)
}

// stopServer sends SIGTERM and checks that the server shuts down cleanly.
func stopServer(cmd *exec.Cmd) error {
	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		return err
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case err := <-done:
		if err != nil {
			return fmt.Errorf("the server did not exit cleanly on SIGTERM: %w", err)
		}
		return nil
	case <-time.After(15 * time.Second):
		cmd.Process.Kill()
		return fmt.Errorf("the server did not stop within 15 s of SIGTERM")
	}
}
