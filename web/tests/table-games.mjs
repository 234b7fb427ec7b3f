// Game files for the round's browser tests with any number of seats, made by the core in the
// page from a fixed seed (the same seed gives the same game), so every seat count reaches a
// round without a fixture file per count; and the steps those tests take through a round.
import { launchPhone, serve } from './browser.mjs';
import { openRoundFixture, tapOn, touchDown, waitStage } from './round-helpers.mjs';

/** The people round the table, in seat order. */
export const NAMES = ['Anna', 'Ben', 'Cleo', 'Dev', 'Eli', 'Fay'];

/**
 * A game file (JSON text) of `seats` people, stopped at a catapult round's token choice once
 * at least `tiles` tiles lie on the board. Everyone plays simply: the first lit cell, a
 * follower on the first spot that is not a field while more than four are at home, earlier
 * rounds' tokens hurled straight ahead, no catch, no seduction. Made on a phone of its own.
 */
export async function roundGameFile(seats, { seed = '7', tiles = 14 } = {}) {
  const server = await serve();
  const phone = await launchPhone();
  try {
    const { page } = phone;
    await page.goto(`${server.url}?pace=0`);
    await page.waitForFunction(() => document.body.dataset.ready === 'true' && window.catapult?.core);
    return await page.evaluate(async ({ names, seed, tiles }) => {
      const { core } = window.catapult;
      const table = { seats: names.map((name) => ({ name, bot: null })), rules: {} };
      let view = await core.call('start', table, seed);
      for (let moves = 0; moves < 3000; moves += 1) {
        const { stage, board } = view.screen;
        if (stage.kind === 'ChooseToken' && board.tiles.length >= tiles) {
          const file = await core.call('exportGame', view.screen.game_id);
          await core.call('close');
          return file;
        }
        const legal = stage.legal?.[0];
        const spot = stage.spots?.find((s) => s.kind !== 'field');
        const move = {
          HandOver: { op: 'handOverDone' },
          PlaceTile: legal && { op: 'placeTile', x: legal.cell.x, y: legal.cell.y, quarters: legal.rotations[0] / 90 },
          PlaceFollower: spot && stage.supply > 4 ? { op: 'placeFollower', segment: spot.segment } : { op: 'skipFollower' },
          ChooseToken: { op: 'chooseToken', token: 'target' },
          Hurl: { op: 'hurl', aim_degrees: 0, elevation_degrees: 40, speed: 3 },
          Catch: { op: 'catchAt', seconds: null },
          Seduce: { op: 'declineSeduction' },
          RoundSummary: { op: 'closeSummary' },
        }[stage.kind];
        if (!move) throw new Error(`the game stopped at ${stage.kind}`);
        view = await core.call('play', move);
      }
      throw new Error(`no round with ${tiles} tiles down in 3000 moves`);
    }, { names: NAMES.slice(0, seats), seed, tiles });
  } finally {
    await phone.close();
    await server.close();
  }
}

/** Opens `file` (from roundGameFile) as its first person is handed the phone: at the token choice. */
export async function openTableRound(page, url, file) {
  // A tab that had a game open goes back to it on loading: this one starts from home.
  if (page.url().startsWith(url)) await page.evaluate(() => sessionStorage.clear());
  await openRoundFixture(page, url, file, 'HandOver');
  await tapOn(page, '#ready');
  await waitStage(page, 'ChooseToken');
  await settle(page);
}

/**
 * Waits until the page stands still: no move, flight or change of view under way, and the
 * board's box and view the same two frames running (a panel filled in resizes the board).
 */
export async function settle(page) {
  await page.waitForFunction(() => !document.body.dataset.busy && !document.body.dataset.flight
    && !window.catapult.board.canvas.dataset.gliding, null, { timeout: 30_000 });
  await page.evaluate(() => new Promise((resolve) => {
    const { board } = window.catapult;
    let last = '';
    const check = () => {
      const now = JSON.stringify([board.canvas.getBoundingClientRect(), board.drawnView()]);
      if (now === last) resolve();
      else {
        last = now;
        requestAnimationFrame(check);
      }
    };
    requestAnimationFrame(check);
  }));
}

/** Waits (a few seconds at most) until the page has moved on from `stage`: another stage, a move or a flight under way. */
export async function movedOn(page, stage) {
  await page.waitForFunction((was) => document.body.dataset.stage !== was || document.body.dataset.busy
    || document.body.dataset.flight, stage, { timeout: 10_000 }).catch(() => {});
}

/**
 * A swipe straight up the pad, from near its bottom, quick enough to hurl; the finger rests a
 * moment before it lifts, so the browser starts no fling to swallow the next tap.
 */
export async function swipeUp(page) {
  await page.locator('#swipe-pad').scrollIntoViewIfNeeded();
  const pad = await page.locator('#swipe-pad').boundingBox();
  const from = { x: pad.x + pad.width / 2, y: pad.y + pad.height - 10 };
  const finger = await touchDown(page, from);
  await finger.moveTo({ x: from.x, y: from.y - 150 }, 80);
  await page.waitForTimeout(50);
  await finger.lift();
}
