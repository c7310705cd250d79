/*
 * addr.h — the key–value addressing task, a mode of attn-train:
 * `attn-train addr gen|train|eval|intervene|attend ...`.  See
 * attn-train-addr(1).  Command side only; the maths is in lib/train/addr and
 * lib/train/addrnet.
 */
#ifndef ATTN_TRAIN_ADDR_H
#define ATTN_TRAIN_ADDR_H

/*
 * attn_train_addr_main: run `attn-train addr ARGS`; argv[0] is "addr".
 * Returns the exit status (0, 1 bad data, 2 usage) or exits with it.
 */
int attn_train_addr_main(int argc, char *argv[]);

#endif
