// lab.test.mjs EMB DIR — attn-map --html in a real browser (Debian's
// chromium, headless, driven by cdp.mjs): click, type and drag the
// page's controls and assert the numbers it shows; export TSV from the page
// and compare it with attn-map run with the matching options.
//
// The rule: every number the page exports equals attn-map's --exact TSV for
// the same settings within 1e-9 · max(1, |x|); labels and headers are equal
// as strings.  attn-map is run twice per export: with the options this test
// expects (built here) and with the command the page prints on the export's
// first line.  Prints TAP ("ok N - ...") for tests/run.sh.
import fs from 'node:fs';
import path from 'node:path';
import { launch, openPage } from './browser.mjs';
import { ok, failed, tool, differ, pageCommand, stats } from './tap.mjs';

const [emb, dir] = process.argv.slice(2);
const MSG = 'free nokia motorola on orange call mobileupd or optout';
const TOL = 1e-9;

const FMT = { weights: [], long: ['--long'], entropy: ['--entropy'], outputs: ['--outputs'], scores: ['--scores'] };
// export FMT from the page; compare with attn-map BASE+OPTS and with the
// page's own command
async function check(page, name, base, opts, fmt) {
	await page.selectOption('#fmt', fmt);
	await page.click('#export');
	const tsv = await page.inputValue('#tsv');
	const want = tool([...base, ...opts, ...FMT[fmt], '--exact']);
	const d1 = differ(tsv, want, TOL);
	ok(d1 === '', `${name}: page's ${fmt} = attn-map ${opts.join(' ')} ${FMT[fmt].join(' ')}`, d1);
	const cmd = pageCommand(tsv);
	let d2 = 'no command line in the export';
	if (cmd) {
		try { d2 = differ(tsv, tool(cmd), TOL); } catch (e) { d2 = `attn-map ${cmd.join(' ')}: ${e.stderr || e}`; }
	}
	ok(d2 === '', `${name}: the export's first line is a command that prints it`, d2);
	const dl = await page.getAttribute('#download', 'href');
	ok(dl && decodeURIComponent(dl.replace(/^data:[^,]*,/, '')) === tsv, `${name}: the download link carries the same TSV`);
}
const rowW = (page) => page.$$eval('#bars li', (l) => l.map((e) => [e.dataset.key, Number(e.dataset.w)]));
const cells = (page) => page.$$eval('#map td', (l) => l.map((e) => e.dataset.w));
const stat = (page, id) => page.$eval('#' + id, (e) => Number(e.dataset.v));

const page1 = path.join(dir, 'lab.html'), page2 = path.join(dir, 'lab2.html');
const base = ['-e', emb, '--text', MSG, '--proj-scale', '0.3'];
tool([...base, '--html', page1]);
const size = fs.statSync(page1).size;
ok(size < 400 * 1024, `page is small: ${size} bytes < 400 KB`);
const html = fs.readFileSync(page1, 'utf8');
ok(!/(https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}\//i.test(html.replace(/<!--[\s\S]*?-->/g, '')) && !/<(link|img|iframe)\b|\bsrc=/i.test(html),
	'page refers to no other file or address');

