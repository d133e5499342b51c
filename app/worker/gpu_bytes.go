package worker

import (
	"fmt"
	"unsafe"
)

// wordBytes is words' memory as bytes, in the machine's byte order: wasm
// is little-endian, as WebGPU's buffers are.
func wordBytes(words []uint32) []byte {
	return unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(words))), len(words)*4)
}

// resultBytes is the memory of results that a batch's size bytes of
// results are copied into, or an error if results holds another number of
// bytes: fewer would be written past, and more would be read stale.
func resultBytes(results []uint32, size int) ([]byte, error) {
	b := wordBytes(results)
	if len(b) != size {
		return nil, fmt.Errorf("the batch wrote %d bytes of results, but %d were collected", size, len(b))
	}
	return b, nil
}
