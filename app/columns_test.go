package app

import (
	"slices"
	"testing"
	"unsafe"

	"nqueens/app/worker"
)

// shown is the board's queens as ints, for the tests.
func (l *Lab) shown() []int { return ints(l.board.queens) }

// TestPackedColumns reads queens that worker.Pack wrote: in place from
// packedBytes' memory, and decoded from any other bytes.
func TestPackedColumns(t *testing.T) {
	for _, queens := range [][]int{{}, {0}, {1, 3, 0, 2}, {5, 2, 4, 1, 3, 0}, {1<<31 - 1, 0}} {
		packed := worker.Pack(columns(queens))
		shared := packedBytes(len(queens))
		copy(shared, packed)
		got := packedColumns(shared)
		if !slices.Equal(ints(got), queens) {
			t.Errorf("packedColumns(packedBytes) of %v = %v", queens, got)
		}
		if len(queens) > 0 && nativeLittleEndian && unsafe.Pointer(&got[0]) != unsafe.Pointer(&shared[0]) {
			t.Errorf("packedColumns copied the %d queens of packedBytes' memory", len(queens))
		}
		// One byte in, b is not aligned, and is decoded.
		odd := append([]byte{0}, packed...)[1:]
		if got := packedColumns(odd); !slices.Equal(ints(got), queens) {
			t.Errorf("packedColumns(unaligned) of %v = %v", queens, got)
		}
	}
	if columns(nil) != nil || ints(nil) != nil {
		t.Error("nil queens are not kept nil")
	}
}
