// lab-maps.test.mjs PAGE MAPSDIR — the lab page's layer/head chooser of a
// block's maps (attn-map --html --maps DIR, the maps attn-train --maps DIR
// wrote): at 1280 px (the desk) and 390 px (a phone) the chooser offers
// every map-L-H.tsv of DIR in order; choosing one draws its table, every
// query, key and weight the file's (the weights equal as numbers: the page
// carries them in %.17g); nothing of the page is wider than the screen (a
// wide map scrolls in its own box); no request, no script error.  Prints
// TAP.
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage } from './browser.mjs';
import { ok, failed } from './tap.mjs';

const [page, dir] = process.argv.slice(2);
const files = fs.readdirSync(dir).filter((f) => /^map-\d+-\d+\.tsv$/.test(f))
	.map((f) => f.match(/^map-(\d+)-(\d+)\.tsv$/).slice(1).map(Number))
	.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
const read = ([l, h]) => {
	const rows = fs.readFileSync(path.join(dir, `map-${l}-${h}.tsv`), 'utf8').split('\n')
		.filter((x) => x !== '' && !x.startsWith('#')).map((x) => x.split('\t'));
	return { keys: rows[0].slice(1), q: rows.slice(1).map((r) => r[0]),
		w: rows.slice(1).map((r) => r.slice(1).map(Number)) };
};

const { ctx, close } = await launch();
try {
	const { page: p, net, errors } = await openPage(ctx, page);
	for (const width of [1280, 390]) {
		await p.setViewportSize({ width, height: width === 390 ? 844 : 900 });
		const opts = await p.$$eval('#bmap option', (os) => os.map((o) => o.textContent));
		ok(opts.length === files.length && opts.every((o, k) => o === `layer ${files[k][0]}, head ${files[k][1]}`),
			`${width} px: the chooser offers the ${files.length} maps of the directory, in order`, opts.join('; '));
		for (let k = 0; k < files.length; k++) {
			await p.selectOption('#bmap', String(k));
			const got = await p.evaluate(() => ({
				keys: Array.from(document.querySelectorAll('#bmap-table thead th.key')).map((t) => t.textContent),
				q: Array.from(document.querySelectorAll('#bmap-table tbody th.q')).map((t) => t.textContent),
				w: Array.from(document.querySelectorAll('#bmap-table tbody tr')).map((tr) =>
					Array.from(tr.querySelectorAll('td')).map((td) => Number(td.dataset.w))),
				note: document.querySelector('#bmap-note').textContent }));
			const want = read(files[k]);
			const same = JSON.stringify(got.keys) === JSON.stringify(want.keys) &&
				JSON.stringify(got.q) === JSON.stringify(want.q) &&
				got.w.length === want.w.length && got.w.every((r, i) => r.length === want.w[i].length &&
					r.every((x, j) => x === want.w[i][j]));
			ok(same, `${width} px, layer ${files[k][0]} head ${files[k][1]}: the file's queries, keys and weights`,
				JSON.stringify(got).slice(0, 300));
			ok(got.note.startsWith(`layer ${files[k][0]}, head ${files[k][1]}: ${want.q.length} tokens`),
				`${width} px, layer ${files[k][0]} head ${files[k][1]}: the note names it`, got.note);
		}
		const fit = await p.evaluate(() => {
			const sc = document.querySelector('#bmap-table').parentElement;
			const wide = Array.from(document.querySelectorAll('body *')).filter((e) => {
				const r = e.getBoundingClientRect();
				return r.width > 0 && !e.closest('.scroll') && (r.right > innerWidth + 0.5 || r.left < -0.5);
			}).map((e) => `${e.tagName.toLowerCase()}#${e.id}`);
			const r = sc.getBoundingClientRect();
			return { sw: document.documentElement.scrollWidth, vw: innerWidth, wide,
				box: r.right <= innerWidth + 0.5 && r.left >= -0.5, over: getComputedStyle(sc).overflowX };
		});
		ok(fit.sw <= fit.vw && fit.wide.length === 0 && fit.box && (fit.over === 'auto' || fit.over === 'scroll'),
			`${width} px: nothing wider than the screen; the map's box scrolls`, JSON.stringify(fit));
	}
	ok(net.length === 0 && errors.length === 0, 'no request, no script error', [...net, ...errors].join('; '));
} finally {
	await close();
}
process.exit(failed() ? 1 : 0);
