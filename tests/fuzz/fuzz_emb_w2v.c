/*
 * Fuzzing the reader of word2vec text (a header 'V d', space-separated rows),
 * forced (--emb-format) and detected, and the writer's round trip: the
 * body is fuzz_embfile.h.  Seeds: small files of each format written by
 * tests/fuzz/seeds.sh.
 */
#define FUZZ_FORMAT AK_EMB_W2V
#include "fuzz_embfile.h"
