# coach-report: `make demo` and `make test` do all the set-up on a fresh Debian/Ubuntu machine
# (as root or with sudo) or on macOS with Homebrew.

SWIFT ?= swift
OUT ?= out
UNAME := $(shell uname -s)

# What the build, the tests and the demo need from the system.
APT_PACKAGES := pkg-config libcmark-dev libcairo2-dev libpng-dev libpango1.0-dev fonts-dejavu-core fonts-noto-color-emoji \
	librsvg2-bin poppler-utils qpdf pngcheck libxml2-utils python3 fonts-droid-fallback
BREW_PACKAGES := pkg-config cmark cairo libpng pango librsvg poppler qpdf pngcheck

ifeq ($(UNAME),Darwin)
RELEASE_FLAGS := -c release
else
# A static Swift runtime starts faster and lets the binary be copied alone to another folder.
RELEASE_FLAGS := -c release --static-swift-stdlib
endif

.PHONY: deps build release demo test bench fuzz clean

deps:
ifeq ($(UNAME),Darwin)
	@missing=""; for p in $(BREW_PACKAGES); do brew list --versions $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "Installing with Homebrew:$$missing"; brew install $$missing; fi
else
	@missing=""; for p in $(APT_PACKAGES); do \
	  dpkg-query -W -f='$${Status}' $$p 2>/dev/null | grep -q "install ok installed" || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  SUDO=""; [ "$$(id -u)" = 0 ] || SUDO=sudo; \
	  $$SUDO apt-get update -qq && DEBIAN_FRONTEND=noninteractive $$SUDO apt-get install -y -qq --no-install-recommends $$missing >/dev/null; \
	fi
endif

build: deps
	$(SWIFT) build

release: deps
	$(SWIFT) build $(RELEASE_FLAGS)

demo: release
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/coach-report"; \
	OUT="$(OUT)" BIN="$$bin" ./scripts/demo.sh

test: deps
	$(SWIFT) build
	$(SWIFT) test

bench: release
	@bin="$$($(SWIFT) build $(RELEASE_FLAGS) --show-bin-path)/coach-report"; BIN="$$bin" ./bench/run.sh

# The fuzz targets (Linux), each for SECONDS seconds on one core: `make fuzz SECONDS=60`; see Fuzz/README.md.
SECONDS ?= 60
fuzz: build
	@bin="$$($(SWIFT) build --show-bin-path)/coach-report"; BIN="$$bin" SECONDS_EACH="$(SECONDS)" ./Fuzz/run.sh

clean:
	rm -rf .build $(OUT)
