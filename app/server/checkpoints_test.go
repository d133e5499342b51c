//go:build !(js && wasm)

package server

import (
	"context"
	"errors"
	"testing"
)

func TestCheckpoints(t *testing.T) {
	c := newCheckpoints(context.Background(), 3)
	defer c.stop()
	for i := range 3 {
		if err := c.Err(); err != nil {
			t.Fatalf("check %d of 3: %v", i+1, err)
		}
	}
	select {
	case <-c.Done():
		t.Fatal("done before its checks were spent")
	default:
	}
	if err := c.Err(); err == nil || !errors.Is(context.Cause(c), errWorkSpent) {
		t.Errorf("a 4th check of 3: %v, cause %v; want the work spent", err, context.Cause(c))
	}
	select {
	case <-c.Done():
	default:
		t.Error("not done once its checks were spent")
	}

	parent, cancel := context.WithCancel(context.Background())
	c = newCheckpoints(parent, 1000)
	defer c.stop()
	cancel()
	if err := c.Err(); !errors.Is(err, context.Canceled) || errors.Is(context.Cause(c), errWorkSpent) {
		t.Errorf("after its parent's end: %v, cause %v", err, context.Cause(c))
	}
}
