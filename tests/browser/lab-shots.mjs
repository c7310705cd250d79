// lab-shots.mjs PAGE OUTDIR [README_PNG] — screenshots of an attn-map
// --html page before and after each of the lesson's lab interactions
// (tools/figures/figures-lab.sh; `make figures`), the controls driven as a student
// would (the query clicked, the boost slider dragged, buttons pressed).
// Writes OUTDIR/lab-N-NAME-before.png and -after.png, the whole page at
// 390 px (a phone: the narrow layout) and 1280 px (lab-0-phone-390.png,
// lab-0-desk-1280.png); with README_PNG also a small clip of the map and
// the row (docs/lab.png in docs/GUIDE.md).
import path from 'node:path';
import { launch, openPage } from './browser.mjs';

const [file, out, readme] = process.argv.slice(2);
const { ctx, close } = await launch();
const made = [];
try {
	const { page, errors } = await openPage(ctx, file);
	const shot = async (name) => {
		const p = path.join(out, name + '.png');
		await page.screenshot({ path: p, fullPage: true });
		made.push(p);
	};
	const query = async (word) => {
		const q = await page.$$eval('#map th.q button', (l, w) =>
			l.findIndex((b) => b.textContent === w), word);
		await page.click(`#map button[data-q="${q < 0 ? 0 : q}"]`);
	};
	const start = async () => { await page.click('#reset'); await query('call'); };
	const drag = async (sel, frac) => {
		await page.scrollIntoViewIfNeeded(sel);
		const b = await page.boundingBox(sel);
		await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2);
		await page.mouse.down();
		await page.mouse.move(b.x + b.width * frac, b.y + b.height / 2, { steps: 8 });
		await page.mouse.up();
	};

	// 1. the budget: raise the score of key free, the others fall
	await start();
	await page.selectOption('#boost-key', 'free');
	await shot('lab-1-boost-before');
	await drag('#boost', 0.6);
	await shot('lab-1-boost-after');
	console.log('figures-lab: boost of free: ' + await page.inputValue('#boost-num'));
	if (readme) {	/* the map and the row only, small type: a few tens of KB */
		await page.addStyleTag({ content: ':root { font-size: 14px } #bars, #summary { max-width: 30rem }' });
		const r = await page.boundingBox('#map');
		const z = await page.boundingBox('#bars');
		await page.screenshot({ path: readme, clip: { x: Math.floor(r.x) - 4, y: Math.floor(r.y) - 4,
			width: Math.ceil(Math.max(r.width, z.x + z.width - r.x)) + 8,
			height: Math.ceil(z.y + z.height - r.y) + 8 } });
		made.push(readme);
		await page.reload();
		await page.waitForSelector('body[data-ready="1"]', 15000);
	}
	// 2. address and content: swap the value of call for free's
	await start();
	await page.selectOption('#swap-key', 'call');
	await page.selectOption('#swap-with', 'free');
	await shot('lab-2-swap-before');
	await page.click('#swap');
	await shot('lab-2-swap-after');
	// 3. no 1/sqrt(d_k) at d_k = 256: the row collapses; then back
	await start();
	await page.selectOption('#dk', '256');
	await shot('lab-3-noscale-before');
	await page.click('#scale');
	await shot('lab-3-noscale-after');
	await page.click('#scale');
	await shot('lab-3-noscale-back');
	// 4. the causal mask: the future is exactly 0
	await start();
	await shot('lab-4-causal-before');
	await page.click('#causal');
	await shot('lab-4-causal-after');
	// 5. dilution: six noise tokens
	await start();
	await shot('lab-5-noise-before');
	await page.click('#noise-add');
	await shot('lab-5-noise-after');
	// the page on a phone (390 px, the narrow layout) and on the desk
	await start();
	await page.setViewportSize({ width: 390, height: 844 });
	await shot('lab-0-phone-390');
	await page.setViewportSize({ width: 1280, height: 900 });
	await shot('lab-0-desk-1280');
	if (errors.length) throw new Error('script errors in the page: ' + errors.join('; '));
} finally {
	await close();
}
for (const p of made) console.log('figures-lab: ' + p);
