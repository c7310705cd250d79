# attnkit — GNU Makefile.  Read top to bottom: settings, what gets built,
# how, then the user-facing targets (all demo check check-asan figures
# reproduce bench install uninstall clean; check-dist, the cluster test).

PREFIX     ?= /usr/local
MANPREFIX  ?= $(PREFIX)/share/man
SHAREDIR   ?= $(PREFIX)/share/attnkit
BUILD      ?= build
OUT        ?= out
# The corpus: `make demo SMS_CORPUS=/path` remembers its path in config.mk
# (ignored by git), so the other targets find it without repeating it.
-include config.mk
SMS_CORPUS ?= data/SMSSpamCollection
# The evaluation sets of make bench's embeddings section (data/README.md).
EVAL_DIR   ?= data/eval

# Builds use every CPU this process may use: par_make runs a sub-make with
# -jN unless make was given -j (then the sub-make shares its jobserver).
# (GNU make 4.3 does not show a command line's -j to the makefile itself.)
NPROC    := $(shell nproc 2> /dev/null || echo 2)
par_make  = case " $$MAKEFLAGS " in *" -j"*|*jobserver*) j= ;; \
	    *) j=-j$(NPROC) ;; esac; $(MAKE) --no-print-directory $$j

CC       ?= cc
CFLAGS   ?= -O2
# -ffp-contract=off: a * b + c is never fused into an FMA, so every
# vector path gives the scalar loop's bits (gcc's default under -std=c11;
# clang fused within a statement once -march gave it FMA)
WFLAGS    = -std=c11 -Wall -Wextra -Werror -ffp-contract=off
# lib/ is layered: base (I/O, tables, numbers) <- text (corpus, tokens,
# vocabulary) <- embed (co-occurrence, PPMI, SVD, embeddings) <- attn
# (softmax, masks, attention kernels, heads, bench) <- train (pooling,
# optimisers, the spam head, the addressing net) <- cmd (the command
# layer: options, exits; for cmd/ only); an arrow points down only.
LAYERS    = base text embed attn train cmd
CPPFLAGS += -D_DEFAULT_SOURCE $(LAYERS:%=-Ilib/%) $(BLAS_CPPFLAGS)
LDLIBS    = -llapacke -lopenblas -lcsv -ljansson -lz -lm

