//go:build !(js && wasm)

package server

import (
	"bytes"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	nqapp "nqueens/app"
)

// WriteStatic writes the site into dir, for hosting under prefix, such as
// /nqueens for a GitHub Pages project site: the pages, prerendered for the
// default board and mended as the server's, go-app's files, and web/, with
// the brotli and gzip copies that make writes beside the wasm, for hosts
// that can send them (Caddy's precompressed, nginx's gzip_static). A copy
// older than its file is stale and left out.
func WriteStatic(root, dir, prefix string) error {
	version, err := buildVersion(root)
	if err != nil {
		return err
	}
	if prefix = strings.Trim(prefix, "/"); prefix != "" {
		prefix = "/" + prefix
	}
	nqapp.Register()
	nqapp.PrerenderBackend = prerenders.backend
	if err := os.RemoveAll(dir); err != nil {
		return err
	}
	if err := app.GenerateStaticWebsite(dir, newGoApp(root, version, prefix)); err != nil {
		return err
	}
	if err := mendPages(dir); err != nil {
		return err
	}
	if err := mendFile(filepath.Join(dir, "app.js"), fixAppJS); err != nil {
		return err
	}
	if err := mendFile(filepath.Join(dir, "manifest.webmanifest"), fixManifest); err != nil {
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

// goappPage is how go-app starts the pages it writes.
var goappPage = []byte("<!DOCTYPE html>")

// mendPages mends each page that go-app wrote into dir, a page a route
// (index.html for /, embed.html for the embed's), with fixStaticPage.
func mendPages(dir string) error {
	files, err := os.ReadDir(dir)
	if err != nil {
		return err
	}
	for _, f := range files {
		if !f.Type().IsRegular() {
			continue
		}
		path := filepath.Join(dir, f.Name())
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		if bytes.HasPrefix(b, goappPage) {
			if err := os.WriteFile(path, fixStaticPage(b), 0o644); err != nil {
				return err
			}
		}
	}
	return nil
}

// mendFile rewrites the file at path with fix, as fixPages mends what the
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
