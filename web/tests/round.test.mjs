// The catapult round on a phone, by taps and swipes: Anna has just placed a fair tile; for each
// token she chooses it, hurls it with a swipe, watches the flight, catches or seduces as the
// round asks, and reads the round's summary.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { built, launchPhone, screenshot, serve, swipe } from './browser.mjs';
import { openRoundFixture, recordStages, stageOf, tapOn, touchDown, waitStage } from './round-helpers.mjs';

const skip = !built() && 'run `npm run build` first';
const ROUND_STAGES = new Set(['ChooseToken', 'Hurl', 'Catch', 'Seduce', 'RoundSummary', 'BotToAct', 'HandOver']);

/**
 * Anna aims (a screenshot with the finger down, then the touch is cancelled: nothing flies),
 * then swipes up the pad toward the board, and watches the flight.
 */
async function hurlBySwipe(page, shots, ms, left = 0) {
  const pad = await page.locator('#swipe-pad').boundingBox();
  const from = { x: pad.x + pad.width / 2, y: pad.y + pad.height - 10 };
  const to = { x: from.x - left, y: from.y - 170 };
  if (shots) {
    const finger = await touchDown(page, from);
    await finger.moveTo(to, 80);
    await page.waitForFunction(() => parseFloat(document.querySelector('.power-fill')?.style.width ?? '0') > 0);
    await screenshot(page, 'round-aiming');
    await finger.cancel();
  }
  await swipe(page, [from], [to], ms);
  await page.waitForFunction(() => document.body.dataset.flight === 'playing' || document.body.dataset.stage !== 'Hurl');
  if (shots && (await page.evaluate(() => document.body.dataset.flight === 'playing'))) {
    await page.waitForTimeout(300);
    await screenshot(page, 'round-flight');
  }
}

/** Plays the round from the token choice to the summary; returns the stages seen. */
async function playRound(page, token, shots) {
  await recordStages(page);
  await tapOn(page, `[data-token=${token}]`);
  for (let moves = 0; moves < 40; moves += 1) {
    await page.waitForFunction(() => !document.body.dataset.busy && !document.body.dataset.flight
      && ['Hurl', 'Catch', 'Seduce', 'RoundSummary', 'HandOver'].includes(document.body.dataset.stage), null, { timeout: 30000 });
    const stage = await stageOf(page);
    if (stage === 'RoundSummary') break;
    if (stage === 'HandOver') await tapOn(page, '#ready');
    if (stage === 'Hurl') {
      // Knock-out and seduction list where the others' followers are, as seen from her seat.
      const reachable = await page.evaluate(() =>
        (window.catapult.screen().board.round?.aims ?? []).filter((aim) => aim.in_reach).length);
      const aiming = token === 'knock_out' || token === 'seduction';
      assert.equal(await page.locator('#aims li').count(), aiming ? reachable : 0, `aims for ${token}`);
      if (aiming && reachable) {
        await page.evaluate(() => { window.aimsSeen = true; });
        assert.match(await page.locator('#aims li').first().textContent(), /^\w+'s (knight|thief|farmer|monk) on \(-?\d+, -?\d+\): .* away$/);
      }
      // The board lies up and to the left of Anna's catapult: she swipes a little left.
      await hurlBySwipe(page, shots && token === 'knock_out', token === 'catch' ? 50 : 80, token === 'catch' ? 0 : 45);
    }
    if (stage === 'Catch') {
      // Anna watches the token come and taps as it nears her hands.
      await page.waitForFunction(() => window.catapult.flightFrames.length > 10);
      await page.waitForTimeout(400);
      await screenshot(page, 'round-catch');
      await tapOn(page, '#catch');
    }
    if (stage === 'Seduce') {
      await screenshot(page, 'round-seduction-target');
      await tapOn(page, '[data-target]');
      const withWhat = page.locator('[data-with]');
      await withWhat.first().waitFor();
      await screenshot(page, 'round-seduction');
      await tapOn(page, '[data-with]');
    }
    await page.waitForFunction((was) => document.body.dataset.stage !== was || document.body.dataset.busy
      || document.body.dataset.flight, stage, { timeout: 10000 }).catch(() => {});
  }
  await waitStage(page, 'RoundSummary', 30000);
  return page.evaluate(() => window.stagesSeen);
}

for (const token of ['catch', 'knock_out', 'target', 'seduction']) {
  test(`Anna chooses the ${token} token, hurls it with a swipe and reads the round's summary`, { skip }, async () => {
    const server = await serve();
    const phone = await launchPhone();
    try {
      const { page } = phone;
      await openRoundFixture(page, server.url);
      const labels = await page.locator('[data-token]').evaluateAll((buttons) => buttons.map((b) => b.dataset.token));
      assert.deepEqual([...labels].sort(), ['catch', 'knock_out', 'seduction', 'target']);
      assert.ok((await page.locator('[data-token=knock_out] small').textContent()).length > 10, 'each token says what it does');
      if (token === 'catch') await screenshot(page, 'round-token-choice');

      const seen = await playRound(page, token, true);
      assert.equal(seen[0], 'ChooseToken');
      assert.equal(seen[1], 'Hurl', 'the chooser hurls first');
      assert.equal(seen.at(-1), 'RoundSummary');
      assert.ok(seen.every((stage) => ROUND_STAGES.has(stage)), seen.join(' → '));
      if (token === 'catch') assert.ok(seen.includes('Catch'), `Anna catches once: ${seen.join(' → ')}`);
      if (token === 'knock_out') {
        assert.ok(await page.evaluate(() => window.aimsSeen === true), "the bot's followers were listed to aim at");
      }
      const flights = await page.evaluate(() => window.catapult.flightFrames.length);
      assert.ok(flights > 20, `the flights were animated (${flights} frames)`);

      const lines = await page.locator('ul.summary li').allTextContents();
      assert.ok(lines.length > 0, 'the summary says what the round did');
      assert.equal(await page.locator('.round-points li').count(), 2);
      await screenshot(page, `round-summary-${token}`);
      await tapOn(page, '#close-summary');
      await page.waitForFunction(() => document.body.dataset.stage !== 'RoundSummary');
      assert.deepEqual(phone.errors, []);
    } finally {
      await phone.close();
      await server.close();
    }
  });
}
