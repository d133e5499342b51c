package e2e

import (
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"

	"nqueens/solver"
)

// The tests of the player's day: the puzzle of the day changes at the
// player's midnight, a puzzle opened on its day counts for the streak when
// solved after it, the page shows the date and the time to the next
// puzzle, lists the past ones, and keeps a day to come closed.

// setTimezone has the tab's clock in zone, such as "Asia/Tokyo".
func (p *page) setTimezone(zone string) {
	p.t.Helper()
	if _, err := chromedp.Call(p.ctx, emulation.SetTimezoneOverride, emulation.SetTimezoneOverrideParams{TimezoneID: zone}); err != nil {
		p.t.Fatal(err)
	}
}

// solveUpTo places the queens of solution on the free rows of the puzzle
// whose givens are given, but for the last leave rows, and waits for each.
func (p *page) solveUpTo(given string, solution []int, leave int) (left []int) {
	p.t.Helper()
	placement, err := solver.ParsePlacement(len(solution), given)
	if err != nil {
		p.t.Fatal(err)
	}
	var free []int
	for r, c := range placement {
		if c == solver.Free {
			free = append(free, r)
		}
	}
	for i, r := range free[:len(free)-leave] {
		p.clickSquare(r, solution[r])
		p.waitFor(fmt.Sprintf(`(document.querySelector('[data-testid="puzzle"]').dataset.queens ?? "").split(",").filter(Boolean).length === %d`, i+1))
	}
	return free[len(free)-leave:]
}

// savedScores reads the scores the browser keeps.
func (p *page) savedScores() map[string]any {
	p.t.Helper()
	var scores map[string]any
	raw := eval[string](p, `JSON.parse(localStorage.getItem("nqueens.puzzle.scores") ?? '""')`)
	if err := json.Unmarshal([]byte(raw), &scores); err != nil {
		p.t.Fatalf("the saved scores %q: %v", raw, err)
	}
	return scores
}

// TestPuzzleDayAcrossMidnightInTokyo plays the puzzle of the day in Tokyo,
// opened at 23:59:30 and solved at 00:00:10: it keeps the streak of 2 that
// an older page kept, as the puzzle of the day it was opened on. The page
// shows the date and the countdown, and offers the new day's puzzle once
// midnight has passed.
func TestPuzzleDayAcrossMidnightInTokyo(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.setTimezone("Asia/Tokyo")
	fixClock(p, time.Date(2026, 12, 4, 23, 59, 30, 0, time.FixedZone("JST", 9*60*60)))
	p.onNewDocument(`try {
		localStorage.getItem("nqueens.puzzle.scores") ?? localStorage.setItem("nqueens.puzzle.scores",
			JSON.stringify(JSON.stringify({streak: 2, longest: 2, lastDay: "2026-12-03"})));
	} catch (e) {}`)
	p.open("/?mode=puzzle")
	given := p.waitPuzzle()
	want, solution := cliPuzzle(t, "-day", "2026-12-04")
	if given != want || p.attr("puzzle", "data-date") != "2026-12-04" || !strings.Contains(p.location(), "day=2026-12-04") {
		t.Fatalf("at 23:59:30 in Tokyo the page shows %s, givens %q; want the puzzle of 2026-12-04, %q", p.location(), given, want)
	}
	p.waitFor(`document.querySelector('[data-testid="puzzle-day"]').innerText.startsWith("Fri 4 Dec 2026 · next puzzle in 00:00:")`)
	if s := eval[int](p, `Number(document.querySelector('[data-testid="puzzle-countdown"]').dataset.seconds)`); s < 1 || s > 30 {
		t.Errorf("the countdown says %d s to midnight", s)
	}
	if streak := p.attr("puzzle-streak", "data-streak"); streak != "2" || !eval[bool](p, `document.querySelector('[data-testid="puzzle-today"]').disabled`) {
		t.Errorf("before midnight: streak %q, or Today's puzzle is offered", streak)
	}
	last := p.solveUpTo(given, solution, 1)

	p.moveClock(40 * time.Second) // 00:00:10, on 5 December
	p.waitFor(`!document.querySelector('[data-testid="puzzle-today"]').disabled`)
	p.waitFor(`Number(document.querySelector('[data-testid="puzzle-countdown"]').dataset.seconds) > 86000`)
	if line := eval[string](p, `document.querySelector('[data-testid="puzzle-day"]').innerText`); !strings.HasPrefix(line, "Fri 4 Dec 2026 · next puzzle in 23:59:") {
		t.Errorf("after midnight the day's line says %q", line)
	}
	p.clickSquare(last[0], solution[last[0]])
	p.waitFor(`document.querySelector('[data-testid="puzzle"]').dataset.solved === "true"`)
	p.waitFor(`document.querySelector('[data-testid="puzzle-streak"]').dataset.streak === "3"`)
	days, _ := p.savedScores()["days"].(map[string]any)
	if day, _ := days["2026-12-04"].(map[string]any); day["streak"] != true || day["seconds"] == nil {
		t.Errorf("the scores keep %v for 2026-12-04", days["2026-12-04"])
	}

	p.click("puzzle-today")
	p.waitFor(`document.querySelector('[data-testid="puzzle"][data-level]')?.dataset.date === "2026-12-05"`)
	if want, _ := cliPuzzle(t, "-day", "2026-12-05"); p.attr("puzzle", "data-given") != want || !strings.Contains(p.location(), "day=2026-12-05") {
		t.Errorf("Today's puzzle opened %s, givens %q; want %q", p.location(), p.attr("puzzle", "data-given"), want)
	}
	p.waitFor(`document.querySelector('[data-testid="puzzle-day"]').innerText.startsWith("Sat 5 Dec 2026 · next puzzle in 23:59:")`)
	if text := eval[string](p, `document.querySelector('[data-testid="puzzle-streak"]').textContent`); !strings.HasPrefix(text, "A streak of 3 days: solve today's puzzle to keep it.") {
		t.Errorf("the streak says %q", text)
	}
	p.saveScreenshot("puzzle-day-tokyo", chromedp.FullScreenshot(90))
}

