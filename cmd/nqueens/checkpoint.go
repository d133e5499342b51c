package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"

	"nqueens/solver"
)

// A checkpoint is the file of count -checkpoint: a header line that names
// the count, then one line per counted unit, appended and synced to disk
// as each unit ends, so that a count killed at any moment loses at most
// the units under way. A torn last line, from a kill in mid-write, is
// dropped and its unit counted again.
type checkpoint struct {
	path        string
	file        *os.File
	fingerprint string
	done        map[int]unitRecord // the units the file holds
}

// checkpointHeader is a checkpoint's first line.
type checkpointHeader struct {
	Checkpoint  string `json:"checkpoint"` // always "nqueens count"
	Fingerprint string `json:"fingerprint"`
	Algorithm   string `json:"algorithm"`
	N           int    `json:"n"`
}

// openCheckpoint opens the checkpoint at path for plan's count, making it
// if it does not exist, and reads the units it holds. It refuses a file of
// another count, or one whose records are corrupt before the last.
func openCheckpoint(path string, plan *solver.Plan) (*checkpoint, error) {
	c := &checkpoint{path: path, fingerprint: plan.Fingerprint(), done: map[int]unitRecord{}}
	data, err := os.ReadFile(path)
	if err != nil && !os.IsNotExist(err) {
		return nil, err
	}
	keep, err := c.read(data, plan)
	if err != nil {
		return nil, err
	}
	if c.file, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644); err != nil {
		return nil, err
	}
	// Drop a torn tail, then append after what is kept.
	if err := c.file.Truncate(int64(keep)); err != nil {
		c.file.Close()
		return nil, err
	}
	if _, err := c.file.Seek(int64(keep), 0); err != nil {
		c.file.Close()
		return nil, err
	}
	if keep == 0 {
		header, _ := json.Marshal(checkpointHeader{"nqueens count", c.fingerprint, plan.Algorithm.Name, plan.N})
		if err := c.write(header); err != nil {
			c.file.Close()
			return nil, err
		}
	}
	return c, nil
}

// read parses a checkpoint's bytes into c.done and returns how many of
// them to keep: all but a torn or corrupt last line.
func (c *checkpoint) read(data []byte, plan *solver.Plan) (keep int, err error) {
	line := 0
	for len(data[keep:]) > 0 {
		end := bytes.IndexByte(data[keep:], '\n')
		if end < 0 {
			return keep, nil // torn: the kill came before the newline
		}
		text := data[keep : keep+end]
		last := keep+end+1 == len(data)
		if line == 0 {
			var h checkpointHeader
			if json.Unmarshal(text, &h) != nil || h.Checkpoint != "nqueens count" {
				return 0, fmt.Errorf("%s is not a checkpoint of nqueens count", c.path)
			}
			if h.Fingerprint != c.fingerprint {
				return 0, fmt.Errorf("%s is the checkpoint of another count (%s, n = %d, fingerprint %s), not of this one (%s, n = %d, fingerprint %s): use another file",
					c.path, h.Algorithm, h.N, h.Fingerprint, plan.Algorithm.Name, plan.N, c.fingerprint)
			}
		} else {
			var r unitRecord
			ok := json.Unmarshal(text, &r) == nil && r.valid(c.fingerprint) && r.ID >= 0 && r.ID < plan.Tasks()
			if _, twice := c.done[r.ID]; ok && twice {
				return 0, fmt.Errorf("%s holds unit %d twice: it is corrupt", c.path, r.ID)
			}
			switch {
			case !ok && last:
				return keep, nil // a torn last record
			case !ok:
				return 0, fmt.Errorf("%s: line %d is corrupt", c.path, line+1)
			}
			c.done[r.ID] = r
		}
		keep += end + 1
		line++
	}
	return keep, nil
}

// add appends a counted unit and syncs it to disk.
func (c *checkpoint) add(r unitRecord) error {
	b, err := json.Marshal(r)
	if err != nil {
		return err
	}
	if err := c.write(b); err != nil {
		return fmt.Errorf("checkpoint %s: %w", c.path, err)
	}
	c.done[r.ID] = r
	return nil
}

// write appends one line and syncs the file.
func (c *checkpoint) write(line []byte) error {
	if _, err := c.file.Write(append(line, '\n')); err != nil {
		return err
	}
	return c.file.Sync()
}

func (c *checkpoint) close() error { return c.file.Close() }
