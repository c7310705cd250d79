/*
 * addr.h — the key–value addressing task (issue 5), a mode of attn-train:
 * `attn-train addr ...`.  Placeholder in the train branch; the lead
 * replaces this file and addr.c with the colleague's work at merge.
 */
#ifndef ATTN_TRAIN_ADDR_H
#define ATTN_TRAIN_ADDR_H

/* attn_train_addr_main: run `attn-train addr ARGS`; argv[0] is "addr". */
int attn_train_addr_main(int argc, char *argv[]);

#endif
