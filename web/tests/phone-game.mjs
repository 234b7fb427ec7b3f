// The steps every game test takes on a phone: the app served and opened, the setup reached,
// and waiting for the core to answer a tap.
import { built, launchPhone, screenshot, serve } from './browser.mjs';

export const skip = !built() && 'run `npm run build` first';

/**
 * Runs `body(page, url, errors)` on a fresh phone (`options` for the browser's context, such
 * as its user agent) with the built app served, then closes both.
 */
export async function withPhone(body, options = {}) {
  const server = await serve();
  const phone = await launchPhone(options);
  try {
    await body(phone.page, server.url, phone.errors);
  } finally {
    await phone.close();
    await server.close();
  }
}

/** What the page shows now: the stage, and the count of changes the core has made. */
export const now = (page) => page.evaluate(() => ({
  stage: document.body.dataset.stage,
  changes: window.catapult?.screen().changes ?? -1,
  busy: document.body.dataset.busy === 'true',
}));

/** Waits until the core has answered a move made after `before` and the page is still. */
export async function settled(page, before, what) {
  try {
    await page.waitForFunction(
      (previous) => window.catapult.screen().changes !== previous
        && document.body.dataset.busy !== 'true'
        && document.body.dataset.stage === window.catapult.screen().stage.kind,
      before.changes, { timeout: 15_000 });
  } catch {
    const notice = await page.locator('.notice').textContent();
    await screenshot(page, 'game-stuck');
    throw new Error(`nothing happened after ${what} at ${before.stage} (notice: ${notice})`);
  }
}

/** Opens the app and taps New game. */
export async function openSetup(page, url) {
  await page.goto(`${url}?pace=0`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.locator('#new-game').tap();
  await page.locator('#start').waitFor();
}

/** Taps the start button and waits for the first stage. */
export async function startGame(page) {
  await page.locator('#start').tap();
  await page.waitForFunction(() => document.body.dataset.stage && window.catapult?.screen());
  // With two people at the table, the first one is handed the phone.
  if (await page.evaluate(() => document.body.dataset.stage === 'HandOver')) {
    const before = await now(page);
    await page.locator('#ready').tap();
    await settled(page, before, 'the first hand-over');
  }
}

/** Taps the first lit cell (bringing it on screen first if it is off it). */
export async function tapFirstLegalCell(page) {
  // Aim only once the board stands still: as a stage shows, the message above it can grow or
  // shrink and the board can be refocused, and a point worked out a frame earlier then lands
  // on another cell (seen once in a whole game: "The tile does not fit at (0, 13)").
  await page.evaluate(() => new Promise((resolve) => {
    const { board } = window.catapult;
    let last = '';
    const check = () => {
      const now = JSON.stringify([board.canvas.getBoundingClientRect(), board.view]);
      if (now === last) resolve();
      else {
        last = now;
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  }));
  const point = await page.evaluate(() => {
    const { board, screen } = window.catapult;
    const { cell } = screen().stage.legal[0];
    const box = board.canvas.getBoundingClientRect();
    const inside = (p) => p.x > 10 && p.y > 10 && p.x < box.width - 10 && p.y < box.height - 10;
    if (!inside(board.cellToScreen(cell))) board.focusCell(cell);
    const p = board.cellToScreen(cell);
    return { x: box.left + p.x, y: box.top + p.y };
  });
  await page.touchscreen.tap(point.x, point.y);
}
