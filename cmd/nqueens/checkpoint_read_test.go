package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"maps"
	"os"
	"strings"
	"testing"

	"nqueens/solver"
)

// TestCheckpointDropsLongLines puts a line of 5,000 bytes in the middle
// of a finished checkpoint of n = 12, and a tail of 3,000 zero bytes
// without a newline, as a crash on some file systems leaves: the count
// drops both, cuts the tail, counts the unit whose line was lost again,
// and gives the published figures.
func TestCheckpointDropsLongLines(t *testing.T) {
	name, data := countedCheckpoint(t)
	lines := bytes.SplitAfter(data, []byte("\n"))
	lines[5] = append(bytes.Repeat([]byte("x"), 5000), '\n')
	damaged := append(bytes.Join(lines, nil), make([]byte, 3000)...)
	os.WriteFile(name, damaged, 0o644)
	code, out, errOut := runCLI("count", "-n", "12", "-checkpoint", name, "-json")
	if code != 0 || !strings.Contains(out, `"solutions":14200,"unique":1787`) || !strings.Contains(errOut, "dropped 2 lines,") {
		t.Errorf("count on a checkpoint with a long line and a zero tail = %d, %q, %q; want 14200 and that it dropped 2 lines", code, out, errOut)
	}
	if after := readFile(t, name); bytes.Contains(after, []byte{0}) || !bytes.HasSuffix(after, []byte("\n")) {
		t.Errorf("the zero tail was not cut: the file ends %q", after[max(0, len(after)-40):])
	}
}

// FuzzCheckpointRead reads any bytes, after the header of n = 8's count
// or not, as a checkpoint: it never panics, keeps whole lines only,
// keeps only intact units of the count, once each, and reads what it
// kept as it read it, less the torn line it cut.
func FuzzCheckpointRead(f *testing.F) {
	plan, err := solver.NewPlan(solver.FastestAlgorithm(8), 8)
	if err != nil {
		f.Fatal(err)
	}
	id := newCountID(plan)
	header, _ := json.Marshal(checkpointHeader{"nqueens count", id})
	header = append(header, '\n')
	record, _ := json.Marshal(newUnitRecord(id.Fingerprint, 3, solver.Tally{Solutions: 2, Unique: 1, Nodes: 40}, 0.25, 0.5))
	f.Add(true, append(record, '\n'))
	f.Add(true, append(append(record, '\n'), record[:20]...))
	f.Add(false, header)
	f.Add(true, bytes.Repeat([]byte("{}\n"), 300))
	f.Add(true, bytes.Repeat([]byte{'x'}, 3000))
	f.Fuzz(func(t *testing.T, withHeader bool, data []byte) {
		if withHeader {
			data = append(bytes.Clone(header), data...)
		}
		read := func(data []byte) (*checkpoint, int64, int, error) {
			c := &checkpoint{path: "fuzz", id: id, done: map[int]unitRecord{}}
			r := bufio.NewReaderSize(bytes.NewReader(data), checkpointLineBytes)
			keep, dropped, err := c.read(r, plan.Tasks(), checkpointMaxLines(plan.Tasks()))
			return c, keep, dropped, err
		}
		c, keep, dropped, err := read(data)
		if err != nil {
			if withHeader && len(data) <= int(checkpointMaxBytes(checkpointMaxLines(plan.Tasks()))) &&
				bytes.Count(data, []byte("\n")) <= checkpointMaxLines(plan.Tasks()) {
				t.Fatalf("a checkpoint with its header refused: %v", err)
			}
			return
		}
		if keep > int64(len(data)) || keep > 0 && data[keep-1] != '\n' || dropped < 0 {
			t.Fatalf("keep %d of %d bytes, dropped %d", keep, len(data), dropped)
		}
		for u, r := range c.done {
			if u != r.ID || !r.valid(id.Fingerprint) || u < 0 || u >= plan.Tasks() {
				t.Fatalf("kept unit %d: %+v", u, r)
			}
		}
		again, keep2, dropped2, err := read(data[:keep])
		torn := int(keep) < len(data)
		if err != nil || keep2 != keep || !maps.Equal(again.done, c.done) || dropped2 != dropped-btoi(torn) {
			t.Fatalf("read again: keep %d, dropped %d, %v; first keep %d, dropped %d", keep2, dropped2, err, keep, dropped)
		}
	})
}
