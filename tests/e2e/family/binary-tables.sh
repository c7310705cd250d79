#!/bin/sh
# A table in a binary format given where text is read (a corpus, token
# lines, embeddings): named at line 1 by its magic number, with the one
# line of Python that writes it as CSV (io-magic.c); a zip-based office
# file named whatever its first member, by its members' names (io-zip.c).
# Before: a Parquet file (Hugging Face's download) was "NUL byte in line"
# alone; pandas' to_excel (openpyxl: its first member docProps/app.xml)
# was a zip whose fix extracted docProps/app.xml; a .docx was "an Excel
# workbook".  Text that starts with the same letters stays text.
. "$(dirname "$0")/../../lib.sh"

PY=/usr/bin/python3
csv="write it as CSV: python3 -c \"import pandas as pd; "
# the formats' first bytes, as their writers put them (pandas 1.5,
# pyarrow, h5py, sqlite3, numpy; Parquet: pandas' tests' simple.parquet)
printf 'PAR1\025\004\0250\025.L\025\006\025\004\022\000\000\030\004\001\000PAR1' > "$T/d.parquet"
printf 'PAR1\025\004\0250\025.L\025\006\025\004\022\000\000\030\004\001\000' > "$T/cut.parquet"
printf 'ARROW1\000\000\377\377\377\377\360\000\000\000' > "$T/d.feather"
printf '\377\377\377\377\360\000\000\000\020\000\000\000' > "$T/d.arrow"
printf 'FEA1\000\000\000\000' > "$T/d1.feather"
printf 'ORC\000\021\000' > "$T/d.orc"
printf '\211HDF\r\n\032\n\000\000\000\000\000\010\010\000' > "$T/d.h5"
printf '\200\005\225\215\002\000\000\000\000\000\000\214\021pandas' > "$T/d.pkl"
printf '\200\002cpandas.core.frame\nDataFrame\nq\000' > "$T/d2.pkl"
printf '\223NUMPY\001\000v\000{}' > "$T/d.npy"
printf 'SQLite format 3\000\020\000\001\001' > "$T/d.sqlite"
printf 'r\002\001\000\002\000' > "$T/d.dta"
printf '<stata_dta><header><release>118</release><byteorder>LSF</byteorder><K>\002\000' > "$T/d118.dta"

