// The board canvas on a phone, on the fixture scenes (tests/fixtures/scene.json, dumped from
// the core by core/examples/dump_scene.rs): taps report cells and follower spots, a swipe pans,
// a pinch and the wheel zoom, and followers a flight slides are drawn where they are;
// screenshots go to web/test-output/board-*.png.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'vite';
import { WEB, launchPhone, screenshot, swipe, tap } from './browser.mjs';

let vite;
let phone;

before(async () => {
  vite = await createServer({
    root: WEB,
    logLevel: 'error',
    server: { host: '127.0.0.1', port: 0, hmr: false },
  });
  await vite.listen();
  phone = await launchPhone();
});

after(async () => {
  await phone?.close();
  await vite?.close();
});

/** Opens the test page on `scene` and waits for its first frame. */
async function open(query) {
  const { page } = phone;
  const url = new URL(`tests/pages/board.html?${query}`, vite.resolvedUrls.local[0]);
  await page.goto(url.href);
  await page.waitForFunction(() => window.ready === true);
  return page;
}

const view = (page) => page.evaluate(() => window.board.getView());
const lastTap = (page) => page.evaluate(() => window.taps.at(-1) ?? null);

test('tapping a tile, then a legal cell, reports each cell', async () => {
  const page = await open('scene=place&select=0');
  const { tiles, legal } = await page.evaluate(() => ({ tiles: window.scene.tiles, legal: window.scene.turn.legal }));
  const v = await view(page);
  assert.ok(v.scale >= 24, `a tile is ${v.scale} px`);
  // Sharp on a 3× screen: a canvas pixel for every device pixel.
  assert.deepEqual(
    await page.evaluate(() => [window.board.canvas.width, window.board.canvas.height]),
    [390 * 3, 844 * 3],
  );
  for (const cell of [tiles[3].cell, tiles.at(-1).cell, legal.at(-1).cell]) {
    const at = await page.evaluate((c) => window.board.cellToScreen(c), cell);
    assert.ok(at.x > 0 && at.x < 390 && at.y > 0 && at.y < 844, `cell ${JSON.stringify(cell)} on screen`);
    await tap(page, at.x + v.scale * 0.3, at.y - v.scale * 0.3);
    assert.deepEqual((await lastTap(page))?.cell, cell);
  }
  assert.equal(await page.evaluate(() => window.taps.length), 3);
  await screenshot(page, 'board-place');
  // The drawn tile previewed on the selected cell, close up.
  await page.evaluate(() => window.board.focusCell(window.scene.turn.legal[0].cell, 130));
  await page.waitForTimeout(50);
  await screenshot(page, 'board-selected');
});

test('a swipe pans without tapping; a pinch and the wheel zoom', async () => {
  const page = await open('scene=place');
  const before = await view(page);
  await swipe(page, [{ x: 150, y: 400 }], [{ x: 250, y: 460 }], 250);
  const panned = await view(page);
  assert.equal(panned.scale, before.scale);
  assert.ok(Math.abs(panned.x - before.x - 100) < 2, `x moved ${panned.x - before.x}`);
  assert.ok(Math.abs(panned.y - before.y - 60) < 2, `y moved ${panned.y - before.y}`);
  assert.equal(await page.evaluate(() => window.taps.length), 0);

  await swipe(page, [{ x: 160, y: 420 }, { x: 230, y: 420 }], [{ x: 90, y: 420 }, { x: 300, y: 420 }], 300);
  const pinched = await view(page);
  assert.ok(pinched.scale > panned.scale * 2.5, `scale ${panned.scale} → ${pinched.scale}`);
  // The board point under the fingers' midpoint (195, 420) stays under it.
  const mid = (t) => ({ x: (195 - t.x) / t.scale, y: (t.y - 420) / t.scale });
  assert.ok(Math.abs(mid(pinched).x - mid(panned).x) < 0.05);
  assert.ok(Math.abs(mid(pinched).y - mid(panned).y) < 0.05);
  await screenshot(page, 'board-pinched');

  await page.mouse.move(195, 420);
  await page.mouse.wheel(0, 300);
  await page.waitForFunction((s) => window.board.getView().scale < s, pinched.scale);
  assert.equal(await page.evaluate(() => window.taps.length), 0);

  await page.evaluate(() => window.board.fitBoard());
  assert.deepEqual(await view(page), before);
});

