//go:build js && wasm

package app

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"nqueens/app/worker"
)

// The page's IndexedDB database, and its one object store: the saved
// counts' records, by countKey.
const (
	countsDB    = "nqueens"
	countsTable = "counts"
)

// indexedStore is a countStore in the browser's IndexedDB. It keeps the
// records it read or wrote, so that a count looked up before it starts
// starts at once. Where IndexedDB is missing or fails, as in some private
// modes or past a quota, it saves nothing and loads nothing, with ok false.
type indexedStore struct {
	db      app.Value         // nil until open
	failed  bool              // whether IndexedDB failed
	waiting []func()          // what waits for the database to open
	known   map[string]string // the records read or written, by key; "" for none
}

func (s *indexedStore) load(key string, then func(record string, ok bool)) {
	if record, ok := s.known[key]; ok {
		then(record, true)
		return
	}
	s.whenOpen(func() {
		if s.failed {
			then("", false)
			return
		}
		var get app.Value
		s.transact("readonly", func(table app.Value) { get = table.Call("get", key) }, func(ok bool) {
			record := ""
			if ok && get.Get("result").Type() == app.TypeString {
				record = get.Get("result").String()
			}
			if ok {
				s.known[key] = record
			}
			then(record, ok && !s.failed)
		})
	})
}

func (s *indexedStore) save(key, record string) {
	s.write(key, record, func(table app.Value) { table.Call("put", record, key) })
}

func (s *indexedStore) forget(key string) {
	s.write(key, "", func(table app.Value) { table.Call("delete", key) })
}

// write records key's new record, and has op write it to the database.
func (s *indexedStore) write(key, record string, op func(table app.Value)) {
	if s.failed {
		return
	}
	s.known[key] = record
	s.whenOpen(func() {
		if !s.failed {
			s.transact("readwrite", op, func(bool) {})
		}
	})
}

// whenOpen calls f once the database is open, or has failed to open.
func (s *indexedStore) whenOpen(f func()) {
	if s.db != nil || s.failed {
		f()
		return
	}
	s.waiting = append(s.waiting, f)
	if len(s.waiting) == 1 {
		s.open()
	}
}

// open opens the database, making its table the first time.
func (s *indexedStore) open() {
	defer func() {
		if recover() != nil { // a browser that refuses IndexedDB may throw
			s.opened(nil)
		}
	}()
	// Through Reflect.get, so that a getter that throws, as where storage
	// is refused, raises a Go panic rather than stop the program.
	idb := app.Window().Get("Reflect").Call("get", app.Window(), "indexedDB")
	if !idb.Truthy() {
		s.opened(nil)
		return
	}
	req := idb.Call("open", countsDB, 1)
	upgrade := app.FuncOf(func(app.Value, []app.Value) any {
		req.Get("result").Call("createObjectStore", countsTable)
		return nil
	})
	req.Set("onupgradeneeded", upgrade)
	s.giveUpAfter(openTimeout)
	settle(req, "onsuccess", func(ok bool) {
		req.Set("onupgradeneeded", nil)
		upgrade.Release()
		if ok {
			s.opened(req.Get("result"))
		} else {
			s.opened(nil)
		}
	})
}

// openTimeout bounds the wait for the database: some browsers have been
// known to leave an open unanswered, and a count waits for its record.
const openTimeout = 2 * time.Second

// giveUpAfter fails what waits for the database if it is not open after d;
// a database that opens later is used from then on.
func (s *indexedStore) giveUpAfter(d time.Duration) {
	var timeout app.Func
	timeout = app.FuncOf(func(app.Value, []app.Value) any {
		timeout.Release()
		if s.db == nil && len(s.waiting) > 0 {
			s.opened(nil)
		}
		return nil
	})
	app.Window().Call("setTimeout", timeout, d.Milliseconds())
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

// transact runs op on the table in a transaction of mode, and calls done
// once the transaction is over, with whether it succeeded. A failed write,
// as past a quota, stops the store.
func (s *indexedStore) transact(mode string, op func(table app.Value), done func(ok bool)) {
	defer func() {
		if recover() != nil {
			s.fail()
			done(false)
		}
	}()
	tx := s.db.Call("transaction", countsTable, mode)
	op(tx.Call("objectStore", countsTable))
	settle(tx, "oncomplete", func(ok bool) {
		if !ok && mode == "readwrite" {
			s.fail()
		}
		done(ok)
	})
}

// fail stops the store: it saves nothing more, and loads nothing.
func (s *indexedStore) fail() {
	s.failed, s.known = true, map[string]string{}
}

// settle calls f once target fires its success event (such as onsuccess),
// with true, or its error or abort event, with false, and then drops its
// handlers.
func settle(target app.Value, success string, f func(ok bool)) {
	events := []string{success, "onerror", "onabort"}
	var handlers []app.Func
	for i, event := range events {
		handler := app.FuncOf(func(app.Value, []app.Value) any {
			for j, h := range handlers {
				target.Set(events[j], nil)
				h.Release()
			}
			f(i == 0)
			return nil
		})
		handlers = append(handlers, handler)
		target.Set(event, handler)
	}
}

// savingPool is the counting pool, saving its counts in IndexedDB.
func (b *workerBackend) savingPool() *countPool {
	p := b.countPool()
	if p.store == nil {
		p.store = &indexedStore{known: map[string]string{}}
	}
	return p
}

func (b *workerBackend) countSaved(req worker.Request, on func(worker.Response), resumed func(float64, bool)) {
	b.savingPool().startSaved(req, on, resumed)
}

func (b *workerBackend) savedShare(req worker.Request, then func(share float64, saving bool)) {
	b.savingPool().savedShare(req, then)
}

func (b *workerBackend) forgetSaved(req worker.Request) { b.savingPool().forgetSaved(req) }