// TestPuzzleArchiveAndDaysToCome opens a past day's puzzle from the past
// puzzles, which then show it solved, with its time; a link to a day to
// come says when that day opens, on the server's page and the live one,
// makes no puzzle, and opens it once the day comes.
func TestPuzzleArchiveAndDaysToCome(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.setTimezone("UTC")
	fixClock(p, time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC))
	p.open("/?mode=puzzle")
	p.waitPuzzle()
	p.do(chromedp.Click(chromedp.CSS(`[data-testid="puzzle-archive"] summary`)))
	days := eval[[]string](p, `[...document.querySelectorAll('[data-testid="puzzle-archive"] li')].map(li => li.dataset.day)`)
	if len(days) != 12 || days[0] != "2026-12-04" || days[11] != "2026-11-23" {
		t.Errorf("the past puzzles are %v; want the 12 days from 2026-12-04 back to 2026-11-23", days)
	}
	row := `[data-testid="puzzle-archive"] li[data-day="2026-12-01"]`
	if text := eval[string](p, fmt.Sprintf(`document.querySelector(%q).innerText`, row)); text != "#9 · Tue 1 Dec 2026 · 8×8 easy" {
		t.Errorf("the line of 2026-12-01 says %q", text)
	}
	p.do(chromedp.Click(chromedp.CSS(row + " a")))
	p.waitFor(`document.querySelector('[data-testid="puzzle"][data-level]')?.dataset.date === "2026-12-01"`)
	want, solution := cliPuzzle(t, "-day", "2026-12-01")
	given := p.attr("puzzle", "data-given")
	if given != want || !strings.Contains(p.location(), "day=2026-12-01") {
		t.Fatalf("the past puzzle opened %s, givens %q; want %q", p.location(), given, want)
	}
	p.solveUpTo(given, solution, 0)
	p.waitFor(`document.querySelector('[data-testid="puzzle"]').dataset.solved === "true"`)
	p.waitFor(fmt.Sprintf(`document.querySelector(%q)?.dataset.solved === "true"`, row))
	if text := eval[string](p, fmt.Sprintf(`document.querySelector(%q).innerText`, row)); !strings.HasPrefix(text, "#9 · Tue 1 Dec 2026 · 8×8 easy ✓ 0:") {
		t.Errorf("the solved line of 2026-12-01 says %q", text)
	}
	if streak := p.attr("puzzle-streak", "data-streak"); streak != "0" {
		t.Errorf("a past puzzle, opened days later, made a streak of %s", streak)
	}

	// A day to come: the server's page says when it opens too, and neither
	// makes the puzzle.
	toCome := "/?mode=puzzle&day=2027-01-01"
	resp, err := http.Get(baseURL + toCome)
	if err != nil {
		t.Fatal(err)
	}
	html, _ := io.ReadAll(resp.Body)
	resp.Body.Close()
	if !strings.Contains(string(html), "Puzzle #40 opens on Friday 1 January 2027") || strings.Contains(string(html), "data-row=") {
		t.Errorf("the server's page of 2027-01-01 opens it, or does not say when it opens")
	}
	p.open(toCome)
	p.waitFor(`document.querySelector('[data-testid="puzzle-opens"]')?.innerText === "Puzzle #40 opens on Friday 1 January 2027, in 27 days."`)
	if eval[bool](p, `document.querySelector('[data-testid="puzzle"] [data-row]') !== null || document.querySelector('[data-testid="puzzle"][data-level]') !== null`) {
		t.Errorf("the puzzle of a day to come was made, or has squares")
	}
	p.open("/?mode=puzzle&day=2026-12-05")
	p.waitFor(`document.querySelector('[data-testid="puzzle-opens"]')?.innerText === "Puzzle #13 opens on Saturday 5 December 2026, in 11 h 59 min."`)
	p.saveScreenshot("puzzle-day-to-come", chromedp.FullScreenshot(90))
	p.moveClock(12 * time.Hour)
	p.waitFor(`document.querySelector('[data-testid="puzzle"][data-level]')?.dataset.date === "2026-12-05"`)
	if want, _ := cliPuzzle(t, "-day", "2026-12-05"); p.attr("puzzle", "data-given") != want {
		t.Errorf("at midnight the page opened givens %q, want %q", p.attr("puzzle", "data-given"), want)
	}
}

