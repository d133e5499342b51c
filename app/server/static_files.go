//go:build !(js && wasm)

package server

import (
	"io/fs"
	"mime"
	"net/http"
	"path"
	"strconv"
	"strings"
)

// staticFiles serves the files of web/, with caching that each file's own
// bytes decide:
//
//   - each response's ETag is the digest of the bytes it sends, so that a
//     brotli copy, a gzip copy and the file itself never share one, and
//     no two files do;
//   - a URL that carries the file's digest as versionParam, as the pages
//     name app.wasm, app.css and the icons, can be kept for a year without
//     asking again (immutableCaching): when the file changes, so does the
//     URL the pages use;
//   - any other URL, the digest missing or not the file's (a page from an
//     older build), must be revalidated (revalidateCaching).
//
// The brotli (.br) and gzip (.gz) copies that make writes beside the
// large files are sent only as the Content-Encoding of their file, to a
// browser that accepts it; asked for by name, they are not found.
type staticFiles struct {
	dir     http.FileSystem
	digests *fileDigests
}

// newStaticFiles serves the files of the folder dir, and nothing else: no
// file outside it, whatever the path says, and no directory listings.
func newStaticFiles(dir string) *staticFiles {
	return &staticFiles{noListing{http.Dir(dir)}, &fileDigests{}}
}

// versionParam is the query parameter that carries a file's digest in the
// URLs the pages use, such as /web/app.wasm?v=….
const versionParam = "v"

// The Cache-Control of files at versioned URLs, of pages, and of
// everything else the server sends.
const (
	immutableCaching = "public, max-age=31536000, immutable"
	// pageCaching has browsers revalidate a page each time (a 304 while
	// it is the same), and lets shared caches, such as a CDN or a proxy
	// in front of the server, keep it for an hour, and never send it
	// stale: the readers of a popular link, or of an embed in a popular
	// post, are answered there, and the server sees one request an hour
	// for it, which its ETag answers with 304 while the build is the same.
	// An hour, not a day, since within that time of a new build a shared
	// cache may still send the old build's page: it works with the new
	// files, at the cost of a second download of the wasm.
	pageCaching       = "public, max-age=0, s-maxage=3600, must-revalidate"
	revalidateCaching = "no-cache"
)

// encodings are the compressed copies a file may have, in the order they
// are preferred.
var encodings = []struct{ name, ext string }{{"br", ".br"}, {"gzip", ".gz"}}

// decodedLengthHeader gives the size of a file before compression, which
// the browser's fetch counts when it reports progress.
const decodedLengthHeader = "X-Decoded-Length"

// versionedURL returns urlPath, a file's path under /web/, with the file's
// digest as versionParam; or urlPath as it is when the file cannot be read.
func (s *staticFiles) versionedURL(urlPath string) string {
	name := strings.TrimPrefix(urlPath, "/web")
	f, info, err := s.open(name)
	if err != nil {
		return urlPath
	}
	defer f.Close()
	digest, err := s.digests.of(name, f, info)
	if err != nil {
		return urlPath
	}
	return urlPath + "?" + versionParam + "=" + digest
}

func (s *staticFiles) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	header := w.Header()
	header.Del("Etag") // go-app's: the same for every response
	name := path.Clean("/" + r.URL.Path)
	if isCompressedCopy(name) {
		http.NotFound(w, r)
		return
	}
	file, info, err := s.open(name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	defer file.Close()
	digest, err := s.digests.of(name, file, info)
	if err != nil {
		http.Error(w, "cannot read "+name, http.StatusInternalServerError)
		return
	}
	if r.URL.Query().Get(versionParam) == digest {
		header.Set("Cache-Control", immutableCaching)
	} else {
		header.Set("Cache-Control", revalidateCaching)
	}
	header.Set(decodedLengthHeader, strconv.FormatInt(info.Size(), 10))
	addVary(header, "Accept-Encoding") // a file may come compressed
	body, bodyDigest := file, digest
	if copy, encoding, copyDigest, ok := s.acceptedCopy(r, name, info); ok {
		defer copy.Close()
		body, bodyDigest = copy, copyDigest
		header.Set("Content-Encoding", encoding)
		if t := mime.TypeByExtension(path.Ext(name)); t != "" {
			header.Set("Content-Type", t)
		} else {
			header.Set("Content-Type", "application/octet-stream")
		}
	}
	header.Set("Etag", `"`+bodyDigest+`"`)
	http.ServeContent(w, r, name, info.ModTime(), body)
}

// acceptedCopy opens the compressed copy of name, whose information is
// info, in the first encoding that the request accepts and that has a
// fresh copy: one no older than its file.
func (s *staticFiles) acceptedCopy(r *http.Request, name string, info fs.FileInfo) (copy http.File, encoding, digest string, ok bool) {
	for _, enc := range encodings {
		if !accepts(r.Header.Get("Accept-Encoding"), enc.name) {
			continue
		}
		copy, copyInfo, err := s.open(name + enc.ext)
		if err != nil {
			continue
		}
		if copyInfo.ModTime().Before(info.ModTime()) {
			copy.Close()
			continue
		}
		digest, err := s.digests.of(name+enc.ext, copy, copyInfo)
		if err != nil {
			copy.Close()
			continue
		}
		return copy, enc.name, digest, true
	}
	return nil, "", "", false
}

// open opens the file called name, and says what it is.
func (s *staticFiles) open(name string) (http.File, fs.FileInfo, error) {
	f, err := s.dir.Open(name)
	if err != nil {
		return nil, nil, err
	}
	info, err := f.Stat()
	if err != nil {
		f.Close()
		return nil, nil, err
	}
	return f, info, nil
}

// isCompressedCopy reports whether name is one of the compressed copies,
// which are never sent under their own name.
func isCompressedCopy(name string) bool {
	ext := path.Ext(name)
	for _, enc := range encodings {
		if ext == enc.ext {
			return true
		}
	}
	return false
}

// addVary adds field to the Vary header, unless it is there already.
func addVary(header http.Header, field string) {
	for _, v := range header.Values("Vary") {
		for _, f := range strings.Split(v, ",") {
			if strings.EqualFold(strings.TrimSpace(f), field) {
				return
			}
		}
	}
	header.Add("Vary", field)
}

// accepts reports whether an Accept-Encoding header accepts an encoding.
func accepts(header, encoding string) bool {
	for _, part := range strings.Split(header, ",") {
		token, params, _ := strings.Cut(strings.TrimSpace(part), ";")
		if strings.EqualFold(strings.TrimSpace(token), encoding) {
			q := strings.ReplaceAll(strings.TrimSpace(params), " ", "")
			return q != "q=0" && q != "q=0.0" && q != "q=0.00" && q != "q=0.000"
		}
	}
	return false
}

// noListing is a file system whose directories cannot be opened, so that
// no directory is ever listed.
type noListing struct{ fs http.FileSystem }

func (n noListing) Open(name string) (http.File, error) {
	f, err := n.fs.Open(name)
	if err != nil {
		return nil, err
	}
	if info, err := f.Stat(); err != nil || info.IsDir() {
		f.Close()
		return nil, fs.ErrNotExist
	}
	return f, nil
}
