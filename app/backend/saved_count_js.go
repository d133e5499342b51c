//go:build js && wasm

package backend

import (
	"nqueens/app/worker"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The page's IndexedDB database, and its one object store: the saved
// counts' records, by countKey.
const (
	countsDB    = "nqueens"
	countsTable = "counts"
)

// openTimeout bounds the wait for the database: some browsers have been
// known to leave an open unanswered, and a count waits for its record.
const openTimeout = 2 * time.Second

// indexedStore is a countStore in the browser's IndexedDB. It keeps the
// records it read or wrote, so that a count looked up before it starts
// starts at once. Where IndexedDB is missing or fails, as in some private
// modes or past a quota, it saves nothing and loads nothing, with ok false.
//
// One handler hears every request and transaction: each carries the
// number of the call waiting for it, which hears its first event.
type indexedStore struct {
	db      app.Value         // nil until open
	failed  bool              // whether IndexedDB failed
	waiting []func()          // what waits for the database to open
	known   map[string]string // the records read or written, by key; "" for none
	calls   map[int]func(ok bool, target app.Value)
	last    int // the number of the last call
	handler app.Func
}

// newIndexedStore returns the page's store, which opens the database when
// first used.
func newIndexedStore() *indexedStore {
	s := &indexedStore{known: map[string]string{}, calls: map[int]func(bool, app.Value){}}
	s.handler = app.FuncOf(s.handle)
	return s
}

func (s *indexedStore) load(key string, then func(record string, ok bool)) {
	if record, ok := s.known[key]; ok {
		then(record, true)
		return
	}
	s.whenOpen(func() {
		s.transact("readonly", "get", []any{key}, func(ok bool, get app.Value) {
			record := ""
			if ok && get.Get("result").Type() == app.TypeString {
				record = get.Get("result").String()
			}
			if ok && !s.failed {
				s.known[key] = record
			}
			then(record, ok && !s.failed)
		})
	})
}

func (s *indexedStore) save(key, record string) { s.write(key, record, "put", record, key) }

func (s *indexedStore) forget(key string) { s.write(key, "", "delete", key) }

// write records key's new record, and has the table do op with args.
func (s *indexedStore) write(key, record, op string, args ...any) {
	if s.failed {
		return
	}
	s.known[key] = record
	s.whenOpen(func() {
		s.transact("readwrite", op, args, func(bool, app.Value) {})
	})
}

// whenOpen calls f once the database is open, or has failed to open.
func (s *indexedStore) whenOpen(f func()) {
	if s.db != nil || s.failed {
		f()
		return
	}
	s.waiting = append(s.waiting, f)
	if len(s.waiting) > 1 {
		return
	}
	time.AfterFunc(openTimeout, func() {
		if s.db == nil && len(s.waiting) > 0 {
			s.opened(nil)
		}
	})
	defer func() {
		if recover() != nil { // IndexedDB refused: its getter or open threw
			s.opened(nil)
		}
	}()
	// Through Reflect.get, so that a getter that throws, as where storage
	// is refused, raises a Go panic rather than stop the program.
	idb := app.Window().Get("Reflect").Call("get", app.Window(), "indexedDB")
	s.on(idb.Call("open", countsDB, 1), func(ok bool, open app.Value) {
		if ok {
			s.opened(open.Get("result"))
		} else {
			s.opened(nil)
		}
	})
}

// opened runs what waited for the database, which is nil if it failed.
func (s *indexedStore) opened(db app.Value) {
	s.db, s.failed = db, db == nil
	waiting := s.waiting
	s.waiting = nil
	for _, f := range waiting {
		f()
	}
}

// transact has the table do op with args in a transaction of mode, and
// calls done with whether the transaction succeeded and op's request. A
// failed write, as past a quota, stops the store.
func (s *indexedStore) transact(mode, op string, args []any, done func(ok bool, req app.Value)) {
	defer func() {
		if recover() != nil {
			s.fail()
			done(false, nil)
		}
	}()
	if s.failed {
		done(false, nil)
		return
	}
	tx := s.db.Call("transaction", countsTable, mode)
	req := tx.Call("objectStore", countsTable).Call(op, args...)
	s.on(tx, func(ok bool, _ app.Value) {
		if !ok && mode == "readwrite" {
			s.fail()
		}
		done(ok, req)
	})
}

// fail stops the store: it saves nothing more, and loads nothing.
func (s *indexedStore) fail() {
	s.failed, s.known = true, map[string]string{}
}

// on has f hear target's first event: success or complete with true, error
// or abort with false.
func (s *indexedStore) on(target app.Value, f func(ok bool, target app.Value)) {
	s.last++
	s.calls[s.last] = f
	target.Set("nqCall", s.last)
	for _, event := range [...]string{"onsuccess", "oncomplete", "onerror", "onabort", "onupgradeneeded"} {
		target.Set(event, s.handler)
	}
}

// handle hears the events of the store's requests and transactions. The
// first open of the database makes its table.
func (s *indexedStore) handle(target app.Value, args []app.Value) any {
	kind := args[0].Get("type").String()
	if kind == "upgradeneeded" {
		target.Get("result").Call("createObjectStore", countsTable)
		return nil
	}
	id := target.Get("nqCall").Int()
	if f := s.calls[id]; f != nil {
		delete(s.calls, id)
		f(kind == "success" || kind == "complete", target)
	}
	return nil
}

// savingPool is the counting pool, saving its counts in IndexedDB.
func (b *workerBackend) savingPool() *countPool {
	p := b.countPool()
	if p.store == nil {
		store := newIndexedStore()
		// Open the database now, at the page's first count, so that its
		// opening, which may create it, is not part of the first count
		// that it saves; and drop the records of other versions.
		store.whenOpen(func() { store.keepOnly(countKeyPrefix) })
		p.store = store
	}
	return p
}

// keepOnly drops the records whose keys do not start with prefix: those
// of another version of the page, which it can no longer resume.
func (s *indexedStore) keepOnly(prefix string) {
	s.transact("readonly", "getAllKeys", nil, func(ok bool, req app.Value) {
		if !ok {
			return
		}
		keys := req.Get("result")
		for i := range keys.Length() {
			if key := keys.Index(i); key.Type() != app.TypeString || !strings.HasPrefix(key.String(), prefix) {
				s.write(key.String(), "", "delete", key)
			}
		}
	})
}

// StartSaved counts req in the saving pool.
func (b *workerBackend) StartSaved(req worker.Request, on func(worker.Response), resumed func(float64, bool)) {
	b.savingPool().startSaved(req, on, resumed)
}

// SavedShare looks req's count up in the saving pool's store.
func (b *workerBackend) SavedShare(req worker.Request, then func(share float64, saving bool)) {
	b.savingPool().savedShare(req, then)
}

// ForgetSaved drops req's count from the saving pool's store.
func (b *workerBackend) ForgetSaved(req worker.Request) { b.savingPool().forgetSaved(req) }
