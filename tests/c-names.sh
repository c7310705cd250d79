# c-names.sh — sourced by the tests that read C sources for who uses
# what (tests/e2e/family/shape.sh, tests/e2e/family/lib-layers.sh), after
# tests/lib.sh (it writes into $T).  The project's style makes this a
# matter of lines: a function's name at column 0 followed by '(', its
# type on the line above.
#
#   c_defs FILE...   "NAME FILE": the names each file gives other files
#                    (functions whose type line is not static, variables
#                    at column 0 that are not static, extern, a typedef)
#   c_uses FILE...   "NAME FILE": the names each file uses, comments and
#                    literals left out, not a member (.name, ->name); in
#                    a header only the code: the bodies of its functions
#                    (static inline) and its macros, not its declarations
#   c_edges FILE...  "A B": file A uses a name that file B defines (A is
#                    not B), once: the graph whose circles tsort finds

# defs.awk: the names a C file gives other files: functions whose type
# line is not static (nor their name's line: an attribute may come
# first), not a macro's expansion (NAME in capitals), and variables at
# column 0 outside any body that are not static, extern, a typedef or an
# enum's constants
cat > "$T/defs.awk" <<'AWK'
FNR == 1 { prev = ""; body = 0 }
body { if (/^\}/) body = 0; prev = $0; next }
/^\{/ { body = 1; prev = $0; next }
/^[A-Za-z_][A-Za-z0-9_]*\(/ && prev !~ /^#/ && !/^[A-Z0-9_]+\(/ &&
    (prev " " $0) !~ /(^|[^A-Za-z0-9_])static([^A-Za-z0-9_]|$)/ {
	n = $0; sub(/\(.*/, "", n); if (n != "main") print n, FILENAME
	prev = $0; next
}
/^[A-Za-z_]/ && !/^(static|extern|typedef|return|enum|union|#)/ &&
    !/^struct[^=]*\{/ && !/\(/ && /[;=]/ &&
    match($0, /[A-Za-z_][A-Za-z0-9_]*(\[[^]]*\])* *(=.*)?[;{]?$/) {
	v = substr($0, RSTART); sub(/[^A-Za-z0-9_].*/, "", v)
	if (v != "") print v, FILENAME
}
{ prev = $0 }
AWK
# strip.sed: C text without comments and string or character literals,
# so that a name in a comment or a message is not a use
cat > "$T/strip.sed" <<'SED'
:a
/\/\*/{
	/\*\//!{
		N
		ba
	}
	s/\/\*\([^*]\|\*[^/]\)*\*\///g
	ba
}
s/\/\/.*//
s/"\([^"\\]\|\\.\)*"/""/g
s/'\([^'\\]\|\\.\)*'/''/g
SED

c_defs() {
	[ $# -gt 0 ] || return 0
	awk -f "$T/defs.awk" "$@"
}

# code.awk: a header's code: the lines of its function bodies (from a
# '{' at column 0 to a '}' at column 0) and of its macros
cat > "$T/code.awk" <<'AWK'
/^\{/ { body = 1 }
body || /^#[ \t]*define/ || macro { print }
/^\}/ { body = 0 }
{ macro = (body == 0 && /\\$/ && (macro || /^#[ \t]*define/)) }
AWK

c_uses() {
	for _f; do
		case $_f in
		*.h) awk -f "$T/code.awk" "$_f" ;;
		*) cat "$_f" ;;
		esac | sed -f "$T/strip.sed" |
		    grep -oE '(^|[^.>A-Za-z0-9_])[A-Za-z_][A-Za-z0-9_]*' |
		    sed 's/^[^A-Za-z_]//' | sort -u | sed "s|\$| $_f|"
	done
}

c_edges() {
	c_defs "$@" | sort -k1,1 > "$T/c-defs"
	c_uses "$@" | sort -k1,1 > "$T/c-uses"
	join "$T/c-uses" "$T/c-defs" | awk '$2 != $3 { print $2, $3 }' | sort -u
}
