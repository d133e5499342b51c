package e2e

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// startupEnv runs TestStartupFigures, as make startup does; without it the
// benchmark is skipped. startupRoundsEnv and startupPathEnv give its
// rounds (5) and our page's link (/?n=8&sol=5); startupBeforeEnv, the
// address of another build's server (such as http://127.0.0.1:8161), adds
// that build's page at the same link, as "before". VERBOSE=1 lists each
// run's long tasks and the scripts of its long animation frames.
const (
	startupEnv       = "NQUEENS_STARTUP"
	startupRoundsEnv = "NQUEENS_STARTUP_ROUNDS"
	startupPathEnv   = "NQUEENS_STARTUP_PATH"
	startupBeforeEnv = "NQUEENS_STARTUP_BEFORE"
)

// A startupPage is a page that TestStartupFigures opens.
type startupPage struct {
	name, url, live string
}

// TestStartupFigures is a benchmark of the main thread's work from the
// navigation until 2 s after the page is live, at CPU 4× (DevTools'
// throttling of the page's renderer, not Lighthouse's simulation), on a
// fresh Chromium each run: our page beside go-app's hello world (and
// another build's page, with startupBeforeEnv), taking turns, ROUNDS
// rounds. It prints a line per run as it ends, then the medians: the
// total blocking time (the sum of each long task's time past 50 ms), the
// number of long tasks (over 50 ms), the longest, and the time to live.
// It fails only when a page does not go live.
func TestStartupFigures(t *testing.T) {
	if os.Getenv(startupEnv) == "" {
		t.Skipf("a benchmark: %s=1 runs it (make startup)", startupEnv)
	}
	rounds, err := strconv.Atoi(cmp.Or(os.Getenv(startupRoundsEnv), "5"))
	if err != nil || rounds < 1 {
		t.Fatalf("%s must be a positive whole number, not %q", startupRoundsEnv, os.Getenv(startupRoundsEnv))
	}
	path := cmp.Or(os.Getenv(startupPathEnv), "/?n=8&sol=5")
	root, _ := filepath.Abs("..")
	hello, stop, err := startHello(root)
	if err != nil {
		t.Fatal(err)
	}
	defer stop()
	pages := []startupPage{{"nqueens", baseURL + path, liveNQueens}, {"hello", hello, liveGoApp}}
	if before := os.Getenv(startupBeforeEnv); before != "" {
		pages = append(pages, startupPage{"before", strings.TrimSuffix(before, "/") + path, liveNQueens})
	}
	chromium, _ := findChromium()
	fmt.Printf("startup: CPU slowed %d×, fresh Chromium each run, from the navigation to %v after live, %d rounds\n",
		cpuSlowdown, startupAfterLive, rounds)
	for _, p := range pages {
		fmt.Printf("   %-8s %s\n", p.name, p.url)
	}
	fmt.Println(startupHeader())
	runs := make([][]startupRun, len(pages))
	for round := 1; round <= rounds; round++ {
		for i, p := range pages {
			run, err := measureStartup(chromium, p.url, p.live)
			if err != nil {
				t.Errorf("%s, round %d: %v", p.name, round, err)
				continue
			}
			runs[i] = append(runs[i], run)
			fmt.Println(startupLine(fmt.Sprintf("round %d  %s", round, p.name), []startupRun{run}))
			if os.Getenv("VERBOSE") != "" {
				printStartupDetail(run)
			}
		}
	}
	fmt.Printf("\n== medians of %d rounds\n%s\n", rounds, startupHeader())
	for i, p := range pages {
		fmt.Println(startupLine(p.name, runs[i]))
	}
}

// startupHeader names the columns of startupLine.
func startupHeader() string {
	return fmt.Sprintf("%-17s  %8s  %10s  %8s  %8s", "", "blocking", "long tasks", "longest", "live")
}

// startupLine writes the medians of runs under name: the total blocking
// time, the number of long tasks, the longest task and the time to live.
func startupLine(name string, runs []startupRun) string {
	var total, count, longest, live []float64
	for _, r := range runs {
		b, l := r.blocking()
		total, count, longest, live = append(total, b), append(count, float64(len(r.Tasks))), append(longest, l), append(live, r.Live)
	}
	return fmt.Sprintf("%-17s  %5.0f ms  %10.1f  %5.0f ms  %5.2f s", name, median(total), median(count), median(longest), median(live)/1000)
}

// printStartupDetail lists the run's long tasks, and the scripts of its
// long animation frames that ran 10 ms or more.
func printStartupDetail(r startupRun) {
	var tasks []string
	for _, t := range r.Tasks {
		tasks = append(tasks, fmt.Sprintf("%.0f at %.0f", t.Duration, t.Start))
	}
	fmt.Printf("    long tasks (ms): %s; live at %.0f\n", strings.Join(tasks, ", "), r.Live)
	for _, f := range r.Frames {
		fmt.Printf("    frame at %.0f: %.0f ms, blocking %.0f, style and layout %.0f\n", f.Start, f.Duration, f.Blocking, f.Layout)
		for _, s := range f.Scripts {
			if s.Duration >= 10 {
				fmt.Printf("      %4.0f ms at %.0f  %s  %s\n", s.Duration, s.Start, s.Invoker, s.Source)
			}
		}
	}
}
