package main

import (
	"bytes"
	"encoding/json"
	"fmt"
	"hash/crc32"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"nqueens/solver"
)

// unitTimes adds up the times of the units of a checkpoint's bytes, or of
// parts' files.
func unitTimes(t *testing.T, records []unitRecord) (wall, cpu float64) {
	t.Helper()
	var s timeSum
	for _, r := range records {
		s.add(r.Wall, r.CPU)
	}
	if s.seconds() == nil || s.cpuSeconds() == nil {
		t.Fatalf("a unit without its times: %+v", records)
	}
	return *s.seconds(), *s.cpuSeconds()
}

// checkpointRecords reads the records of a checkpoint's bytes.
func checkpointRecords(t *testing.T, data []byte) []unitRecord {
	t.Helper()
	var records []unitRecord
	for _, line := range bytes.Split(bytes.TrimSuffix(data, []byte("\n")), []byte("\n"))[1:] {
		var r unitRecord
		if err := json.Unmarshal(line, &r); err != nil {
			t.Fatal(err)
		}
		records = append(records, r)
	}
	return records
}

// countJSON runs count or merge with -json and reads its result.
func countJSON(t *testing.T, args ...string) (countResult, string) {
	t.Helper()
	code, out, errOut := runCLI(append(args, "-json")...)
	var res countResult
	if err := json.Unmarshal([]byte(out), &res); err != nil || code != 0 {
		t.Fatalf("%q = %d, %q, %q: %v", args, code, out, errOut, err)
	}
	return res, errOut
}

// TestCountReportsItsOwnTime counts n = 13 with a checkpoint, cut in
// half and resumed, then again once finished, and in parts merged: each
// reports the time of the count, the times of its units added up, not
// the time of the run that reports it; a finished checkpoint reports
// its count's time, and says that it held every unit.
func TestCountReportsItsOwnTime(t *testing.T) {
	name := filepath.Join(t.TempDir(), "n13.checkpoint")
	first, _ := countJSON(t, "count", "-n", "13", "-checkpoint", name)
	full := readFile(t, name)
	wall, cpu := unitTimes(t, checkpointRecords(t, full))
	if first.Seconds == nil || *first.Seconds != wall || first.CPUSeconds == nil || *first.CPUSeconds != cpu || first.ResumedUnits != 0 {
		t.Errorf("count -checkpoint -json = %+v; want its units' %v s and %v s CPU", first, wall, cpu)
	}
	again, errOut := countJSON(t, "count", "-n", "13", "-checkpoint", name)
	units := len(checkpointRecords(t, full))
	if again.Seconds == nil || *again.Seconds != wall || *again.CPUSeconds != cpu || again.ResumedUnits != units {
		t.Errorf("count on its finished checkpoint = %+v; want the count's %v s, %v s CPU, and %d units resumed", again, wall, cpu, units)
	}
	held := regexp.MustCompile(fmt.Sprintf(`^nqueens count: \S+ holds %s of the %s units to count \(100%% of the work\), counted in %.2f s \(%.2f s CPU\): nothing is left to count\n$`,
		grouped(units), grouped(units), wall, cpu))
	if !held.MatchString(errOut) {
		t.Errorf("count on its finished checkpoint said %q; want %s", errOut, held)
	}
	lines := bytes.SplitAfter(full, []byte("\n"))
	os.WriteFile(name, bytes.Join(lines[:len(lines)/2], nil), 0o644)
	keptWall, _ := unitTimes(t, checkpointRecords(t, bytes.Join(lines[:len(lines)/2], nil)))
	resumed, _ := countJSON(t, "count", "-n", "13", "-checkpoint", name)
	wall, cpu = unitTimes(t, checkpointRecords(t, readFile(t, name)))
	if resumed.Seconds == nil || *resumed.Seconds != wall || *resumed.CPUSeconds != cpu || wall < keptWall || resumed.ResumedUnits != len(lines)/2-1 {
		t.Errorf("count resumed = %+v; want its units' %v s (%v s of them kept) and %v s CPU, %d units resumed", resumed, wall, keptWall, cpu, len(lines)/2-1)
	}
	var records []unitRecord
	files := writeParts(t, t.TempDir(), 3, "-n", "13")
	for _, f := range files {
		records = append(records, readPartFile(t, f).Units...)
	}
	wall, cpu = unitTimes(t, records)
	merged, _ := countJSON(t, append([]string{"merge"}, files...)...)
	if merged.Seconds == nil || *merged.Seconds != wall || *merged.CPUSeconds != cpu || merged.Solutions != 73712 {
		t.Errorf("merge -json = %+v; want the parts' units' %v s and %v s CPU", merged, wall, cpu)
	}
}

