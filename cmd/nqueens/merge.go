package main

import (
	"encoding/json"
	"fmt"
	"strings"

	"nqueens/solver"
)

// runMerge adds up the parts that count -part printed, after checking that
// they are all of one count, each unit exactly once and intact, and prints
// the count as count does.
func runMerge(e env, args []string) error {
	fs := newFlagSet("merge [-json] PART.json ...")
	asJSON := fs.Bool("json", false, "print one JSON object, as count -json does")
	files, err := parseFlagsAndArgs(fs, args, e.stdout)
	if err != nil {
		return err
	}
	if len(files) == 0 {
		return usageError("no parts: give the files that nqueens count -part K/P -json wrote, such as parts/*.json")
	}
	parts := make([]countPart, len(files))
	for i, name := range files {
		if parts[i], err = readPart(name); err != nil {
			return err
		}
	}
	first := parts[0]
	plan, err := first.plan(e.ctx)
	switch {
	case err != nil && e.ctx.Err() != nil:
		return err
	case err != nil:
		return fmt.Errorf("%s: %v", files[0], err)
	case plan.Fingerprint() != first.Fingerprint:
		return fmt.Errorf("%s was made by another version of nqueens (%v; this one makes fingerprint %s): count its parts again with this one",
			files[0], first.countID, plan.Fingerprint())
	}
	total, err := addParts(plan, files, parts)
	if err != nil {
		return err
	}
	// The count's time is its parts' units', added up.
	var report countReport
	for _, p := range parts {
		for _, u := range p.Units {
			report.times.add(u.Wall, u.CPU)
		}
	}
	// The parts' units are raw: only their sum is finished (quarters'
	// unique count is divided by 8).
	return printCount(e, plan, plan.Finish(total), report, *asJSON)
}

// Bounds of a part's file: a unit's record is under maxRecordBytes of
// JSON, and no count has more than maxCountUnits units (fast's count of
// n = 32, the largest, has 240,730), so a part holds under 256 MB.
const (
	maxRecordBytes = 256
	maxCountUnits  = 1 << 20
	maxPartBytes   = maxCountUnits*maxRecordBytes + 4096
)

// readPart reads a file that count -part printed: a regular file of at
// most maxPartBytes.
func readPart(name string) (countPart, error) {
	var p countPart
	data, err := readRegular(name, maxPartBytes, "a part of any count holds")
	if err != nil {
		return p, err
	}
	if err := json.Unmarshal(data, &p); err != nil || p.Fingerprint == "" || p.Parts < 1 {
		return p, fmt.Errorf("%s is not a part that nqueens count -part wrote", name)
	}
	return p, nil
}

// addParts checks that parts are the whole of plan's count, each part and
// each unit once, and adds them up to plan's Base and raw tallies, which
// plan.Finish turns into the count. It drops the units' damaged times
// (checkedTimes).
func addParts(plan *solver.Plan, files []string, parts []countPart) (solver.Tally, error) {
	fingerprint, count := plan.Fingerprint(), parts[0].Parts
	partFile := make(map[int]string)
	unitFile := make(map[int]string)
	total := plan.Base()
	for i, p := range parts {
		switch {
		case p.Fingerprint != fingerprint:
			return total, fmt.Errorf("%s is a part of another count (%v), not of %s's (%v)", files[i], p.countID, files[0], newCountID(plan))
		case p.Parts != count:
			return total, fmt.Errorf("%s is part %d of %d, but %s is of %d: count every part with the same -part K/%d", files[i], p.Part, p.Parts, files[0], count, count)
		case partFile[p.Part] != "":
			return total, fmt.Errorf("part %d of %d is given twice: %s and %s", p.Part, count, partFile[p.Part], files[i])
		}
		partFile[p.Part] = files[i]
		want, err := plan.PartUnits(p.Part, count)
		if err != nil {
			return total, fmt.Errorf("%s: %v", files[i], err)
		}
		inPart := make(map[int]bool, len(want))
		for _, u := range want {
			inPart[u] = true
		}
		for j, u := range p.Units {
			p.Units[j] = u.checkedTimes(fingerprint) // in parts[i] too: they share the units
			switch {
			case !u.valid(fingerprint) || !inPart[u.ID]:
				return total, fmt.Errorf("%s: unit %d is corrupt: its checksum or its number does not match", files[i], u.ID)
			case unitFile[u.ID] != "":
				return total, fmt.Errorf("unit %d is given twice: in %s and %s", u.ID, unitFile[u.ID], files[i])
			}
			unitFile[u.ID] = files[i]
			total = total.Add(u.tally())
		}
		if len(p.Units) != len(want) {
			return total, fmt.Errorf("%s holds %d of part %d's %d units: it is incomplete", files[i], len(p.Units), p.Part, len(want))
		}
	}
	if len(partFile) != count {
		var missing []string
		for k := range count {
			if partFile[k] == "" {
				missing = append(missing, fmt.Sprint(k))
			}
		}
		if len(missing) > 10 {
			missing = append(missing[:10], "…")
		}
		return total, fmt.Errorf("%d of the %d parts are missing: %s", count-len(partFile), count, strings.Join(missing, ", "))
	}
	return total, nil
}
