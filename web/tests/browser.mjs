// Shared helpers for the browser tests: Debian's Chromium driven by playwright-core (never a
// downloaded browser) as a phone, a tiny static server for web/dist, real touch input, and
// screenshots into web/test-output/.
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const WEB = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const DIST = join(WEB, 'dist');
export const OUTPUT = join(WEB, 'test-output');
export const CHROMIUM = process.env.CHROMIUM ?? '/usr/bin/chromium';

const ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** An iPhone-sized phone: 390 × 844 CSS px at 3×, touch. */
export const PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
};

/**
 * Chromium with a fresh profile (so storage, OPFS and service workers behave as in a real
 * one) as a phone. Returns the context, its first page and `close`, which also deletes the
 * profile.
 */
export async function launchPhone(options = {}) {
  const profile = mkdtempSync(join(tmpdir(), 'catapult-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: ARGS,
    ...PHONE,
    ...options,
  });
  const page = context.pages()[0] ?? (await context.newPage());
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  return {
    context,
    page,
    errors,
    async close() {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the files under `root` (default web/dist) on a free localhost port (localhost is a
 * secure context, as service workers need). Returns `url` (ending in /) and `close`.
 */
export async function serve(root = DIST) {
  const base = resolve(root);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
    let file = normalize(join(base, path));
    if (file !== base && !file.startsWith(base + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      if (statSync(file).isDirectory()) file = join(file, 'index.html');
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': MIME[extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
    }
  });
  await new Promise((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address();
  return {
    url: `http://localhost:${port}/`,
    close: () => new Promise((done) => server.close(done)),
  };
}

/** Taps page point (`x`, `y`), CSS px. */
export async function tap(page, x, y) {
  await page.touchscreen.tap(x, y);
}

/**
 * A real touch gesture through the DevTools protocol: fingers move from `from[i]` to `to[i]`
 * (page CSS px) in `ms` milliseconds, a move every 1/60 s. One finger swipes, two pinch.
 */
export async function swipe(page, from, to, ms = 300) {
  const cdp = await page.context().newCDPSession(page);
  const points = (t) =>
    from.map((start, i) => ({
      x: start.x + (to[i].x - start.x) * t,
      y: start.y + (to[i].y - start.y) * t,
      id: i,
      radiusX: 4,
      radiusY: 4,
      force: 1,
    }));
  const send = (type, touchPoints) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints });
  await send('touchStart', points(0));
  const steps = Math.max(2, Math.round((ms / 1000) * 60));
  for (let step = 1; step <= steps; step += 1) {
    await send('touchMove', points(step / steps));
    await new Promise((done) => setTimeout(done, 1000 / 60));
  }
  await send('touchEnd', []);
  await cdp.detach();
}

/**
 * Saves a screenshot of `page` as web/test-output/`name`.png; returns its path. Transitions are
 * run to their end first, so a switch just tapped is drawn where it ends, not half-way.
 */
export async function screenshot(page, name) {
  mkdirSync(OUTPUT, { recursive: true });
  const path = join(OUTPUT, `${name}.png`);
  await page.screenshot({ path, animations: 'disabled' });
  return path;
}

/** Whether web/dist holds a build. */
export function built() {
  try {
    return statSync(join(DIST, 'index.html')).isFile();
  } catch {
    return false;
  }
}
