#!/bin/sh
# attn-train --model block's forward and backward against PyTorch (Debian's
# python3-torch, /usr/bin/python3; tools/deps.sh set test): 18 variants of
# the block (norm pre, post, none; residual on, off; pe none, sin, rope;
# attention or mean pooling; an MLP or none), 2 layers of 2 heads, random
# weights and inputs; lib/train/block's logits, parameter gradient and
# embeddings' gradient equal PyTorch autograd's to 1e-5 relative
# (tests/e2e/block-torch.py writes each case, test_block reads it).  The
# reference module is itself checked against nn.TransformerEncoderLayer
# (norm_first True and False) where the two are the same model.
. "$(dirname "$0")/../lib.sh"

if ! /usr/bin/python3 -c 'import torch' 2> /dev/null; then
	t_fail "python3-torch" "not installed: sh tools/deps.sh test installs it"
	exit 0
fi
seeds=$(seq 0 17)
t_run "PyTorch writes 18 cases" 0 /usr/bin/python3 \
    "$ATTNKIT_TOP/tests/e2e/block-torch.py" "$T/case" $seeds
t_ok "the reference = nn.TransformerEncoderLayer, pre and post" \
    sh -c "test \$(grep -c '^nn.TransformerEncoderLayer(norm_first=True) = the reference' '$T/out') -ge 1 && test \$(grep -c '^nn.TransformerEncoderLayer(norm_first=False) = the reference' '$T/out') -ge 1"
t_ok "every norm, residual, pe and pooling among the cases" \
    sh -c "for v in 'norm pre' 'norm post' 'norm none' 'residual 0' 'residual 1' 'pe none' 'pe sin' 'pe rope' 'pool attn' 'pool mean' 'F 0'; do grep -q \"^variant.*\$v\" '$T/out' || exit 1; done"
for s in $seeds; do
	t_run "case $s: forward and backward = PyTorch's" 0 \
	    "$ATTNKIT_BIN/../tests/test_block" "$T/case.$s"
	t_ok "case $s: 3 checks, none failed" sh -c "test \$(grep -c '^ok' '$T/out') -eq 4 && ! grep -q '^not ok' '$T/out'"
done
