package main

import (
	"context"
	"fmt"
	"hash/crc32"
	"strconv"
	"strings"

	"nqueens/solver"
)

// A unitRecord is one counted unit of a count, a task of its plan by
// index, as count -part prints it, merge reads it and a checkpoint keeps
// it. Check guards it against corruption and against mixing counts.
type unitRecord struct {
	ID        int    `json:"id"`
	Solutions uint64 `json:"solutions"`
	Unique    uint64 `json:"unique"`
	Nodes     uint64 `json:"nodes"`
	Check     string `json:"check"` // CRC-32 of the count's fingerprint and the fields above
	// The time its run spent on it (see lapClock), in seconds: by the
	// clock, and in the process's CPU time, 0 where unknown, and their
	// own check. Records of older versions have none, and older versions
	// read these as they read their own, for Check leaves the times out.
	Wall      float64 `json:"wall,omitempty"`
	CPU       float64 `json:"cpu,omitempty"`
	TimeCheck string  `json:"time_check,omitempty"` // CRC-32 of the count's fingerprint, ID and the times
}

// newUnitRecord records unit id of the count fingerprint, which took wall
// and cpu seconds.
func newUnitRecord(fingerprint string, id int, t solver.Tally, wall, cpu float64) unitRecord {
	r := unitRecord{ID: id, Solutions: t.Solutions, Unique: t.Unique, Nodes: t.Nodes, Wall: wall, CPU: cpu}
	r.Check, r.TimeCheck = r.checksum(fingerprint), r.timeChecksum(fingerprint)
	return r
}

// checksum is the record's Check.
func (r unitRecord) checksum(fingerprint string) string {
	return crc(fmt.Sprintf("%s %d %d %d %d", fingerprint, r.ID, r.Solutions, r.Unique, r.Nodes))
}

// timeChecksum is the record's TimeCheck.
func (r unitRecord) timeChecksum(fingerprint string) string {
	return crc(fmt.Sprintf("%s %d time %s %s", fingerprint, r.ID, strconv.FormatFloat(r.Wall, 'g', -1, 64), strconv.FormatFloat(r.CPU, 'g', -1, 64)))
}

// crc is the CRC-32 of s in hexadecimal.
func crc(s string) string { return fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(s))) }

// valid reports whether the record is intact and of the count fingerprint.
func (r unitRecord) valid(fingerprint string) bool { return r.Check == r.checksum(fingerprint) }

// checkedTimes returns the record with its times, if they are intact,
// else without: a damaged time leaves the unit's count as good as it was,
// and the count's time unknown.
func (r unitRecord) checkedTimes(fingerprint string) unitRecord {
	if r.TimeCheck != r.timeChecksum(fingerprint) {
		r.Wall, r.CPU, r.TimeCheck = 0, 0, ""
	}
	return r
}

func (r unitRecord) tally() solver.Tally {
	return solver.Tally{Solutions: r.Solutions, Unique: r.Unique, Nodes: r.Nodes}
}

// A countID says which count a part or a checkpoint is of: its plan's
// fingerprint, and what merge needs to make the plan again.
type countID struct {
	Fingerprint string `json:"fingerprint"`
	Algorithm   string `json:"algorithm"`
	N           int    `json:"n"`
	Place       string `json:"place,omitempty"` // the queens of count -place, as "0:4,3:2"
}

// newCountID names plan's count.
func newCountID(plan *solver.Plan) countID {
	return countID{Fingerprint: plan.Fingerprint(), Algorithm: plan.Algorithm.Name, N: plan.N, Place: plan.Placement().Format(":")}
}

// String describes the count for messages, as "constellations, n = 8,
// queens 0:4,3:2, fingerprint 0123456789abcdef".
func (id countID) String() string {
	s := fmt.Sprintf("%s, n = %d", id.Algorithm, id.N)
	if id.Place != "" {
		s += ", queens " + id.Place
	}
	return s + ", fingerprint " + id.Fingerprint
}

// plan makes the count's plan again, stopping once ctx is done.
func (id countID) plan(ctx context.Context) (*solver.Plan, error) {
	if id.N < 1 || id.N > solver.MaxN {
		return nil, fmt.Errorf("n = %d is out of range: n must be from 1 to %d", id.N, solver.MaxN)
	}
	placed, dropped := solver.ParsePlacement(id.N, id.Place)
	if len(dropped) > 0 {
		return nil, dropped[0]
	}
	return solver.NewCountPlan(ctx, id.Algorithm, placed)
}

// A countPart is what count -part prints and merge reads: some units of a
// count, and which count they are of.
type countPart struct {
	countID
	Part  int          `json:"part"`
	Parts int          `json:"parts"`
	Units []unitRecord `json:"units"`
}

// parsePart reads -part's value, K/P, the part K of P, 0 ≤ K < P.
func parsePart(s string) (part, parts int, err error) {
	k, p, ok := strings.Cut(s, "/")
	part, err1 := strconv.Atoi(k)
	parts, err2 := strconv.Atoi(p)
	if !ok || err1 != nil || err2 != nil || parts < 1 || part < 0 || part >= parts || parts > maxParts {
		return 0, 0, usageError("-part %q: write K/P, part K of P, with 0 ≤ K < P ≤ %d, such as -part 3/64", quoted(s), maxParts)
	}
	return part, parts, nil
}

// maxParts is the most parts a count splits into with -part.
const maxParts = 1 << 20
