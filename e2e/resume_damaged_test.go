package e2e

import (
	"slices"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
)

// withCounts runs the body of an async function on the page's store of
// saved counts, as counts, an IDBObjectStore in a readwrite transaction,
// and returns what the body returns, once the transaction is done.
func withCounts[T any](p *page, body string) T {
	p.t.Helper()
	v, err := chromedp.Run(p.ctx, chromedp.Evaluate[T](`new Promise((done, fail) => {
		const open = indexedDB.open("nqueens");
		open.onerror = () => fail(open.error);
		open.onsuccess = async () => {
			const db = open.result;
			const tx = db.transaction("counts", "readwrite");
			const counts = tx.objectStore("counts");
			const ask = (req) => new Promise((ok, no) => { req.onsuccess = () => ok(req.result); req.onerror = () => no(req.error); });
			const result = await (async () => { `+body+` })();
			tx.oncomplete = () => { db.close(); done(result); };
			tx.onerror = () => fail(tx.error);
		};
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	return v
}

// TestDamagedSavedCountIsDropped saves part of a count of n = 17, by
// constellations, then
// changes one figure of its record, as a failing disk might, and keeps a
// copy under another version's key: after a reload the page offers no
// resume, drops both records, and counts n = 17 exactly from the start.
func TestDamagedSavedCountIsDropped(t *testing.T) {
	p := openPrivatePage(t, "/?n=17&algo=constellations")
	p.saveSomeOfTheCount()
	keys := withCounts[[]string](p, `return await ask(counts.getAllKeys());`)
	if len(keys) != 1 || !strings.HasPrefix(keys[0], "v") {
		t.Fatalf("the saved counts' keys are %q, want one, of this version", keys)
	}
	key, other := keys[0], "v0/"+strings.SplitN(keys[0], "/", 2)[1]
	damaged := withCounts[bool](p, `
		const record = JSON.parse(await ask(counts.get(`+quote(key)+`)));
		record.r[0].s += 1; // one more solution, and the checksum as it was
		counts.put(JSON.stringify(record), `+quote(key)+`);
		counts.put(JSON.stringify(record), `+quote(other)+`);
		return true;`)
	if !damaged {
		t.Fatal("the record was not changed")
	}

	if p.reloadOffersResume() {
		t.Errorf("the page offers to resume a damaged record: %s", p.summary())
	}
	p.click("count-start")
	p.waitCount("95815104")
	if unique := p.attr("count", "data-unique"); unique != "11977939" {
		t.Errorf("unique solutions %s, want 11977939", unique)
	}
	if p.attr("count-resumed", "data-testid") != "" {
		t.Error("the count says it resumed from the damaged record")
	}
	if keys := withCounts[[]string](p, `return await ask(counts.getAllKeys());`); slices.Contains(keys, other) || slices.Contains(keys, key) {
		t.Errorf("the saved counts' keys are %q: the damaged record and the other version's should be gone", keys)
	}
}

// quote writes s as a JavaScript string.
func quote(s string) string { return "'" + strings.NewReplacer(`\`, `\\`, `'`, `\'`).Replace(s) + "'" }