// TestPuzzleDayLineKeepsItsRoom: the line under the board that the live
// page's countdown fills is as high on the prerendered page, and the
// controls under it stay in place when the page goes live.
func TestPuzzleDayLineKeepsItsRoom(t *testing.T) {
	proxy := newProxyTo(t, baseURL)
	release := proxy.hold(t, "/web/app.wasm")
	p := newPage(t, proxy.URL, chromedp.WithNewBrowserContext())
	p.emulate(phone.width, phone.height, 1, true)
	fixClock(p, time.Date(2026, 12, 4, 12, 0, 0, 0, time.UTC))
	p.do(chromedp.Navigate(proxy.URL + "/?mode=puzzle&day=2026-11-24"))
	p.waitFor(`document.querySelector('main[data-app="prerendered"] [data-testid="puzzle-day"]') !== null`)
	p.checkPrelive()
	line, controls := p.rect(testID("puzzle-day")), p.rect(testID("mode-puzzle"))
	release()
	p.waitLive()
	p.waitFor(`document.querySelector('[data-testid="puzzle-countdown"]')?.dataset.seconds !== undefined`)
	if after := p.rect(testID("puzzle-day")); after.Height != line.Height || after.Top != line.Top {
		t.Errorf("the day's line moved from %+v to %+v", line, after)
	}
	if after := p.rect(testID("mode-puzzle")); after.Top != controls.Top {
		t.Errorf("the controls moved from %.1f to %.1f px", controls.Top, after.Top)
	}
}

// TestPuzzleCodes: a puzzle that is not a day's is named and linked by its
// code; an older link's seed opens the same puzzle, under its code, or
// under the seed where no code stands for it; a bad code gets a notice.
func TestPuzzleCodes(t *testing.T) {
	p := newPage(t, baseURL, chromedp.WithNewBrowserContext())
	p.open("/?mode=puzzle&n=8&seed=3&level=medium")
	if want, _ := cliPuzzle(t, "-n", "8", "-code", "000003"); p.waitPuzzle() != want || p.attr("puzzle", "data-code") != "000003" ||
		query(t, p.location()).Get("code") != "000003" {
		t.Errorf("seed=3 opened %s, code %q", p.location(), p.attr("puzzle", "data-code"))
	}
	p.waitFor(`document.title === "Puzzle · 8×8 medium · 000003 — N-Queens Lab"`)
	p.click("puzzle-new")
	p.waitFor(`(code => code !== "000003" && /^[0-9A-HJKMNP-TV-Z]{6}$/.test(code))(document.querySelector('[data-testid="puzzle"][data-level]')?.dataset.code ?? "")`)
	code := p.attr("puzzle", "data-code")
	if query(t, p.location()).Get("code") != code || p.attr("puzzle", "data-date") != "" {
		t.Errorf("a new puzzle of code %s has the link %s", code, p.location())
	}
	p.waitFor(fmt.Sprintf(`document.title.endsWith(" · %s — N-Queens Lab")`, code))

	p.open("/?mode=puzzle&n=10&seed=4260293785152633431&level=hard")
	p.waitPuzzle()
	if p.attr("puzzle", "data-code") != "" || query(t, p.location()).Get("seed") != "4260293785152633431" {
		t.Errorf("an older page's seed opened %s, code %q", p.location(), p.attr("puzzle", "data-code"))
	}
	p.waitFor(`document.title.startsWith("Puzzle · 10×10 hard · seed 4260293785152633431")`)

	p.open("/?mode=puzzle&n=8&code=K7QU2M")
	p.waitPuzzle()
	notices := eval[[]string](p, `[...document.querySelectorAll('[data-testid="notices"] .notice')].map(e => e.innerText)`)
	if len(notices) != 1 || !strings.Contains(notices[0], `code="K7QU2M" is not a puzzle's code`) {
		t.Errorf("a bad code's notices: %q", notices)
	}
}