test('follower spots: each circle taps as its spot, at the fitted and a close zoom', async () => {
  const page = await open('scene=follower');
  const { placed, choices } = await page.evaluate(() => ({
    placed: window.scene.turn.placed_this_turn,
    choices: window.scene.turn.follower_choices,
  }));
  assert.ok(placed && choices.length > 1, 'the fixture has follower choices');
  const tapEach = async () => {
    const circles = await page.evaluate(() => window.board.spotPositions());
    assert.equal(circles.length, choices.length);
    for (const [index, at] of circles.entries()) {
      await tap(page, at.x + 3, at.y - 3);
      const hit = await lastTap(page);
      assert.equal(hit.spot?.index, index, `spot ${index + 1} at ${JSON.stringify(at)}`);
      assert.equal(hit.spot?.choice.segment, choices[index].segment);
    }
  };
  await tapEach();
  await screenshot(page, 'board-follower-fitted');
  // Zoom in on the tile just placed: 200 px a tile, its centre mid-screen.
  await page.evaluate((cell) => window.board.focusCell(cell, 200), placed);
  const centre = await page.evaluate((cell) => window.board.cellToScreen(cell), placed);
  assert.deepEqual(centre, { x: 195, y: 422 });
  await tapEach();
  const outside = await page.evaluate((cell) => window.board.cellToScreen(cell), placed);
  await tap(page, outside.x - 80, outside.y + 80);
  const hit = await lastTap(page);
  assert.deepEqual(hit.cell, placed);
  assert.equal(hit.spot, null);
  await screenshot(page, 'board-follower');
  assert.deepEqual(phone.errors, []);
});

test('every tile type draws (a sheet of them, printed and turned a quarter)', async () => {
  for (const rotation of [0, 90]) {
    const page = await open(`scene=sheet&rotation=${rotation}`);
    // Every tile has its artwork: no cell is left plain field green.
    const plain = await page.evaluate(() => window.scene.tiles
        .filter((tile) => {
          const pixels = window.boardPixels(tile.cell, 0.8);
          const colours = new Set();
          for (let i = 0; i < pixels.length; i += 4 * 7) colours.add(pixels[i] >> 4 << 8 | pixels[i + 1] >> 4);
          return colours.size < 2;
        })
        .map((tile) => tile.tile));
    assert.deepEqual(plain, []);
    await screenshot(page, `board-sheet-${rotation}`);
  }
});

test('a follower struck into a slide is drawn where it slid to, and back on its spot after', async () => {
  const page = await open('scene=place');
  // The board's pixels round tile point `at`, a third of a tile wide.
  const patch = (at) => page.evaluate((p) => Array.from(window.boardPixels(p, 0.3)), at);
  const differs = (a, b) => a.reduce((sum, v, i) => sum + Math.abs(v - b[i]), 0) / a.length;
  const drawn = () => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  const spot = { x: -1, y: 2 };
  const slid = { x: -1.45, y: 2 };
  const [spotBefore, slidBefore] = [await patch(spot), await patch(slid)];

  await page.evaluate((p) => window.board.setFollowerPlaces(new Map([[3, p]])), slid);
  await drawn();
  assert.ok(differs(await patch(spot), spotBefore) > 8, 'the follower has left its spot');
  assert.ok(differs(await patch(slid), slidBefore) > 8, 'the follower stands where it slid to');
  await screenshot(page, 'board-slid-follower');

  await page.evaluate(() => window.board.setFollowerPlaces(null));
  await drawn();
  assert.deepEqual(await patch(spot), spotBefore);
  assert.deepEqual(await patch(slid), slidBefore);
});
