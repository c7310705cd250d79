// cdp.mjs — a small driver for Debian's chromium over the Chrome DevTools
// Protocol, with Node's built-ins only (node >= 18: no npm package, no
// WebSocket).  Chromium is started with --remote-debugging-pipe: it reads
// commands from its file descriptor 3 and writes replies and events to its
// descriptor 4, each message one JSON text ended by a NUL byte.
//
// Every wait has a time limit (a command's reply, a page load, a selector),
// so a hung browser fails the caller in bounded time; chromium is killed
// whatever happens: by close(), when it stops answering, and when this
// process exits or is interrupted.
//
//   const b = await launch({ executable, args, timeout });
//   const page = await b.newPage({ width, height });
//   page.on('request' | 'pageerror' | 'console', ...);
//   await page.goto('file:///...'); ... await b.close();
//
// The page's methods follow the names of the usual browser-test libraries
// (click, fill, selectOption, $$eval, ...).  Input is real: clicks and drags
// are Input.dispatchMouseEvent at the element's box on the screen (after a
// check that the element is what the point hits), keys are
// Input.dispatchKeyEvent, typing is Input.insertText.  Only selecting an
// <option> is done in the page's script (set it, then fire input and
// change), as those libraries do: a headless <select> has no popup to click.
import { spawn } from 'node:child_process';
import { EventEmitter } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const alive = new Map();	// chromium processes not yet closed -> their profile
function killAll() {
	for (const [c, profile] of alive) {
		try { c.kill('SIGKILL'); } catch (e) { /* gone already */ }
		try { fs.rmSync(profile, { recursive: true, force: true }); } catch (e) { /* best effort */ }
	}
}
process.on('exit', killAll);
for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'])
	process.on(sig, () => { killAll(); process.exit(128 + os.constants.signals[sig]); });

// promise that settles with P or rejects after MS with "WHAT: timed out"
function timed(p, ms, what) {
	let t;
	const limit = new Promise((_, reject) => {
		t = setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms);
	});
	return Promise.race([p, limit]).finally(() => clearTimeout(t));
}
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// keys that press() knows: key, code, Windows virtual key code, text typed
const KEYS = {
	Enter: { code: 'Enter', keyCode: 13, text: '\r' },
	Tab: { code: 'Tab', keyCode: 9 },
	Space: { key: ' ', code: 'Space', keyCode: 32, text: ' ' },
	' ': { key: ' ', code: 'Space', keyCode: 32, text: ' ' },
	Escape: { code: 'Escape', keyCode: 27 },
	Backspace: { code: 'Backspace', keyCode: 8 },
	Delete: { code: 'Delete', keyCode: 46 },
	ArrowLeft: { code: 'ArrowLeft', keyCode: 37 },
	ArrowUp: { code: 'ArrowUp', keyCode: 38 },
	ArrowRight: { code: 'ArrowRight', keyCode: 39 },
	ArrowDown: { code: 'ArrowDown', keyCode: 40 },
	Home: { code: 'Home', keyCode: 36 },
	End: { code: 'End', keyCode: 35 },
	PageUp: { code: 'PageUp', keyCode: 33 },
	PageDown: { code: 'PageDown', keyCode: 34 },
};

// launch({ executable, args, timeout }): start chromium on a fresh profile
// (removed at close); TIMEOUT (ms, default 30000) bounds every command
export async function launch({ executable = '/usr/bin/chromium', args = [], timeout = 30000 } = {}) {
	const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'attn-cdp-'));
	const child = spawn(executable, [...args, '--remote-debugging-pipe',
		`--user-data-dir=${profile}`, 'about:blank'],
	{ stdio: ['ignore', 'ignore', 'pipe', 'pipe', 'pipe'] });
	alive.set(child, profile);
	const b = new Browser(child, profile, timeout);
	try {
		await b.send('Browser.getVersion');
	} catch (e) {
		await b.close();
		throw new Error(`${executable} did not start: ${e.message}${b.stderrTail()}`);
	}
	return b;
}

