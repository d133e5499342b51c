package backend

import (
	"encoding/json"
	"hash/crc32"
	"strconv"

	"nqueens/app/worker"
	"nqueens/solver"
)

// savedMinN is the smallest n whose counts are saved as they go: a count
// shared by one runner in one request has nothing to resume. The counts
// that end within saveEvery only look their record up.
const savedMinN = soloMaxN + 1

// A partRange is a run of a count's parts, First to Last-1, counted, with
// what they hold: their solutions, unique solutions and nodes, and their
// estimated share of the count's work.
type partRange struct {
	First     int     `json:"f"`
	Last      int     `json:"l"`
	Solutions uint64  `json:"s"`
	Unique    uint64  `json:"u"`
	Nodes     uint64  `json:"x"`
	Share     float64 `json:"w"`
}

// A savedCount is the part of a count counted so far, as the page keeps it
// across visits: its ranges of parts, sorted and merged, the plan they
// were counted on, and the time spent on them.
type savedCount struct {
	Fingerprint string      `json:"p"`
	Seconds     float64     `json:"t"`
	Ranges      []partRange `json:"r"`
}

// countKey names a count in the page's saved counts: its method, board and
// plan version, so that a new way of splitting counts starts afresh.
func countKey(algorithm string, n int) string {
	return countKeyPrefix + algorithm + "/" + strconv.Itoa(n)
}

// countKeyPrefix starts the keys of this version's saved counts.
var countKeyPrefix = "v" + strconv.Itoa(solver.PlanVersion) + "/"

// answerShare is an OpPart answer's share of its count's work: the plan's
// estimate, or from a worker that gives none, its share of the parts.
func answerShare(res worker.Response, first, last int) float64 {
	if res.Share > 0 || res.Fingerprint != "" {
		return res.Share
	}
	return float64(last-first) / worker.Parts
}

// add records r, merging it with the ranges it touches. It reports false,
// and records nothing, if r is out of bounds or overlaps a range.
func (s *savedCount) add(r partRange) bool {
	if r.First < 0 || r.Last > worker.Parts || r.First >= r.Last {
		return false
	}
	i := 0 // the ranges before r
	for i < len(s.Ranges) && s.Ranges[i].Last <= r.First {
		i++
	}
	if i < len(s.Ranges) && s.Ranges[i].First < r.Last {
		return false
	}
	after := s.Ranges[i:]
	if len(after) > 0 && after[0].First == r.Last {
		r, after = r.join(after[0]), after[1:]
	}
	if i > 0 && s.Ranges[i-1].Last == r.First {
		i--
		r = s.Ranges[i].join(r)
	}
	s.Ranges = append(append(s.Ranges[:i:i], r), after...)
	return true
}

// join is r followed by the range next, which starts where r ends.
func (r partRange) join(next partRange) partRange {
	return partRange{First: r.First, Last: next.Last, Solutions: r.Solutions + next.Solutions,
		Unique: r.Unique + next.Unique, Nodes: r.Nodes + next.Nodes, Share: r.Share + next.Share}
}

// total sums the ranges' solutions, unique solutions, nodes and shares;
// its Last is the number of parts counted.
func (s savedCount) total() partRange {
	var t partRange
	for _, r := range s.Ranges {
		t.Solutions += r.Solutions
		t.Unique += r.Unique
		t.Nodes += r.Nodes
		t.Share += r.Share
		t.Last += r.Last - r.First
	}
	return t
}

// missing returns the parts not yet counted, as ranges in order.
func (s savedCount) missing() []partRange {
	var gaps []partRange
	next := 0
	for _, r := range s.Ranges {
		if r.First > next {
			gaps = append(gaps, partRange{First: next, Last: r.First})
		}
		next = r.Last
	}
	if next < worker.Parts {
		gaps = append(gaps, partRange{First: next, Last: worker.Parts})
	}
	return gaps
}

// A checkedCount is a savedCount as the page stores it, with the CRC-32 of
// its JSON, so that a record changed by anything but the page reads as
// damaged.
type checkedCount struct {
	savedCount
	Checksum uint32 `json:"c"`
}

// encode writes s for the page's storage.
func (s savedCount) encode() string {
	b, _ := json.Marshal(checkedCount{s, s.checksum()})
	return string(b)
}

func (s savedCount) checksum() uint32 {
	b, _ := json.Marshal(s)
	return crc32.ChecksumIEEE(b)
}

// decodeSavedCount reads what encode wrote. Anything else, such as a record
// torn, changed or from an earlier version, reads as nothing saved, with
// damaged true if there was a record.
func decodeSavedCount(text string) (saved savedCount, damaged bool) {
	var s checkedCount
	var valid savedCount
	if text == "" {
		return savedCount{}, false
	}
	if json.Unmarshal([]byte(text), &s) != nil || s.Checksum != s.checksum() {
		return savedCount{}, true
	}
	for _, r := range s.Ranges {
		if !valid.add(r) || r.Share < 0 {
			return savedCount{}, true
		}
	}
	valid.Fingerprint, valid.Seconds = s.Fingerprint, s.Seconds
	return valid, false
}

// A countStore keeps the page's saved counts, as encoded records by key.
// Its calls may answer later, from the browser's storage, and never fail
// loudly: a store that cannot save loads nothing, with ok false.
type countStore interface {
	load(key string, then func(record string, ok bool))
	save(key, record string)
	forget(key string)
}

// A CountSaver is a Backend that saves its counts as they go, and resumes
// them: the browser's, in IndexedDB.
type CountSaver interface {
	// StartSaved counts req, an OpCount, from what was saved of it, as
	// Start does in CountSlot; resumed, if not nil, hears the share saved
	// and whether the count can be saved.
	StartSaved(req worker.Request, on func(worker.Response), resumed func(share float64, saving bool))
	// SavedShare tells then the share of req's count that was saved, and
	// whether counts can be saved.
	SavedShare(req worker.Request, then func(share float64, saving bool))
	// ForgetSaved drops what was saved of req's count.
	ForgetSaved(req worker.Request)
}
