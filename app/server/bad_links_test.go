//go:build !(js && wasm)

package server

import (
	"fmt"
	"strings"
	"testing"
)

// A play link whose q holds 2,000 queens on n = 32 gives a page the size
// of the link of the 32 queens it keeps, with one notice, not one per
// queen left out.
func TestBadLinksStaySmall(t *testing.T) {
	addr, stop := startTestServer(t, fakeRoot(t))
	defer stop()
	queens := func(k int) string {
		q := make([]string, k)
		for i := range q {
			q[i] = fmt.Sprintf("%d.%d", i, i)
		}
		return strings.Join(q, ",")
	}
	_, many := get(t, "http://"+addr+"/?mode=play&n=32&q="+queens(2000), false)
	_, kept := get(t, "http://"+addr+"/?mode=play&n=32&q="+queens(32), false)
	if notices := strings.Count(many, `class="notice"`); notices < 1 || notices > 4 || len(many) > len(kept)+2000 {
		t.Errorf("the link of 2,000 queens: a page of %d bytes with %d notices; the link of the 32 it keeps: %d bytes", len(many), notices, len(kept))
	}
}
