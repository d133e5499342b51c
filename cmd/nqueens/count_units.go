package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"nqueens/solver"
)

// A unitsCount is a count by units: of a part, with -part, or kept in a
// checkpoint, with -checkpoint.
type unitsCount struct {
	plan           *solver.Plan
	part, parts    int    // the part counted: 0 of 1 without -part
	printPart      bool   // -part: print the part's units for merge
	checkpointFile string // "" without -checkpoint
	workers        int
	asJSON         bool
	start          time.Time
}

// run counts the part's units on c.workers goroutines, keeping each unit
// in the checkpoint, if any, and skipping the units it already holds. With
// -part it prints the part's units as JSON for merge; else the count.
func (c unitsCount) run(e env, bar *progressBar) error {
	plan, part, parts, checkpointFile := c.plan, c.part, c.parts, c.checkpointFile
	units, err := plan.PartUnits(part, parts)
	if err != nil {
		return usageError("%v", err)
	}
	fingerprint := plan.Fingerprint()
	records := make(map[int]unitRecord, len(units))
	var cp *checkpoint
	if checkpointFile != "" {
		var unlocked bool
		if cp, unlocked, err = openCheckpoint(checkpointFile, plan); err != nil {
			return err
		}
		defer cp.close()
		if cp.dropped > 0 {
			fmt.Fprintf(e.stderr, "nqueens count: %s: dropped %s, damaged, repeated or torn: their units are counted again\n",
				checkpointFile, quantity(uint64(cp.dropped), "line"))
		}
		if unlocked {
			fmt.Fprintf(e.stderr, "nqueens count: %s cannot be locked (%v): run no other count on it at the same time\n", checkpointFile, errNoLocks)
		}
		for _, u := range units {
			if r, ok := cp.done[u]; ok {
				records[u] = r
			}
		}
	}
	todo := slices.DeleteFunc(slices.Clone(units), func(u int) bool { _, ok := records[u]; return ok })
	progress := startUnits(bar, plan, units, func(u int) bool { _, ok := records[u]; return ok })
	err = plan.RunUnits(e.ctx, c.workers, todo, func(u int, t solver.Tally) error {
		r := newUnitRecord(fingerprint, u, t)
		if cp != nil {
			// A checkpoint that cannot be written stops the count:
			// its units would be lost.
			if err := cp.add(r); err != nil {
				return err
			}
		}
		records[u] = r
		progress.finished(u)
		return nil
	})
	bar.finish()
	if err != nil {
		err = bar.stopped(err, "counted", "units")
		if se := (*stopError)(nil); cp != nil && errors.As(err, &se) {
			se.done += fmt.Sprintf("; %s holds %s: run the same command again to resume", checkpointFile, quantity(uint64(len(cp.done)), "unit"))
		}
		return err
	}
	if c.printPart {
		out := countPart{countID: newCountID(plan), Part: part, Parts: parts}
		for _, u := range units {
			out.Units = append(out.Units, records[u])
		}
		return json.NewEncoder(e.stdout).Encode(out)
	}
	// The units' tallies are raw, as the checkpoint keeps them: only
	// their sum is finished (quarters' unique count is divided by 8).
	total := plan.Base()
	for _, u := range units {
		total = total.Add(records[u].tally())
	}
	return bar.printCount(e, plan, plan.Finish(total), time.Since(c.start), min(c.workers, plan.Tasks()), c.asJSON)
}
