// Whole games on a phone, played as a player would: taps on the board and the panel, swipes
// for the catapult. The tests read `window.catapult` only to know where to tap.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './browser.mjs';
import { now, openSetup, settled, skip, startGame, tapFirstLegalCell, withPhone } from './phone-game.mjs';

/**
 * Mid-game, Anna opens the aids from the score strip: what each player would score if the
 * game ended now, and every tile still to come with its picture and count; then closes them.
 */
async function checkAids(page) {
  await page.locator('#aids-toggle').tap();
  await page.locator('#aids').waitFor();
  const board = await page.evaluate(() => window.catapult.screen().board);
  assert.equal(await page.locator('#aids table.projection tbody tr').count(), board.players.length);
  for (const player of board.players) {
    const { roads, cities, cloisters, fields } = player.projected;
    const total = await page.locator(`#aids tr[data-seat="${player.seat}"] td.total`).textContent();
    assert.equal(Number(total), player.score + roads + cities + cloisters + fields, `${player.name}'s total if it ended now`);
  }
  const types = board.turn.tiles_left_by_type.filter((left) => left.count > 0);
  assert.equal(await page.locator('#aids .pile-tile canvas').count(), types.length, 'each type to come has its picture');
  const counts = await page.locator('#aids .pile-tile figcaption').allTextContents();
  assert.equal(counts.reduce((sum, count) => sum + Number(count.slice(1)), 0), board.turn.tiles_left);
  await screenshot(page, 'game-aids');
  await page.locator('#aids-toggle').tap();
  await page.locator('#aids').waitFor({ state: 'detached' });
}

/** Anna's tile turn: a lit cell, then Place. */
async function placeTile(page, shots) {
  const before = await now(page);
  await tapFirstLegalCell(page);
  await settled(page, before, 'a tap on a lit cell');
  if (!shots.has('tile')) {
    shots.add('tile');
    await page.waitForTimeout(100);
    await screenshot(page, 'game-tile-preview');
    const ways = await page.evaluate(() => window.catapult.screen().board.turn.fitting_places);
    assert.match(await page.locator('.tile-row small').textContent(), new RegExp(`^It fits ${ways} ways?;`));
  }
  const previewed = await now(page);
  await page.locator('#place').tap();
  await settled(page, previewed, 'Place');
}

/**
 * A hurl: a fast swipe from the pad up toward the board, half the screen long, the finger
 * still for a moment before it lifts (so the browser starts no fling to swallow the next tap).
 */
async function hurl(page) {
  const box = await page.locator('#swipe-pad').boundingBox();
  const x = box.x + box.width / 2;
  const y = box.y + box.height - 8;
  const cdp = await page.context().newCDPSession(page);
  const touch = (type, t) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: t === null ? [] : [{ x: x + 10 * t, y: y - 420 * t, id: 0, radiusX: 4, radiusY: 4, force: 1 }],
  });
  await touch('touchStart', 0);
  for (let step = 1; step <= 9; step += 1) {
    await touch('touchMove', step / 9);
    await new Promise((done) => setTimeout(done, 1000 / 60));
  }
  await new Promise((done) => setTimeout(done, 60));
  await touch('touchEnd', null);
  await cdp.detach();
}

/**
 * One move by taps or a swipe at whatever stage the page shows (`before`), then waits for the
 * page to settle. `game` counts Anna's tiles and the rounds, and which screenshots are taken.
 */
async function act(page, before, game) {
  if (before.busy || before.stage === 'BotToAct') {
    await page.waitForFunction(
      (previous) => window.catapult.screen().changes !== previous || document.body.dataset.stage !== 'BotToAct',
      before.changes, { timeout: 15_000 });
    return;
  }
  switch (before.stage) {
    case 'PlaceTile':
      await placeTile(page, game.shots);
      game.turns += 1;
      return;
    case 'PlaceFollower': {
      const spots = page.locator('button.spot');
      const count = await spots.count();
      if (!game.shots.has('follower') && count > 0) {
        game.shots.add('follower');
        await screenshot(page, 'game-follower-choice');
      }
      // A follower every third turn, where one can go.
      if (game.turns % 3 === 1 && count > 0) await spots.first().tap();
      else await page.locator('#skip').tap();
      break;
    }
    case 'ChooseToken': {
      const tokens = page.locator('[data-token]');
      await tokens.nth(game.rounds % (await tokens.count())).tap();
      game.rounds += 1;
      break;
    }
    case 'Hurl': await hurl(page); break;
    case 'Catch': await page.locator('#catch').tap(); break;
    case 'Seduce': await page.locator('#decline').tap(); break;
    case 'RoundSummary': await page.locator('#close-summary').tap(); break;
    case 'HandOver': await page.locator('#ready').tap(); break;
    default: throw new Error(`unexpected stage ${before.stage}`);
  }
  await settled(page, before, `the ${before.stage} panel`);
}

