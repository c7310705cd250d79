// lab-tokens.test.mjs DIR — the lab page's exported command reproduces its
// numbers for tokens that are not ASCII letters (issue 27 item 8): a page
// of "café", "стакан", "naïve", "ключ", "free" and a cased "King" (from a
// token line), exported in every format; the command on the export's first
// line is run as written and must print the same numbers (1e-9), and it
// must not be the --text of old, which the default tokenizer re-splits
// (the test shows that command drawing another map).  Prints TAP.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage } from './browser.mjs';

const [dir] = process.argv.slice(2);
const TOL = 1e-9;
let n = 0, failed = 0;
function ok(cond, name, detail) {
	n++;
	if (cond) console.log(`ok ${n} - ${name}`);
	else {
		failed++;
		console.log(`not ok ${n} - ${name}  # ${String(detail || '').replace(/\n/g, ' | ').slice(0, 400)}`);
	}
}
function tool(args) {
	return execFileSync('attn-map', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}
function rows(tsv) {
	return tsv.split('\n').filter((l) => l !== '' && !l.startsWith('#')).map((l) => l.split('\t'));
}
function differ(got, want) {
	const a = rows(got), b = rows(want);
	if (a.length !== b.length || a.length < 2) return `${a.length} rows, want ${b.length}`;
	for (let i = 0; i < a.length; i++) {
		if (a[i].length !== b[i].length) return `row ${i + 1}: ${a[i].length} fields, want ${b[i].length}`;
		for (let j = 0; j < a[i].length; j++) {
			const x = a[i][j], y = b[i][j];
			if (x === y) continue;
			const nx = Number(x), ny = Number(y);
			if (i === 0 || !Number.isFinite(nx) || !Number.isFinite(ny))
				return `row ${i + 1} field ${j + 1}: '${x}', want '${y}'`;
			if (Math.abs(nx - ny) / Math.max(1, Math.abs(ny)) > TOL) return `row ${i + 1} field ${j + 1}: ${x}, want ${y}`;
		}
	}
	return '';
}
// the words of the export's command line (shell-quoted as ak_provenance does)
function pageCommand(tsv) {
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

const emb = path.join(dir, 'emb.tsv'), line = path.join(dir, 'line.tsv'), page = path.join(dir, 'lab.html');
const words = ['café', 'стакан', 'naïve', 'ключ', 'free', 'King'];
fs.writeFileSync(emb, 'word\td1\td2\td3\n' + words.map((w, i) =>
	[w, Math.sin(i + 1), Math.cos(2 * i + 1), (i % 3) - 1].map(String).join('\t')).join('\n') + '\n');
// a token line may not hold an ASCII capital (ak_tokline): King comes
// from --tokens, below; the page of the line has the five others, one twice
fs.writeFileSync(line, '-\tcafé стакан naïve ключ free стакан\n');
tool(['-e', emb, '--proj-scale', '0.9', '--html', page, line]);
const FMT = { weights: [], long: ['--long'], entropy: ['--entropy'], outputs: ['--outputs'], scores: ['--scores'] };
const { ctx, close } = await launch();
try {
	for (const [name, file] of [['token line', page], ['--tokens with King', path.join(dir, 'lab2.html')]]) {
		if (file !== page)
			tool(['-e', emb, '--tokens', 'King café стакан', '--html', file]);
		const { page: p, errors } = await openPage(ctx, file);
		for (const f of Object.keys(FMT)) {
			await p.selectOption('#fmt', f);
			await p.click('#export');
			const tsv = await p.inputValue('#tsv');
			const cmd = pageCommand(tsv);
			ok(cmd && cmd.includes('--tokens') && !cmd.includes('--text'),
				`${name}, ${f}: the command gives the tokens with --tokens`, cmd && cmd.join(' '));
			let d = 'no command line in the export';
			if (cmd) {
				try { d = differ(tsv, tool(cmd)); } catch (e) { d = `attn-map ${cmd.join(' ')}: ${e.stderr || e}`; }
			}
			ok(d === '', `${name}, ${f}: the export's command prints its numbers`, d);
			if (f === 'weights' && cmd) {
				// the old command, --text with the same words: the default
				// tokenizer splits café and drops the Cyrillic words
				const old = cmd.map((a) => a === '--tokens' ? '--text' : a);
				let dd;
				try { dd = differ(tsv, tool(old)); } catch (e) { dd = 'refused: ' + String(e.stderr || e).split('\n')[0]; }
				ok(dd !== '', `${name}: --text would not reproduce the page (${dd.slice(0, 60)})`);
			}
		}
		ok(errors.length === 0, `${name}: no script error`, errors.join('; '));
	}
} finally {
	await close();
}
process.exit(failed ? 1 : 0);
