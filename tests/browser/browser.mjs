// browser.mjs — Debian's chromium as this machine runs it, driven by
// cdp.mjs (Node's built-ins only: no npm package, no browser download):
// headless, no network (the background-networking flags), a fresh profile
// per launch, a 1280 × 900 viewport.
import path from 'node:path';
import { launch as cdpLaunch } from './cdp.mjs';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FLAGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic',
	'--no-first-run', '--disable-background-networking',
	'--disable-component-update', '--disable-sync',
	'--hide-scrollbars'];	// screenshots without scrollbars, as before

// the browser; ctx.newPage() opens a tab, close() ends chromium.  Each
// command may take 120 s, a bound against a hang, not a speed: chromium
// took more than 30 s to start on the 2-core machine at load 5 (two
// failures of attn-map-html-tokens, passing alone)
export async function launch() {
	const b = await cdpLaunch({ executable: CHROMIUM, args: FLAGS, timeout: 120000 });
	const ctx = { newPage: () => b.newPage({ width: 1280, height: 900 }) };
	return { ctx, close: () => b.close() };
}

// open a page file; every request that is not file:, data: or blob: is
// recorded (the page must make none), and so is every script error and
// every error message of the console
export async function openPage(ctx, file) {
	const page = await ctx.newPage();
	const net = [], errors = [];
	page.on('request', (url) => {
		if (!/^(file|data|blob):/.test(url)) net.push(url);
	});
	page.on('pageerror', (e) => errors.push(String(e)));
	page.on('console', (m) => { if (m.type === 'error') errors.push(m.text); });
	await page.goto('file://' + path.resolve(file));
	try {
		await page.waitForSelector('body[data-ready="1"]', 15000);
	} catch (e) {
		throw new Error(file + ': the page did not start: ' + [e.message, ...errors].join('; '));
	}
	return { page, net, errors };
}