test('Anna plays a whole game against the default bot (strong), with taps only', { skip, timeout: 600_000 }, () => withPhone(async (page, url, errors) => {
  await openSetup(page, url);
  await screenshot(page, 'game-setup');
  // Every level of the ladder is offered, and a new bot seat starts strong.
  const seat2 = page.getByLabel('Seat 2 is played by');
  const offered = await seat2.locator('option').allTextContents();
  assert.deepEqual(offered.filter((text) => text.startsWith('Bot')),
    ['Bot: Random', 'Bot: Beginner', 'Bot: Intermediate', 'Bot: Strong', 'Bot: Expert']);
  assert.equal(await seat2.inputValue(), 'strong');
  await startGame(page);

  const game = { shots: new Set(), turns: 0, rounds: 0 };
  for (let step = 0; step < 2000; step += 1) {
    const before = await now(page);
    if (before.stage === 'GameOver') break;
    await act(page, before, game);
    if (game.turns >= 20 && !game.shots.has('aids') && (await now(page)).stage === 'PlaceTile') {
      game.shots.add('aids');
      await checkAids(page);
    }
    if (game.turns === 20 && !game.shots.has('mid')) {
      game.shots.add('mid');
      await screenshot(page, 'game-mid');
    }
  }

  assert.equal(await page.evaluate(() => document.body.dataset.stage), 'GameOver');
  assert.ok(game.turns >= 30, `Anna placed ${game.turns} tiles`);
  assert.ok(game.shots.has('aids'), 'the aids were opened mid-game');
  await page.locator('h2.result').waitFor();
  await screenshot(page, 'game-end');

  // The end table lists both players, with the totals the score strip shows.
  const rows = await page.$$eval('table.breakdown tbody tr', (trs) => trs.map((tr) => ({
    seat: tr.dataset.seat, name: tr.querySelector('.who').textContent.trim(), total: tr.querySelector('.total').textContent,
  })));
  assert.deepEqual(rows.map((row) => row.name).sort(), ['Anna', 'Bot']);
  for (const row of rows) {
    const shown = await page.locator(`.score-strip .player[data-seat="${row.seat}"] .score`).textContent();
    assert.equal(row.total, shown, `${row.name}'s total`);
  }
  const tableWidth = await page.$eval('table.breakdown', (table) => table.getBoundingClientRect().right);
  assert.ok(tableWidth <= 390, `the ranking fits the phone (${tableWidth} px)`);
  assert.deepEqual(errors, []);

  // New game goes back to the setup.
  await page.locator('#new-game').tap();
  await page.locator('#start').waitFor();
}));

test('two people pass the phone', { skip, timeout: 120_000 }, () => withPhone(async (page, url, errors) => {
  await openSetup(page, url);
  await page.getByLabel('Seat 2 name').fill('Ben');
  await page.getByLabel('Seat 2 is played by').selectOption('person');
  await startGame(page);

  // Anna places her first tile and skips her follower.
  assert.equal(await page.locator('.score-strip .player.current .name').textContent(), 'Anna');
  await placeTile(page, new Set(['tile']));
  assert.equal(await page.evaluate(() => document.body.dataset.stage), 'PlaceFollower');
  const placed = await now(page);
  await page.locator('#skip').tap();
  await settled(page, placed, 'No follower');
  // Her tile may have started a catapult round: both play it, passing the phone. If the round
  // leaves the phone with Ben, he places his tile with no cover to pass, and the game goes on
  // until the phone is passed to him for a tile (seat 1).
  const game = { shots: new Set(['tile', 'follower']), turns: 1, rounds: 0 };
  const bensTurn = () => page.evaluate(() => {
    const { stage } = window.catapult.screen();
    return document.body.dataset.stage === 'HandOver' && stage.next === 'PlaceTile' && stage.seat === 1;
  });
  for (let step = 0; step < 60 && !(await bensTurn()); step += 1) await act(page, await now(page), game);

  // The cover names Ben and hides the board.
  assert.equal(await page.evaluate(() => document.body.dataset.stage), 'HandOver');
  await page.locator('.hand-over').waitFor();
  assert.equal(await page.locator('.hand-over .who').textContent(), 'Ben');
  const covered = await page.evaluate(() => {
    const box = window.catapult.board.canvas.getBoundingClientRect();
    const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return top?.closest('.hand-over') !== null;
  });
  assert.ok(covered, 'the board is hidden under the cover');
  await screenshot(page, 'game-hand-over');

  // Ben taps the cover's button and sees his tile.
  const waiting = await now(page);
  await page.locator('#ready').tap();
  await settled(page, waiting, 'the ready button');
  assert.equal(await page.evaluate(() => document.body.dataset.stage), 'PlaceTile');
  assert.equal(await page.locator('.hand-over').count(), 0);
  assert.equal(await page.locator('.score-strip .player.current .name').textContent(), 'Ben');
  await page.locator('.tile-preview').waitFor();
  assert.deepEqual(errors, []);
}));
