package solver

import (
	"context"
	"os"
	"strconv"
	"testing"
	"time"
)

func TestZZOne(t *testing.T) {
	n, _ := strconv.Atoi(os.Getenv("ZN"))
	if n == 0 {
		t.Skip()
	}
	for range 5 {
	start := time.Now()
	p, _ := NewPlan(cmpOr(os.Getenv("ZA"), "quarters"), n)
	got, _ := p.Run(context.Background(), 1, nil)
	t.Logf("n=%d %+v %v", n, got, time.Since(start))
	}
}

func cmpOr(a, b string) string { if a != "" { return a }; return b }
