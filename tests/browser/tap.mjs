// tap.mjs — what the lab page's browser tests share: TAP lines (ok, and
// failed() for the exit status), attn-map run on arguments (tool), the
// comparison of the page's TSV with attn-map's (differ: every number within
// tol · max(1, |x|), labels and headers equal as strings; the largest
// relative difference seen kept in stats.worst), and the words of the
// command line an export carries on its first line (pageCommand, shell-
// quoted as ak_provenance writes it).
import { execFileSync } from 'node:child_process';

let n = 0, nfailed = 0;
export const stats = { worst: 0 };

export function ok(cond, name, detail) {
	n++;
	if (cond) console.log(`ok ${n} - ${name}`);
	else {
		nfailed++;
		console.log(`not ok ${n} - ${name}  # ${String(detail || '').replace(/\n/g, ' | ').slice(0, 400)}`);
	}
}

export function failed() {
	return nfailed;
}

export function tool(args) {
	return execFileSync('attn-map', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

function rows(tsv) {
	return tsv.split('\n').filter((l) => l !== '' && !l.startsWith('#')).map((l) => l.split('\t'));
}

// '' when got and want agree under the rule above, else what differs
export function differ(got, want, tol) {
	const a = rows(got), b = rows(want);
	if (a.length !== b.length || a.length < 2) return `${a.length} rows, want ${b.length}`;
	for (let i = 0; i < a.length; i++) {
		if (a[i].length !== b[i].length) return `row ${i + 1}: ${a[i].length} fields, want ${b[i].length}`;
		for (let j = 0; j < a[i].length; j++) {
			const x = a[i][j], y = b[i][j];
			if (x === y) continue;
			const nx = Number(x), ny = Number(y);
			if (i === 0 || x === '' || !Number.isFinite(nx) || !Number.isFinite(ny))
				return `row ${i + 1} field ${j + 1}: '${x}', want '${y}'`;
			const d = Math.abs(nx - ny) / Math.max(1, Math.abs(ny));
			stats.worst = Math.max(stats.worst, d);
			if (d > tol) return `row ${i + 1} field ${j + 1}: ${x}, attn-map ${y} (diff ${d})`;
		}
	}
	return '';
}

// the words of an export's command line, or null when it has none
export function pageCommand(tsv) {
	const m = /^# attn-map (.*) \(attnkit [^)]*\)$/m.exec(tsv);
	if (!m) return null;
	const s = m[1], out = [];
	let cur = null;
	for (let i = 0; i < s.length;) {
		const c = s[i];
		if (c === ' ') { if (cur !== null) out.push(cur); cur = null; i++; continue; }
		if (cur === null) cur = '';
		if (c === "'") { const j = s.indexOf("'", i + 1); cur += s.slice(i + 1, j); i = j + 1; }
		else if (c === '\\') { cur += s[i + 1]; i += 2; }
		else { cur += c; i++; }
	}
	if (cur !== null) out.push(cur);
	return out;
}
