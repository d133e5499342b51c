//go:build !(js && wasm)

package main

import (
	"context"
	"io"
	"net"
	"strings"
	"testing"
	"time"

	"nqueens/app/server/servertest"
)

// startTestServer runs serve on a free port and returns its address and a
// function that stops it and returns serve's error.
func startTestServer(t *testing.T, root string) (string, func() error) {
	t.Helper()
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := ln.Addr().String()
	ln.Close()
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- serve(ctx, addr, root, io.Discard) }()
	for i := 0; ; i++ {
		if c, err := net.Dial("tcp", addr); err == nil {
			c.Close()
			break
		}
		if i == 100 {
			t.Fatalf("the server did not start: %v", <-done)
		}
		time.Sleep(20 * time.Millisecond)
	}
	return addr, func() error { cancel(); return <-done }
}

func TestServerNeedsTheBuild(t *testing.T) {
	err := serve(context.Background(), "127.0.0.1:0", t.TempDir(), io.Discard)
	if err == nil || !strings.Contains(err.Error(), "has not been built: run make") {
		t.Errorf("serving without wasm: %v", err)
	}
}

func TestServerReportsAPortInUse(t *testing.T) {
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	err = serve(context.Background(), ln.Addr().String(), servertest.Root(t), io.Discard)
	if err == nil || !strings.Contains(err.Error(), "cannot listen on") {
		t.Errorf("serving on a taken port: %v", err)
	}
}
