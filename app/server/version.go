//go:build !(js && wasm)

package server

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
)

// builtFiles are the files that make writes into web/ and the server needs.
var builtFiles = []string{"app.wasm"}

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
