# attn-map: option combinations a new user tries (review1).  An option
# that would be ignored, or read as another one, is a usage error (exit 2,
# one line); the combinations that work are checked to work.
. "$(dirname "$0")/../lib.sh"
E=$DATA/map-emb.tsv

# The three list options each belong to their own mode; they used to share
# one string, so --scaling --shifts 3 silently ran d_k = 3.
t_bad "--scaling with --shifts" 2 '^attn-map: --shifts belongs to --pe-table' attn-map --scaling --shifts 3
t_bad "--dilution with --dk" 2 '^attn-map: --dk belongs to --scaling' attn-map --dilution 4,1 --dk 3
t_bad "--pe-table with --competitors" 2 '^attn-map: --competitors belongs to --dilution' attn-map --pe-table --competitors 3
t_bad "--shifts with an empty element" 2 "^attn-map: --shifts: empty element in '1,,2'" attn-map --pe-table --shifts 1,,2
t_bad "--dk with a trailing comma" 2 "^attn-map: --dk: empty element in '4,'" attn-map --scaling --dk 4,
t_run "--scaling --dk 4,8 --trials 50" 0 attn-map --scaling --dk 4,8 --trials 50
t_ok "--dk rows 4 and 8" sh -c "test \"\$(grep -v '^#' '$T/out' | cut -f1 | tr '\n' ' ')\" = 'dk 4 8 '"
