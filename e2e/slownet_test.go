package e2e

import (
	"cmp"
	"context"
	"errors"
	"fmt"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// slowNetworkEnv runs TestSlowNetwork, as make slow-network does; without
// it the benchmark is skipped. slowNetworkRoundsEnv and slowNetworkPathEnv
// give its rounds (3) and link (/?n=8&sol=5); VERBOSE=1 logs the requests
// of every run, not only of each profile's first.
const (
	slowNetworkEnv       = "NQUEENS_SLOW_NETWORK"
	slowNetworkRoundsEnv = "NQUEENS_SLOW_NETWORK_ROUNDS"
	slowNetworkPathEnv   = "NQUEENS_SLOW_NETWORK_PATH"
)

// slowProfiles are the networks of the benchmark: Lighthouse's mobile
// profile, then a fast phone network.
var slowProfiles = []netProfile{
	{name: "1.6 Mbit/s", down: 1.6e6, up: 750e3, rtt: 150 * time.Millisecond},
	{name: "10 Mbit/s", down: 10e6, up: 10e6, rtt: 40 * time.Millisecond},
}

const (
	cpuSlowdown = 4                      // as Lighthouse's mobile preset
	clickAt     = time.Second            // the first Next, after the navigation start
	boardWait   = 20 * time.Second       // until a Next's click is declared lost
	loadWait    = 60 * time.Second       // until a page that is not live has failed
	pollEvery   = 100 * time.Millisecond // the probe's reading; its times are the page's own
)

// TestSlowNetwork is a benchmark of the page's start on a slow phone
// network: for each of slowProfiles, ROUNDS runs of a fresh Chromium (no
// cache, no service worker) whose every request, its Web Workers' and
// service worker's included, goes through a throttle, with the CPU slowed
// 4× by DevTools. Each run clicks Next with the mouse 1 s after the
// navigation start, and again once the page is live, and prints a line;
// last come the medians of each profile. It fails only when a page does
// not load.
func TestSlowNetwork(t *testing.T) {
	if os.Getenv(slowNetworkEnv) == "" {
		t.Skipf("a benchmark: %s=1 runs it (make slow-network)", slowNetworkEnv)
	}
	rounds, err := strconv.Atoi(cmp.Or(os.Getenv(slowNetworkRoundsEnv), "3"))
	if err != nil || rounds < 1 {
		t.Fatalf("%s must be a positive whole number, not %q", slowNetworkRoundsEnv, os.Getenv(slowNetworkRoundsEnv))
	}
	path := cmp.Or(os.Getenv(slowNetworkPathEnv), "/?n=8&sol=5")
	chromium, _ := findChromium()
	fmt.Printf("slow network: %s, %d rounds, CPU slowed %d×, Next clicked at %v and at live; times in s from the navigation start, Next's from its click\n",
		path, rounds, cpuSlowdown, clickAt)
	medians := make([][]float64, len(slowProfiles))
	for i, profile := range slowProfiles {
		fmt.Printf("\n== %s down, %s up, %v round trip\n%s\n", profile.name, rate(profile.up), profile.rtt, slowHeader())
		var runs [][]float64
		for round := 1; round <= rounds; round++ {
			verbose := round == 1 || os.Getenv("VERBOSE") != ""
			figures, err := slowRun(chromium, profile, path, verbose)
			if err != nil {
				t.Errorf("%s, round %d: %v", profile.name, round, err)
				continue
			}
			fmt.Println(slowLine(fmt.Sprintf("round %d", round), figures))
			runs = append(runs, figures)
		}
		medians[i] = columnMedians(runs)
	}
	fmt.Printf("\n== medians of %d rounds (%s)\n%s\n", rounds, path, slowHeader())
	for i, profile := range slowProfiles {
		fmt.Println(slowLine(profile.name, medians[i]))
	}
}

func rate(bitsPerSecond float64) string {
	return strconv.FormatFloat(bitsPerSecond/1e6, 'g', -1, 64) + " Mbit/s"
}

// slowColumns are the figures of a run, in order: seconds, but for the
// bytes, in MB. A Next whose board never came is +Inf (lost); a moment
// not recorded is NaN.
var slowColumns = []struct {
	name  string
	width int
	bytes bool
}{
	{"first paint", 11, false},
	{"live", 6, false},
	{"Next at 1 s", 11, false},
	{"Next at live", 12, false},
	{"workers", 7, false},
	{"MB < live", 9, true},
	{"MB < workers", 12, true},
	{"MB total", 8, true},
}

func slowHeader() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s", "")
	for _, c := range slowColumns {
		fmt.Fprintf(&b, "  %*s", c.width, c.name)
	}
	return b.String()
}

func slowLine(name string, figures []float64) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%-10s", name)
	for i, c := range slowColumns {
		v := figures[i]
		s := "n/a"
		switch {
		case math.IsInf(v, 1):
			s = "lost"
		case c.bytes && !math.IsNaN(v):
			s = fmt.Sprintf("%.2f", v/1e6)
		case !math.IsNaN(v):
			s = fmt.Sprintf("%.2f s", v)
		}
		fmt.Fprintf(&b, "  %*s", c.width, s)
	}
	return b.String()
}

// columnMedians returns the median of each column of runs, leaving out
// the NaNs; a lost Next (+Inf) counts as the slowest.
func columnMedians(runs [][]float64) []float64 {
	medians := make([]float64, len(slowColumns))
	for i := range medians {
		var xs []float64
		for _, r := range runs {
			if !math.IsNaN(r[i]) {
				xs = append(xs, r[i])
			}
		}
		medians[i] = median(xs)
	}
	return medians
}

