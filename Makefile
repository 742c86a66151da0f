# Containment: build, demo and test entry points.
#
#   make deps   install what GTK builds and tests need, only what is missing (Debian/Ubuntu)
#   make demo   run the demo app in a window
#   make test   run every test (the core's and the GTK adapter's) under a private Xvfb, with
#               the fuzzers and the leak loop at their quick sizes (under 10 minutes on 2 cores)
#   make bench  release build, then the performance figures under a private Xvfb, as one table
#   make fuzz   the fuzzers at full size: the core's, SEEDS (5000) × STEPS (2000) from
#               FIRST_SEED (1), and the demo's command line and scene files, MUTATIONS (1500) each
#   make leakcheck  the headless leak loop at CYCLES (1000) per container change, then scripted
#               demo sessions under valgrind: no definitely-lost block from our code
#   make sanitize   every test (core and GTK) built with AddressSanitizer: no memory error
#   make docs   the DocC archives of both libraries; any DocC warning fails it
#
# Everything needed comes from Debian's packages, so a fresh machine needs only `make test`.

SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
.DEFAULT_GOAL := test

# Swift lives in /opt/swift on the project's machines; keep it reachable from a bare shell.
export PATH := $(PATH):/opt/swift/usr/bin

# apt-get needs root: use sudo only when not already root.
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_GET := DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get

# A fixed screen, so window sizes and pixels are the same on every machine.
XVFB_SCREEN := 1280x800x24

# For tests: GTK criticals abort (a failed test, not a log line); no accessibility bus, no
# dconf, no desktop settings leaking in from the machine.
TEST_ENV := G_DEBUG=fatal-criticals NO_AT_BRIDGE=1 GSETTINGS_BACKEND=memory GTK_THEME=Adwaita

.PHONY: deps demo test build bench fuzz leakcheck sanitize docs

## deps: install libgtk-3-dev, Xvfb and xauth when any is missing; do nothing otherwise.
deps:
	@missing=""; \
	if ! dpkg -s libgtk-3-dev >/dev/null 2>&1 || ! pkg-config --exists gtk+-3.0 2>/dev/null; then \
		missing="$$missing libgtk-3-dev pkg-config"; \
	fi; \
	if ! command -v Xvfb >/dev/null 2>&1 || ! command -v xvfb-run >/dev/null 2>&1; then \
		missing="$$missing xvfb"; \
	fi; \
	if ! command -v xauth >/dev/null 2>&1; then \
		missing="$$missing xauth"; \
	fi; \
	if [ -n "$$missing" ]; then \
		echo "make deps: installing$$missing"; \
		$(APT_GET) update; \
		$(APT_GET) install -y --no-install-recommends $$missing; \
	else \
		echo "make deps: libgtk-3-dev, Xvfb and xauth are installed"; \
	fi

## build: compile everything, tests included.
build: deps
	swift build --build-tests

## demo: run the demo app (needs a display: a desktop session, or DISPLAY set).
demo: deps
	swift run containment-demo

## test: run all tests under a private Xvfb; exits non-zero when any test fails.
# The long tests run at the quick sizes the tests default to (Tests/ContainmentTestSupport/
# TestSize.swift): 50 fuzz seeds, 100 leak cycles, 300 mutations; `make fuzz` and
# `make leakcheck` run them in full.
# xvfb-run gets an auth file in a folder of ours: its own clean-up of a temporary folder can
# fail at exit and turn a passing run into exit status 5.
# After the tests, a smoke run of the benchmark (tiny sizes, one run each) checks that every
# part still runs; it asserts no timing. Last, the documentation must still build without a
# warning (`make docs`).
test: deps
	@auth_dir=$$(mktemp -d -t containment-xauth.XXXXXX); \
	trap 'rm -rf "$$auth_dir"' EXIT; \
	$(TEST_ENV) xvfb-run -a -f "$$auth_dir/Xauthority" -s "-screen 0 $(XVFB_SCREEN)" \
		sh -c 'swift test && echo "make test: benchmark smoke run" && .build/debug/containment-bench --smoke'
	@echo "make test: documentation"
	@$(MAKE) --no-print-directory docs

# The benchmark's screen is wider, so its three side-by-side windows do not overlap.
BENCH_SCREEN := 1920x1080x24

