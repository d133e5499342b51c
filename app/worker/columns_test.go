package worker

import (
	"slices"
	"testing"
	"unsafe"
)

// TestPackedColumns reads queens that worker.Pack wrote: in place from
// packedBytes' memory, and decoded from any other bytes.
func TestPackedColumns(t *testing.T) {
	for _, queens := range [][]int{{}, {0}, {1, 3, 0, 2}, {5, 2, 4, 1, 3, 0}, {1<<31 - 1, 0}} {
		packed := Pack(Columns(queens))
		shared := PackedBytes(len(queens))
		copy(shared, packed)
		got := PackedColumns(shared)
		if !slices.Equal(Ints(got), queens) {
			t.Errorf("packedColumns(packedBytes) of %v = %v", queens, got)
		}
		if len(queens) > 0 && nativeLittleEndian && unsafe.Pointer(&got[0]) != unsafe.Pointer(&shared[0]) {
			t.Errorf("packedColumns copied the %d queens of packedBytes' memory", len(queens))
		}
		// One byte in, b is not aligned, and is decoded.
		odd := append([]byte{0}, packed...)[1:]
		if got := PackedColumns(odd); !slices.Equal(Ints(got), queens) {
			t.Errorf("packedColumns(unaligned) of %v = %v", queens, got)
		}
	}
	if Columns(nil) != nil || Ints(nil) != nil {
		t.Error("nil queens are not kept nil")
	}
}
