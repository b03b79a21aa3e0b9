# coach-report: `make demo` and `make test` do all the set-up on a fresh Debian/Ubuntu machine
# (as root or with sudo) or on macOS with Homebrew.

SWIFT ?= swift
OUT ?= out
UNAME := $(shell uname -s)

# What the build, the tests and the demo need from the system. On a fresh machine another install often holds
# the package manager's lock at boot: scripts/apt-install.sh waits up to ten minutes for it, and tries a failed
# run again (scripts/check-apt-lock.sh, as root, checks it).
APT_PACKAGES := pkg-config libcmark-dev libcairo2-dev libpng-dev libpango1.0-dev libzip-dev libxml2-dev libssl-dev libdeflate-dev fonts-dejavu-core fonts-noto-color-emoji \
	librsvg2-bin poppler-utils qpdf pngcheck libxml2-utils python3 fonts-droid-fallback strace
BREW_PACKAGES := pkg-config cmark cairo libpng pango libzip libxml2 openssl@3 libdeflate librsvg poppler qpdf pngcheck

# Time zones come from the tz database (ReportKit's ZoneRules), not from ICU.
APT_PACKAGES += tzdata

ifeq ($(UNAME),Darwin)
RELEASE_FLAGS := -c release
else
# A static Swift runtime starts faster and lets the binary be copied alone to another folder.
RELEASE_FLAGS := -c release --static-swift-stdlib
endif

.PHONY: deps build release demo pictures test examples tsan goldens bench fuzz fuzz-deps fuzz-smoke clean install man

deps:
ifeq ($(UNAME),Darwin)
	@missing=""; for p in $(BREW_PACKAGES); do brew list --versions $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing with Homebrew:$$missing"; brew install $$missing; fi
else
	@./scripts/apt-install.sh $(APT_PACKAGES)
endif

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

demo: release
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/coach-report"; \
	OUT="$(OUT)" BIN="$$bin" ./scripts/demo.sh

# The README's pictures in docs/images/ (a weekly PDF's first page, a chart, the site's overview), made anew from the
# sample by scripts/pictures.sh; they need Chromium, pngquant and optipng beside the rest. Look at the diff before
# committing: a newer Chromium or poppler may draw a pixel differently.
pictures: APT_PACKAGES += chromium pngquant optipng
pictures: BREW_PACKAGES += pngquant optipng
pictures: build
	@bin="$$($(SWIFT) build --show-bin-path)/coach-report"; BIN="$$bin" ./scripts/pictures.sh

test: deps
	python3 scripts/check-layers.py
	python3 scripts/check-voice.py --self-test
	python3 scripts/check-voice.py
	python3 scripts/check-links.py
	python3 scripts/check-decisions.py
	$(SWIFT) build
	python3 scripts/check-foundation.py "$$($(SWIFT) build --show-bin-path)/coach-report"
	SWIFT=$(SWIFT) ./scripts/check-cli-public.sh
	SWIFT=$(SWIFT) ./scripts/check-docs.sh
	./scripts/check-install.sh "$$($(SWIFT) build --show-bin-path)/coach-report"
	$(SWIFT) test

# The programs in Examples/, a package of its own that depends on this one (Examples/README.md): built there against
# ReportKit's public API alone, and run. A second build of the library (Examples/.build, under a minute fresh on two
# cores), so CI runs it as a step of its own (.ci/run) rather than inside `make test`.
examples: deps
	$(SWIFT) build --package-path Examples
	SWIFT=$(SWIFT) ./scripts/check-example.sh
	SWIFT=$(SWIFT) ./scripts/check-embedding.sh

# The embedding program under ThreadSanitizer (two hosts, four threads): the Examples package built again in
# Examples/.build-tsan, some minutes on two cores, so CI runs it as a step of its own (.ci/run).
tsan: deps
	SWIFT=$(SWIFT) ./scripts/check-embedding.sh --tsan

# Rewrites the goldens (Tests/Fixtures/summaries, Tests/Fixtures/help, Tests/ReportKitTests/Goldens)
# that differ from what the code makes now. Each rewrite fails its test, so this run checks nothing:
# read the diff, then `make test`. The target itself fails only when tests failed without rewriting a golden.
goldens: deps
	$(SWIFT) build
	@log="$$(mktemp)"; \
	{ UPDATE_GOLDENS=1 $(SWIFT) test; echo $$? >"$$log.status"; } 2>&1 | tee "$$log"; \
	status="$$(cat "$$log.status")"; \
	rewritten="$$(grep -oE 'golden [^ ]+ rewritten|No golden [^ ]+ yet' "$$log" | sort -u | wc -l | tr -d ' ')"; \
	rm -f "$$log" "$$log.status"; \
	echo; \
	if [ "$$status" = 0 ]; then echo "make goldens: every golden already matched; nothing rewritten."; \
	elif [ "$$rewritten" -gt 0 ]; then \
	  echo "make goldens: $$rewritten golden(s) rewritten. The test failures above that say so are expected:"; \
	  echo "a run that rewrites goldens checks nothing. Read 'git diff Tests', then run 'make test'."; \
	else echo "make goldens: tests failed without rewriting any golden; see above." >&2; exit 1; fi

