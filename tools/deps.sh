#!/bin/sh
# deps.sh [-o FILE.mk] [-n] SET ... — make sure what a set of targets needs
# works here, by capability, not by the presence of a file: each check
# compiles and links a program, or runs the tool the way the project runs it.
# Whatever fails is installed with apt-get when we are root on Debian (then
# checked again); otherwise its Debian packages are named and we fail.
#
#   build    C: OpenBLAS's CBLAS (openblas_get_config), LAPACKE, libcsv,
#            zlib (gzip read and written: inflate and deflate with gzip's
#            wrapper), jansson (sms-vocab --jsonl: one JSON object a line)
#   test     what `make check` runs: mandoc, groff, gnuplot with a PNG terminal,
#            valgrind, Debian's python3 with numpy (attn-bench's numpy side),
#            gensim (the peer of the embeddings formats and queries),
#            sklearn (attn-train's ROC and PR AUC checked against it),
#            torch (Debian's python3-torch 1.13: attn-train --model block's
#            forward and backward checked against it) and
#            http.server (the corpus-fetch test), pgrep, zip, unzip, curl,
#            jq (the JSON Lines fixes the messages name, run as written),
#            dict-gcide (tests/e2e/attn-map/auto.sh's general English vectors)
#            and the browser: Debian's chromium and nodejs (node >= 18; the
#            driver, tests/browser/cdp.mjs, uses Node's built-ins only)
#   demo     gnuplot with a PNG terminal (make demo's map.png): no more, so
#            that the README's first command installs nothing it does not run
#   figures  gnuplot with a PNG terminal, the browser (the lab's shots), and
#            man (the README reads pages with man -l)
#   bench    python3-numpy and python3-threadpoolctl (which BLAS kernel ran),
#            scipy, sklearn and gensim (the embedding peers), dict-gcide,
#            python3-torch (Debian's 1.13: the attention peer)
#   fuzz     clang with libFuzzer and the sanitizers
#   dist     make check-dist and make bench ONLY=dist: Debian's Slurm (slurmctld,
#            slurmd and the client commands, slurm-wlm) and munge, whose daemons
#            tests/dist/cluster.sh starts from its own files; /usr/bin/time
#            (each job's peak memory in ppmi-svd-slurm's logs); pgrep
#
# -o FILE.mk writes the make variables the build needs (BLAS_CPPFLAGS).
# -n only checks: names what is missing and fails, installs nothing.
#
# Why BLAS_CPPFLAGS: a machine may carry another BLAS (Debian's reference
# libblas-dev) whose cblas.h is the one the compiler finds first, through
# /usr/include/<triplet>/cblas.h and the alternatives system.  That header
# lacks openblas_get_config and OpenBLAS's threading calls.  We look for
# OpenBLAS's own include directory (openblas-pthread, -openmp, -serial, as
# Debian installs it) and put it first on the include path; we link
# -lopenblas by name, never the alternatives' -lblas.  So the build uses
# OpenBLAS whatever `update-alternatives` says.
set -u
out= dry=0
while getopts o:n c; do
	case $c in
	o) out=$OPTARG ;;
	n) dry=1 ;;
	*) echo "usage: deps.sh [-o FILE.mk] [-n] build|test|demo|figures|bench|fuzz|dist ..." >&2; exit 2 ;;
	esac
