package e2e

import (
	"strconv"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// openPrivatePage is openPage in a browser context of its own, whose
// storage, and so its saved counts, no other test sees.
func openPrivatePage(t *testing.T, path string) *page {
	t.Helper()
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.open(path)
	return p
}

// workProgress is the expression of the count's progress bar, in percent;
// 0 when there is none.
const workProgress = `(document.getElementById("work-progress")?.value ?? 0)`

// reloadLive reloads the page and returns when the app went live again.
func (p *page) reloadLive() time.Time {
	p.t.Helper()
	p.do(chromedp.Reload())
	p.waitLive()
	return time.Now()
}

// TestCountResumesAfterReload counts n = 17 by constellations (quarters
// counts it in 2 s, unasked), reloads the page at 40%, resumes the count
// from what the page saved, and checks that it picks up at once where it
// was and ends with the OEIS counts.
func TestCountResumesAfterReload(t *testing.T) {
	begin := time.Now()
	p := openPrivatePage(t, "/?n=17&algo=constellations")
	p.click("count-start")
	p.waitFor(workProgress + ` >= 40`)
	shown := eval[float64](p, workProgress)
	live := p.reloadLive()

	p.waitFor(`document.querySelector('[data-testid="count-saved"]') !== null`)
	saved, _ := strconv.ParseFloat(p.attr("count-saved", "data-share"), 64)
	// The page saves every second: what it saved is what it had shown at
	// most a second before the reload.
	if saved <= 0 || saved*100 >= shown+1 {
		t.Errorf("the page saved %.0f%% of the count, reloaded at %.0f%%", saved*100, shown)
	}
	if text := eval[string](p, `document.querySelector('[data-testid="count"]').innerText`); !strings.Contains(text, "of this count was saved") {
		t.Errorf("the count line says %q", text)
	}
	p.saveScreenshot("resume-saved-desktop", chromedp.CaptureScreenshot())
	p.click("count-start")
	p.waitFor(workProgress + ` > 0`)
	if took := time.Since(live); took > 2*time.Second {
		t.Errorf("the resumed count showed progress %v after the page went live, want 2 s at most", took.Round(time.Millisecond))
	}
	resumed := eval[string](p, `document.querySelector('[data-testid="count-resumed"]')?.innerText ?? ""`)
	if want := "Resumed: " + strconv.Itoa(int(saved*100)) + "% was counted earlier"; !strings.Contains(resumed, want) {
		t.Errorf("the resumed count says %q, want %q", resumed, want)
	}
	if first := eval[float64](p, workProgress); first < float64(int(saved*100)) {
		t.Errorf("the resumed progress starts at %.0f%%, below the %.0f%% saved", first, saved*100)
	}
	p.saveScreenshot("resume-resumed-desktop", chromedp.CaptureScreenshot())
	// Once this visit has counted, the time left shows, from its own share.
	p.waitFor(`document.querySelector('label[for="work-progress"]')?.innerText.includes(" left · ")`)
	t.Logf("resumed at %.0f%%: %s", saved*100, eval[string](p, `document.querySelector('label[for="work-progress"]').innerText`))
	p.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(1), chromedp.EmulateMobile, chromedp.EmulateTouch))
	p.saveScreenshot("resume-resumed-phone", chromedp.FullScreenshot(100))

	p.waitCount("95815104")
	if unique := p.attr("count", "data-unique"); unique != "11977939" {
		t.Errorf("unique solutions %s, want 11977939", unique)
	}
	if text := eval[string](p, `document.querySelector('[data-testid="count"]').innerText`); !strings.Contains(text, "counted earlier, and resumed") {
		t.Errorf("the count line says %q, and not that part of it was counted earlier", text)
	}
	// A count that is known keeps nothing saved: a reload offers a new count.
	if p.reloadOffersResume() {
		t.Errorf("the finished count is still saved")
	}
	t.Logf("n = 17 counted across a reload in %v", time.Since(begin).Round(100*time.Millisecond))
}

// saveSomeOfTheCount counts the board past 10% and its first save, then
// cancels the count, which the page offers to resume.
func (p *page) saveSomeOfTheCount() {
	p.t.Helper()
	p.click("count-start")
	p.waitFor(workProgress + ` >= 10`)
	p.waitForFunc("the count's first save", func() bool { return p.savedRecords() > 0 })
	p.click("cancel")
	p.waitFor(`document.querySelector('[data-testid="count-saved"]') !== null`)
}

