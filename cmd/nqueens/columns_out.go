package main

import (
	"bufio"
	"context"
	"encoding/json"
	"os"
	"strconv"

	"nqueens/solver"
)

// The columns of a large solution are written as they are read, a number at
// a time into a buffered writer, never built as one string: 10^8 queens
// make 890 MB of text, and take no memory but the writer's buffer. Writing
// them, or verifying them, takes seconds, and stops when the context is
// done.

// writeColumns writes the columns in decimal, each followed by sep but the
// last, checking ctx every 65536 columns. It returns the writer's error,
// or ctx's.
func writeColumns(ctx context.Context, w *bufio.Writer, queens []int32, sep byte) error {
	var num [12]byte
	for r, c := range queens {
		if r > 0 {
			w.WriteByte(sep)
			if r&0xffff == 0 && ctx.Err() != nil {
				return ctx.Err()
			}
		}
		w.Write(strconv.AppendInt(num[:0], int64(c), 10))
	}
	return w.Flush()
}

// writeColumnsLines writes the columns to f, one per line.
func writeColumnsLines(ctx context.Context, f *os.File, queens []int32) error {
	w := bufio.NewWriterSize(f, 1<<16)
	err := writeColumns(ctx, w, queens, '\n')
	if err == nil && len(queens) > 0 {
		w.WriteByte('\n')
		err = w.Flush()
	}
	return err
}

// writeFoundJSON writes res as one line of JSON, as json.Encoder would with
// res.Queens set to queens, left out when nil, but streaming the queens.
func writeFoundJSON(ctx context.Context, w *bufio.Writer, res foundResult, queens []int32) error {
	res.Queens = nil
	head, err := json.Marshal(res)
	if err != nil {
		return err
	}
	if queens == nil {
		w.Write(head)
	} else {
		w.Write(head[:len(head)-1]) // without its closing brace
		w.WriteString(`,"queens":[`)
		if err := writeColumns(ctx, w, queens, ','); err != nil {
			return err
		}
		w.WriteString("]}")
	}
	w.WriteByte('\n')
	return w.Flush()
}

// verifyColumns runs solver.VerifyColumns, and returns ctx's error as soon
// as ctx is done, leaving the check to finish on its own.
func verifyColumns(ctx context.Context, queens []int32) error {
	done := make(chan error, 1)
	go func() { done <- solver.VerifyColumns(queens) }()
	select {
	case err := <-done:
		return err
	case <-ctx.Done():
		return ctx.Err()
	}
}
