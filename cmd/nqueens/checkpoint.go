package main

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"

	"nqueens/solver"
)

// A checkpoint is the file of count -checkpoint: a header line that names
// the count, then one line per counted unit, appended and synced to disk
// as each unit ends, so that a count killed at any moment loses at most
// the units under way. A torn last line, from a kill in mid-write, or a
// damaged or repeated line anywhere, is dropped and its unit counted
// again. A count holds a lock on its
// checkpoint, so that a second count on the same file, such as a job
// started again while the first still runs, stops at once.
type checkpoint struct {
	path    string
	file    *os.File
	id      countID            // the count the file is of
	done    map[int]unitRecord // the units the file holds
	dropped int                // damaged, repeated or torn records found
}

// checkpointHeader is a checkpoint's first line.
type checkpointHeader struct {
	Checkpoint string `json:"checkpoint"` // always "nqueens count"
	countID
}

// errNoLocks says that the checkpoint's file system keeps no locks: two
// counts on the file at once would mix their lines.
var errNoLocks = errors.New("the file system keeps no locks")

// openCheckpoint opens the checkpoint at path for plan's count, making it
// if it does not exist, locks it for this count (lockCheckpoint), and
// reads the units it holds, dropping the damaged records (read). It
// refuses a file that another count holds or that is of another count,
// and then writes nothing. unlocked is true where the file system
// keeps no locks.
func openCheckpoint(path string, plan *solver.Plan) (c *checkpoint, unlocked bool, err error) {
	c = &checkpoint{path: path, id: newCountID(plan), done: map[int]unitRecord{}}
	// One descriptor for the whole count: reading the file through
	// another, and closing it, would drop the lock.
	if c.file, err = os.OpenFile(path, os.O_RDWR|os.O_CREATE, 0o644); err != nil {
		return nil, false, err
	}
	if err := lockCheckpoint(c.file, path); errors.Is(err, errNoLocks) {
		unlocked = true
	} else if err != nil {
		c.file.Close()
		return nil, false, err
	}
	if err := c.load(plan); err != nil {
		c.file.Close()
		return nil, false, err
	}
	return c, unlocked, nil
}

// load reads the units the file holds, drops a torn tail, and leaves the
// file ready to append after what is kept, with a header if it is new.
func (c *checkpoint) load(plan *solver.Plan) error {
	data, err := io.ReadAll(c.file)
	if err != nil {
		return err
	}
	keep, dropped, err := c.read(data, plan)
	if err != nil {
		return err
	}
	c.dropped = dropped
	if err := c.file.Truncate(int64(keep)); err != nil {
		return err
	}
	if _, err := c.file.Seek(int64(keep), io.SeekStart); err != nil {
		return err
	}
	if keep == 0 {
		header, _ := json.Marshal(checkpointHeader{"nqueens count", c.id})
		return c.write(header)
	}
	return nil
}

// read parses a checkpoint's bytes into c.done and returns how many of
// them to keep: all but a torn last line, which a kill in mid-write
// leaves. A record that is damaged (its checksum fails, or it does not
// parse), or that repeats a unit, is dropped wherever it is, and its unit
// counted again; it stays in the file, which is only ever appended to,
// and is dropped again at each start. dropped counts the records dropped,
// the torn line included. Only a header of another count is refused.
func (c *checkpoint) read(data []byte, plan *solver.Plan) (keep, dropped int, err error) {
	line := 0
	for len(data[keep:]) > 0 {
		end := bytes.IndexByte(data[keep:], '\n')
		if end < 0 {
			return keep, dropped + 1, nil // torn: the kill came before the newline
		}
		text := data[keep : keep+end]
		if line == 0 {
			var h checkpointHeader
			if json.Unmarshal(text, &h) != nil || h.Checkpoint != "nqueens count" {
				return 0, 0, fmt.Errorf("%s is not a checkpoint of nqueens count", c.path)
			}
			if h.Fingerprint != c.id.Fingerprint {
				return 0, 0, fmt.Errorf("%s is the checkpoint of another count (%v), not of this one (%v): use another file", c.path, h.countID, c.id)
			}
		} else {
			var r unitRecord
			ok := json.Unmarshal(text, &r) == nil && r.valid(c.id.Fingerprint) && r.ID >= 0 && r.ID < plan.Tasks()
			if _, twice := c.done[r.ID]; ok && !twice {
				c.done[r.ID] = r
			} else {
				dropped++
			}
		}
		keep += end + 1
		line++
	}
	return keep, dropped, nil
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
