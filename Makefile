# N-Queens Lab. `make run` builds everything and serves the app;
# `make test` runs every test, browser tests included.

GO        ?= go
ADDR      ?= 127.0.0.1:8000
# satconv and signext: WebAssembly's non-trapping float-to-int conversions
# and sign-extension operators, which every browser that runs the page
# has; they make app.wasm 5.7 KB lighter on the wire.
WASM_ENV  := GOOS=js GOARCH=wasm GOWASM=satconv,signext
WASM_EXEC := $(shell $(GO) env GOROOT)/lib/wasm/go_js_wasm_exec
# The Go files, and the scripts that app/server embeds in what it sends.
GO_FILES  := $(shell find . -name '*.go' -not -path './e2e/*') $(wildcard app/server/*.js) go.mod go.sum

.PHONY: all build run test unit wasm-test e2e fuzz bench load static deps-test clean FORCE

all: build

build: web/app.wasm web/app.wasm.br bin/nqueens-server bin/nqueens

# The page's wasm builds go-app with some of its files replaced, left out
# or edited, in an overlay (go build -overlay) that cmd/wasmoverlay
# writes; wasm/app/goapp/README.md says which, and what it saves. The
# browser's packages are vetted and tested with the same overlay.
# The overlay names absolute paths, so it is checked on every run, but
# rewritten only when it changes.
# The solvers' Web Workers run the same wasm, which the page hands them
# compiled: the solver.wasm of older builds is removed, so that no server
# sends it and no static site copies it.
OVERLAY := bin/wasm-overlay.json
web/app.wasm: $(GO_FILES) $(OVERLAY) $(wildcard wasm/app/goapp/*.overlay)
	$(WASM_ENV) $(GO) build -trimpath -ldflags='-s -w' -overlay=$(OVERLAY) -o $@ ./wasm/app
	rm -f web/solver.wasm web/solver.wasm.br web/solver.wasm.gz

$(OVERLAY): FORCE
	@$(GO) run ./cmd/wasmoverlay $(@D)

# Brotli and gzip copies of the wasm, which the server sends to the
# browsers that accept them: about 1.4 MB, against 2.0 MB for gzip at its
# best.
web/app.wasm.br: web/app.wasm
	$(GO) run ./cmd/precompress web/app.wasm

bin/nqueens-server: $(GO_FILES)
	$(GO) build -trimpath -o $@ .

bin/nqueens: $(GO_FILES)
	$(GO) build -trimpath -o $@ ./cmd/nqueens

# BASE_URL, such as https://lab.example/, is the address visitors reach the
# site at: with it, each page names its canonical link and preview image.
BASE_URL  ?=
run: build
	./bin/nqueens-server -addr $(ADDR) $(if $(BASE_URL),-base-url '$(BASE_URL)')

test: build deps-test unit wasm-test e2e

# Installs what the tests need when it is missing: node runs the wasm
# tests, Debian's chromium the browser tests, GNU parallel and Slurm (with
# munge, on a one-node cluster that the test starts, as root) the
# distributed-count recipes of docs/distributed-counts.md, and nginx the
# shared cache that a test of the server puts in front of it.
deps-test:
	@command -v node >/dev/null || ./.ci/install-deps node
	@command -v chromium >/dev/null || ./.ci/install-deps chromium
	@command -v parallel >/dev/null || ./.ci/install-deps parallel
	@command -v sbatch >/dev/null && command -v munge >/dev/null || ./.ci/install-deps slurm
	@PATH="$$PATH:/usr/sbin" command -v nginx >/dev/null || ./.ci/install-deps nginx

unit: $(OVERLAY)
	$(GO) vet ./...
	$(WASM_ENV) $(GO) vet -overlay=$(OVERLAY) ./solver/... ./app/... ./wasm/...
	NQUEENS_REQUIRE_PARALLEL=1 NQUEENS_REQUIRE_SLURM=1 NQUEENS_REQUIRE_NGINX=1 $(GO) test -count=1 $(shell $(GO) list ./... | grep -v /e2e)

wasm-test: $(OVERLAY)
	$(WASM_ENV) $(GO) test -count=1 -overlay=$(OVERLAY) -exec=$(WASM_EXEC) ./solver/... ./app/worker/ ./app/task/

# Without chromium, go test skips the browser tests; here they must run,
# past go test's default 10 minutes on a loaded machine.
e2e: build
	E2E_REQUIRE_BROWSER=1 $(GO) test -count=1 -v -timeout=25m ./e2e/

# Runs every fuzz target of every package for FUZZTIME each, one after the
# other, and stops at the first that fails; make test runs only their seeds
# and the inputs kept in testdata/fuzz.
FUZZTIME ?= 60s
fuzz:
	@for pkg in $$($(GO) list ./... | grep -v /e2e); do \
	  for target in $$($(GO) test -list '^Fuzz' $$pkg | grep '^Fuzz'); do \
	    echo "fuzz $$pkg $$target for $(FUZZTIME)"; \
	    $(GO) test -run=NONE -fuzz="^$$target\$$" -fuzztime=$(FUZZTIME) $$pkg || exit 1; \
	  done; \
	done

# A static copy of the site in dist/, for any static host, under the path
# PREFIX: GitHub Pages serves a project at /NAME.
PREFIX ?= /nqueens
static: build
	./bin/nqueens-server -static dist -prefix $(PREFIX)
	@echo "dist/ holds the site; host it at $(PREFIX)/"

# A bounded load test of the server on loopback, with wrk.
load: build
	./.ci/load 10 8

# Lighthouse 13 (installed into .tools/lighthouse when missing) with
# Debian's chromium, ROUNDS rounds of: our page (the link LIGHTHOUSE_PATH)
# with the mobile preset, go-app's empty hello world page with the mobile
# preset, then both with the desktop preset. One line per run, the detail
# of the last round (VERBOSE=1: of every round), then the medians per page
# and preset beside each other: Lighthouse's simulated timings, and the
# ones the run observed (obs.), on the machine's own network and CPU.
.PHONY: lighthouse hello-fixture
LIGHTHOUSE_PATH ?= /?n=8&sol=5
ROUNDS ?= 5
VERBOSE ?=
lighthouse: build hello-fixture
	ROUNDS='$(ROUNDS)' VERBOSE='$(VERBOSE)' ./.ci/lighthouse '$(LIGHTHOUSE_PATH)'

# The page's start on a slow phone network: ROUNDS (3 here) fresh-browser
# runs of the link SLOW_NETWORK_PATH for each network, Lighthouse's mobile
# one (1.6 Mbit/s down, 750 kbit/s up, 150 ms round trip) and 10 Mbit/s
# with a 40 ms round trip, every request through a throttling proxy (the
# Web Workers' too, which DevTools' throttling leaves alone), the CPU
# slowed 4×. One line per run, after its requests for the first of each
# network (VERBOSE=1: of every run), then the medians: first paint, live,
# Next clicked at 1 s and at live to its board, the solver workers' first
# message, and the bytes before them.
.PHONY: slow-network
SLOW_NETWORK_PATH ?= /?n=8&sol=5
slow-network: build
	NQUEENS_SLOW_NETWORK=1 NQUEENS_SLOW_NETWORK_PATH='$(SLOW_NETWORK_PATH)' VERBOSE='$(VERBOSE)' \
	  NQUEENS_SLOW_NETWORK_ROUNDS='$(if $(filter file default,$(origin ROUNDS)),3,$(ROUNDS))' \
	  $(GO) test -count=1 -v -run='^TestSlowNetwork$$' -timeout=60m ./e2e/

# The main thread's work at the page's start, at CPU 4× (DevTools'
# throttling, not Lighthouse's simulation): ROUNDS rounds of a fresh
# Chromium on our page (the link STARTUP_PATH), then on go-app's hello
# world, from the navigation to 2 s after the page is live. One line per
# run, then the medians: the total blocking time (each long task's time
# past 50 ms), the number of long tasks, the longest, and the time to live.
# BEFORE, the address of another build's server (say an older checkout's
# `./bin/nqueens-server -addr 127.0.0.1:8161`), adds its page at the same
# link, taking turns with the others; VERBOSE=1 lists each run's long tasks
# and the scripts of its long animation frames.
.PHONY: startup
STARTUP_PATH ?= /?n=8&sol=5
BEFORE ?=
startup: build hello-fixture
	NQUEENS_STARTUP=1 NQUEENS_STARTUP_PATH='$(STARTUP_PATH)' NQUEENS_STARTUP_ROUNDS='$(ROUNDS)' \
	  NQUEENS_STARTUP_BEFORE='$(BEFORE)' VERBOSE='$(VERBOSE)' \
	  $(GO) test -count=1 -v -run='^TestStartupFigures$$' -timeout=60m ./e2e/

# The fixture: go-app v9's own hello world (e2e/testdata/hello, which
# ./... does not reach) in .tools/hello, its wasm built as ours is but
# from go-app as published, without our overlay, with go-app's own icons
# from its module beside it, so that it fetches nothing from outside.
HELLO       := .tools/hello
HELLO_FILES := $(wildcard e2e/testdata/hello/*.go) go.mod go.sum
hello-fixture: $(HELLO)/hello $(HELLO)/web/app.wasm $(HELLO)/web/icon.png

$(HELLO)/hello: $(HELLO_FILES)
	$(GO) build -trimpath -o $@ ./e2e/testdata/hello

$(HELLO)/web/app.wasm: $(HELLO_FILES)
	$(WASM_ENV) $(GO) build -trimpath -ldflags='-s -w' -o $@ ./e2e/testdata/hello

$(HELLO)/web/icon.png: $(HELLO)/web/app.wasm
	dir=$$($(GO) list -m -f '{{.Dir}}' github.com/maxence-charriere/go-app/v9) && \
	  install -m 644 "$$dir/docs/web/icon.svg" $(HELLO)/web/icon.svg && \
	  install -m 644 "$$dir/docs/web/icon.png" $@

# Counts n = 17 and 18 with constellations, and 17 to 19 with quarters,
# and checks them against OEIS A000170 and A002562: a few minutes on 2
# cores; make test checks constellations up to 16 and quarters up to 18.
.PHONY: verify
verify:
	NQUEENS_VERIFY=1 $(GO) test -count=1 -v -run 'TestLargeCountsMatchOEIS' -timeout 60m ./solver/

# Times the counting methods, then the seeks of n = 16's first, middle,
# three-quarter and last solutions, as they were and as they are (about
# 40 s), then minconflicts on 10^5 to 10^7 queens
# (time and bytes a queen; HUGE=1 adds 10^8, about 30 s and 600 MB);
# compare two runs with benchstat. Then the speed report: whole processes
# of the C++ baseline (cmd/nqueens/testdata/bitmask.cpp, seed 000's bitmask
# counter written afresh, g++ -O2), constellations and quarters on 1 and 2
# workers, fast, and constellations in wasm under node, taking turns, for
# each n of SPEED_N (about 15 minutes for 16, 17 and 18 on 2 cores): the
# baseline, fast and wasm up to n = 17, the methods on 1 worker up to 18,
# and on 2 workers up to 19 (SPEED_N='16 17 18 19': about 20 minutes more).
# Last, in the browser (E2E_BENCH picks the benchmarks of e2e/): a click
# in play to its count, the counts and minconflicts in the page's workers
# against the CLI, the time to a live page, Next, Prev and a slider step
# to their painted board at CPU 4×, and the links of the first, middle,
# three-quarter and last solutions of n = 16 from live to their board
# (with E2E_BASELINE=DIR, a checkout built by make build, timed beside
# this one in turns), a few minutes.
BENCH ?= Count/algo=(bitmask|fast|constellations|quarters)/n=16
HUGE ?=
SPEED_N ?= 16 17 18
E2E_BENCH ?= .
bench: build deps-test
	@command -v g++ >/dev/null || ./.ci/install-deps g++
	$(GO) test -run=NONE -bench='$(BENCH)' -benchtime=1x -count=5 ./solver/...
	$(GO) test -run=NONE -bench='^BenchmarkSeek16$$' -benchtime=1x -count=3 ./solver/
	NQUEENS_BENCH_HUGE=$(HUGE) $(GO) test -run=NONE -bench='MinConflicts' -benchtime=1x -count=3 ./solver/random/
	NQUEENS_SPEED_REPORT=1 NQUEENS_SPEED_N='$(SPEED_N)' $(GO) test -count=1 -v -run='^TestSpeedReport$$' -timeout=60m ./cmd/nqueens/
	E2E_REQUIRE_BROWSER=1 $(GO) test -count=1 -run=NONE -bench='$(E2E_BENCH)' -benchtime=1x -timeout=60m ./e2e/

clean:
	rm -rf bin dist web/*.wasm web/*.br web/*.gz
