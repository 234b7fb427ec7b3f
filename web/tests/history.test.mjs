// The history on a phone: two greedy bots finish a game; the history lists it with its scores,
// it replays move by move, exports to a file that imports back, and the statistics list both.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { built, launchPhone, screenshot, serve, tap } from './browser.mjs';
import { openApp, playOutBots, startGame, tapOn } from './history-steps.mjs';

const replayStep = (page) => page.evaluate(() => Number(document.body.dataset.replayStep));

test('a finished bot game is in the history: replayed, exported, imported back, counted in the statistics',
  { skip: !built() && 'run `npm run build` first', timeout: 400_000 }, async () => {
    const server = await serve();
    const phone = await launchPhone();
    try {
      const { page } = phone;
      await openApp(page, server.url);

      // Anna lets two greedy bots play a whole game.
      await startGame(page, 'greedy');
      await playOutBots(page);
      const final = await page.evaluate(() => {
        const { stage, board } = window.catapult.screen();
        return { scores: board.players.map((p) => p.score), names: board.players.map((p) => p.name), tiles: board.tiles.length, ranking: stage.ranking };
      });

      // The history lists it as finished, with both scores.
      await tapOn(page, 'button[aria-label=Back]');
      await tapOn(page, '#history');
      const card = page.locator('li.game').first();
      await card.waitFor();
      assert.equal(await page.locator('li.game').count(), 1);
      assert.equal(await card.getAttribute('data-status'), 'finished');
      assert.match(await card.locator('.status').innerText(), /Finished/);
      assert.deepEqual(await card.locator('.game-players .score').allInnerTexts(), final.scores.map(String));
      assert.deepEqual(await card.locator('.game-players .name').allInnerTexts(), final.names.map((n) => `${n} (bot)`));
      const moves = Number((await card.locator('.game-moves').innerText()).match(/(\d+) moves/)[1]);
      assert.ok(moves > 100, `a whole game has many moves, not ${moves}`);
      await screenshot(page, 'history-list');

      // The replay starts at the empty table and steps forward and back.
      await tapOn(page, 'li.game button.replay');
      await page.waitForSelector('body[data-replay-step="0"]');
      assert.match(await page.locator('.replay-count').innerText(), new RegExp(`Move 0 of ${moves}`));
      await tapOn(page, '#replay-next');
      await page.waitForSelector('body[data-replay-step="1"]');
      assert.match(await page.locator('.replay-move').innerText(), /tile placed/);
      await tapOn(page, '#replay-next');
      await page.waitForSelector('body[data-replay-step="2"]');
      await tapOn(page, '#replay-prev');
      await page.waitForSelector('body[data-replay-step="1"]');

      // A tap at the slider's far end shows the final board and scores.
      const slider = await page.locator('#replay-step').boundingBox();
      await tap(page, slider.x + slider.width - 1, slider.y + slider.height / 2);
      await page.waitForSelector(`body[data-replay-step="${moves}"]`);
      assert.equal(await replayStep(page), moves);
      assert.deepEqual(
        await page.locator('.score-strip .score').allInnerTexts(), final.scores.map(String));
      await screenshot(page, 'history-replay');

      // Exported, the file has the format and every move.
      await tapOn(page, 'button[aria-label=Back]');
      await page.locator('li.game').first().waitFor();
      const [download] = await Promise.all([page.waitForEvent('download'), tapOn(page, 'li.game button.export')]);
      assert.match(download.suggestedFilename(), /^catapult-game-\d+\.json$/);
      const path = await download.path();
      const file = JSON.parse(readFileSync(path, 'utf8'));
      assert.equal(typeof file.format, 'string');
      assert.equal(file.actions.length, moves);

      // Imported back through the file picker: the same game is refused, so it counts once.
      const [chooser] = await Promise.all([page.waitForEvent('filechooser'), tapOn(page, '#import')]);
      await chooser.setFiles(path);
      await page.waitForFunction(() => /in the history already/.test(document.querySelector('.notice')?.textContent ?? ''));
      assert.equal(await page.locator('li.game').count(), 1);

      // The statistics list both bots, each with the one game.
      await tapOn(page, 'button[aria-label=Back]');
      await tapOn(page, '#statistics');
      await page.locator('li.player-card').first().waitFor();
      const names = await page.locator('li.player-card').evaluateAll((cards) => cards.map((c) => c.dataset.name));
      assert.deepEqual(names.sort(), [...final.names].sort());
      const records = await page.locator('li.player-card .record').allInnerTexts();
      assert.ok(records.every((record) => / of 1 game won/.test(record)), records.join(' | '));
      const fits = await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth);
      assert.ok(fits, 'the statistics fit the phone without scrolling sideways');
      await screenshot(page, 'statistics');
      assert.deepEqual(phone.errors, []);
    } finally {
      await phone.close();
      await server.close();
    }
  });
