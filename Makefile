# attnkit — GNU Makefile.  Read top to bottom: settings, what gets built,
# how, then the user-facing targets (all demo check check-asan install clean).

PREFIX     ?= /usr/local
MANPREFIX  ?= $(PREFIX)/share/man
SMS_CORPUS ?= data/SMSSpamCollection
BUILD      ?= build
OUT        ?= out

CC       ?= cc
CFLAGS   ?= -O2
WFLAGS    = -std=c11 -Wall -Wextra -Werror
# lib/ is layered: base (I/O, tables, numbers) <- text (corpus, tokens,
# vocabulary) <- embed (co-occurrence, PPMI, SVD, embeddings) <- attn
# (softmax, masks, attention kernels, heads, bench) <- train (pooling,
# optimisers, the spam head, the addressing net); an arrow points down only.
LAYERS    = base text embed attn train
CPPFLAGS += -D_DEFAULT_SOURCE $(LAYERS:%=-Ilib/%)
LDLIBS    = -llapacke -lopenblas -lcsv -lm

# Every lib/LAYER/*.c is a module of the one static library; every cmd/*.c a tool.
LIBSRC := $(foreach l,$(LAYERS),$(wildcard lib/$(l)/*.c))
LIBOBJ := $(LIBSRC:%.c=$(BUILD)/%.o)
LIBA   := $(BUILD)/libattnkit.a
TOOLS  := $(patsubst cmd/%.c,%,$(wildcard cmd/*.c))
BINS   := $(TOOLS:%=$(BUILD)/bin/%)
UNITS  := $(patsubst tests/unit/%.c,$(BUILD)/tests/%,$(wildcard tests/unit/test_*.c))
MANS   := $(wildcard man/*.[1-9])
DEPS   := $(BUILD)/.deps-ok

all: $(BINS)

# Build dependencies: installed with apt-get when missing (root), else named.
$(DEPS): tools/deps.sh
	@sh tools/deps.sh
	@mkdir -p $(@D) && touch $@

$(BUILD)/%.o: %.c | $(DEPS)
	@mkdir -p $(@D)
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

$(BUILD)/tests/%: $(BUILD)/tests/unit/%.o $(LIBA)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(LDFLAGS) -o $@ $< $(LIBA) $(LDLIBS)

-include $(shell find $(BUILD) -name '*.d' 2>/dev/null)

# The tests: unit tests of lib/, end-to-end scripts per tool, man page lint,
# the real corpus when SMS_CORPUS names a file.  Ends in "N passed, N failed".
check: $(BINS) $(UNITS)
	@SMS_CORPUS="$(SMS_CORPUS)" sh tests/run.sh $(BUILD)

# The same suite under AddressSanitizer and UndefinedBehaviorSanitizer.
SANFLAGS = -O1 -g -fno-omit-frame-pointer -fsanitize=address,undefined \
	-fno-sanitize-recover=all
check-asan:
	$(MAKE) BUILD=build-asan CFLAGS="$(SANFLAGS)" LDFLAGS="$(SANFLAGS)" check

# Fuzzing every reader with libFuzzer (clang): tests/fuzz/fuzz_*.c, one per
# reader, built with ASan+UBSan into $(FUZZ_BUILD)/fuzz/, each run for
# FUZZ_SECONDS on a corpus seeded from tests/data (tests/fuzz/run.sh).
# `make fuzz FUZZ_SECONDS=20` is the short run for CI.
FUZZ_SECONDS ?= 60
FUZZ_BUILD   ?= build-fuzz
FUZZ_CC      ?= clang
FUZZ_SAN      = -fsanitize=address,undefined -fno-sanitize-recover=all
FUZZ_CFLAGS   = -O1 -g -fno-omit-frame-pointer -fsanitize=fuzzer-no-link \
	$(FUZZ_SAN)
FUZZERS      := $(patsubst tests/fuzz/%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
fuzz_extra_fuzz_text = $(BUILD)/cmd/attn-map/input.o
fuzz: $(BINS)
	$(MAKE) BUILD=$(FUZZ_BUILD) CC=$(FUZZ_CC) CFLAGS="$(FUZZ_CFLAGS)" \
	    fuzz-bins
	sh tests/fuzz/run.sh $(FUZZ_BUILD) $(BUILD)/bin $(FUZZ_SECONDS) $(FUZZERS)
fuzz-bins: $(FUZZERS:%=$(BUILD)/fuzz/%)
$(BUILD)/fuzz/%: $(BUILD)/tests/fuzz/%.o $$(fuzz_extra_$$*) $(LIBA)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -fsanitize=fuzzer -o $@ $(filter %.o,$^) $(LIBA) \
	    $(LDLIBS)

# The main job: the lesson's pipeline on the real corpus, into $(OUT)/.
demo: $(BINS)
	@sh tools/demo.sh "$(SMS_CORPUS)" $(BUILD)/bin $(OUT)

# Each area adds its own script: tools/figures-*.sh, tools/reproduce-*.sh,
# tools/bench-*.sh, called as SCRIPT CORPUS BINDIR OUTDIR.
figures reproduce bench: $(BINS)
	@for s in tools/$@-*.sh; do [ -f "$$s" ] || continue; \
	    sh "$$s" "$(SMS_CORPUS)" $(BUILD)/bin $(OUT) || exit 1; done

# Download the corpus into data/ (needs a network; see data/README.md).
corpus:
	sh tools/fetch-corpus.sh data/SMSSpamCollection

install: $(BINS)
	mkdir -p $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(MANPREFIX)/man1 \
	    $(DESTDIR)$(MANPREFIX)/man5
	cp -f $(BINS) $(DESTDIR)$(PREFIX)/bin/
	mkdir -p $(DESTDIR)$(PREFIX)/share/attnkit/plot
	cp -f plot/*.gp $(DESTDIR)$(PREFIX)/share/attnkit/plot/
	for m in $(MANS); do \
	    s=$${m##*.}; mkdir -p $(DESTDIR)$(MANPREFIX)/man$$s; \
	    cp -f $$m $(DESTDIR)$(MANPREFIX)/man$$s/; done

clean:
	rm -rf $(BUILD) build-asan $(FUZZ_BUILD) $(OUT)

.PHONY: all check check-asan fuzz fuzz-bins demo figures reproduce bench corpus install clean
.SECONDARY:
