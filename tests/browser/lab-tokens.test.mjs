// lab-tokens.test.mjs DIR — the lab page's exported command reproduces its
// numbers for tokens that are not ASCII letters: a page
// of "café", "стакан", "naïve", "ключ", "free" and a cased "King" (from a
// token line), exported in every format; the command on the export's first
// line is run as written and must print the same numbers (1e-9), and it
// must not be the --text of old, which the default tokenizer re-splits
// (the test shows that command drawing another map); an embeddings path
// with a newline stays on the export's first line, as '?'.  Prints TAP.
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage } from './browser.mjs';
import { ok, failed, tool, differ, pageCommand, stats } from './tap.mjs';

const [dir] = process.argv.slice(2);
const TOL = 1e-9;

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
				try { d = differ(tsv, tool(cmd), TOL); } catch (e) { d = `attn-map ${cmd.join(' ')}: ${e.stderr || e}`; }
			}
			ok(d === '', `${name}, ${f}: the export's command prints its numbers`, d);
			if (f === 'weights' && cmd) {
				// the old command, --text with the same words, under
				// --tokenizer ascii: it splits café and drops the Cyrillic
				// words (the default, auto, keeps them, but a page's
				// tokens must not depend on the tokenizer's rules)
				const old = cmd.map((a) => a === '--tokens' ? '--text' : a)
					.concat(['--tokenizer', 'ascii']);
				let dd;
				try { dd = differ(tsv, tool(old), TOL); } catch (e) { dd = 'refused: ' + String(e.stderr || e).split('\n')[0]; }
				ok(dd !== '', `${name}: --text would not reproduce the page (${dd.slice(0, 60)})`);
			}
		}
		ok(errors.length === 0, `${name}: no script error`, errors.join('; '));
	}
	// an embeddings path with a newline: the export's command line stays
	// one comment line, and still names the file: the newline written
	// "$(printf '\012\155')" (with the byte after it: a command
	// substitution drops a newline that ends it), as the page writes every control byte and every
	// byte that is not UTF-8 (written raw, it ended the comment: a file
	// whose first line is no provenance line)
	const embnl = path.join(dir, 'e\nmb.tsv'), pagenl = path.join(dir, 'lab3.html');
	fs.copyFileSync(emb, embnl);
	tool(['-e', embnl, '--tokens', 'free King', '--html', pagenl]);
	const { page: p3, errors: e3 } = await openPage(ctx, pagenl);
	await p3.selectOption('#fmt', 'weights');
	await p3.click('#export');
	const first = (await p3.inputValue('#tsv')).split('\n')[0];
	ok(/^# attn-map -e '[^']*\/e'"\$\(printf '\\012\\155'\)"'b\.tsv' .* \(attnkit [^ ()]+\)$/.test(first),
		"a path with a newline: the export's first line is one provenance line, the newline as $(printf '\\012\\155')", first);
	ok(e3.length === 0, 'a path with a newline: no script error', e3.join('; '));
	// words holding '=': the swap of a for b=c is exported as
	// --swap-value 'a=b=c', which reads a=b for c as well (both words on
	// the page): the export says attn-map refuses it, and it does (exit
	// 2, both readings named); a swap with one reading keeps its promise
	const embeq = path.join(dir, 'eq.tsv'), pageeq = path.join(dir, 'lab4.html');
	fs.writeFileSync(embeq, 'word\td1\td2\na\t1\t0\nb=c\t0\t1\na=b\t0.5\t2\nc\t3\t-1\nfree\t1\t1\n');
	tool(['-e', embeq, '--tokens', 'a a=b b=c c free', '--html', pageeq]);
	const { page: p4, errors: e4 } = await openPage(ctx, pageeq);
	await p4.selectOption('#fmt', 'outputs');
	await p4.selectOption('#swap-key', 'a');
	await p4.selectOption('#swap-with', 'b=c');
	await p4.click('#swap');
	await p4.click('#export');
	let tsv4 = await p4.inputValue('#tsv');
	ok(/--swap-value a=b=c/.test(tsv4.split('\n')[0]) && /attn-map refuses the command above \(its --swap-value reads two ways/.test(tsv4.split('\n')[1]),
		"--swap-value 'a=b=c' with both readings' words: the export says attn-map refuses it", tsv4.split('\n').slice(0, 2).join(' / '));
	let st4 = 0, err4 = '';
	try { tool(pageCommand(tsv4)); } catch (e) { st4 = e.status; err4 = String(e.stderr); }
	ok(st4 === 2 && err4.includes("reads two ways"), "... and attn-map does: exit 2, both readings named", `exit ${st4}: ${err4.split('\n')[0]}`);
	await p4.selectOption('#swap-with', 'free');
	await p4.click('#export');
	tsv4 = await p4.inputValue('#tsv');
	let d4 = 'no command line in the export';
	try { d4 = differ(tsv4, tool(pageCommand(tsv4)), TOL); } catch (e) { d4 = String(e.stderr || e); }
	ok(/prints these numbers/.test(tsv4.split('\n')[1]) && d4 === '', "--swap-value a=free (one reading): the export's command prints its numbers", d4);
	ok(e4.length === 0, "words holding '=': no script error", e4.join('; '));
} finally {
	await close();
}
process.exit(failed() ? 1 : 0);