const { ctx, close } = await launch();
try {
	const { page, net, errors } = await openPage(ctx, page1);
	const nc = (await cells(page)).length;
	ok(nc === 81, `heatmap has 9×9 cells (${nc})`);
	const labels = await page.$$eval('#map th.q button', (l) => l.map((e) => e.textContent));
	ok(labels.join(' ') === MSG, 'query labels are the message', labels.join(' '));
	for (const f of Object.keys(FMT)) await check(page, 'start', base, [], f);

	// accessibility: every control has a label; keyboard picks the query
	const unlabelled = await page.$$eval('input, select, textarea, button', (l) => l.filter((e) =>
		!(e.labels && e.labels.length) && !e.getAttribute('aria-label') && !e.textContent.trim()).map((e) => e.id || e.outerHTML));
	ok(unlabelled.length === 0, 'every control has a label', unlabelled.join(', '));
	await page.focus('#map button[data-q="5"]');
	await page.keyboard.press('Enter');
	ok((await page.textContent('#qname')) === '6 call', 'Enter on a row header picks query call (keyboard)', await page.textContent('#qname'));
	ok((await page.inputValue('#query')) === '5', 'the query select follows');

	// budget: drag the slider that boosts key free; every other weight falls,
	// their ratios stay
	await page.selectOption('#boost-key', 'free');
	const w0 = await rowW(page);
	await page.scrollIntoViewIfNeeded('#boost');
	const box = await page.boundingBox('#boost');
	await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
	await page.mouse.down();
	await page.mouse.move(box.x + box.width * 0.6, box.y + box.height / 2, { steps: 5 });
	await page.mouse.move(box.x + box.width * 0.7, box.y + box.height / 2, { steps: 5 });
	await page.mouse.up();
	const b = await page.inputValue('#boost-num');
	const w1 = await rowW(page);
	ok(Number(b) > 1, `dragging the slider boosts free by ${b}`);
	const i0 = w0.findIndex((p) => p[0] === 'free');
	ok(w1[i0][1] > w0[i0][1], `free's weight rises (${w0[i0][1]} → ${w1[i0][1]})`);
	const fell = w1.every((p, j) => j === i0 || p[1] < w0[j][1]);
	ok(fell, 'every other weight of the row falls');
	const r = w1.map((p, j) => p[1] / w0[j][1]).filter((x, j) => j !== i0);
	const spread = (Math.max(...r) - Math.min(...r)) / Math.min(...r);
	ok(spread < 1e-12, `the other weights keep their ratios (all scaled by ${r[0].toPrecision(6)}, spread ${spread.toExponential(2)})`);
	await check(page, 'boost', base, ['--boost', `free=${b}`], 'long');
	await page.focus('#boost');
	await page.keyboard.press('ArrowRight');
	const b2 = await page.inputValue('#boost-num');
	ok(Math.abs(Number(b2) - Number(b) - 0.1) < 1e-9, `ArrowRight on the slider adds 0.1 (${b} → ${b2})`);
	await check(page, 'boost by keyboard', base, ['--boost', `free=${b2}`], 'weights');

	// value swap: the weights stay bit-identical, the output moves
	await page.click('#reset');
	await page.click('#map button[data-q="5"]');
	await page.selectOption('#swap-key', 'call');
	await page.selectOption('#swap-with', 'free');
	const a0 = await cells(page), z0 = await page.getAttribute('#zbars', 'data-z');
	await page.click('#swap');
	const a1 = await cells(page), z1 = await page.getAttribute('#zbars', 'data-z');
	ok(a0.length === 81 && a0.join() === a1.join(), 'swap: all 81 weights bit-identical');
	const dz = await stat(page, 'dz');
	ok(z0 !== z1 && dz > 1e-3, `swap: the output of call moves (max |Δz| = ${dz})`);
	ok((await page.getAttribute('#swap', 'aria-pressed')) === 'true', 'swap button reports its state (aria-pressed)');
	await check(page, 'swap', base, ['--swap-value', 'call=free'], 'outputs');
	await page.click('#swap');

	// scale off at d_k = 256: the row collapses; back on: it recovers
	await page.selectOption('#dk', '256');
	const on = await stat(page, 'maxw');
	await page.focus('#scale');
	await page.keyboard.press('Space');
	ok(!(await page.isChecked('#scale')), 'Space unticks "divide by √d_k" (keyboard)');
	const off = await stat(page, 'maxw'), hOff = await stat(page, 'entropy');
	ok(off > 0.99 && hOff < 0.05, `no scaling, d_k = 256: max weight ${off.toFixed(6)} (> 0.99), entropy ${hOff.toExponential(2)}`);
	await check(page, 'd_k 256 unscaled', ['-e', emb, '--text', MSG], ['--random-proj', '256', '--seed', '1', '--no-scale'], 'entropy');
	await check(page, 'd_k 256 unscaled', ['-e', emb, '--text', MSG], ['--random-proj', '256', '--seed', '1', '--no-scale'], 'weights');
	await page.click('#scale');
	const back = await stat(page, 'maxw');
	ok(back < 0.9 && Math.abs(back - on) < 1e-15, `scaling back: max weight ${back.toFixed(3)} again`);
	await check(page, 'd_k 256 scaled', ['-e', emb, '--text', MSG], ['--random-proj', '256', '--seed', '1'], 'outputs');
	await page.selectOption('#dk', '0');

	// causal mask: the future gets exactly 0, even boosted
	await page.click('#causal');
	const m = await page.$$eval('#map tbody tr', (trs) => trs.map((tr, i) =>
		Array.from(tr.querySelectorAll('td')).filter((td, j) => j > i).map((td) => td.dataset.w + '|' + td.textContent)));
	const fut = m.flat();
	ok(fut.length === 36 && fut.every((x) => x === '0|0'), `causal: the 36 future weights are exactly 0 and show 0`);
	await page.click('#map button[data-q="0"]');
	await page.selectOption('#boost-key', 'optout');
	await page.fill('#boost-num', '10');
	await page.press('#boost-num', 'Enter');
	const wf = await rowW(page);
	ok(wf.length === 9 && wf[0][1] === 1 && wf.slice(1).every((p) => p[1] === 0), 'causal: boosting a future key by 10 leaves its weight 0; free keeps 1', JSON.stringify(wf));
	await check(page, 'causal', base, ['--boost', 'optout=10', '--causal'], 'long');
	await page.click('#reset');

	// dilution: six noise tokens
	await page.click('#map button[data-q="5"]');
	const anchor = (await rowW(page)).find((p) => p[0] === 'call')[1];
	await page.click('#noise-add');
	const wn = await rowW(page);
	const an = wn.find((p) => p[0] === 'call')[1];
	ok(wn.length === 15 && an < anchor, `noise: 15 keys, call's self-weight falls ${anchor.toFixed(4)} → ${an.toFixed(4)}`);
	await check(page, 'noise', base, ['--noise', '6'], 'entropy');
	await page.click('#noise-clear');

	// temperature
	await page.fill('#tau-num', '0.5');
	await page.press('#tau-num', 'Enter');
	await check(page, 'temperature', base, ['--temperature', '0.5'], 'scores');
	ok(net.length === 0, 'no network request', net.join(' '));
	ok(errors.length === 0, 'no script error', errors.join('; '));

	// a page that starts from many options at once, with repeated words
	const text2 = 'free call on free or call';
	const opts2 = ['--all-tokens', '--random-proj', '16', '--seed', '7', '--no-scale', '--temperature', '0.7',
		'--boost', 'call=1.5', '--noise', '6', '--noise-word', 'the', '--causal', '--swap-value', 'call=land'];
	tool(['-e', emb, '--text', text2, ...opts2, '--html', page2]);
	const p2 = await openPage(ctx, page2);
	for (const f of Object.keys(FMT)) await check(p2.page, 'start from options', ['-e', emb, '--text', text2], opts2, f);
	ok(p2.net.length === 0 && p2.errors.length === 0, 'second page: no request, no error', p2.errors.join('; '));
	await page.setViewportSize({ width: 800, height: 600 });
	const ow = await page.evaluate(() => document.documentElement.scrollWidth);
	ok(ow <= 800, `fits an 800 px wide screen without side scrolling (${ow} px)`);

	// the narrow layout: a phone (390 × 844; 360, the smallest in use) and
	// the desk (1280 px).  On the phone the map comes first, on the first
	// screen, then the row and the output, then the controls, the export
	// last; nothing is wider than the screen (the map scrolls in its own
	// box, its labels staying in sight), every label keeps a readable size,
	// and no menu's chosen text is cut; on the desk the map stands beside
	// the controls, and nothing is wider than the screen either.
	const layout = () => page.evaluate(() => {
		const box = (s) => {
			const r = document.querySelector(s).getBoundingClientRect();
			return { l: r.left, r: r.right, t: r.top + scrollY, w: r.width, h: r.height };
		};
		const px = (s) => parseFloat(getComputedStyle(document.querySelector(s)).fontSize);
		const sc = document.querySelector('#map').parentElement;
		return { sw: document.documentElement.scrollWidth, vw: innerWidth,
			controls: box('#controls'), map: box('#map').t, mapbox: box('#map').w > 0 && box('.scroll'),
			bars: box('#bars'), z: box('#zbars'), tsv: box('#tsv'),
			scroll: getComputedStyle(sc).overflowX, mapw: sc.scrollWidth, mapcw: sc.clientWidth,
			qfont: px('#map th.q button'), kfont: px('#bars .k'), body: px('#summary'),
			// every element outside the map's box that reaches past the
			// screen's right edge (or its left)
			wide: Array.from(document.querySelectorAll('body *')).filter((e) => {
				const r = e.getBoundingClientRect();
				return r.width > 0 && !e.closest('.scroll') && (r.right > innerWidth + 0.5 || r.left < -0.5);
			}).map((e) => `${e.tagName.toLowerCase()}#${e.id} ${Math.round(e.getBoundingClientRect().right)}`),
			// the smallest type of a label (labels, legends, headings,
			// buttons, the menus' text, the map's headers)
			minfont: Math.min(...Array.from(document.querySelectorAll('label:not(.sr), legend, h1, h2, button, select, th'))
				.map((e) => parseFloat(getComputedStyle(e).fontSize))),
			// menus whose chosen text is wider than the room beside the arrow
			cut: Array.from(document.querySelectorAll('select')).filter((s) => {
				const c = document.createElement('canvas').getContext('2d');
				const st = getComputedStyle(s);
				c.font = `${st.fontSize} ${st.fontFamily}`;
				const t = s.options[s.selectedIndex] ? s.options[s.selectedIndex].text : '';
				return c.measureText(t).width > s.clientWidth - 20;
			}).map((s) => s.id) };
	});
	for (const [w, h] of [[390, 844], [360, 740]]) {
		await page.setViewportSize({ width: w, height: h });
		await page.click('#map button[data-q="5"]');
		const L = await layout();
		const inside = (b) => b && b.l >= 0 && b.r <= w + 0.5 && b.w > 0;
		ok(L.sw <= w, `${w} px: no sideways scrolling of the page (${L.sw} px wide)`);
		ok(inside(L.mapbox), `${w} px: the heatmap's box is inside the viewport`, JSON.stringify(L.mapbox));
		ok(/auto|scroll/.test(L.scroll), `${w} px: the map scrolls inside its own box (${L.mapw} px of map in ${L.mapcw} px)`, L.scroll);
		ok(inside(L.bars) && L.bars.h > 0, `${w} px: the row bars are inside the viewport`, JSON.stringify(L.bars));
		ok(inside(L.z) && L.z.h > 0, `${w} px: the output is inside the viewport`, JSON.stringify(L.z));
		ok(inside(L.tsv), `${w} px: the export is inside the viewport`, JSON.stringify(L.tsv));
		ok(L.mapbox && L.mapbox.t < h && L.mapbox.t < L.bars.t && L.bars.t < L.controls.t && L.controls.t < L.tsv.t,
			`${w} px: the map first (at ${L.mapbox && Math.round(L.mapbox.t)} px, on the first screen), then the row, the controls, the export`,
			JSON.stringify([L.mapbox, L.bars, L.controls, L.tsv]));
		ok(L.controls.l >= 0 && L.controls.r <= w + 0.5, `${w} px: the controls inside the viewport`, JSON.stringify(L.controls));
		ok(L.wide.length === 0, `${w} px: nothing outside the map's box is wider than the screen`, L.wide.join(', '));
		ok(L.qfont >= 12 && L.kfont >= 14 && L.body >= 14 && L.minfont >= 12,
			`${w} px: labels readable (query ${L.qfont} px, keys ${L.kfont} px, text ${L.body} px, smallest label ${L.minfont} px)`);
		ok(L.cut.length === 0, `${w} px: no menu's chosen text is cut (d_k's too)`, L.cut.join(', '));
		const bw = (await rowW(page)).length;
		ok(bw === 9, `${w} px: the row of call still has its 9 bars after a tap on the query`);
	}
	await page.setViewportSize({ width: 1280, height: 900 });
	const D = await layout();
	ok(D.sw <= 1280, `1280 px: no sideways scrolling (${D.sw} px)`);
	ok(D.wide.length === 0, '1280 px: nothing outside the map\'s box is wider than the screen', D.wide.join(', '));
	ok(D.cut.length === 0 && D.minfont >= 12, `1280 px: menus whole, labels ${D.minfont} px and more`, D.cut.join(', '));
	ok(D.mapbox && D.mapbox.l > D.controls.r && D.mapbox.r <= 1280, '1280 px: the map stands beside the controls', JSON.stringify([D.controls, D.mapbox]));
	ok(D.bars.r <= 1280 && D.z.r <= 1280 && D.bars.l > D.controls.r, '1280 px: the row bars and the output beside the controls');
} finally {
	await close();
}
console.log(`# largest relative difference page vs attn-map: ${stats.worst.toExponential(2)} (rule: ${TOL})`);
process.exit(failed() ? 1 : 0);