c1() { printf '%s' "^sms-vocab: $T/$1:1: $2, a table in a binary format, not text \\($3\\): write it as CSV: python3 -c \"import $4; $5\\('$T/$1'\\)$6\\.to_csv\\('FILE\\.csv', index=False\\)\"$"; }
t_bad "Parquet: named, both ends" 1 "^sms-vocab: $T/d\\.parquet:1: a Parquet file \\(it starts and ends with Parquet's magic 'PAR1'\\), a table in a binary format, not text \\(pandas' to_parquet; Hugging Face's datasets download as it\\): ${csv}pd\\.read_parquet\\('$T/d\\.parquet'\\)\\.to_csv\\('FILE\\.csv', index=False\\)\"$" sms-vocab --csv "$T/d.parquet"
t_bad "Parquet without its end: cut short" 1 "^sms-vocab: $T/cut\\.parquet:1: a Parquet file \\(it starts with Parquet's magic 'PAR1', but does not end with it: cut short\\? a download that stopped\\), .*: get it whole, then write it as CSV: " sms-vocab --csv "$T/cut.parquet"
T_STDIN="$T/d.parquet"
t_bad "Parquet on standard input (a pipe: its end unseen)" 1 "^sms-vocab: <stdin>:1: a Parquet file \\(it starts with Parquet's magic 'PAR1'\\), .*pd\\.read_parquet\\('FILE'\\)" sh -c 'cat | sms-vocab --csv'
T_STDIN=
gzip -c "$T/d.parquet" > "$T/d.parquet.gz"
t_bad "Parquet in gzip: named, pandas reads the file gunzip writes" 1 "^sms-vocab: $T/d\\.parquet\\.gz:1: a Parquet file \\(it starts with Parquet's magic 'PAR1'\\).*pd\\.read_parquet\\('$T/d\\.parquet'\\)\\.to_csv\\('FILE\\.csv', index=False\\)\" \\(the file is gzip-compressed: gunzip -k $T/d\\.parquet\\.gz first, which writes $T/d\\.parquet\\)$" sms-vocab --csv "$T/d.parquet.gz"
t_bad "Arrow IPC file (Feather v2)" 1 "$(c1 d.feather "an Arrow IPC file \\(Feather v2; it starts with Arrow's magic 'ARROW1'\\)" "pandas' to_feather, pyarrow" "pandas as pd" "pd\\.read_feather" "")" sms-vocab --csv "$T/d.feather"
t_bad "Arrow IPC stream (Hugging Face datasets' .arrow)" 1 "$(c1 d.arrow "an Arrow IPC stream \\(it starts with Arrow's ff ff ff ff\\)" "Hugging Face datasets' \\.arrow files, save_to_disk" "pyarrow as pa" "pa\\.ipc\\.open_stream\\(pa\\.memory_map" "\\)\\.read_pandas\\(\\)")" sms-vocab --csv "$T/d.arrow"
t_bad "Feather v1" 1 "$(c1 d1.feather "a Feather v1 file \\(it starts with Feather's magic 'FEA1'\\)" "pandas' to_feather, feather-format" "pandas as pd" "pd\\.read_feather" "")" sms-vocab "$T/d1.feather"
t_bad "ORC" 1 "$(c1 d.orc "an ORC file \\(it starts with ORC's magic 'ORC'\\)" "pandas' to_orc, pyarrow" "pandas as pd" "pd\\.read_orc" "")" sms-vocab "$T/d.orc"
t_bad "HDF5 (line 1 ends at its newline)" 1 "$(c1 d.h5 "an HDF5 file \\(it starts with HDF5's signature 89 'HDF'\\)" "pandas' to_hdf, h5py" "pandas as pd" "pd\\.read_hdf" "")" sms-vocab "$T/d.h5"
for f in d.pkl d2.pkl; do
	t_bad "pickle $f" 1 "$(c1 $f "a Python pickle \\(it starts with 80, then its protocol\\)" "pandas' to_pickle, torch\\.save's old format" "pandas as pd" "pd\\.read_pickle" "")" sms-vocab "$T/$f"
done
t_bad "NumPy .npy" 1 "^sms-vocab: $T/d\\.npy:1: a NumPy \\.npy array \\(it starts with 93 'NUMPY'\\), numbers in a binary format, not text \\(numpy's save\\): write it as text: python3 -c \"import numpy as np; np\\.savetxt\\('FILE\\.txt', np\\.load\\('$T/d\\.npy'\\), delimiter='\\\\t'\\)\"$" sms-vocab "$T/d.npy"
t_bad "SQLite" 1 "^sms-vocab: $T/d\\.sqlite:1: an SQLite database \\(it starts with 'SQLite format 3'\\), not text \\(pandas' to_sql, sqlite3\\): write its table as CSV: sqlite3 -header -csv $T/d\\.sqlite 'SELECT \\* FROM TABLE' > FILE\\.csv \\(sqlite3 $T/d\\.sqlite \\.tables lists the tables\\)$" sms-vocab "$T/d.sqlite"
for f in d.dta d118.dta; do
	t_bad "Stata $f" 1 "$(c1 $f "a Stata \\.dta file \\(it starts with Stata's header\\)" "pandas' to_stata, Stata" "pandas as pd" "pd\\.read_stata" "")" sms-vocab "$T/$f"
done
# every reader of lines says the same
printf 'word\td1\nfree\t1\n' > "$T/e.tsv"
t_bad "attn-train -e: a Parquet corpus" 1 "^attn-train: $T/d\\.parquet:1: a Parquet file" attn-train -e "$T/e.tsv" -o "$T/r.tsv" "$T/d.parquet"
t_bad "ppmi-svd --load: Arrow" 1 "^ppmi-svd: $T/d\\.feather:1: an Arrow IPC file" ppmi-svd --load "$T/d.feather" -o -
t_bad "attn-map -e: HDF5" 1 "^attn-map: $T/d\\.h5:1: an HDF5 file" attn-map -e "$T/d.h5" --text 'free'
# the embeddings' own words for a pickle come first (a class not named
# in its first bytes: gensim's and pandas' calls both)
t_bad "ppmi-svd --load: a pickle, the vectors' writers named" 1 "^ppmi-svd: $T/d\\.pkl:1: a Python pickle \\(protocol 5\\), not embeddings: write the vectors in a format the tools read: gensim's KeyedVectors: .*a pandas DataFrame" ppmi-svd --load "$T/d.pkl" -o -

# the edge: the same letters, then text (no NUL, no control byte), are text
printf 'PAR1 is the part number\nORC\nARROW1 x\nFEA1\nSQLite format 3 is a file format\n' > "$T/t.txt"
t_run "'PAR1', 'ORC', 'ARROW1' ... then text: read" 0 sms-vocab --unlabeled --min-count 1 -o "$T/v.tsv" "$T/t.txt"
t_ok "  their words counted" grep -q '^orc	1	1$' "$T/v.tsv"
printf 'PAR1\tx\n' > "$T/t2.txt"
t_run "'PAR1' then a TAB: text" 0 sms-vocab --unlabeled --min-count 1 -o "$T/v.tsv" "$T/t2.txt"
printf 'ORC\000x\n' > "$T/t3.txt"
t_bad "'ORC' then a NUL: ORC" 1 "^sms-vocab: $T/t3\\.txt:1: an ORC file" sms-vocab "$T/t3.txt"
printf 'ORCA\000x\n' > "$T/t4.txt"
t_bad "'ORCA' then a NUL: a NUL byte only" 1 "^sms-vocab: $T/t4\\.txt:1: NUL byte in line$" sms-vocab "$T/t4.txt"

# zip-based office files, whatever their first member: by their names
"$PY" - "$T" <<'PYEOF'
import io, sys, zipfile
t = sys.argv[1]
def z(name, members, stream=False, method=zipfile.ZIP_DEFLATED):
    buf = io.BytesIO()
    class W(io.RawIOBase):	# not seekable: data descriptors (flag 8)
        def writable(self): return True
        def write(self, b): buf.write(b); return len(b)
    with zipfile.ZipFile(W() if stream else buf, "w", method) as f:
        for m, data in members:
            if stream:
                with f.open(m, "w") as o: o.write(data.encode())
            else:
                f.writestr(m, data, compress_type=zipfile.ZIP_STORED if
                    m == "mimetype" else method)
    open(t + "/" + name, "wb").write(buf.getvalue())
ox = [("docProps/app.xml", "<a/>" * 500), ("docProps/core.xml", "<c/>"),
      ("xl/theme/theme1.xml", "<t/>"), ("xl/worksheets/sheet1.xml", "<s/>"),
      ("[Content_Types].xml", "<T/>")]
z("openpyxl.xlsx", ox)			# pandas' to_excel (openpyxl 3.0)
z("stream.xlsx", ox, stream=True)	# sizes after the data
z("excel.xlsx", [("[Content_Types].xml", "<T/>"), ("_rels/.rels", "<r/>"),
    ("xl/workbook.xml", "<w/>")])
z("w.docx", [("[Content_Types].xml", "<T/>"), ("_rels/.rels", "<r/>"),
    ("docProps/core.xml", "<c/>"), ("word/document.xml", "<d/>")])
z("p.pptx", [("[Content_Types].xml", "<T/>"), ("ppt/presentation.xml", "<p/>")])
z("ct.zip", [("[Content_Types].xml", "<T/>")])
z("t.odt", [("mimetype", "application/vnd.oasis.opendocument.text"),
    ("content.xml", "<x/>")])
z("p.odp", [("mimetype", "application/vnd.oasis.opendocument.presentation"),
    ("content.xml", "<x/>")])
z("g.odg", [("mimetype", "application/vnd.oasis.opendocument.graphics"),
    ("content.xml", "<x/>")])
z("sms.zip", [("SMSSpamCollection", "ham\thi\n"), ("readme", "x")])
# a 'docProps/' member named like an office file's in a plain zip: no
# xl/ or word/ after it, and the walk ends at the central directory
z("dp.zip", [("docProps.txt", "x"), ("data.tsv", "ham\thi\n")])
# Apple's iWork: members in binary .iwa (Numbers' Index/Document.iwa first)
iw = [("Index/Document.iwa", "\0\x9a\x01bin"), ("Index/Metadata.iwa", "\0"),
      ("Metadata/Properties.plist", "bplist00"), ("preview.jpg", "x")]
z("sms.numbers", iw)
z("n.zip", iw[:1] + [("Index/CalculationEngine.iwa", "\0")] + iw[1:])
z("s.zip", iw[:1] + [("Index/Slide-1.iwa", "\0")] + iw[1:])
z("d.pages", iw)
z("i.zip", iw)
z("iwa.zip", [("notes.iwa.txt", "ham\thi\n")])	# no .iwa: a plain zip
PYEOF
sheet="not text, and none of its members is \\(they are XML\\): save the sheet as CSV UTF-8 \\(Excel, LibreOffice: File, Save As\\), or libreoffice --headless --convert-to csv"
for f in openpyxl.xlsx stream.xlsx; do
	t_bad "$f (first member docProps/app.xml): a spreadsheet" 1 "^sms-vocab: $T/$f:1: a zip archive: a spreadsheet \\(an Excel workbook, \\.xlsx; its member 'xl/theme/theme1\\.xml'\\), $sheet $T/$f, or pandas: pd\\.read_excel\\('$T/$f'\\)\\.to_csv\\('FILE\\.csv', index=False\\)$" sms-vocab --csv "$T/$f"
done
t_bad "Excel's order: a spreadsheet" 1 "^sms-vocab: $T/excel\\.xlsx:1: a zip archive: a spreadsheet \\(an Excel workbook, \\.xlsx; its member 'xl/workbook\\.xml'\\), $sheet" sms-vocab --csv "$T/excel.xlsx"
T_STDIN="$T/openpyxl.xlsx"
t_bad "on standard input" 1 "^sms-vocab: <stdin>:1: a zip archive: a spreadsheet \\(an Excel workbook, \\.xlsx; its member 'xl/theme/theme1\\.xml'\\), $sheet FILE," sh -c 'cat | sms-vocab --csv'
T_STDIN=
gzip -c "$T/openpyxl.xlsx" > "$T/x.xlsx.gz"
t_bad "in gzip: the commands name the file gunzip writes, made first" 1 "^sms-vocab: $T/x\\.xlsx\\.gz:1: a zip archive: a spreadsheet \\(an Excel workbook, \\.xlsx; its member 'xl/theme/theme1\\.xml'\\), $sheet $T/x\\.xlsx, or pandas: pd\\.read_excel\\('$T/x\\.xlsx'\\)\\.to_csv\\('FILE\\.csv', index=False\\) \\(the file is gzip-compressed: gunzip -k $T/x\\.xlsx\\.gz first, which writes $T/x\\.xlsx\\)$" sms-vocab --csv "$T/x.xlsx.gz"
doc="not text, and none of its members is \\(they are XML\\): save it as plain text \\(Word, LibreOffice: File, Save As, Plain Text, UTF-8\\), or libreoffice --headless --convert-to txt:Text"
t_bad "a Word document: not a spreadsheet" 1 "^sms-vocab: $T/w\\.docx:1: a zip archive: a text document \\(a Word document, \\.docx; its member 'word/document\\.xml'\\), $doc $T/w\\.docx, or pandoc $T/w\\.docx -t plain -o FILE\\.txt$" sms-vocab "$T/w.docx"
t_bad "LibreOffice's .odt" 1 "^sms-vocab: $T/t\\.odt:1: a zip archive: a text document \\(LibreOffice's \\.odt; its first member 'mimetype'\\), $doc" sms-vocab "$T/t.odt"
t_bad "PowerPoint's .pptx" 1 "^sms-vocab: $T/p\\.pptx:1: a zip archive: a presentation \\(PowerPoint's \\.pptx; its member 'ppt/presentation\\.xml'\\), not text, .*libreoffice --headless --convert-to pdf $T/p\\.pptx, then pdftotext FILE\\.pdf FILE\\.txt$" sms-vocab "$T/p.pptx"
t_bad "LibreOffice's .odp" 1 "^sms-vocab: $T/p\\.odp:1: a zip archive: a presentation \\(LibreOffice's \\.odp; its first member 'mimetype'\\)" sms-vocab "$T/p.odp"
t_bad "an office file's parts only: an office document" 1 "^sms-vocab: $T/ct\\.zip:1: a zip archive: an office document \\(Office Open XML: \\.xlsx, \\.docx or \\.pptx, its member '\\[Content_Types\\]\\.xml'\\), not text, .*libreoffice --headless --convert-to csv $T/ct\\.zip \\(a sheet; txt:Text, a document\\)$" sms-vocab "$T/ct.zip"
t_bad "another OpenDocument: an office document" 1 "^sms-vocab: $T/g\\.odg:1: a zip archive: an office document \\(OpenDocument, its first member 'mimetype'\\)" sms-vocab "$T/g.odg"
t_bad "a zip of text: its first member, unzip" 1 "^sms-vocab: $T/sms\\.zip:1: a zip archive, not text \\(it starts with zip's bytes 50 4b 03 04\\): extract its file first \\(unzip -l $T/sms\\.zip lists its members; unzip -p $T/sms\\.zip 'SMSSpamCollection' > FILE\\.txt, its first member\\)$" sms-vocab "$T/sms.zip"
iwa="not text, and none of its members is \\(Apple's compressed binary \\.iwa\\)"
t_bad "Apple Numbers (.numbers): its export, not unzip" 1 "^sms-vocab: $T/sms\\.numbers:1: a zip archive: an Apple Numbers spreadsheet \\(\\.numbers; its first member 'Index/Document\\.iwa'\\), $iwa: export the sheet as CSV \\(Numbers: File, Export To, CSV, text encoding Unicode \\(UTF-8\\)\\), or libreoffice --headless --convert-to csv $T/sms\\.numbers$" sms-vocab --csv "$T/sms.numbers"
t_bad "  Numbers renamed .zip: by Index/CalculationEngine" 1 "^sms-vocab: $T/n\\.zip:1: a zip archive: an Apple Numbers spreadsheet \\(\\.numbers; its first member 'Index/Document\\.iwa'\\)" sms-vocab "$T/n.zip"
t_bad "  Keynote by Index/Slide" 1 "^sms-vocab: $T/s\\.zip:1: a zip archive: an Apple Keynote presentation \\(\\.key; .*Export To, PDF\\), then pdftotext FILE\\.pdf FILE\\.txt$" sms-vocab "$T/s.zip"
t_bad "  Pages by its name" 1 "^sms-vocab: $T/d\\.pages:1: a zip archive: an Apple Pages document \\(\\.pages; .*Export To, Plain Text\\)$" sms-vocab "$T/d.pages"
t_bad "  neither name nor member says: the three named" 1 "^sms-vocab: $T/i\\.zip:1: a zip archive: an Apple iWork document \\(Numbers, Pages or Keynote; its first member 'Index/Document\\.iwa'\\), $iwa: export it from its application" sms-vocab "$T/i.zip"
t_bad "  on standard input: the members say" 1 "^sms-vocab: <stdin>:1: a zip archive: an Apple Numbers spreadsheet .*--convert-to csv FILE$" sh -c "cat '$T/n.zip' | sms-vocab"
t_bad "  a member 'notes.iwa.txt': a plain zip" 1 "^sms-vocab: $T/iwa\\.zip:1: a zip archive, not text .*'notes\\.iwa\\.txt' > FILE\\.txt, its first member\\)$" sms-vocab "$T/iwa.zip"
t_bad "a member named docProps.txt: a zip, not office" 1 "^sms-vocab: $T/dp\\.zip:1: a zip archive, not text .*'docProps\\.txt' > FILE\\.txt, its first member\\)$" sms-vocab "$T/dp.zip"
# a stored member of version 10 (Info-ZIP's zip -0): line 1 ends at its
# 0a before any NUL
printf 'application/vnd.oasis.opendocument.spreadsheet' > "$T/mimetype"
(cd "$T" && zip -q -0 -X v10.ods mimetype) 2> /dev/null || "$PY" -c '
import sys, zipfile
zi = zipfile.ZipInfo("mimetype"); zi.create_version = zi.extract_version = 10
with zipfile.ZipFile(sys.argv[1], "w") as f: f.writestr(zi, open(sys.argv[2]).read())' "$T/v10.ods" "$T/mimetype"
t_ok "  v10.ods's line 1 ends before a NUL" sh -c "head -c 5 '$T/v10.ods' | od -An -tx1 | grep -q '50 4b 03 04 0a'"
t_bad "a zip whose line 1 ends at 0a: its members read on" 1 "^sms-vocab: $T/v10\\.ods:1: a zip archive: a spreadsheet \\(LibreOffice's \\.ods; its first member 'mimetype'\\)" sms-vocab "$T/v10.ods"

# R's own binary files: saveRDS's .rds (gzip'd by default: line 1 'X',
# then its format version 00 00 00 03), save's .RData ('RDX3', 'X', then
# it), looked at after line 1 without being taken; R writes them when
# it is here, else their first bytes
if command -v Rscript > /dev/null 2>&1 && Rscript -e "d <- data.frame(label=c('spam','ham'), text=c('win','hi')); saveRDS(d, '$T/d.rds'); save(d, file='$T/d.RData'); saveRDS(d, '$T/du.rds', compress=FALSE)" > /dev/null 2>&1; then :; else
	printf 'X\n\000\000\000\003\000\004\002\000' | gzip > "$T/d.rds"
	printf 'RDX3\nX\n\000\000\000\003\000\004\002\000' | gzip > "$T/d.RData"
	printf 'X\n\000\000\000\003\000\004\002\000' > "$T/du.rds"
fi
for f in d.rds du.rds; do
	t_bad "R's saveRDS ($f)" 1 "^sms-vocab: $T/$f:1: an R object in R's binary format \\(saveRDS's \\.rds: its line 'X', then its data\\), not text: write it as CSV from R: Rscript -e \"write\\.csv\\(readRDS\\('$T/$f'\\), 'FILE\\.csv', row\\.names=FALSE\\)\"$" sms-vocab --csv "$T/$f"
done
t_bad "R's save (.RData)" 1 "^sms-vocab: $T/d\\.RData:1: an R object in R's binary format \\(save's \\.RData: its lines 'RDX3', 'X', then its data\\), not text: write it as CSV from R: Rscript -e \"load\\('$T/d\\.RData'\\); write\\.csv\\(OBJECT \\(ls\\(\\) names them\\), 'FILE\\.csv', row\\.names=FALSE\\)\"$" sms-vocab "$T/d.RData"
t_bad "  through a pipe, as token lines" 1 "^ppmi-svd: <stdin>:1: an R object .*readRDS\\('FILE'\\)" sh -c "printf 'word\tcount\tdocs\nhi\t1\t1\n' > '$T/v.tsv'; zcat '$T/d.rds' | ppmi-svd --count -v '$T/v.tsv'"
# the edge: 'X' then text, or then a NUL that is no version: not R's
printf 'X\nham\thi\n' > "$T/x1.txt"
t_run "'X' then text: read" 0 sms-vocab --unlabeled --min-count 1 -o /dev/null "$T/x1.txt"
printf 'X\n\000\000\000\011\n' > "$T/x2.txt"
t_bad "'X' then 00 00 00 09: a NUL byte only" 1 "^sms-vocab: $T/x2\\.txt:2: NUL byte in line$" sms-vocab --unlabeled "$T/x2.txt"
