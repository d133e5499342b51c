package main

import (
	"bytes"
	"compress/gzip"
	"io"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

func TestPrecompress(t *testing.T) {
	path := filepath.Join(t.TempDir(), "app.wasm")
	data := bytes.Repeat([]byte("wasm, wasm and more wasm. "), 5000)
	if err := os.WriteFile(path, data, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := precompress(path); err != nil {
		t.Fatal(err)
	}
	for ext, reader := range map[string]func(io.Reader) (io.Reader, error){
		".br": func(r io.Reader) (io.Reader, error) { return brotli.NewReader(r), nil },
		".gz": func(r io.Reader) (io.Reader, error) { return gzip.NewReader(r) },
	} {
		f, err := os.Open(path + ext)
		if err != nil {
			t.Fatal(err)
		}
		info, _ := f.Stat()
		r, err := reader(f)
		if err != nil {
			t.Fatal(err)
		}
		got, err := io.ReadAll(r)
		f.Close()
		if err != nil || !bytes.Equal(got, data) || info.Size() >= int64(len(data))/10 {
			t.Errorf("%s: %d bytes, decoded %d, %v", ext, info.Size(), len(got), err)
		}
	}
	if _, err := os.Stat(path + ".br.tmp"); !os.IsNotExist(err) {
		t.Error("a temporary file was left")
	}
}