// TestOlderUnitsHaveNoTime reads a checkpoint and parts whose records an
// older nqueens wrote, without times, checked as it checked them: they
// count as before, and the count's time is unknown (null in JSON). The
// records with times check as they did too, so that an older nqueens
// reads them.
func TestOlderUnitsHaveNoTime(t *testing.T) {
	// older rewrites a record as an older nqueens wrote it.
	older := func(r unitRecord, fingerprint string) unitRecord {
		r.Wall, r.CPU = 0, 0
		s := fmt.Sprintf("%s %d %d %d %d", fingerprint, r.ID, r.Solutions, r.Unique, r.Nodes)
		r.Check = fmt.Sprintf("%08x", crc32.ChecksumIEEE([]byte(s)))
		return r
	}
	name, data := countedCheckpoint(t)
	lines := bytes.SplitAfter(data, []byte("\n"))
	var header checkpointHeader
	json.Unmarshal(lines[0], &header)
	for i, r := range checkpointRecords(t, data)[:len(lines)/2] {
		old := older(r, header.Fingerprint)
		if old.Check != r.Check {
			t.Fatalf("unit %d: check %s, but an older nqueens makes %s: it would drop the record", r.ID, r.Check, old.Check)
		}
		b, _ := json.Marshal(old)
		lines[i+1] = append(b, '\n')
	}
	os.WriteFile(name, bytes.Join(lines, nil), 0o644)
	res, errOut := countJSON(t, "count", "-n", "12", "-checkpoint", name, "-progress")
	if res.Solutions != 14200 || res.Seconds != nil || res.CPUSeconds != nil || strings.Contains(errOut, "dropped") {
		t.Errorf("count on older records = %+v, %q; want 14200 in a time unknown", res, errOut)
	}
	unknown := fmt.Sprintf("nqueens count: counted by %s in a time unknown (%s of %s units without one, from an older nqueens) on ",
		solver.FastestAlgorithm(12), grouped(len(lines)/2), grouped(len(lines)-2))
	if !strings.Contains(errOut, unknown) {
		t.Errorf("count on older records said %q; want %q", errOut, unknown)
	}
	files := writeParts(t, t.TempDir(), 2, "-n", "12")
	p := readPartFile(t, files[1])
	for i, r := range p.Units {
		p.Units[i] = older(r, p.Fingerprint)
	}
	b, _ := json.Marshal(p)
	os.WriteFile(files[1], b, 0o644)
	merged, _ := countJSON(t, append([]string{"merge"}, files...)...)
	if merged.Solutions != 14200 || merged.Seconds != nil || merged.CPUSeconds != nil {
		t.Errorf("merge of an older part = %+v; want 14200 in a time unknown", merged)
	}
	if _, out, _ := runCLI(append([]string{"merge", "-json"}, files...)...); !strings.Contains(out, `"seconds":null,"cpu_seconds":null`) {
		t.Errorf("merge -json of an older part = %s; want seconds and cpu_seconds null", out)
	}
}

// TestDamagedTimesLeaveTheCount changes a digit of a unit's time in a
// finished checkpoint and in a part: the unit still counts, no line is
// dropped, and the count's time is unknown.
func TestDamagedTimesLeaveTheCount(t *testing.T) {
	damage := func(data []byte) []byte {
		at := bytes.Index(data, []byte(`"wall":0.`)) + len(`"wall":0.`)
		data = bytes.Clone(data)
		data[at] = '0' + (data[at]-'0'+1)%10
		return data
	}
	name, data := countedCheckpoint(t)
	os.WriteFile(name, damage(data), 0o644)
	res, errOut := countJSON(t, "count", "-n", "12", "-checkpoint", name)
	if res.Solutions != 14200 || res.Seconds != nil || res.CPUSeconds != nil || strings.Contains(errOut, "dropped") {
		t.Errorf("count on a checkpoint with a damaged time = %+v, %q; want 14200 in a time unknown, nothing dropped", res, errOut)
	}
	files := writeParts(t, t.TempDir(), 2, "-n", "12")
	os.WriteFile(files[0], damage(readFile(t, files[0])), 0o644)
	if merged, _ := countJSON(t, append([]string{"merge"}, files...)...); merged.Solutions != 14200 || merged.Seconds != nil || merged.CPUSeconds != nil {
		t.Errorf("merge of a part with a damaged time = %+v; want 14200 in a time unknown", merged)
	}
}
