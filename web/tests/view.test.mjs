// The board's pure geometry (src/board/view.ts and art.ts), loaded through Vite so the
// TypeScript runs as is: screen ↔ board round trips, fitting, zooming about a point, and the
// rotation matching the core's (each quarter clockwise, (x, y) → (y, −x)).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'vite';
import { WEB } from './browser.mjs';

let vite;
let view;
let art;

before(async () => {
  vite = await createServer({ root: WEB, logLevel: 'error', server: { middlewareMode: true, hmr: false } });
  view = await vite.ssrLoadModule('/src/board/view.ts');
  art = await vite.ssrLoadModule('/src/board/art.ts');
});

after(() => vite?.close());

test('a cell centre maps back to its cell; y grows north, up the screen', () => {
  const t = { scale: 50, x: 200, y: 400 };
  for (const cell of [{ x: 0, y: 0 }, { x: 3, y: -2 }, { x: -7, y: 5 }]) {
    const at = view.cellToScreen(t, cell);
    assert.deepEqual(view.screenToCell(t, at.x, at.y), cell);
    assert.deepEqual(view.screenToCell(t, at.x + 24, at.y - 24), cell);
    assert.deepEqual(view.screenToCell(t, at.x + 26, at.y), { x: cell.x + 1, y: cell.y });
  }
  assert.ok(view.cellToScreen(t, { x: 0, y: 1 }).y < view.cellToScreen(t, { x: 0, y: 0 }).y);
});

test('fitting shows every cell of the bounds, centred', () => {
  const bounds = { min: { x: -3, y: -1 }, max: { x: 4, y: 6 } };
  const t = view.fitTransform(bounds, 390, 700, 0.5);
  for (const cell of [bounds.min, bounds.max]) {
    const at = view.cellToScreen(t, cell);
    assert.ok(at.x - t.scale / 2 >= 0 && at.x + t.scale / 2 <= 390, JSON.stringify(at));
    assert.ok(at.y - t.scale / 2 >= 0 && at.y + t.scale / 2 <= 700, JSON.stringify(at));
  }
  const centre = view.screenToBoard(t, 195, 350);
  assert.ok(Math.abs(centre.x - 0.5) < 1e-9 && Math.abs(centre.y - 2.5) < 1e-9);
});

test('zooming keeps the point under the fingers and stays within the limits', () => {
  const t = { scale: 60, x: 10, y: 20 };
  const before = view.screenToBoard(t, 120, 300);
  const z = view.zoomAbout(t, 120, 300, 2);
  assert.equal(z.scale, 120);
  const after = view.screenToBoard(z, 120, 300);
  assert.ok(Math.abs(after.x - before.x) < 1e-9 && Math.abs(after.y - before.y) < 1e-9);
  assert.equal(view.zoomAbout(t, 0, 0, 100, { min: 10, max: 200 }).scale, 200);
  assert.equal(view.zoomAbout(t, 0, 0, 0.01, { min: 10, max: 200 }).scale, 10);
});

test('rotation turns clockwise a quarter at a time, as the core does', () => {
  const north = { x: 0, y: 0.5 };
  assert.deepEqual(art.rotatePoint(north, 0), north);
  assert.deepEqual(art.rotatePoint(north, 90), { x: 0.5, y: -0 });
  assert.deepEqual(art.rotatePoint(north, 180), { x: -0, y: -0.5 });
  assert.deepEqual(art.rotatePoint(north, 270), { x: -0.5, y: 0 });
});
