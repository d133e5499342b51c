package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"

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
	clock          *lapClock // the run's, started before the plan
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
	var report countReport
	for _, r := range records {
		report.resumed.add(r.Wall, r.CPU)
	}
	if report.resumed.units > 0 {
		report.checkpoint = checkpointFile
		fmt.Fprintf(e.stderr, "nqueens count: %s\n", report.resumingNote(units, plan, records))
	}
	todo := slices.DeleteFunc(slices.Clone(units), func(u int) bool { _, ok := records[u]; return ok })
	progress := startUnits(bar, plan, units, func(u int) bool { _, ok := records[u]; return ok })
	err = plan.RunUnits(e.ctx, c.workers, todo, func(u int, t solver.Tally) error {
		wall, cpu := c.clock.lap()
		r := newUnitRecord(fingerprint, u, t, wall, cpu)
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
		report.times.add(records[u].Wall, records[u].CPU)
	}
	report.workers = min(c.workers, plan.Tasks())
	report.run, _ = c.clock.elapsed()
	return bar.printCount(e, plan, plan.Finish(total), report, c.asJSON)
}

// resumingNote says what a count resumes from: how much of the units it
// counts its checkpoint holds, and how long they took, as "n19.ckpt holds
// 1,024 of the 4,096 units to count (31% of the work), counted in
// 120.50 s (240.10 s CPU): counting the rest".
func (r countReport) resumingNote(units []int, plan *solver.Plan, held map[int]unitRecord) string {
	var cost, of float64
	for _, u := range units {
		of += plan.Cost(u)
		if _, ok := held[u]; ok {
			cost += plan.Cost(u)
		}
	}
	share := ""
	if of > 0 {
		share = fmt.Sprintf(" (%d%% of the work)", int(100*cost/of))
	}
	rest := "counting the rest"
	if len(held) == len(units) {
		rest = "nothing is left to count"
	}
	return fmt.Sprintf("%s holds %s of the %s to count%s, counted %v: %s",
		r.checkpoint, grouped(len(held)), quantity(uint64(len(units)), "unit"), share, r.resumed, rest)
}
