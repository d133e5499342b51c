package e2e

import (
	"errors"
	"io"
	"strings"
)

// cutAfter is how many bytes of a response the proxy sends before it cuts
// the connection, when told to (cutNext): a part of the wasm.
const cutAfter = 256 << 10

// cutNext has the proxy send only the first cutAfter bytes of the next n
// responses of the paths that end with suffix, and then reset their
// connection, as a network that drops in the middle of a download does.
func (p *proxy) cutNext(suffix string, n int) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.resets[suffix] += n
}

// cutting reports whether the response of path is to be cut, and counts
// it.
func (p *proxy) cutting(path string) bool {
	p.mu.Lock()
	defer p.mu.Unlock()
	for suffix, left := range p.resets {
		if left > 0 && strings.HasSuffix(path, suffix) {
			p.resets[suffix]--
			return true
		}
	}
	return false
}

// A cutBody fails after its first left bytes: the reverse proxy then
// aborts the response, and the browser sees its connection reset before
// the body's end.
type cutBody struct {
	io.ReadCloser
	left int
}

func (b *cutBody) Read(p []byte) (int, error) {
	if b.left <= 0 {
		return 0, errors.New("connection cut by the test")
	}
	if len(p) > b.left {
		p = p[:b.left]
	}
	n, err := b.ReadCloser.Read(p)
	b.left -= n
	return n, err
}
