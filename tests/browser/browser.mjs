// browser.mjs — Debian's chromium driven by playwright-core, as this
// machine runs it (no browser download: executablePath /usr/bin/chromium,
// no network: the background-networking flags, a fresh profile per launch).
import { chromium } from 'playwright-core';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';

export async function launch() {
	const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attn-lab-'));
	const ctx = await chromium.launchPersistentContext(profile, {
		executablePath: CHROMIUM,
		headless: true,
		args: ['--no-sandbox', '--disable-gpu', '--disable-quic',
			'--no-first-run', '--disable-background-networking',
			'--disable-component-update', '--disable-sync'],
		viewport: { width: 1280, height: 900 },
	});
	const close = async () => {
		await ctx.close();
		fs.rmSync(profile, { recursive: true, force: true });
	};
	return { ctx, close };
}

// open a page file; every request that is not file:, data: or blob: is
// recorded (the page must make none), and so is every script error
export async function openPage(ctx, file) {
	const page = await ctx.newPage();
	const net = [], errors = [];
	page.on('request', (r) => {
		if (!/^(file|data|blob):/.test(r.url())) net.push(r.url());
	});
	page.on('pageerror', (e) => errors.push(String(e)));
	page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
	await page.goto('file://' + path.resolve(file));
	try {
		await page.waitForSelector('body[data-ready="1"]', { state: 'attached', timeout: 15000 });
	} catch (e) {
		throw new Error(file + ': the page did not start: ' + errors.join('; '));
	}
	return { page, net, errors };
}
