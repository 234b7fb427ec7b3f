// The seduction, on a phone: Anna's seduction token has come to rest nearest Greedy's follower
// (tests/fixtures/round-seduce.json stops there). She taps that follower on the board and picks
// which of hers takes its place, or leaves it; the round's summary says what happened.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { built, launchPhone, screenshot, serve, tap } from './browser.mjs';
import { fixture, openRoundFixture, tapOn, waitStage } from './round-helpers.mjs';

const skip = !built() && 'run `npm run build` first';
const SEDUCE_FIXTURE = fixture('round-seduce');

/** Opens the fixture at Anna's seduction decision, runs `story` on the page, then closes all. */
async function atSeduction(story) {
  const server = await serve();
  const phone = await launchPhone();
  try {
    await openRoundFixture(phone.page, server.url, SEDUCE_FIXTURE, 'Seduce');
    await story(phone.page);
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
    await server.close();
  }
}

/** The follower `id` as the screen shows it now (where it stands, in tile units), or null. */
const followerOf = (page, id) => page.evaluate((wanted) =>
  window.catapult.screen().board.followers.find((f) => f.id === wanted) ?? null, id);

/** Where follower `id` stands on the page, in CSS px (the board brought to it if need be). */
async function followerOnPage(page, id) {
  return page.evaluate((wanted) => {
    const { board, screen } = window.catapult;
    const follower = screen().board.followers.find((f) => f.id === wanted);
    const box = board.canvas.getBoundingClientRect();
    const panel = document.querySelector('.panel')?.getBoundingClientRect();
    const bottom = Math.min(box.height, (panel?.top ?? box.bottom) - box.top) - 24;
    const inside = (p) => p.x > 24 && p.y > 24 && p.x < box.width - 24 && p.y < bottom;
    if (!inside(board.cellToScreen(follower.at))) board.focusCell(follower.cell);
    const p = board.cellToScreen(follower.at);
    return { x: box.left + p.x, y: box.top + p.y, visible: inside(p) };
  }, id);
}

/** The round's summary after Anna's decision (the bot hurls in between); closes it. */
async function readSummary(page) {
  await waitStage(page, 'RoundSummary', 30000);
  const lines = await page.locator('ul.summary li').allTextContents();
  await tapOn(page, '#close-summary');
  await page.waitForFunction(() => document.body.dataset.stage !== 'RoundSummary');
  return lines;
}

test("Anna's seduction token comes to rest beside Greedy's follower: she taps it on the board and her follower takes its place", { skip }, async () => {
  await atSeduction(async (page) => {
    const stage = await page.evaluate(() => window.catapult.screen().stage);
    assert.equal(await page.locator('[data-with]').count(), 0, 'first she picks whom to seduce');
    assert.equal(stage.seat, 0);
    assert.equal(stage.targets.length, 1, 'one follower lies nearest the token');
    assert.ok(stage.own_on_board.length > 0 && stage.can_use_supply, 'Anna may use a follower of her own either way');
    const [target] = stage.targets;
    const seduced = await followerOf(page, target);
    assert.equal(seduced.owner, 1);
    await page.waitForTimeout(300);
    await screenshot(page, 'round-seduce');

    const at = await followerOnPage(page, target);
    assert.ok(at.visible, 'the follower to seduce is on screen, above the panel');
    await page.waitForTimeout(100);
    await tap(page, at.x, at.y);
    await page.locator(`[data-target="${target}"][aria-pressed=true]`).waitFor();
    await page.locator('[data-with=supply]').waitFor();
    await screenshot(page, 'round-seduce-with');

    // She picks one of hers already on the board (it lights up there), then moves it.
    const [mine] = stage.own_on_board;
    const moved = await followerOf(page, mine);
    await tapOn(page, `[data-with="${mine}"]`);
    await page.locator('#move-follower').waitFor();
    await screenshot(page, 'round-seduce-move');
    await tapOn(page, '#move-follower');
    await page.waitForFunction(() => document.body.dataset.stage !== 'Seduce');
    const now = await page.evaluate(() => window.catapult.screen().board.followers);
    assert.equal(now.find((f) => f.id === target), undefined, "Greedy's follower went home");
    const there = now.find((f) => f.id === mine);
    assert.ok(there && there.owner === 0, "Anna's follower is still on the board");
    assert.notDeepEqual(there.cell, moved.cell, 'it left its old tile');
    assert.deepEqual(there.cell, seduced.cell, 'it stands where the seduced follower stood');

    const lines = await readSummary(page);
    assert.ok(lines.some((line) => /^Seduction! Greedy's \w+ goes home; Anna takes its place\.$/.test(line)),
      lines.join(' | '));
  });
});

test('Anna can leave the seduced follower where it is', { skip }, async () => {
  await atSeduction(async (page) => {
    const [target] = await page.evaluate(() => window.catapult.screen().stage.targets);
    await tapOn(page, '#decline');
    await page.waitForFunction(() => document.body.dataset.stage !== 'Seduce');
    assert.ok(await followerOf(page, target), "Greedy's follower stays");
    const lines = await readSummary(page);
    assert.ok(lines.includes('Anna leaves the follower where it is.'), lines.join(' | '));
  });
});
