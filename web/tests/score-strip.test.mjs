// The score strip on a narrow phone with a full table: at every stage the chip of the player
// whose turn it is shows whole (the chips scroll to it), and the tiles-left button that opens
// the player aids stays inside the screen, however many chips there are.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './browser.mjs';
import { skip, tapFirstLegalCell, withPhone } from './phone-game.mjs';
import { stageOf, tapOn } from './round-helpers.mjs';
import { movedOn, openTableRound, roundGameFile, settle, swipeUp } from './table-games.mjs';

/** After every change of stage, where the current player's chip, its scrolling box and the aids button are (CSS px). */
const recordStrip = (page) => page.evaluate(() => {
  window.stripSeen = [];
  const measure = () => {
    const chip = document.querySelector('.score-strip .player.current');
    const button = document.querySelector('#aids-toggle');
    if (!chip || !button) return;
    const own = chip.getBoundingClientRect();
    // The box the chip scrolls in: what of the chip lies outside it is cut off.
    const box = chip.parentElement.getBoundingClientRect();
    const aids = button.getBoundingClientRect();
    window.stripSeen.push({
      stage: document.body.dataset.stage, seat: Number(chip.dataset.seat),
      chip: [own.left, own.right], box: [Math.max(0, box.left), Math.min(innerWidth, box.right)],
      button: [aids.left, aids.right], width: innerWidth,
    });
  };
  const afterLayout = () => requestAnimationFrame(() => requestAnimationFrame(measure));
  afterLayout();
  new MutationObserver(afterLayout).observe(document.body, { attributes: true, attributeFilter: ['data-stage'] });
});

/** One move at whatever stage the page shows: a hurl straight up, a tile on the first lit cell, no follower. */
async function playOn(page, stage) {
  const moves = {
    HandOver: () => tapOn(page, '#ready'),
    Hurl: () => swipeUp(page),
    RoundSummary: () => tapOn(page, '#close-summary'),
    PlaceTile: async () => {
      await tapFirstLegalCell(page);
      await page.locator('#place:not([disabled])').waitFor();
      await tapOn(page, '#place');
    },
    PlaceFollower: () => tapOn(page, '#skip'),
  };
  if (!moves[stage]) throw new Error(`unexpected stage ${stage}`);
  await moves[stage]();
  await movedOn(page, stage);
}

const CASES = [
  { seats: 6, viewport: { width: 360, height: 640 } },
  // The table of the issue: with three seats at 390 px the button started 2 px from the edge.
  { seats: 3, viewport: { width: 390, height: 844 } },
];

for (const { seats, viewport } of CASES) {
  test(`${seats} seats at ${viewport.width} px: the current player's chip shows whole at every stage, the aids button on screen`,
    { skip, timeout: 300_000 }, (t) => withPhone(async (page, url, errors) => {
      const file = await roundGameFile(seats);
      await openTableRound(page, url, file);
      await recordStrip(page);
      // A knock-out round (every seat hurls), then tiles until each seat has placed one.
      await tapOn(page, '[data-token=knock_out]');
      const placed = new Set();
      for (let moves = 0; moves < 80 && placed.size < seats; moves += 1) {
        await settle(page);
        const stage = await stageOf(page);
        if (stage === 'PlaceTile') placed.add(await page.evaluate(() => window.catapult.screen().stage.seat));
        await playOn(page, stage);
      }
      assert.equal(placed.size, seats, 'every seat placed a tile');
      await screenshot(page, `score-strip-${seats}-seats-${viewport.width}`);

      const seen = await page.evaluate(() => window.stripSeen);
      const stages = new Set(seen.map((s) => s.stage));
      for (const kind of ['ChooseToken', 'Hurl', 'HandOver', 'RoundSummary', 'PlaceTile', 'PlaceFollower']) {
        assert.ok(stages.has(kind), `the strip was measured at ${kind}`);
      }
      assert.equal(new Set(seen.map((s) => s.seat)).size, seats, 'every seat was the current one');
      let worstCut = 0;
      let rightmostButton = 0;
      for (const { stage, seat, chip, box, button, width } of seen) {
        const cut = Math.max(0, box[0] - chip[0]) + Math.max(0, chip[1] - box[1]);
        worstCut = Math.max(worstCut, cut);
        rightmostButton = Math.max(rightmostButton, button[1]);
        assert.ok(cut <= 0.5, `${stage}: seat ${seat}'s chip [${chip}] is cut by ${cut.toFixed(1)} px in [${box}]`);
        assert.ok(button[0] >= 0 && button[1] <= width, `${stage}: the aids button [${button}] is off a ${width} px screen`);
      }
      t.diagnostic(`${seen.length} stage changes measured; chip cut at most ${worstCut.toFixed(1)} px; aids button ends at x ≤ ${rightmostButton.toFixed(1)} of ${viewport.width}`);
      assert.deepEqual(errors, []);
    }, { viewport }));
}