class Browser {
	constructor(child, profile, timeout) {
		this.child = child;
		this.profile = profile;
		this.timeout = timeout;
		this.id = 0;
		this.pending = new Map();	// id -> { resolve, reject, method }
		this.sessions = new Map();	// sessionId -> Page
		this.err = '';
		this.exited = null;
		this.exit = new Promise((resolve) => child.once('exit', (code, sig) => {
			this.exited = sig ? `killed by ${sig}` : `exit ${code}`;
			for (const p of this.pending.values())
				p.reject(new Error(`${p.method}: chromium ended (${this.exited})${this.stderrTail()}`));
			this.pending.clear();
			resolve();
		}));
		child.once('error', (e) => { this.err += `\nspawn: ${e.message}`; });
		child.stdio[2].on('data', (d) => { this.err = (this.err + d).slice(-2000); });
		this.out = child.stdio[3];
		this.out.on('error', () => { /* reported through exit */ });
		let buf = Buffer.alloc(0);
		child.stdio[4].on('data', (d) => {
			buf = Buffer.concat([buf, d]);
			let z;
			while ((z = buf.indexOf(0)) >= 0) {
				const text = buf.subarray(0, z).toString('utf8');
				buf = buf.subarray(z + 1);
				this.dispatch(JSON.parse(text));
			}
		});
	}
	stderrTail() {
		const t = this.err.trim().split('\n').slice(-3).join(' | ');
		return t ? ` [chromium: ${t}]` : '';
	}
	dispatch(msg) {
		if (msg.id !== undefined) {
			const p = this.pending.get(msg.id);
			if (!p) return;
			this.pending.delete(msg.id);
			if (msg.error) p.reject(new Error(`${p.method}: ${msg.error.message}${msg.error.data ? ' (' + msg.error.data + ')' : ''}`));
			else p.resolve(msg.result);
		} else if (msg.sessionId) {
			const page = this.sessions.get(msg.sessionId);
			if (page) page.event(msg.method, msg.params);
		}
	}
	// send METHOD with PARAMS (to SESSION's target if given); the reply's result
	send(method, params = {}, session, ms = this.timeout) {
		if (this.exited) return Promise.reject(new Error(`${method}: chromium ended (${this.exited})`));
		const id = ++this.id;
		const msg = { id, method, params };
		if (session) msg.sessionId = session;
		const p = new Promise((resolve, reject) => this.pending.set(id, { resolve, reject, method }));
		this.out.write(JSON.stringify(msg) + '\0');
		return timed(p, ms, method).catch((e) => {
			this.pending.delete(id);
			throw e;
		});
	}
	// a new tab, WIDTH × HEIGHT CSS pixels, its events on, about:blank
	async newPage({ width = 1280, height = 900 } = {}) {
		const { targetId } = await this.send('Target.createTarget', { url: 'about:blank' });
		const { sessionId } = await this.send('Target.attachToTarget', { targetId, flatten: true });
		const page = new Page(this, sessionId, targetId);
		this.sessions.set(sessionId, page);
		await Promise.all(['Page.enable', 'Runtime.enable', 'Network.enable', 'Log.enable']
			.map((m) => page.send(m)));
		await page.send('Emulation.setFocusEmulationEnabled', { enabled: true });
		await page.setViewportSize({ width, height });
		return page;
	}
	// ask chromium to quit; kill it if it has not within 5 s; remove the profile
	async close() {
		if (!this.exited) {
			this.send('Browser.close', {}, undefined, 5000).catch(() => {});
			await timed(this.exit, 5000, 'Browser.close').catch(() => {
				this.child.kill('SIGKILL');
				return timed(this.exit, 5000, 'kill -9 chromium');
			}).catch(() => {});
		}
		alive.delete(this.child);
		fs.rmSync(this.profile, { recursive: true, force: true });
	}
}

