/*
 * Fuzzing the reader of GloVe text (no header, space-separated rows),
 * forced (--emb-format) and detected, and the writer's round trip: the
 * body is fuzz_embfile.h.  Seeds: small files of each format written by
 * tests/fuzz/seeds.sh.
 */
#define FUZZ_FORMAT AK_EMB_GLOVE
#include "fuzz_embfile.h"