# Every lib/LAYER/*.c is a module of the one static library; every cmd/*.c a tool.
LIBSRC := $(foreach l,$(LAYERS),$(wildcard lib/$(l)/*.c))
LIBOBJ := $(LIBSRC:%.c=$(BUILD)/%.o)
LIBA   := $(BUILD)/libattnkit.a
TOOLS  := $(patsubst cmd/%.c,%,$(wildcard cmd/*.c))
# cmd/*.sh: the shell drivers (ppmi-svd-slurm), thin commands like the rest
DRIVERS := $(patsubst cmd/%.sh,%,$(wildcard cmd/*.sh))
TOOLS  += $(DRIVERS)
BINS   := $(TOOLS:%=$(BUILD)/bin/%)
VERSION := $(shell sed -n 's/^\#define AK_VERSION "\(.*\)"/\1/p' lib/base/util.h)
UNITS  := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(wildcard tests/unit/test_*.c))
# tests/fuzz/fuzz_*.c: one libFuzzer harness per reader (make fuzz); make
# check links each with tests/fuzz/replay.c's main() and runs its seeds.
FUZZERS := $(patsubst tests/fuzz/%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
REPLAYS := $(FUZZERS:%=$(BUILD)/fuzz-replay/%)
MANS   := $(wildcard man/*.[1-9])
DEPS   := $(BUILD)/deps.mk

all: $(BINS)

# Build dependencies, checked by compiling and linking (tools/deps.sh):
# installed with apt-get when missing (root), else named.  deps.mk holds
# BLAS_CPPFLAGS, OpenBLAS's include directory ahead of any other cblas.h.
$(DEPS): tools/deps.sh
	@CC="$(CC)" sh tools/deps.sh -o $@ build
# (not for targets that build through a sub-make after their own checks)
NODEPS := clean uninstall demo figures reproduce bench corpus
ifneq ($(filter-out $(NODEPS),$(or $(MAKECMDGOALS),all)),)
include $(DEPS)
endif

$(BUILD)/%.o: %.c | $(DEPS)
	@mkdir -p $(@D)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -MMD -MP -c -o $@ $<

# attn-map --html: the lab page's template (lib/attn/labpage.html) becomes
# a C array of string literals, one per line, linked into the library.
LIBOBJ += $(BUILD)/gen/labpage-tmpl.o
$(BUILD)/gen/labpage-tmpl.c: lib/attn/labpage.html
	@mkdir -p $(@D)
	{ echo '/* generated from $< by the Makefile: do not edit */'; \
	  echo '#include <stddef.h>'; echo '#include "labpage.h"'; \
	  echo 'const char *const ak_labpage_tmpl[] = {'; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/?/\\?/g' \
	      -e 's/^/"/' -e 's/$$/\\n",/' $<; \
	  echo 'NULL };'; } > $@.tmp && mv $@.tmp $@
$(BUILD)/gen/labpage-tmpl.o: $(BUILD)/gen/labpage-tmpl.c | $(DEPS)
	$(CC) $(WFLAGS) $(CFLAGS) $(CPPFLAGS) -MMD -MP -c -o $@ $<

$(LIBA): $(LIBOBJ)
	rm -f $@
	$(AR) rcs $@ $^

# A tool is cmd/TOOL.c, plus cmd/TOOL/*.c when one of its modes is large
# enough for a file of its own (command-side code only; maths stays in lib/).
.SECONDEXPANSION:
extra_objs = $(patsubst %.c,$(BUILD)/%.o,$(wildcard cmd/$(1)/*.c))
$(BUILD)/bin/%: $(BUILD)/cmd/%.o $$(call extra_objs,$$*) $(LIBA)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(filter %.o,$^) $(LIBA) $(LDLIBS)

# a shell driver: its script with the version filled in, executable
# ("#@include cmd/DRIVER/PIECE.sh" lines replaced by that piece: a
# driver stays one installed script whatever its length)
$(DRIVERS:%=$(BUILD)/bin/%): $(BUILD)/bin/%: cmd/%.sh $$(wildcard cmd/%/*.sh) lib/base/util.h
	@mkdir -p $(@D)
	awk -v v='$(VERSION)' '/^#@include / { f = $$2; while ((getline l < f) > 0) print l; close(f); next } { gsub(/@VERSION@/, v); print }' $< > $@.tmp && chmod +x $@.tmp && mv $@.tmp $@

# the corpus generator of make check-dist and make bench ONLY=dist (a
# billion tokens in shards: tools/zipf-corpus.c); not installed
$(BUILD)/tools/zipf-corpus: tools/zipf-corpus.c $(LIBA)
	@mkdir -p $(@D)
	$(CC) $(WFLAGS) $(CFLAGS) -Ilib/base -o $@ $< $(LIBA) -lz -lm

$(BUILD)/tests/%: $(BUILD)/tests/unit/%.o $(LIBA)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBA) $(LDLIBS)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# The tests: unit tests of lib/, end-to-end scripts per tool, man page lint,
# the real corpus when SMS_CORPUS names a file.  Ends in "N passed, N failed".
# What the tests run (mandoc, gnuplot, numpy, ...) is checked first.
# The tests run in lanes, as many as make's -j or the CPUs (tests/run.sh).
check:
	@$(par_make) check-build
	@sh tools/deps.sh test
	@SUITE=$(SUITE) SMS_CORPUS="$(SMS_CORPUS)" sh tests/run.sh $(BUILD)
check-build: $(BINS) $(UNITS) $(REPLAYS)
	@:

# SUITE: which tests make check runs (tests/lanes says what each proves):
# all; asan, every test that runs our C code; clang, the unit programs and
# the numeric end-to-end scripts.
SUITE ?= all

# The tests that run our C code, under AddressSanitizer and
# UndefinedBehaviorSanitizer.  -O2, as the release build: ASan checks every
# load and store the optimizer keeps, and the kernels' loops run about
# twice as fast as at -O1 (attn-bench's sweep of figures-lesson.sh: 35 s
# at -O1, 16 s at -O2 on the Zen 3 of 2026-12-08), which is most of
# check-asan's time.
SANFLAGS = -O2 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all
check-asan:
	$(MAKE) BUILD=build-asan CFLAGS="$(SANFLAGS)" LDFLAGS="$(SANFLAGS)" \
	    SUITE=asan check

# The unit programs and the numeric scripts built by clang for x86-64-v3
# (AVX2 and FMA in every function, where a compiler may fuse what the
# vector paths keep apart; v3, not native: valgrind, which some tests run,
# has no AVX-512).  clang comes with make fuzz's dependencies; it has no
# _Float16 (one skip).
check-clang:
	@sh tools/deps.sh fuzz
	$(MAKE) BUILD=build-clang CC=clang CFLAGS="-O2 -march=x86-64-v3" \
	    SUITE=clang check

# ppmi-svd-slurm end to end on a Slurm cluster of two emulated nodes on
# this host, started and stopped by the test (tests/dist/): Debian's Slurm
# and munge through tools/deps.sh dist, as root; the toolkit installed
# into a temporary prefix; a few minutes.
check-dist:
	@$(par_make) $(BINS) $(BUILD)/tools/zipf-corpus
	@sh tools/deps.sh dist
	@sh tests/dist/check.sh $(BUILD)

# Fuzzing every reader with libFuzzer (clang): tests/fuzz/fuzz_*.c, one per
# reader, built with ASan+UBSan into $(FUZZ_BUILD)/fuzz/, each run for
# FUZZ_SECONDS on a corpus seeded from tests/data (tests/fuzz/run.sh),
# FUZZ_JOBS harnesses at a time (default 2: one core each); an input may
# take FUZZ_TIMEOUT seconds of wall-clock time (default 10; more under
# nice on a shared machine).
# `make fuzz FUZZ_SECONDS=20` is the short run for CI.
FUZZ_SECONDS ?= 60
FUZZ_BUILD   ?= build-fuzz
FUZZ_CC      ?= clang
FUZZ_SAN      = -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CFLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link \
	$(FUZZ_SAN)
fuzz_extra_fuzz_text = $(BUILD)/cmd/attn-map/input.o
# the replay build: any compiler, the build's flags (check, check-asan)
$(BUILD)/fuzz-replay/%: $(BUILD)/tests/fuzz/%.o $(BUILD)/tests/fuzz/replay.o \
    $$(fuzz_extra_$$*) $(LIBA)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $(filter %.o,$^) $(LIBA) $(LDLIBS)
fuzz:
	@$(par_make) all
	@sh tools/deps.sh fuzz
	@$(par_make) BUILD=$(FUZZ_BUILD) CC=$(FUZZ_CC) CFLAGS="$(FUZZ_CFLAGS)" \
	    fuzz-bins
	sh tests/fuzz/run.sh $(FUZZ_BUILD) $(BUILD)/bin $(FUZZ_SECONDS) $(FUZZERS)
fuzz-bins: $(FUZZERS:%=$(BUILD)/fuzz/%)
$(BUILD)/fuzz/%: $(BUILD)/tests/fuzz/%.o $$(fuzz_extra_$$*) $(LIBA)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -fsanitize=fuzzer -o $@ $(filter %.o,$^) $(LIBA) \
	    $(LDLIBS)

# The corpus and the tools a target needs are checked before any work
# starts (one line and exit 1 when the corpus is missing); then the tools
# are built.  demo remembers a corpus given on the command line.
ifneq ($(filter demo figures reproduce bench,$(MAKECMDGOALS)),)
corpus_err := $(shell sh tools/need-corpus.sh "$(SMS_CORPUS)" 2>&1)
ifneq ($(corpus_err),)
$(error $(corpus_err))
endif
endif
need = @sh tools/deps.sh $(1) && $(par_make) all

# The main job: the lesson's pipeline on the real corpus, into $(OUT)/.
demo:
	$(call need,demo)
	@sh tools/figures/demo.sh "$(SMS_CORPUS)" $(BUILD)/bin $(OUT)
ifneq ($(filter command line environment,$(origin SMS_CORPUS)),)
	@sh tools/need-corpus.sh -w config.mk "$(SMS_CORPUS)"
endif

# Each area adds its own script in the target's folder of tools/:
# tools/figures/figures-*.sh, tools/reproduce/reproduce-*.sh,
# tools/bench/bench-*.sh, called as SCRIPT CORPUS BINDIR OUTDIR.  ONLY=AREA
# runs one area's script (make bench ONLY=attn: tools/bench/bench-attn.sh
# alone).
ONLY ?= *
# An area with no script is said before anything is installed or built.
figures reproduce bench:
	@for s in tools/$@/$@-$(ONLY).sh; do [ -f "$$s" ] && exit 0; done; \
	    echo "make: $@: no script tools/$@/$@-$(ONLY).sh" >&2; exit 1
	$(call need,figures $(filter bench,$@))
	@for s in tools/$@/$@-$(ONLY).sh; do \
	    EVAL_DIR="$(EVAL_DIR)" sh "$$s" "$(SMS_CORPUS)" $(BUILD)/bin $(OUT) || exit 1; done

# Download the corpus into data/ (needs a network; see data/README.md).
corpus:
	sh tools/fetch-corpus.sh data/SMSSpamCollection

# Installed: the tools, their man pages (the plot directory they name is
# this SHAREDIR), the gnuplot scripts, the numpy benchmark and the lesson's
# Russian text (the README's unicode chain).  A plot
# script loads its siblings from its own directory, wherever it is.
MAN_SED = sed 's|/usr/local/share/attnkit|$(SHAREDIR)|g'
install: all
	mkdir -p "$(DESTDIR)$(PREFIX)/bin" "$(DESTDIR)$(SHAREDIR)/plot" \
	    "$(DESTDIR)$(SHAREDIR)/bench" "$(DESTDIR)$(SHAREDIR)/text"
	cp -f $(BINS) "$(DESTDIR)$(PREFIX)/bin/"
	cp -f plot/*.gp "$(DESTDIR)$(SHAREDIR)/plot/"
	cp -f bench/*.py "$(DESTDIR)$(SHAREDIR)/bench/"
	cp -f tests/data/lesson.ru.txt "$(DESTDIR)$(SHAREDIR)/text/"
	for m in $(MANS); do s=$${m##*.}; \
	    mkdir -p "$(DESTDIR)$(MANPREFIX)/man$$s" && \
	    $(MAN_SED) $$m > "$(DESTDIR)$(MANPREFIX)/man$$s/$${m##*/}" || exit 1; done

# quoted: a DESTDIR or PREFIX with a space must not become two paths (rm -rf)
uninstall:
	rm -f $(TOOLS:%="$(DESTDIR)$(PREFIX)/bin/%")
	for m in $(MANS); do rm -f "$(DESTDIR)$(MANPREFIX)/man$${m##*.}/$${m##*/}"; done
	rm -rf "$(DESTDIR)$(SHAREDIR)"

clean:
	rm -rf $(BUILD) build-asan $(FUZZ_BUILD) $(OUT)

.PHONY: all check check-build check-asan check-clang check-dist fuzz fuzz-bins demo figures reproduce bench corpus install \
	uninstall clean
.SECONDARY:
