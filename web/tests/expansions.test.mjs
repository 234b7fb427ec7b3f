// Inns & Cathedrals and The River on a phone: the setup offers both, the board starts at the
// spring, Anna puts her big follower on her first river tile with the "Big follower" switch,
// the score strip shows it gone from her supply, her next follower step has no switch, and the
// board draws it larger than the first normal follower put down after it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './browser.mjs';
import { now, openSetup, settled, skip, startGame, tapFirstLegalCell, withPhone } from './phone-game.mjs';

/** A lit cell, then Place; waits for the follower step. */
async function placeTile(page) {
  const before = await now(page);
  await tapFirstLegalCell(page);
  await settled(page, before, 'a tap on a lit cell');
  const previewed = await now(page);
  await page.locator('#place').tap();
  await settled(page, previewed, 'Place');
  assert.equal(await page.evaluate(() => document.body.dataset.stage), 'PlaceFollower');
}

/** The spot button to tap: the first field where there is one (nothing scores it before the end). */
async function fieldOrFirstSpot(page) {
  const kinds = await page.evaluate(() => window.catapult.screen().stage.spots.map((spot) => spot.kind));
  return page.locator('button.spot').nth(Math.max(0, kinds.indexOf('field')));
}

/**
 * How tall or wide (the larger) the meeple of colour `rgb` standing round board point `at` is
 * drawn, CSS px, with the board zoomed to 130 px a tile on that point's cell.
 */
async function drawnSize(page, at, rgb) {
  await page.evaluate((p) => window.catapult.board.focusCell({ x: Math.round(p.x), y: Math.round(p.y) }, 130), at);
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
  return page.evaluate(({ p, colour }) => {
    const { board } = window.catapult;
    const canvas = board.canvas;
    const ratio = canvas.width / canvas.clientWidth;
    const centre = board.cellToScreen(p);
    const half = Math.round(board.getView().scale * 0.35 * ratio);
    const left = Math.round(centre.x * ratio) - half;
    const top = Math.round(centre.y * ratio) - half;
    const { data } = canvas.getContext('2d').getImageData(left, top, 2 * half, 2 * half);
    let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
    for (let y = 0; y < 2 * half; y += 1) {
      for (let x = 0; x < 2 * half; x += 1) {
        const i = (y * 2 * half + x) * 4;
        const near = Math.abs(data[i] - colour[0]) + Math.abs(data[i + 1] - colour[1]) + Math.abs(data[i + 2] - colour[2]);
        if (near > 36) continue;
        minX = Math.min(minX, x);
        maxX = Math.max(maxX, x);
        minY = Math.min(minY, y);
        maxY = Math.max(maxY, y);
      }
    }
    return maxX < minX ? 0 : Math.max(maxX - minX, maxY - minY) / ratio;
  }, { p: at, colour: rgb });
}