done
shift $((OPTIND - 1))
[ $# -gt 0 ] || set -- build
CC=${CC:-cc}
PY=/usr/bin/python3	# Debian's python3: a pyenv one on PATH lacks Debian's modules
tmp=$(mktemp -d) || exit 1
trap 'rm -rf "$tmp"' EXIT
blas_cppflags=

# cc_links CPPFLAGS LIBS PROGRAM: does PROGRAM compile and link?
cc_links() {
	printf '%s\n' "$3" > "$tmp/p.c"
	$CC $1 -o "$tmp/p" "$tmp/p.c" $2 >"$tmp/cc.log" 2>&1
}
have_openblas() {
	prog='#include <cblas.h>
int main(void) { float a = 1, b = 2, c = 0;
  cblas_sgemm(CblasRowMajor, CblasNoTrans, CblasNoTrans, 1, 1, 1, 1, &a, 1, &b, 1, 0, &c, 1);
  return !(openblas_get_config() != 0 && c == 2); }'
	for d in /usr/include/*/openblas-pthread /usr/include/*/openblas-openmp \
	    /usr/include/*/openblas-serial /usr/include/openblas ""; do
		case $d in *'*'*) continue ;; esac
		[ -z "$d" ] || [ -f "$d/cblas.h" ] || continue
		f=${d:+-I$d}
		if cc_links "$f" "-lopenblas" "$prog" && "$tmp/p"; then
			blas_cppflags=$f
			return 0
		fi
	done
	return 1
}
have_lapacke() {
	cc_links "$blas_cppflags" "-llapacke -lopenblas" '#include <lapacke.h>
int main(void) { double a[4] = {2, 0, 0, 1}, s[2], u[4], vt[4]; lapack_int ns;
  lapack_int sp[12];
  return LAPACKE_dgesvdx(LAPACK_ROW_MAJOR, '\''V'\'', '\''V'\'', '\''I'\'', 2, 2, a, 2,
      0, 0, 1, 1, &ns, s, u, 2, vt, 2, sp) != 0; }'
}
have_csv() {
	cc_links "" "-lcsv" '#include <csv.h>
int main(void) { struct csv_parser p; return csv_init(&p, 0) != 0; }'
}
# zlib as lib/base/gz.c uses it: a gzip member deflated and inflated back
have_zlib() {
	cc_links "" "-lz" '#include <string.h>
#include <zlib.h>
int main(void) { unsigned char a[64], b[8]; z_stream z; int ok; unsigned n;
  memset(&z, 0, sizeof z);
  if (deflateInit2(&z, 6, Z_DEFLATED, 31, 8, Z_DEFAULT_STRATEGY) != Z_OK) return 1;
  z.next_in = (unsigned char *)"attnkit"; z.avail_in = 7; z.next_out = a; z.avail_out = 64;
  ok = deflate(&z, Z_FINISH) == Z_STREAM_END && a[0] == 0x1f && a[1] == 0x8b;
  n = 64 - z.avail_out; deflateEnd(&z); if (!ok) return 1;
  memset(&z, 0, sizeof z); if (inflateInit2(&z, 31) != Z_OK) return 1;
  z.next_in = a; z.avail_in = n; z.next_out = b; z.avail_out = 8;
  ok = inflate(&z, Z_FINISH) == Z_STREAM_END && memcmp(b, "attnkit", 7) == 0;
  inflateEnd(&z); return !ok; }' && "$tmp/p"
}
# jansson as lib/text/corpus-json.c uses it: a line parsed strictly,
# duplicate keys refused, a string member read back
have_jansson() {
	cc_links "" "-ljansson" '#include <string.h>
#include <jansson.h>
int main(void) { json_error_t err; const char *s = "{\"text\": \"hi\", \"label\": 1}";
  json_t *o = json_loadb(s, strlen(s), JSON_REJECT_DUPLICATES, &err);
  int ok = o != NULL && json_is_object(o) &&
      strcmp(json_string_value(json_object_get(o, "text")), "hi") == 0 &&
      json_integer_value(json_object_get(o, "label")) == 1;
  json_decref(o);
  o = json_loadb("{\"a\": 1, \"a\": 2}", 16, JSON_REJECT_DUPLICATES, &err);
  ok = ok && o == NULL;
  return !ok; }' && "$tmp/p"
}
have_cmd() { command -v "$1" >/dev/null 2>&1; }
have_gnuplot_png() {
	have_cmd gnuplot && gnuplot -e 'set terminal png; set output "/dev/null"; plot x' >/dev/null 2>&1
}
have_parallel() { have_cmd parallel && echo x | parallel --will-cite -j1 echo {} >/dev/null 2>&1; }
have_valgrind() { have_cmd valgrind && valgrind -q --error-exitcode=9 true >/dev/null 2>&1; }
have_groff() {
	have_cmd groff && printf '.Dd x\n.Dt X 1\n.Os\n.Sh NAME\n.Nm x\n.Nd y\n' |
	    groff -mdoc -Tutf8 >/dev/null 2>&1
}
have_py() { [ -x "$PY" ] && "$PY" -c "$1" >/dev/null 2>&1; }
have_node() {
	have_cmd node && node -e 'process.exit(parseInt(process.versions.node, 10) >= 18 ? 0 : 1)' 2>/dev/null
}
have_chromium() { [ -x /usr/bin/chromium ] && /usr/bin/chromium --version >/dev/null 2>&1; }
# browser: the part of test and figures that drives chromium (no npm
# package: tests/browser/cdp.mjs speaks the DevTools protocol over a pipe)
browser() {
	have_chromium || echo "chromium:Debian's chromium (/usr/bin/chromium)"
	have_node || echo "nodejs:node >= 18"
}
have_fuzzer() {
	have_cmd clang || return 1
	printf '%s\n' '#include <stddef.h>
#include <stdint.h>
int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }' > "$tmp/f.c"
	clang -fsanitize=fuzzer,address,undefined -o "$tmp/f" "$tmp/f.c" >"$tmp/cc.log" 2>&1 &&
	    "$tmp/f" -runs=1 >/dev/null 2>&1
}
# dist: the daemons and commands run the way tests/dist/cluster.sh runs them
have_slurm() {
	for c in slurmctld slurmd; do
		have_cmd $c && $c -V 2>/dev/null | grep -q '^slurm' || return 1
	done
	# the client commands read a configuration before anything else
	printf 'ClusterName=deps\nSlurmctldHost=localhost\nNodeName=n1\nPartitionName=p Nodes=n1\n' \
	    > "$tmp/slurm.conf"
	for c in sbatch scontrol squeue scancel; do
		have_cmd $c && SLURM_CONF=$tmp/slurm.conf $c --version 2>/dev/null |
		    grep -q '^slurm' || return 1
	done
}
have_munge() { have_cmd munged && munged --version >/dev/null 2>&1 && have_cmd munge; }
have_time() { [ -x /usr/bin/time ] && /usr/bin/time -f %M -o /dev/null true 2>/dev/null; }

# check SET: print "package:what" for each capability that fails
check() {
	case $1 in
	build)
		have_openblas || echo "libopenblas-dev:OpenBLAS CBLAS (cblas.h with openblas_get_config, -lopenblas)"
		have_lapacke  || echo "liblapacke-dev:LAPACKE (lapacke.h, LAPACKE_dgesvdx, -llapacke)"
		have_csv      || echo "libcsv-dev:libcsv (csv.h, -lcsv)"
		have_zlib     || echo "zlib1g-dev:zlib (zlib.h, -lz: gzip read and written)"
		have_jansson  || echo "libjansson-dev:jansson (jansson.h, -ljansson: JSON Lines)" ;;
	test)
		have_cmd mandoc || echo "mandoc:mandoc (man page lint)"
		have_groff || echo "groff-base:groff -mdoc -Tutf8 (man -l renders with it)"
		have_gnuplot_png || echo "gnuplot-nox:gnuplot with a PNG terminal"
		have_py 'import numpy' || echo "python3-numpy:$PY with numpy (attn-bench's numpy side)"
		have_py 'import http.server' || echo "python3:$PY -m http.server (corpus-fetch test)"
		have_py 'import gensim' || echo "python3-gensim:$PY with gensim (the peer of the embeddings formats, tests/e2e/ppmi-svd/emb-gensim.sh)"
		have_py 'import sklearn.metrics' || echo "python3-sklearn:$PY with sklearn (attn-train's ROC and PR AUC checked against it)"
		have_py 'import torch' || echo "python3-torch:$PY with torch (attn-train --model block checked against it)"
		have_py 'import pandas' || echo "python3-pandas:$PY with pandas (the files pandas writes, tests/e2e/ppmi-svd/vec-writers.sh)"
		have_py 'import tabulate' || echo "python3-tabulate:$PY with tabulate (pandas' to_markdown, tests/e2e/sms-vocab/foreign-layouts.sh)"
		have_time || echo "time:/usr/bin/time -f (the Slurm driver's job times, tests/e2e/family/progress.sh)"
		have_cmd pgrep || echo "procps:pgrep"
		have_parallel || echo "parallel:GNU parallel (count shards as mappers)"
		have_valgrind || echo "valgrind:valgrind's memcheck (memory checks outside ASan builds)"
		have_cmd zip   || echo "zip:zip"
		have_cmd unzip || echo "unzip:unzip"
		have_cmd jq || echo "jq:jq"
		have_cmd curl  || echo "curl:curl"
		[ -f /usr/share/dictd/gcide.dict.dz ] || echo "dict-gcide:GCIDE (tests/e2e/attn-map/auto.sh's English vectors)"
		browser ;;
	demo)
		have_gnuplot_png || echo "gnuplot-nox:gnuplot with a PNG terminal" ;;
	figures)
		have_gnuplot_png || echo "gnuplot-nox:gnuplot with a PNG terminal"
		have_cmd man || echo "man-db:man (the README reads the pages with man -l)"
		browser ;;
	bench)
		have_py 'import numpy' || echo "python3-numpy:$PY with numpy"
		have_py 'import threadpoolctl' || echo "python3-threadpoolctl:$PY with threadpoolctl"
		have_py 'import scipy, sklearn' || echo "python3-sklearn:$PY with scipy and sklearn (sparse PPMI + randomized_svd)"
		have_py 'import gensim' || echo "python3-gensim:$PY with gensim (word2vec)"
		have_py 'import torch' || echo "python3-torch:$PY with torch (attn-bench's PyTorch peer: attention, nn.MultiheadAttention)"
		[ -f /usr/share/dictd/gcide.dict.dz ] || echo "dict-gcide:GCIDE (the English corpus)" ;;
	fuzz)
		have_cmd clang || echo "clang:clang"
		have_fuzzer || echo "libclang-rt-dev:clang's libFuzzer and sanitizer runtimes (-fsanitize=fuzzer,address,undefined)" ;;
	dist)
		have_slurm || echo "slurm-wlm:Slurm's slurmctld, slurmd, sbatch, scontrol, squeue, scancel"
		have_munge || echo "munge:munged and munge (Slurm's authentication)"
		have_time  || echo "time:/usr/bin/time -f (a job's peak memory)"
		have_cmd pgrep || echo "procps:pgrep (tests/dist/slurm.sh finds an SVD rank's process)" ;;
	*)
		echo "deps: unknown set '$1' (build test demo figures bench fuzz dist)" >&2
		exit 2 ;;
	esac
}
missing_all() { for s in "$@"; do check "$s"; done | sort -u; }

# the sets named, checked here: check's exit 2 for an unknown one ends
# only the pipeline's subshell (deps.sh bogus exited 0)
for s; do
	case $s in
	build|test|demo|figures|bench|fuzz|dist) ;;
	*) echo "deps: unknown set '$s' (build test demo figures bench fuzz dist)" >&2
	   exit 2 ;;
	esac
done

# pkgs: the Debian packages among what is missing
pkgs() { printf '%s\n' "$miss" | awk -F: '$1 != "" { print $1 }' | sort -u | tr '\n' ' '; }
miss=$(missing_all "$@")
pkgs=$(pkgs)
if [ -n "$pkgs" ]; then
	if [ "$dry" = 0 ] && have_cmd apt-get && [ "$(id -u)" = 0 ]; then
		echo "deps: installing $pkgs(for: $(printf '%s\n' "$miss" | cut -d: -f2- | paste -sd';' -))" >&2
		export DEBIAN_FRONTEND=noninteractive
		{ apt-get update -qq && apt-get install -y -qq --no-install-recommends $pkgs; } \
		    >"$tmp/apt.log" 2>&1 || {
			echo "deps: apt-get install $pkgs failed: $(tail -1 "$tmp/apt.log")" >&2
			exit 1
		}
		miss=$(missing_all "$@")
	fi
fi
if [ -n "$miss" ]; then
	printf '%s\n' "$miss" | while IFS=: read -r p what; do
		echo "deps: not working: $what (Debian package $p)" >&2
	done
	pkgs=$(pkgs)
	[ -z "$pkgs" ] || echo "deps: install them (as root: apt-get install $pkgs) and run make again" >&2
	exit 1
fi
if [ -n "$out" ]; then
	have_openblas || { echo "deps: OpenBLAS stopped working" >&2; exit 1; }
	mkdir -p "$(dirname "$out")" &&
	printf '# written by tools/deps.sh: OpenBLAS'\''s include directory first\nBLAS_CPPFLAGS = %s\n' \
	    "$blas_cppflags" > "$out.tmp" && mv "$out.tmp" "$out" || exit 1
fi
exit 0
