// Steps the history and reload stories share: taps on elements, starting a game from the setup
// page, and playing until a stage. Every move is a tap, as a player makes it.
import { tap } from './browser.mjs';

/** Taps the middle of the element `selector` once it is visible. */
export async function tapOn(page, selector) {
  const element = page.locator(selector).first();
  await element.waitFor({ state: 'visible' });
  // A player scrolls a long page to the button first.
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  await tap(page, box.x + box.width / 2, box.y + box.height / 2);
}

/** The stage the page shows now. */
export const stageOf = (page) => page.evaluate(() => document.body.dataset.stage ?? null);

/** Opens the app at `url` (bots without pauses) and waits until it is ready. */
export async function openApp(page, url) {
  await page.goto(`${url}?pace=0`);
  await page.waitForSelector('body[data-ready]');
}

/** From the home page: a new game with seat 1 played by `seat1` ('person' or a bot level). */
export async function startGame(page, seat1 = 'person') {
  await tapOn(page, '#new-game');
  await page.locator('#start').waitFor();
  if (seat1 !== 'person') await page.getByLabel('Seat 1 is played by').selectOption(seat1);
  await tapOn(page, '#start');
  await page.waitForSelector('body[data-stage]');
}

/** Lets bots play, tapping through hand-overs and round summaries, until the game is over. */
export async function playOutBots(page) {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('the bots did not finish in 4 minutes');
    const stage = await stageOf(page);
    if (stage === 'GameOver') return;
    const busy = await page.evaluate(() => document.body.dataset.busy === 'true');
    if (!busy && stage === 'RoundSummary') await tapOn(page, '#close-summary').catch(() => {});
    else if (!busy && stage === 'HandOver') await tapOn(page, '#ready').catch(() => {});
    await page.waitForTimeout(100);
  }
}

/** The page's state as a player reads it: the stage, whose it is, the scores and tiles. */
export function stateOf(page) {
  return page.evaluate(() => {
    const screen = window.catapult?.screen?.();
    if (!screen) return null;
    return {
      stage: screen.stage.kind,
      seat: screen.stage.seat ?? null,
      scores: screen.board.players.map((player) => player.score),
      tiles: screen.board.tiles.length,
      busy: document.body.dataset.busy === 'true',
    };
  });
}

/** A legal cell for the drawn tile that is on screen now, in page px (or null). */
function legalCellOnScreen(page) {
  return page.evaluate(() => {
    const { board, screen } = window.catapult;
    const box = board.canvas.getBoundingClientRect();
    for (const { cell } of screen().stage.legal) {
      const at = board.cellToScreen(cell);
      const inside = at.x > 24 && at.y > 24 && at.x < box.width - 24 && at.y < box.height - 24;
      if (inside) return { x: box.left + at.x, y: box.top + at.y };
    }
    return null;
  });
}

/** Anna's tile turn, by taps: the first lit square on screen, "Place", then "No follower". */
export async function placeTileByTaps(page) {
  const at = await legalCellOnScreen(page);
  if (!at) throw new Error('no lit square is on screen');
  await tap(page, at.x, at.y);
  await page.waitForFunction(() => window.catapult.screen().stage.selected !== null || document.body.dataset.stage !== 'PlaceTile');
  if ((await stageOf(page)) === 'PlaceTile') await tapOn(page, '#place:not([disabled])');
  await page.waitForFunction(() => document.body.dataset.stage !== 'PlaceTile' && document.body.dataset.busy !== 'true');
  if ((await stageOf(page)) === 'PlaceFollower') await tapOn(page, '#skip');
}

/**
 * Anna (seat 0) plays her tiles by taps against a bot until the game waits for her in a
 * catapult round (`stages`); answers the state there.
 */
export async function playUntilRound(page, stages) {
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (Date.now() > deadline) throw new Error('no catapult round came in 5 minutes');
    const state = await stateOf(page);
    if (state && !state.busy) {
      if (stages.includes(state.stage) && state.seat === 0) return state;
      if (state.stage === 'PlaceTile' && state.seat === 0) await placeTileByTaps(page);
      else if (state.stage === 'PlaceFollower' && state.seat === 0) await tapOn(page, '#skip');
      else if (state.stage === 'HandOver') await tapOn(page, '#ready');
      else if (state.stage === 'RoundSummary') await tapOn(page, '#close-summary');
      else if (state.stage === 'GameOver') throw new Error('the game ended before a round');
    }
    await page.waitForTimeout(50);
  }
}