test('Anna puts her big follower on her first river tile, drawn larger, and it leaves her supply', { skip, timeout: 120_000 }, () => withPhone(async (page, url, errors) => {
  await openSetup(page, url);
  // The setup offers the expansions first, then the rule variants.
  assert.deepEqual(
    await page.locator('fieldset.rule').evaluateAll((sets) => sets.map((set) => set.dataset.option)),
    ['catapult', 'inns_cathedrals', 'river', 'farmers', 'small_cities'],
  );
  for (const option of ['inns_cathedrals', 'river']) {
    const on = page.locator(`fieldset.rule[data-option="${option}"] label.choice[data-choice="on"]`);
    assert.equal(await on.locator('.explanation').count(), 1, `${option} explains itself`);
    await on.tap();
    await page.locator(`fieldset.rule[data-option="${option}"] label.choice.on[data-choice="on"]`).waitFor();
  }
  await page.locator('fieldset.rule[data-option="river"]').scrollIntoViewIfNeeded();
  await screenshot(page, 'expansions-setup');
  await page.getByLabel('Seat 2 name').fill('Ben');
  await page.getByLabel('Seat 2 is played by').selectOption('person');
  await startGame(page);

  // The river starts at the spring, and Anna's first tile carries it on.
  const start = await page.evaluate(() => window.catapult.screen());
  assert.equal(start.board.tiles[0].tile, 'RI/Spring');
  assert.equal(start.stage.kind, 'PlaceTile');
  assert.match(start.stage.tile, /^RI\//);
  const followers = start.board.players[0].supply;
  const anna = page.locator('.score-strip .player[data-seat="0"]');
  const ben = page.locator('.score-strip .player[data-seat="1"]');
  const both = `${followers} followers + big follower left`;
  assert.equal(await anna.locator('.supply').getAttribute('aria-label'), both);
  assert.equal(await anna.locator('.big-follower').count(), 1, 'her big follower is at home');

  // The follower step: the supply line in the core's words, and the switch, off.
  await placeTile(page);
  assert.equal(await page.locator('.panel .status').textContent(),
    `Put a follower on a numbered spot (${followers} followers + big follower left), or none.`);
  const big = page.locator('#big-follower');
  assert.equal(await big.getAttribute('role'), 'switch');
  assert.equal(await big.getAttribute('aria-checked'), 'false');
  assert.doesNotMatch(await page.locator('button.spot').first().getAttribute('aria-label'), /big/);
  await screenshot(page, 'expansions-follower-step');

  // She switches to the big follower: the spots say so; she taps one.
  await big.tap();
  assert.equal(await big.getAttribute('aria-checked'), 'true');
  const spot = await fieldOrFirstSpot(page);
  assert.match(await spot.getAttribute('aria-label'), /^Spot \d: big (farmer|knight|thief|monk)$/);
  await screenshot(page, 'expansions-big-picked');
  const picked = await now(page);
  await spot.tap();
  await settled(page, picked, 'a spot with the big follower picked');

  const after = await page.evaluate(() => window.catapult.screen());
  const annas = after.board.followers.find((f) => f.owner === 0);
  assert.ok(annas?.big, 'the board holds her big follower');
  assert.equal(after.board.players[0].supply, followers, 'her normal followers all stay at home');
  assert.equal(await anna.locator('.supply').getAttribute('aria-label'), `${followers} followers left`);
  assert.equal(await anna.locator('.big-follower').count(), 0, 'her big follower has left the supply');
  assert.equal(await ben.locator('.supply').getAttribute('aria-label'), both);
  assert.equal(await ben.locator('.big-follower').count(), 1);
  await screenshot(page, 'expansions-big-placed');

  // Turns go on (the hand-over cover, a tile each) until a normal follower stands on the board:
  // the first follower step with a free spot takes one, with the switch off. Anna's next
  // follower step has no switch: her big follower is on the board.
  let normal = null;
  let annaAgain = false;
  for (let step = 0; step < 40 && !(normal && annaAgain); step += 1) {
    const before = await now(page);
    const stage = await page.evaluate(() => window.catapult.screen().stage);
    if (stage.kind === 'HandOver') {
      await page.locator('#ready').tap();
      await settled(page, before, 'the hand-over');
      continue;
    }
    if (stage.kind === 'PlaceTile') {
      await placeTile(page);
      continue;
    }
    assert.equal(stage.kind, 'PlaceFollower', `a river turn, not ${stage.kind}`);
    const spots = page.locator('button.spot');
    if (stage.seat === 0 && !annaAgain) {
      annaAgain = true;
      assert.equal(stage.big_follower, false);
      assert.equal(await page.locator('#big-follower').count(), 0, 'no switch without the big follower');
      if (stage.spots.length) {
        assert.doesNotMatch(await spots.first().getAttribute('aria-label'), /big/);
        assert.equal(await page.locator('.panel .status').textContent(),
          `Put a follower on a numbered spot (${followers} followers left), or none.`);
      }
      await screenshot(page, 'expansions-second-step');
    }
    if (!normal && stage.spots.length) {
      if (stage.big_follower) {
        assert.equal(await page.locator('#big-follower').getAttribute('aria-checked'), 'false', 'the switch starts off');
      }
      await (await fieldOrFirstSpot(page)).tap();
      await settled(page, before, 'a spot for a normal follower');
      // A road or city the tile finishes sends it home at once: then another turn.
      normal = (await page.evaluate(() => window.catapult.screen().board.followers)).find((f) => !f.big) ?? null;
    } else {
      await page.locator('#skip').tap();
      await settled(page, before, 'No follower');
    }
  }
  assert.ok(normal && annaAgain, 'a normal follower went down, and Anna had another follower step');
  assert.equal(normal.big, false);

  // Drawn at the same zoom (the next player's tile turn, the board in view), Anna's big
  // follower is about 1.2 times as large as the normal one.
  if (await page.evaluate(() => document.body.dataset.stage === 'HandOver')) {
    const covered = await now(page);
    await page.locator('#ready').tap();
    await settled(page, covered, 'the hand-over');
  }
  const { players } = await page.evaluate(() => window.catapult.screen().board);
  const bigSize = await drawnSize(page, annas.at, players[0].colour.rgb);
  await screenshot(page, 'expansions-big-close');
  const normalSize = await drawnSize(page, normal.at, players[normal.owner].colour.rgb);
  await screenshot(page, 'expansions-normal-close');
  const ratio = bigSize / normalSize;
  console.log(`big follower ${bigSize.toFixed(1)} px, normal ${normalSize.toFixed(1)} px: ×${ratio.toFixed(3)}`);
  assert.ok(normalSize > 20 && ratio > 1.1 && ratio < 1.3,
    `the big follower is drawn ${bigSize.toFixed(1)} px, a normal one ${normalSize.toFixed(1)} px (×${ratio.toFixed(2)})`);
  assert.deepEqual(errors, []);
}));