// reloadOffersResume reloads the page, and reports whether it offers to
// resume the count of its board.
func (p *page) reloadOffersResume() bool {
	p.t.Helper()
	p.reloadLive()
	p.waitFor(`document.querySelector('[data-testid="count-start"]') !== null`)
	// Time for the page to look the count up: nothing marks the end of a
	// look-up that finds none, so the test lets the time pass.
	p.do(chromedp.Sleep(300 * time.Millisecond))
	return p.attr("count-saved", "data-testid") != ""
}

// TestForgetSavedCount stops a count of n = 17, by constellations, that has saved part of its
// work, forgets it, and checks that after a reload it starts from 0.
func TestForgetSavedCount(t *testing.T) {
	p := openPrivatePage(t, "/?n=17&algo=constellations")
	p.saveSomeOfTheCount()
	p.do(chromedp.EmulateViewport(390, 844, chromedp.EmulateScale(1), chromedp.EmulateMobile, chromedp.EmulateTouch))
	p.saveScreenshot("resume-saved-phone", chromedp.FullScreenshot(100))
	p.click("count-forget")
	p.waitFor(`document.querySelector('[data-testid="count-estimate"]') !== null`)

	if p.reloadOffersResume() {
		t.Fatalf("after Forget it, the page still offers to resume: %s", p.summary())
	}
	// A resumed count shows its saved share as soon as it starts, before
	// any worker answers; a count from the start shows 0.
	p.click("count-start")
	p.waitFor(`document.getElementById("work-progress") !== null`)
	if first := eval[float64](p, workProgress); first != 0 || p.attr("count-resumed", "data-testid") != "" {
		t.Errorf("the count forgotten starts at %.0f%%, resumed: %q", first, p.attr("count-resumed", "data-testid"))
	}
	p.click("cancel")
}

// TestQuickCountResumesOnItsOwn reloads n = 16, which the page counts as
// soon as it shows the board, once the count has saved part of its work:
// the reloaded page resumes it on its own.
func TestQuickCountResumesOnItsOwn(t *testing.T) {
	p := openPrivatePage(t, "/?n=16")
	for p.savedRecords() == 0 {
		if p.attr("count", "data-solutions") != "" {
			t.Skip("n = 16 was counted before its first save")
		}
		p.do(chromedp.Sleep(50 * time.Millisecond))
	}
	live := p.reloadLive()
	p.waitFor(`document.querySelector('[data-testid="count-resumed"]') !== null || document.querySelector('[data-testid="count"]').dataset.solutions !== undefined`)
	if p.attr("count-resumed", "data-testid") == "" {
		t.Errorf("the reloaded page counted n = 16 without resuming: %s", p.summary())
	} else if took := time.Since(live); took > 2*time.Second {
		t.Errorf("the count resumed %v after the page went live", took.Round(time.Millisecond))
	}
	p.waitCount("14772512")
}

// savedRecords counts the records in the page's store of saved counts.
func (p *page) savedRecords() int {
	p.t.Helper()
	n, err := chromedp.Run(p.ctx, chromedp.Evaluate[int](`new Promise(done => {
		const open = indexedDB.open("nqueens");
		open.onupgradeneeded = () => open.transaction.abort(); // the page makes it, not the test
		open.onerror = () => done(0);
		open.onsuccess = () => {
			const db = open.result;
			if (!db.objectStoreNames.contains("counts")) { db.close(); done(0); return; }
			const count = db.transaction("counts").objectStore("counts").count();
			count.onsuccess = () => { db.close(); done(count.result); };
			count.onerror = () => { db.close(); done(0); };
		};
	})`, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatal(err)
	}
	return n
}

// TestCountWithoutStorage counts in a page whose browser refuses IndexedDB,
// as some private modes do: the counts go on, unsaved, and the page says
// so while it counts.
func TestCountWithoutStorage(t *testing.T) {
	p := newPage(t, baseURL)
	if _, err := chromedp.Call(p.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{
		Source: `Object.defineProperty(window, "indexedDB", {get() { throw new DOMException("refused", "SecurityError"); }});`,
	}); err != nil {
		t.Fatal(err)
	}
	p.open("/?n=16")
	p.waitFor(`document.querySelector('[data-testid="count-unsaved"]') !== null`)
	p.waitCount("14772512")
}
