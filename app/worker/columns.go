package worker

import (
	"encoding/binary"
	"unsafe"
)

// The board's queens are held as int32 columns, queens[r] the column of
// row r: a million of them take 4 MB, and they are the very bytes the
// worker sends (worker.Pack), so a large solution arrives without being
// decoded.

// Columns returns queens as int32 columns.
func Columns(queens []int) []int32 {
	if queens == nil {
		return nil
	}
	c := make([]int32, len(queens))
	for r, q := range queens {
		c[r] = int32(q)
	}
	return c
}

// Ints returns columns as ints, for the solver's and the worker's
// requests, and for the boards drawn square by square (n ≤ 32).
func Ints(Columns []int32) []int {
	if Columns == nil {
		return nil
	}
	q := make([]int, len(Columns))
	for r, c := range Columns {
		q[r] = int(c)
	}
	return q
}

// nativeLittleEndian is whether this machine stores an int32 as Pack does
// (WebAssembly always does).
var nativeLittleEndian = binary.NativeEndian.Uint16([]byte{1, 0}) == 1

// PackedColumns returns the columns that worker.Pack wrote into b. Where
// b's memory is an aligned []int32's in Pack's byte order, as packedBytes
// makes it, they share it, in O(1); otherwise they are decoded, in O(n).
func PackedColumns(b []byte) []int32 {
	n := len(b) / 4
	if n == 0 {
		return []int32{}
	}
	if nativeLittleEndian && len(b)%4 == 0 && uintptr(unsafe.Pointer(&b[0]))%4 == 0 {
		return unsafe.Slice((*int32)(unsafe.Pointer(&b[0])), n)
	}
	c := make([]int32, n)
	for r := range c {
		c[r] = int32(binary.LittleEndian.Uint32(b[4*r:]))
	}
	return c
}

// PackedBytes returns room for n packed queens: bytes whose memory is an
// int32 slice's, which packedColumns then shares.
func PackedBytes(n int) []byte {
	if n == 0 {
		return []byte{}
	}
	c := make([]int32, n)
	return unsafe.Slice((*byte)(unsafe.Pointer(&c[0])), 4*n)
}