class Page extends EventEmitter {
	constructor(browser, session, targetId) {
		super();
		this.browser = browser;
		this.session = session;
		this.targetId = targetId;
		this.mouseAt = { x: 0, y: 0 };
		this.buttons = 0;
		this.keyboard = { press: (key) => this.pressKey(key) };
		this.mouse = {
			move: (x, y, o) => this.mouseMove(x, y, o),
			down: () => this.mouseButton('mousePressed'),
			up: () => this.mouseButton('mouseReleased'),
		};
	}
	send(method, params, ms) { return this.browser.send(method, params, this.session, ms); }
	// CDP events → 'request' (URL), 'pageerror' (text), 'console' ({ type, text }),
	// and 'cdp:METHOD' (params) for waits
	event(method, p) {
		if (method === 'Network.requestWillBeSent') this.emit('request', p.request.url);
		else if (method === 'Runtime.exceptionThrown') {
			const d = p.exceptionDetails;
			this.emit('pageerror', (d.exception && d.exception.description) || d.text);
		} else if (method === 'Runtime.consoleAPICalled') {
			const text = p.args.map((a) => ('value' in a ? String(a.value) : a.description || a.type)).join(' ');
			this.emit('console', { type: p.type, text });
		} else if (method === 'Log.entryAdded') {
			// the browser's own messages (a file that failed to load, ...)
			this.emit('console', { type: p.entry.level, text: p.entry.text + (p.entry.url ? ' ' + p.entry.url : '') });
		}
		this.emit('cdp:' + method, p);
	}
	// the next event METHOD, within MS
	waitEvent(method, ms = this.browser.timeout) {
		let f;
		const p = new Promise((resolve) => { f = resolve; this.once('cdp:' + method, f); });
		return timed(p, ms, `waiting for ${method}`).finally(() => this.off('cdp:' + method, f));
	}
	// (the load is awaited only after the command; until then a time-out
	// of it is not an unhandled rejection)
	async goto(url) {
		const loaded = this.waitEvent('Page.loadEventFired');
		loaded.catch(() => {});
		const r = await this.send('Page.navigate', { url });
		if (r.errorText) throw new Error(`${url}: ${r.errorText}`);
		await loaded;
	}
	async reload() {
		const loaded = this.waitEvent('Page.loadEventFired');
		loaded.catch(() => {});
		await this.send('Page.reload', {});
		await loaded;
	}
	// FN(...ARGS) in the page (FN a function or its source); its value, by value
	async evaluate(fn, ...args) {
		const expression = `(${fn})(${args.map((a) => JSON.stringify(a === undefined ? null : a)).join(', ')})`;
		const r = await this.send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true, userGesture: true });
		if (r.exceptionDetails) {
			const d = r.exceptionDetails;
			throw new Error((d.exception && d.exception.description) || d.text);
		}
		return r.result.value;
	}
	// FN(all elements matching SEL, ARG)
	$$eval(sel, fn, arg) {
		return this.evaluate(`(sel, arg) => (${fn})(Array.from(document.querySelectorAll(sel)), arg)`, sel, arg);
	}
	// FN(the first element matching SEL, ARG); an error when there is none
	$eval(sel, fn, arg) {
		return this.evaluate(`(sel, arg) => { const e = document.querySelector(sel);
			if (!e) throw new Error('no element ' + sel); return (${fn})(e, arg); }`, sel, arg);
	}
	// until EXPR (page script) is true; an error after MS
	async waitFor(expr, ms = this.browser.timeout) {
		const end = Date.now() + ms;
		for (;;) {
			if (await this.evaluate(`() => !!(${expr})`)) return;
			if (Date.now() > end) throw new Error(`waiting for ${expr}: not true in ${ms} ms`);
			await sleep(50);
		}
	}
	waitForSelector(sel, ms) {
		return this.waitFor(`document.querySelector(${JSON.stringify(sel)})`, ms);
	}
	inputValue(sel) { return this.$eval(sel, (e) => e.value); }
	getAttribute(sel, name) { return this.$eval(sel, (e, n) => e.getAttribute(n), name); }
	textContent(sel) { return this.$eval(sel, (e) => e.textContent); }
	isChecked(sel) { return this.$eval(sel, (e) => e.checked); }
	focus(sel) {
		return this.$eval(sel, (e) => {
			e.focus();
			if (document.activeElement !== e) throw new Error('cannot focus ' + e.id);
		});
	}
	async scrollIntoViewIfNeeded(sel) {
		await this.$eval(sel, (e) => e.scrollIntoViewIfNeeded ? e.scrollIntoViewIfNeeded(true)
			: e.scrollIntoView({ block: 'center', inline: 'center' }));
	}
	// SEL's box in CSS pixels from the viewport's top left
	boundingBox(sel) {
		return this.$eval(sel, (e) => {
			const r = e.getBoundingClientRect();
			return { x: r.x, y: r.y, width: r.width, height: r.height };
		});
	}
	// a point inside SEL, on the screen, that hits SEL (or a child of it)
	async clickPoint(sel) {
		await this.scrollIntoViewIfNeeded(sel);
		return this.$eval(sel, (e) => {
			const r = e.getBoundingClientRect();
			if (r.width === 0 || r.height === 0) throw new Error(`${e.id || e.tagName}: not visible`);
			if (e.disabled) throw new Error(`${e.id || e.tagName}: disabled`);
			const x = r.x + r.width / 2, y = r.y + r.height / 2;
			const hit = document.elementFromPoint(x, y);
			if (!hit || !(hit === e || e.contains(hit)))
				throw new Error(`${e.id || e.tagName}: the point (${x}, ${y}) hits ${hit ? hit.outerHTML.slice(0, 80) : 'nothing'}`);
			return { x, y };
		});
	}
	async mouseMove(x, y, { steps = 1 } = {}) {
		const from = this.mouseAt;
		for (let i = 1; i <= steps; i++) {
			await this.send('Input.dispatchMouseEvent', {
				type: 'mouseMoved', x: from.x + (x - from.x) * i / steps, y: from.y + (y - from.y) * i / steps,
				button: this.buttons ? 'left' : 'none', buttons: this.buttons,
			});
		}
		this.mouseAt = { x, y };
	}
	async mouseButton(type) {
		this.buttons = type === 'mousePressed' ? 1 : 0;
		await this.send('Input.dispatchMouseEvent', {
			type, x: this.mouseAt.x, y: this.mouseAt.y, button: 'left',
			buttons: this.buttons, clickCount: 1,
		});
	}
	async click(sel) {
		const { x, y } = await this.clickPoint(sel);
		await this.mouseMove(x, y);
		await this.mouseButton('mousePressed');
		await this.mouseButton('mouseReleased');
	}
	async pressKey(name) {
		const k = KEYS[name];
		if (!k) throw new Error(`press: unknown key ${name}`);
		const ev = { key: k.key || name, code: k.code, windowsVirtualKeyCode: k.keyCode, nativeVirtualKeyCode: k.keyCode };
		await this.send('Input.dispatchKeyEvent', k.text
			? { type: 'keyDown', ...ev, text: k.text, unmodifiedText: k.text }
			: { type: 'rawKeyDown', ...ev });
		await this.send('Input.dispatchKeyEvent', { type: 'keyUp', ...ev });
	}
	async press(sel, key) {
		await this.focus(sel);
		await this.pressKey(key);
	}
	// type VALUE into the field SEL in place of what it holds
	async fill(sel, value) {
		await this.$eval(sel, (e) => {
			e.focus();
			if (document.activeElement !== e) throw new Error('cannot focus ' + e.id);
			e.select();
		});
		if (value === '') await this.pressKey('Delete');
		else await this.send('Input.insertText', { text: String(value) });
		const got = await this.inputValue(sel);
		if (got !== String(value)) throw new Error(`fill ${sel}: it holds '${got}', not '${value}'`);
	}
	// pick the <option> whose value (or else label) is VALUE; fire input, change
	async selectOption(sel, value) {
		await this.$eval(sel, (e, v) => {
			const o = Array.from(e.options).find((x) => x.value === v) ||
				Array.from(e.options).find((x) => x.label === v);
			if (!o) throw new Error(`${e.id}: no option ${v}`);
			if (e.disabled) throw new Error(`${e.id}: disabled`);
			e.focus();
			o.selected = true;
			e.dispatchEvent(new Event('input', { bubbles: true }));
			e.dispatchEvent(new Event('change', { bubbles: true }));
		}, String(value));
	}
	addStyleTag({ content }) {
		return this.evaluate((css) => {
			const s = document.createElement('style');
			s.textContent = css;
			document.head.appendChild(s);
		}, content);
	}
	async setViewportSize({ width, height }) {
		this.viewport = { width, height };
		await this.send('Emulation.setDeviceMetricsOverride', { width, height, deviceScaleFactor: 1, mobile: false });
	}
	// a PNG to PATH: the viewport; the whole page (fullPage); or CLIP, a box
	// in viewport coordinates as boundingBox gives them
	async screenshot({ path: file, fullPage = false, clip } = {}) {
		const p = { format: 'png', captureBeyondViewport: true };
		if (clip) {
			const s = await this.evaluate(() => ({ x: window.scrollX, y: window.scrollY }));
			p.clip = { x: clip.x + s.x, y: clip.y + s.y, width: clip.width, height: clip.height, scale: 1 };
		} else if (fullPage) {
			const m = await this.send('Page.getLayoutMetrics');
			const c = m.cssContentSize || m.contentSize;
			p.clip = { x: 0, y: 0, width: Math.ceil(c.width), height: Math.ceil(c.height), scale: 1 };
		} else p.captureBeyondViewport = false;
		const { data } = await this.send('Page.captureScreenshot', p, 60000);
		const png = Buffer.from(data, 'base64');
		if (file) fs.writeFileSync(file, png);
		return png;
	}
}
