//go:build !(js && wasm)

package server

import (
	"crypto/sha256"
	"encoding/hex"
	"io"
	"io/fs"
	"sync"
	"time"
)

// digestLength is how many hex digits of a SHA-256 name some content: 128
// bits, which no two versions of a file will share by chance.
const digestLength = 32

// contentDigest names content by its bytes: the start of their SHA-256,
// in hex.
func contentDigest(b []byte) string {
	sum := sha256.Sum256(b)
	return digestOfSum(sum[:])
}

// digestOfSum is the digest that a SHA-256 sum gives.
func digestOfSum(sum []byte) string { return hex.EncodeToString(sum)[:digestLength] }

// contentETag is the strong ETag of a response whose body is b.
func contentETag(b []byte) string { return `"` + contentDigest(b) + `"` }

// fileDigests remembers the digest of each file it has read, for as long
// as the file keeps its size and modification time, so that the 8 MB wasm
// is hashed once and not on every request.
type fileDigests struct {
	mu     sync.Mutex
	byName map[string]fileDigest
}

type fileDigest struct {
	size    int64
	modTime time.Time
	digest  string
}

// of returns the digest of f, the open file called name, whose
// information is info. It reads f when its digest is not known, and leaves
// it at its start.
func (d *fileDigests) of(name string, f io.ReadSeeker, info fs.FileInfo) (string, error) {
	d.mu.Lock()
	known, ok := d.byName[name]
	d.mu.Unlock()
	if ok && known.size == info.Size() && known.modTime.Equal(info.ModTime()) {
		return known.digest, nil
	}
	h := sha256.New()
	if _, err := io.Copy(h, f); err != nil {
		return "", err
	}
	if _, err := f.Seek(0, io.SeekStart); err != nil {
		return "", err
	}
	digest := digestOfSum(h.Sum(nil))
	d.mu.Lock()
	if d.byName == nil {
		d.byName = map[string]fileDigest{}
	}
	d.byName[name] = fileDigest{info.Size(), info.ModTime(), digest}
	d.mu.Unlock()
	return digest, nil
}
