// The board's pure geometry (src/board/view.ts and art.ts), loaded through Vite so the
// TypeScript runs as is: screen ↔ board round trips, north up and turned, fitting, zooming
// about a point, gliding between two views, the rotation matching the core's (each quarter
// clockwise, (x, y) → (y, −x)), and the round's camera put on a screen by the core's rule.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'vite';
import { WEB } from './browser.mjs';

let vite;
let view;
let art;
let camera;

before(async () => {
  vite = await createServer({ root: WEB, logLevel: 'error', server: { middlewareMode: true, hmr: false } });
  view = await vite.ssrLoadModule('/src/board/view.ts');
  art = await vite.ssrLoadModule('/src/board/art.ts');
  camera = await vite.ssrLoadModule('/src/game/round/camera.ts');
});

const near = (a, b, what) => assert.ok(Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9, `${what}: ${JSON.stringify(a)} ≠ ${JSON.stringify(b)}`);

after(() => vite?.close());

test('a cell centre maps back to its cell; y grows north, up the screen', () => {
  const t = { scale: 50, turn: 0, x: 200, y: 400 };
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
  const t = { scale: 60, turn: 0.4, x: 10, y: 20 };
  const before = view.screenToBoard(t, 120, 300);
  const z = view.zoomAbout(t, 120, 300, 2);
  assert.equal(z.scale, 120);
  const after = view.screenToBoard(z, 120, 300);
  assert.ok(Math.abs(after.x - before.x) < 1e-9 && Math.abs(after.y - before.y) < 1e-9);
  assert.equal(view.zoomAbout(t, 0, 0, 100, { min: 10, max: 200 }).scale, 200);
  assert.equal(view.zoomAbout(t, 0, 0, 0.01, { min: 10, max: 200 }).scale, 10);
  assert.equal(z.turn, t.turn, 'zooming keeps the turn');
});

test('a turned view: board points round-trip, and north goes where the turn puts it', () => {
  const t = { scale: 40, turn: Math.PI / 2, x: 100, y: 300 };
  for (const p of [{ x: 0, y: 0 }, { x: 2.5, y: -1 }, { x: -4, y: 3 }]) {
    const at = view.boardToScreen(t, p);
    near(view.screenToBoard(t, at.x, at.y), p, 'round trip');
  }
  // Turned a quarter counter-clockwise: east points up the screen, north to the left.
  near(view.boardToScreen(t, { x: 1, y: 0 }), { x: 100, y: 260 }, 'east');
  near(view.boardToScreen(t, { x: 0, y: 1 }), { x: 60, y: 300 }, 'north');
  near(view.directionOnScreen(t, 0), { x: 0, y: -1 }, 'the direction east');
});

test('a glide between two views starts and ends on them, moves the centre straight and turns the short way', () => {
  const from = { scale: 40, turn: 0.2, x: 100, y: 300 };
  const to = { scale: 80, turn: -0.3 + 2 * Math.PI, x: 250, y: 120 };
  near(view.viewBetween(from, to, 0, 390, 600), from, 'start');
  assert.deepEqual(view.viewBetween(from, to, 1, 390, 600), to);
  const half = view.viewBetween(from, to, 0.5, 390, 600);
  assert.ok(Math.abs(half.scale - Math.sqrt(40 * 80)) < 1e-9, 'the zoom changes by ratio');
  assert.ok(Math.abs(half.turn - -0.05) < 1e-9, `the short way round: ${half.turn}`);
  const a = view.screenToBoard(from, 195, 300);
  const b = view.screenToBoard(to, 195, 300);
  near(view.screenToBoard(half, 195, 300), { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 }, 'the centre half-way');
});

test("the round's camera on a screen: its anchor at the bottom middle, its facing up, as large as it fits", () => {
  // A seat at the west edge facing east (up = 0): the table turns a quarter counter-clockwise.
  const frame = {
    seat: 1, up: 0, turn: Math.PI / 2, centre: { x: -0.1, y: 0.02 }, width: 0.4, height: 0.6,
    anchor: { x: -0.4, y: 0.02 }, seat_mark: { x: -0.38, y: 0.02 }, subject: 'board', must_show: [],
  };
  const t = camera.cameraTransform(frame, 360, 400);
  assert.ok(Math.abs(t.scale - 400 / 0.6) < 1e-9, 'the height limits the scale here');
  near(view.boardToScreen(t, frame.anchor), { x: 180, y: 400 }, 'the anchor');
  near(view.boardToScreen(t, frame.centre), { x: 180, y: 200 }, 'the centre');
  near(view.directionOnScreen(t, frame.up), { x: 0, y: -1 }, 'the facing');
  assert.equal(camera.cameraTransform(frame, 0, 400), null);
  // In tile units: a board whose cell (0, 0) lies at the table's (0.1, 0) with 45 mm tiles.
  const round = { board_origin: { x: 0.1, y: 0 }, tile_size: 0.045 };
  const board = camera.cameraFraming(round, frame)(360, 400);
  near(view.boardToScreen(board, { x: (-0.4 - 0.1) / 0.045, y: 0.02 / 0.045 }), { x: 180, y: 400 }, 'the anchor, in tiles');
});

test('rotation turns clockwise a quarter at a time, as the core does', () => {
  const north = { x: 0, y: 0.5 };
  assert.deepEqual(art.rotatePoint(north, 0), north);
  assert.deepEqual(art.rotatePoint(north, 90), { x: 0.5, y: -0 });
  assert.deepEqual(art.rotatePoint(north, 180), { x: -0, y: -0.5 });
  assert.deepEqual(art.rotatePoint(north, 270), { x: -0.5, y: 0 });
});
