package backend

import (
	"testing"
	"time"

	"nqueens/app/worker"
)

// memoryStore is a countStore in a map, which answers at once.
type memoryStore struct {
	records        map[string]string
	saves, forgets int
}

func (m *memoryStore) load(key string, then func(string, bool)) { then(m.records[key], true) }
func (m *memoryStore) save(key, record string)                  { m.records[key] = record; m.saves++ }
func (m *memoryStore) forget(key string)                        { delete(m.records, key); m.forgets++ }

// countedParts counts parts first to last-1 of n with the worker's
// handler, as a range a page would have saved.
func countedParts(t *testing.T, n, first, last int) partRange {
	t.Helper()
	var res worker.Response
	worker.Handle(worker.Request{Op: worker.OpPart, N: n, Algorithm: "fast", First: first, Last: last}, func(r worker.Response) { res = r })
	if res.Type != worker.TypeTally {
		t.Fatalf("parts %d to %d: %+v", first, last, res)
	}
	return partRange{First: first, Last: last, Solutions: res.Solutions, Unique: res.Unique, Nodes: res.Nodes,
		Share: answerShare(res, first, last)}
}

// A saved count resumes: only its missing parts are handed out, its first
// progress is at the share saved, its result adds up, and the saved parts
// are dropped once the count is known. Saved parts of another plan are
// dropped, and the count starts afresh.
func TestCountPoolResumes(t *testing.T) {
	const n, solutions, unique = 12, 14200, 1787
	fingerprint := func() string {
		var res worker.Response
		worker.Handle(worker.Request{Op: worker.OpPart, N: n, Algorithm: "fast", First: 0, Last: 1}, func(r worker.Response) { res = r })
		return res.Fingerprint
	}()
	for _, tt := range []struct {
		name        string
		fingerprint string
		afresh      bool
	}{
		{"same plan", fingerprint, false},
		{"another plan", fingerprint + "-old", true},
	} {
		var saved savedCount
		saved.Fingerprint = tt.fingerprint
		saved.add(countedParts(t, n, 0, worker.Parts/2))
		saved.add(countedParts(t, n, 3*worker.Parts/4, worker.Parts))
		savedShare := saved.total().Share
		key := countKey("fast", n)
		store := &memoryStore{records: map[string]string{key: saved.encode()}}

		loop := &eventLoop{}
		runners, rs := newRunners(loop, 2)
		var asked []partRange
		for _, r := range runners {
			r.asked = &asked
		}
		p := &countPool{runners: rs, store: store}
		var resumed []float64
		var progress []worker.Response
		var result worker.Response
		p.startSaved(worker.Request{Op: worker.OpCount, N: n, Algorithm: "fast"}, func(r worker.Response) {
			if r.Type == worker.TypeProgress {
				progress = append(progress, r)
				return
			}
			result = r
		}, func(share float64, saving bool) {
			if !saving {
				t.Errorf("%s: the store cannot save", tt.name)
			}
			resumed = append(resumed, share)
		})
		loop.drain()

		if result.Type != worker.TypeCount || result.Solutions != solutions || result.Unique != unique {
			t.Errorf("%s: result %+v, want %d solutions, %d unique", tt.name, result, solutions, unique)
		}
		if len(progress) == 0 || progress[0].Share != savedShare || progress[0].Done != 3*worker.Parts/4 {
			t.Errorf("%s: first progress %+v, want the saved share %g", tt.name, progress, savedShare)
		}
		wantResumed := []float64{savedShare}
		if tt.afresh {
			wantResumed = append(wantResumed, 0)
		}
		if len(resumed) != len(wantResumed) || resumed[0] != wantResumed[0] || len(resumed) > 1 && resumed[1] != 0 {
			t.Errorf("%s: resumed %v, want %v", tt.name, resumed, wantResumed)
		}
		again := false // whether saved parts were counted again
		for _, r := range asked {
			again = again || r.First < worker.Parts/2 || r.Last > 3*worker.Parts/4
		}
		if again != tt.afresh {
			t.Errorf("%s: the saved parts were counted again: %v; asked for %v", tt.name, again, asked)
		}
		if _, ok := store.records[key]; ok || store.forgets == 0 {
			t.Errorf("%s: the count is known, yet its parts are still saved (%d forgets)", tt.name, store.forgets)
		}
	}
}

// A count saves what it counted at most every saveEvery, once it has run
// that long, and when it is stopped.
func TestCountFlushesEverySecond(t *testing.T) {
	store := &memoryStore{records: map[string]string{}}
	p := &countPool{store: store}
	long := time.Now().Add(-2 * saveEvery)
	for _, tt := range []struct {
		name            string
		begun, savedAt  time.Time
		stopping, dirty bool
		saves           bool
	}{
		{"due", long, long, false, false, true},
		{"saved lately", long, time.Now(), false, false, false},
		{"begun lately", time.Now(), time.Now(), false, false, false},
		{"stopped with parts unsaved", long, time.Now(), true, true, true},
		{"stopped with nothing unsaved", long, time.Now(), true, false, false},
		{"stopped soon after it began", time.Now(), time.Now(), true, true, false},
	} {
		c := &poolCount{pool: p, saving: countSaving{store: store, key: "k", ok: true, begun: tt.begun, savedAt: tt.savedAt, dirty: tt.dirty}}
		c.counted.add(span(0, 10))
		before := store.saves
		c.flush(tt.stopping)
		if saved := store.saves > before; saved != tt.saves {
			t.Errorf("%s: saved %v, want %v", tt.name, saved, tt.saves)
		}
		if saved, _ := decodeSavedCount(store.records["k"]); tt.saves && len(saved.Ranges) != 1 {
			t.Errorf("%s: saved %q", tt.name, store.records["k"])
		}
	}
}

// A pool counts the completions of a placement in parts, as a board's
// count, neither resuming the board's saved count nor saving its own.
func TestCountPoolCountsCompletionsUnsaved(t *testing.T) {
	const n = 12
	key := countKey("constellations", n)
	var saved savedCount
	saved.add(partRange{First: 0, Last: worker.Parts / 2, Solutions: 7, Share: 0.5})
	store := &memoryStore{records: map[string]string{key: saved.encode()}}
	loop := &eventLoop{}
	_, rs := newRunners(loop, 3)
	p := &countPool{runners: rs, store: store}
	place := []int{-1, -1, 3, -1, -1, -1, -1, -1, -1, -1, -1, 5}
	var result worker.Response
	p.startSaved(worker.Request{Op: worker.OpCount, N: n, Algorithm: "constellations", Place: place}, func(r worker.Response) {
		if r.Type != worker.TypeProgress {
			result = r
		}
	}, nil)
	loop.drain()
	var whole worker.Response
	worker.Handle(worker.Request{Op: worker.OpCount, N: n, Place: place}, func(r worker.Response) { whole = r })
	if result.Type != worker.TypeCount || result.Solutions != whole.Solutions || result.Unique != whole.Unique || whole.Solutions == 0 {
		t.Errorf("pool: %+v; one worker: %+v", result, whole)
	}
	if store.saves != 0 || store.forgets != 0 || store.records[key] == "" {
		t.Errorf("the completions' count touched the saved counts: %d saves, %d forgets", store.saves, store.forgets)
	}
}