// median returns the median of xs, NaN for none.
func median(xs []float64) float64 {
	if len(xs) == 0 {
		return math.NaN()
	}
	xs = slices.Sorted(slices.Values(xs))
	m := len(xs) / 2
	if len(xs)%2 == 1 {
		return xs[m]
	}
	if math.IsInf(xs[m], 1) {
		return xs[m]
	}
	return (xs[m-1] + xs[m]) / 2
}

// slowRun opens path in a fresh Chromium through a throttle of profile,
// clicks Next at 1 s and at live, and returns its figures in the order
// of slowColumns.
func slowRun(chromium string, profile netProfile, path string, verbose bool) ([]float64, error) {
	th, err := newThrottle(strings.TrimPrefix(baseURL, "http://"), profile)
	if err != nil {
		return nil, err
	}
	defer th.Close()
	browser, stop, err := startBrowser(chromium)
	if err != nil {
		return nil, err
	}
	defer stop()
	ctx, cancel := context.WithTimeout(browser, 2*loadWait)
	defer cancel()
	if _, err := chromedp.Call(ctx, emulation.SetCPUThrottlingRate, emulation.SetCPUThrottlingRateParams{Rate: cpuSlowdown}); err != nil {
		return nil, err
	}
	if _, err := chromedp.Call(ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: probeScript}); err != nil {
		return nil, err
	}
	start := time.Now()
	if _, err := chromedp.Call(ctx, cdppage.Navigate, cdppage.NavigateParams{URL: "http://" + th.Addr + path}); err != nil {
		return nil, err
	}
	r := &slowRunner{ctx: ctx, throttle: th, start: start}
	figures, err := r.measure()
	if verbose {
		th.writeRequests(os.Stdout, start)
		if p := r.probe; p != nil {
			fmt.Printf("    the page, in ms from the navigation's start: clicks %s, boards changed %s\n",
				msFrom(p.Origin, p.Clicks), msFrom(p.Origin, p.changesAfter(p.Origin)))
		}
	}
	return figures, err
}

// A slowRunner follows one run.
type slowRunner struct {
	ctx      context.Context
	throttle *throttle
	start    time.Time // when the navigation was asked for
	probe    *probe
}

// measure clicks Next at 1 s and again as soon as the page is live, waits
// for their boards (until boardWait after live: a click whose board has
// not come by then is lost), for the workers and for a quiet network, and
// returns the run's figures.
func (r *slowRunner) measure() ([]float64, error) {
	if err := r.waitUntil(func(p *probe) bool { return true }, r.start.Add(loadWait)); err != nil {
		return nil, errors.New("the page never loaded")
	}
	time.Sleep(time.Until(wallTime(r.probe.Origin).Add(clickAt)))
	first := r.clickNext()
	if err := r.waitUntil(func(p *probe) bool { return p.Live != nil }, r.start.Add(loadWait)); err != nil {
		return nil, fmt.Errorf("the page did not go live within %v", loadWait)
	}
	liveAt := wallTime(*r.probe.Live)
	second := r.clickNext()
	r.waitUntil(func(p *probe) bool {
		_, _, done := p.nextBoards(first, second)
		return done
	}, liveAt.Add(boardWait))
	r.waitUntil(func(p *probe) bool { return p.Workers != nil }, liveAt.Add(boardWait))
	r.waitQuiet()

	p := r.probe
	firstAt, secondAt, _ := p.nextBoards(first, second)
	bytesBefore := func(at *float64) float64 {
		if at == nil {
			return math.NaN()
		}
		return float64(r.throttle.bytesBefore(wallTime(*at)))
	}
	_, total := r.throttle.lastDelivery()
	return []float64{p.since(p.FCP), p.since(p.Live), (firstAt - first) / 1000, (secondAt - second) / 1000,
		p.since(p.Workers), bytesBefore(p.Live), bytesBefore(p.Workers), float64(total)}, nil
}

// clickNext presses Next with the mouse at its center and returns the
// click's time (ms, wall clock), as the page received it, or the time it
// was sent if the page did not see it; NaN if there was no Next to click.
func (r *slowRunner) clickNext() float64 {
	sent := float64(time.Now().UnixMicro()) / 1000
	ctx, cancel := context.WithTimeout(r.ctx, boardWait)
	defer cancel()
	clicks := len(r.probe.Clicks)
	if err := chromedp.Do(ctx, chromedp.Click(chromedp.CSS(testID("next")))); err != nil {
		fmt.Printf("    no click on Next: %v\n", err)
		return math.NaN()
	}
	if r.waitUntil(func(p *probe) bool { return len(p.Clicks) > clicks }, time.Now().Add(boardWait)) != nil {
		return sent
	}
	return r.probe.Clicks[clicks]
}

// waitUntil reads the probe until done is true of it, or deadline passes.
func (r *slowRunner) waitUntil(done func(*probe) bool, deadline time.Time) error {
	for {
		p, err := readProbe(r.ctx)
		if err == nil && p != nil {
			r.probe = p
			if done(p) {
				return nil
			}
		}
		if time.Now().After(deadline) {
			return errors.New("timed out")
		}
		time.Sleep(pollEvery)
	}
}

// waitQuiet waits until the throttle has delivered nothing for a second,
// at most until the run has lasted loadWait.
func (r *slowRunner) waitQuiet() {
	for time.Since(r.start) < loadWait {
		last, _ := r.throttle.lastDelivery()
		if time.Since(last) > time.Second {
			return
		}
		time.Sleep(pollEvery)
	}
}

// msFrom writes times (ms, wall clock) as ms from origin.
func msFrom(origin float64, times []float64) string {
	var ms []string
	for _, at := range times {
		ms = append(ms, fmt.Sprintf("%.0f", at-origin))
	}
	return "[" + strings.Join(ms, " ") + "]"
}
