// A reload, or closing the tab, in the middle of a catapult round: the game comes back at the
// same stage, for the same player, with the same scores and board.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { built, launchPhone, screenshot, serve } from './browser.mjs';
import { openApp, playUntilRound, startGame, stateOf, tapOn } from './history-steps.mjs';

const ROUND_STAGES = ['ChooseToken', 'Hurl', 'Catch', 'Seduce'];

/** What must survive: the stage, whose turn, the scores and the tiles on the board. */
const kept = ({ stage, seat, scores, tiles }) => ({ stage, seat, scores, tiles });

async function settled(page) {
  await page.waitForSelector('body[data-ready]');
  await page.waitForFunction(() => window.catapult?.screen && document.body.dataset.busy !== 'true');
  return kept(await stateOf(page));
}

test('a reload in the middle of a round resumes at the same stage',
  { skip: !built() && 'run `npm run build` first', timeout: 400_000 }, async () => {
    const server = await serve();
    const phone = await launchPhone();
    try {
      let { page } = phone;
      await openApp(page, server.url);
      // Anna plays against the default bot, tile by tile, until a fair tile starts a round.
      await startGame(page);
      const before = kept(await playUntilRound(page, ROUND_STAGES));
      await screenshot(page, 'reload-round-before');

      // A reload comes back to the same moment.
      await page.reload();
      assert.deepEqual(await settled(page), before);
      assert.equal(await page.evaluate(() => document.body.dataset.stage), before.stage);
      await screenshot(page, 'reload-round-after');

      // Closing the tab and opening the app again: the home page offers to continue it.
      const again = await phone.context.newPage();
      await page.close();
      page = again;
      await openApp(page, server.url);
      await tapOn(page, '#continue');
      assert.deepEqual(await settled(page), before);
      assert.deepEqual(phone.errors, []);
    } finally {
      await phone.close();
      await server.close();
    }
  });
