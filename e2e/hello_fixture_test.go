package e2e

import (
	"bufio"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"time"
)

// helloDir is the fixture that make hello-fixture builds: go-app v9's own
// hello world (e2e/testdata/hello), the empty page make lighthouse and
// make startup measure beside ours.
const helloDir = ".tools/hello"

// startHello starts the hello world fixture of the project at root on a
// free loopback port, and returns its address (http://host:port/) and a
// stop function.
func startHello(root string) (url string, stop func(), err error) {
	dir := filepath.Join(root, helloDir)
	if _, err := os.Stat(filepath.Join(dir, "web", "app.wasm")); err != nil {
		return "", nil, fmt.Errorf("the fixture %s is missing: make hello-fixture builds it", helloDir)
	}
	// go-app serves ./web from the working directory.
	cmd := exec.Command("./hello", "-addr", "127.0.0.1:0")
	cmd.Dir = dir
	out, err := cmd.StdoutPipe()
	if err != nil {
		return "", nil, err
	}
	if err := cmd.Start(); err != nil {
		return "", nil, err
	}
	stop = func() {
		cmd.Process.Kill()
		cmd.Wait()
	}
	addr := make(chan string, 1)
	go func() {
		lines := bufio.NewScanner(out)
		if lines.Scan() {
			addr <- strings.TrimSpace(lines.Text())
		}
		close(addr)
	}()
	select {
	case url, ok := <-addr:
		if ok && strings.HasPrefix(url, "http://") {
			return url, stop, nil
		}
	case <-time.After(20 * time.Second):
	}
	stop()
	return "", nil, fmt.Errorf("the fixture %s did not say its address", helloDir)
}