## bench: release build, then every benchmark under a private Xvfb; prints one Markdown table.
# libhandy-1-dev is needed only here (HdyFlap, loaded at run time): installed when missing; so is
# python3-kiwisolver (kiwi's C++ solver, which part 9 compares ours with, timed inside Python).
bench: deps
	@if ! dpkg -s libhandy-1-dev >/dev/null 2>&1; then \
		echo "make bench: installing libhandy-1-dev"; \
		$(APT_GET) update; \
		$(APT_GET) install -y --no-install-recommends libhandy-1-dev; \
	fi
	@if ! dpkg -s python3-kiwisolver >/dev/null 2>&1; then \
		echo "make bench: installing python3-kiwisolver"; \
		$(APT_GET) update; \
		$(APT_GET) install -y --no-install-recommends python3-kiwisolver; \
	fi
	swift build -c release --product containment-demo
	swift build -c release --product notes
	swift build -c release --product containment-bench
	@auth_dir=$$(mktemp -d -t containment-xauth.XXXXXX); \
	trap 'rm -rf "$$auth_dir"' EXIT; \
	$(TEST_ENV) xvfb-run -a -f "$$auth_dir/Xauthority" -s "-screen 0 $(BENCH_SCREEN)" \
		.build/release/containment-bench

## fuzz: the core's model-based fuzzer on more seeds than `make test` runs (50 × 2,000), and
# the demo's command-line and scene-file fuzzers with more mutations (300 in `make test`).
# Headless (no display needed). A failing seed prints its shrunk, minimal sequence.
SEEDS ?= 5000
STEPS ?= 2000
FIRST_SEED ?= 1
MUTATIONS ?= 1500
fuzz:
	CONTAINMENT_FUZZ_SEEDS=$(SEEDS) CONTAINMENT_FUZZ_STEPS=$(STEPS) CONTAINMENT_FUZZ_FIRST_SEED=$(FIRST_SEED) \
	CONTAINMENT_DEMO_FUZZ_MUTATIONS=$(MUTATIONS) \
		swift test --filter 'CoreFuzzTests|CommandLineFuzzTests|SceneFuzzTests'

## leakcheck: first the headless leak loop (Tests/ContainmentTests/Leaks) at CYCLES per
# container change (100 in `make test`); then demo sessions (one per scenario,
# SCENARIOS="Drawer Nav ...") under valgrind --leak-check=full, which fail on a definitely-lost
# block whose allocation stack has a frame of our modules. The valgrind part is not in
# `make test` (about 20 s per scenario). See Scripts/leakcheck.sh for the filter.
CYCLES ?= 1000
leakcheck: deps
	@command -v valgrind >/dev/null 2>&1 || { echo "make leakcheck: installing valgrind"; $(APT_GET) install -y --no-install-recommends valgrind; }
	CONTAINMENT_LEAK_CYCLES=$(CYCLES) swift test --filter 'ContainmentTests\.LeakTests'
	swift build --product containment-demo
	Scripts/leakcheck.sh .build/debug/containment-demo

## sanitize: the core's and the GTK adapter's suites (and the executables they launch) built
# with AddressSanitizer in a build folder of their own, under a private Xvfb; any report fails
# the run. Leaks are left to `make leakcheck` (valgrind, with a filter for GTK's and
# fontconfig's process-lifetime caches, which LeakSanitizer would report at every exit).
SANITIZE_BUILD := .build-asan
sanitize: deps
	@auth_dir=$$(mktemp -d -t containment-xauth.XXXXXX); \
	trap 'rm -rf "$$auth_dir"' EXIT; \
	$(TEST_ENV) ASAN_OPTIONS=detect_leaks=0:halt_on_error=1:abort_on_error=1 \
		xvfb-run -a -f "$$auth_dir/Xauthority" -s "-screen 0 $(XVFB_SCREEN)" \
		swift test --sanitize=address --scratch-path $(SANITIZE_BUILD)

## docs: the DocC archives of Containment and ContainmentGtk, combined, in .build-docs/plugins/
# Swift-DocC/outputs. swift-docc-plugin is declared in Package.swift only when CONTAINMENT_DOCS is
# set, so no other build fetches it. A warning (an unresolved symbol link, say) fails the build.
DOCS_BUILD := .build-docs
docs: deps
	CONTAINMENT_DOCS=1 swift package --scratch-path $(DOCS_BUILD) generate-documentation \
		--target Containment --target ContainmentGtk --enable-experimental-combined-documentation \
		--warnings-as-errors
