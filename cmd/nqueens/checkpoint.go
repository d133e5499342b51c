package main

import (
	"bufio"
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
//
// A checkpoint is a regular file (openRegular), read a line at a time,
// with bounds: a line of more than checkpointLineBytes is damaged, and a
// file of more lines than checkpointMaxLines, or of more bytes than they
// make, is refused as the wrong file.
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
	if c.file, err = openRegular(path, os.O_RDWR|os.O_CREATE); err != nil {
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

// checkpointLineBytes bounds a checkpoint's lines: its header, with the
// 32 queens of -place, is about 300 bytes, a unit's record under 200.
const checkpointLineBytes = 1024

// checkpointMaxLines is the most lines that a checkpoint of a count of
// tasks units may hold: its header, a line per unit, and as many again
// for damaged lines, which stay in the file (a torn last line is cut).
func checkpointMaxLines(tasks int) int { return 2*tasks + 64 }

// checkpointMaxBytes is the most bytes that a checkpoint of maxLines
// lines may hold.
func checkpointMaxBytes(maxLines int) int64 { return int64(maxLines) * checkpointLineBytes }

// checkpointWhat says what a checkpoint of maxLines lines holds at most,
// for messages.
func checkpointWhat(maxLines int) string {
	return fmt.Sprintf("a checkpoint of this count holds (%s lines of at most %s bytes)", grouped(maxLines), grouped(checkpointLineBytes))
}

// load reads the units the file holds, drops a torn tail, and leaves the
// file ready to append after what is kept, with a header if it is new.
// It refuses a file of more bytes than checkpointMaxLines lines make.
func (c *checkpoint) load(plan *solver.Plan) error {
	maxLines := checkpointMaxLines(plan.Tasks())
	if err := checkSize(c.file, c.path, checkpointMaxBytes(maxLines), checkpointWhat(maxLines)); err != nil {
		return err
	}
	// Past the bound, the reader stops one byte on: read refuses the
	// file, rather than cut what it could not read as a torn line.
	r := bufio.NewReaderSize(io.LimitReader(c.file, checkpointMaxBytes(maxLines)+1), checkpointLineBytes)
	keep, dropped, err := c.read(r, plan.Tasks(), maxLines)
	if err != nil {
		return err
	}
	c.dropped = dropped
	if err := c.file.Truncate(keep); err != nil {
		return err
	}
	if _, err := c.file.Seek(keep, io.SeekStart); err != nil {
		return err
	}
	if keep == 0 {
		header, _ := json.Marshal(checkpointHeader{"nqueens count", c.id})
		return c.write(header)
	}
	return nil
}

// read parses a checkpoint, a line at a time from r, into c.done, for a
// count of tasks units, and returns how many of its bytes to keep: all
// but a torn last line, which a kill in mid-write leaves. A record that
// is damaged (its checksum fails, it does not parse, or it is longer than
// checkpointLineBytes), or that repeats a unit, is dropped wherever it
// is, and its unit counted again; it stays in the file, which is only
// ever appended to, and is dropped again at each start. dropped counts
// the records dropped, the torn line included. A header of another count
// is refused, and so is a file of more than maxLines lines, or of more
// than checkpointMaxBytes.
func (c *checkpoint) read(r *bufio.Reader, tasks, maxLines int) (keep int64, dropped int, err error) {
	for line := 0; ; line++ {
		text, size, complete, err := nextLine(r)
		switch {
		case err != nil:
			return 0, 0, fmt.Errorf("%s: %w", c.path, err)
		case keep+int64(size) > checkpointMaxBytes(maxLines):
			return 0, 0, tooLarge(c.path, checkpointMaxBytes(maxLines), checkpointWhat(maxLines))
		case size == 0:
			return keep, dropped, nil
		case !complete:
			return keep, dropped + 1, nil // torn: the kill came before the newline
		case line >= maxLines:
			return 0, 0, fmt.Errorf("%s has more than %s lines, more than a checkpoint of this count holds (a header, and a line per unit, %s, twice over): is it the right file?",
				c.path, grouped(maxLines), grouped(tasks))
		case line == 0:
			var h checkpointHeader
			if text == nil || json.Unmarshal(text, &h) != nil || h.Checkpoint != "nqueens count" {
				return 0, 0, fmt.Errorf("%s is not a checkpoint of nqueens count", c.path)
			}
			if h.Fingerprint != c.id.Fingerprint {
				return 0, 0, fmt.Errorf("%s is the checkpoint of another count (%v), not of this one (%v): use another file", c.path, h.countID, c.id)
			}
		default:
			var r unitRecord
			ok := text != nil && json.Unmarshal(text, &r) == nil && r.valid(c.id.Fingerprint) && r.ID >= 0 && r.ID < tasks
			if _, twice := c.done[r.ID]; ok && !twice {
				c.done[r.ID] = r.checkedTimes(c.id.Fingerprint)
			} else {
				dropped++
			}
		}
		keep += int64(size)
	}
}

// nextLine reads a line from r: its text without the newline, or nil when
// it is longer than r's buffer; its size in bytes, the newline included,
// 0 at the end; and whether it ends with a newline.
func nextLine(r *bufio.Reader) (text []byte, size int, complete bool, err error) {
	long := false
	for {
		chunk, err := r.ReadSlice('\n')
		size += len(chunk)
		switch {
		case err == bufio.ErrBufferFull:
			long = true
			continue
		case err == io.EOF:
			return nil, size, false, nil
		case err != nil:
			return nil, 0, false, err
		case long:
			return nil, size, true, nil
		}
		return chunk[:len(chunk)-1], size, true, nil
	}
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