bench: release
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/coach-report"; BIN="$$bin" ./bench/run.sh

# The fuzz targets (Linux), each for SECONDS seconds on one core: `make fuzz SECONDS=60`; see Fuzz/README.md.
SECONDS ?= 60
fuzz: fuzz-deps build
	@bin="$$($(SWIFT) build --show-bin-path)/coach-report"; BIN="$$bin" SECONDS_EACH="$(SECONDS)" ./Fuzz/run.sh

# What CI runs: the three fuzz targets built and each run for 60 s from the seeds alone; fails when one does
# not build or finds a crash.
fuzz-smoke: fuzz-deps build
	@bin="$$($(SWIFT) build --show-bin-path)/coach-report"; BIN="$$bin" SECONDS_EACH=60 SEEDS_ONLY=1 ./Fuzz/run.sh

# The fuzz targets link libFuzzer and AddressSanitizer from the Swift toolchain's clang runtime, with the
# toolchain's lld (Fuzz/Package.swift): swift.org's toolchains for Linux ship all three, and Debian's own
# packages are of another LLVM, so nothing is installed for them; this says what is missing instead of
# letting the link fail.
fuzz-deps: deps
	@bin="$$(dirname "$$(readlink -f "$$(command -v $(SWIFT))")")"; \
	ls "$$bin"/../lib/clang/*/lib/linux/libclang_rt.fuzzer-*.a >/dev/null 2>&1 || \
	  { echo "$$bin/../lib/clang has no libFuzzer: the fuzz targets need a swift.org toolchain for Linux." >&2; exit 1; }; \
	[ -x "$$bin/ld.lld" ] || command -v ld.lld >/dev/null || \
	  { echo "No ld.lld beside $(SWIFT) nor on PATH: the fuzz targets link with lld." >&2; exit 1; }

# `make install PREFIX=/usr DESTDIR=/tmp/pkg`: the binary, bash, zsh and fish completions and the man page, where
# a Unix user (or a package) expects them. BIN=path installs that binary instead of building a release one.
PREFIX ?= /usr/local
install: $(if $(BIN),,release)
	@bin="$(BIN)"; [ -n "$$bin" ] || bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/coach-report"; \
	root="$(DESTDIR)$(PREFIX)"; \
	install -d "$$root/bin" "$$root/share/man/man1" "$$root/share/bash-completion/completions" \
	  "$$root/share/zsh/site-functions" "$$root/share/fish/vendor_completions.d" && \
	install -m 755 "$$bin" "$$root/bin/coach-report" && \
	install -m 644 docs/man/coach-report.1 "$$root/share/man/man1/coach-report.1" && \
	"$$bin" --generate-completion-script bash > "$$root/share/bash-completion/completions/coach-report" && \
	"$$bin" --generate-completion-script zsh > "$$root/share/zsh/site-functions/_coach-report" && \
	"$$bin" --generate-completion-script fish > "$$root/share/fish/vendor_completions.d/coach-report.fish" && \
	echo "Installed coach-report, its man page and completions under $$root"

# Writes docs/man/coach-report.1 anew from the commands' help (swift-argument-parser's generate-manual), with a last
# line holding the SHA-256 of that help, by which a test knows the page is current. Run it when a help text changes.
# The blank lines of the help's paragraphs become .Pp, which draws the same page: man warned of each empty line.
MAN_DATE ?= 2026-11-28
man: build
	@mkdir -p .build/man docs/man
	$(SWIFT) package --allow-writing-to-package-directory generate-manual --configuration debug --date $(MAN_DATE) -o .build/man
	@bin="$$($(SWIFT) build --show-bin-path)/coach-report"; \
	{ sed -e 's/^$$/.Pp/' -e '$$a\' .build/man/coach-report.1; printf '.\\" help-sha256: %s\n' "$$("$$bin" --experimental-dump-help | sha256sum | cut -d' ' -f1)"; } > docs/man/coach-report.1
	@echo "docs/man/coach-report.1 written"

clean:
	rm -rf .build $(OUT)
