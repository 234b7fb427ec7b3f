// The round seen from where the acting player stands, on two phone sizes with 2, 3 and 6
// people at the table: at every stage the acting seat's catapult is drawn in the bottom quarter
// of the board's view, the frame holds what the stage is about (every follower the knock-out
// token could aim at, the fair tile, the catcher's hands, at the summary where the last flight
// came to rest), the board's centre lies straight up the screen from the catapult, and a swipe
// straight up the pad launches toward it. The summary is seen as the last flight ended, with no
// turn or glide between the two.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './browser.mjs';
import { skip, withPhone } from './phone-game.mjs';
import { stageOf, tapOn, waitStage } from './round-helpers.mjs';
import { openTableRound, roundGameFile, settle, swipeUp } from './table-games.mjs';

const SIZES = [{ width: 390, height: 844 }, { width: 360, height: 640 }];
const SEAT_COUNTS = [2, 3, 6];
/** The most a straight-up swipe may miss the board's centre by, degrees. */
const AIM_TOLERANCE = 5;

/** The game files, made once for each seat count. */
const files = new Map();
const gameFile = async (seats) => {
  if (!files.has(seats)) files.set(seats, await roundGameFile(seats));
  return files.get(seats);
};

/**
 * The round as the page draws it now, CSS px in the board's canvas: the acting seat and where
 * the overlay drew its catapult, the board's centre, the aims' followers, the fair tile's
 * corners and the catcher's hands on screen, and what the launch direction is measured against.
 */
const look = (page) => page.evaluate(() => {
  const { board, screen } = window.catapult;
  const { stage, board: scene } = screen();
  const round = scene.round;
  const overlay = [...document.querySelectorAll('canvas.round-overlay')].at(-1);
  const [x, y] = (overlay?.dataset.seatMark ?? 'NaN NaN').split(' ').map(Number);
  const tiles = (p) => ({ x: (p.x - round.board_origin.x) / round.tile_size, y: (p.y - round.board_origin.y) / round.tile_size });
  const xs = scene.tiles.map((t) => t.cell.x);
  const ys = scene.tiles.map((t) => t.cell.y);
  const centre = { x: (Math.min(...xs) + Math.max(...xs)) / 2, y: (Math.min(...ys) + Math.max(...ys)) / 2 };
  const follower = (id) => scene.followers.find((f) => f.id === id);
  return {
    stage: stage.kind,
    seat: Number(overlay?.dataset.seat),
    camera: round.camera,
    mark: { x, y },
    width: board.canvas.clientWidth,
    height: board.canvas.clientHeight,
    boardCentre: board.cellToScreen(centre),
    // The same in metres, and the acting seat, for the launch's direction on the table.
    boardCentreOnTable: { x: round.board_origin.x + centre.x * round.tile_size, y: round.board_origin.y + centre.y * round.tile_size },
    seatOnTable: round.seats[round.camera.seat],
    aimedAt: round.aims.map((aim) => board.cellToScreen(follower(aim.follower).at)),
    fair: [[-0.5, -0.5], [0.5, -0.5], [0.5, 0.5], [-0.5, 0.5]].map(([dx, dy]) => board.cellToScreen({ x: round.fair.x + dx, y: round.fair.y + dy })),
    hands: stage.kind === 'Catch' ? board.cellToScreen(tiles(stage.zone.hands)) : null,
  };
});

/**
 * The round's summary as the page draws it now: the seat the overlay drew at the bottom and
 * where, the camera of the summary's table, the last hurl shown and where its token came to
 * rest on screen.
 */
const lookAtSummary = (page) => page.evaluate(() => {
  const { board, screen, hurls } = window.catapult;
  const { stage } = screen();
  const table = stage.table;
  const overlay = [...document.querySelectorAll('canvas.round-overlay')].at(-1);
  const [x, y] = (overlay?.dataset.seatMark ?? 'NaN NaN').split(' ').map(Number);
  const last = hurls.at(-1);
  const tiles = (p) => ({ x: (p.x - table.board_origin.x) / table.tile_size, y: (p.y - table.board_origin.y) / table.tile_size });
  return {
    stage: stage.kind,
    seat: Number(overlay?.dataset.seat),
    camera: table?.camera ?? null,
    mark: { x, y },
    width: board.canvas.clientWidth,
    height: board.canvas.clientHeight,
    lastHurler: last.seat,
    rest: table ? board.cellToScreen(tiles({ x: last.rest[0], y: last.rest[1] })) : null,
  };
});

/** Every animation frame from now on: whether a flight plays or the view glides, and the drawn turn (radians). */
const recordFrames = (page) => page.evaluate(() => {
  window.framesSeen = [];
  const note = () => {
    const { board } = window.catapult;
    window.framesSeen.push({
      flight: document.body.dataset.flight === 'playing',
      gliding: board.canvas.dataset.gliding === 'true',
      stage: document.body.dataset.stage,
      turn: board.drawnView().turn,
    });
    requestAnimationFrame(note);
  };
  requestAnimationFrame(note);
});

/** Whether turn `a` is turn `b` (radians, either way round). */
const sameTurn = (a, b) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b))) < 1e-6;

/** Whether screen point `p` lies in the view (half a pixel spare for rounding). */
const inView = (view, p) => p.x >= -0.5 && p.y >= -0.5 && p.x <= view.width + 0.5 && p.y <= view.height + 0.5;

/** Degrees from `a` to `b`, the short way round. */
const degreesBetween = (a, b) => Math.abs((Math.atan2(Math.sin(b - a), Math.cos(b - a)) * 180) / Math.PI);

/** Checks that the acting seat's catapult is drawn in the bottom quarter of the view; returns its height as a fraction. */
function assertSeatAtBottom(view, what) {
  assert.equal(view.seat, view.camera.seat, `${what}: the catapult drawn is the camera's seat's`);
  const fraction = view.mark.y / view.height;
  assert.ok(inView(view, view.mark) && fraction >= 0.75,
    `${what}: seat ${view.seat}'s catapult at (${view.mark.x}, ${view.mark.y}) in a ${view.width}×${view.height} view`);
  return fraction;
}

/** Degrees between straight up the screen and the way from the catapult to the board's centre. */
function screenAimError(view) {
  const dx = view.boardCentre.x - view.mark.x;
  const dy = view.boardCentre.y - view.mark.y;
  return Math.abs((Math.atan2(dx, -dy) * 180) / Math.PI);
}

/** Degrees between a launch at `aimDegrees` from the seat's facing and the way from the seat to the board's centre, on the table. */
function tableAimError(view, aimDegrees) {
  const { seatOnTable: seat, boardCentreOnTable: centre } = view;
  const launched = seat.facing + (aimDegrees * Math.PI) / 180;
  return degreesBetween(launched, Math.atan2(centre.y - seat.at.y, centre.x - seat.at.x));
}

/** What the test measured, for its report. */
function tally() {
  return { seats: new Set(), lowest: 1, screenAim: 0, launchAim: 0, flights: 0, stages: 0 };
}

/**
 * At a hurl: the seat at the bottom, the board straight up the screen from it; then a swipe
 * straight up, whose launch must head for the board's centre. Returns the view before the swipe.
 */
async function hurlStraightUp(page, seen, what) {
  await settle(page);
  const view = await look(page);
  assert.equal(view.camera.seat, (await page.evaluate(() => window.catapult.screen().stage.seat)), `${what}: seen from the hurler`);
  seen.lowest = Math.min(seen.lowest, assertSeatAtBottom(view, what));
  const onScreen = screenAimError(view);
  assert.ok(onScreen <= AIM_TOLERANCE, `${what}: the board's centre is ${onScreen.toFixed(1)}° off straight up`);
  seen.screenAim = Math.max(seen.screenAim, onScreen);
  seen.seats.add(view.seat);
  seen.stages += 1;
  const hurled = await page.evaluate(() => window.catapult.hurls.length);
  await swipeUp(page);
  await page.waitForFunction(() => document.body.dataset.flight === 'playing' || document.body.dataset.stage !== 'Hurl');
  return { view, hurled };
}

/** The launch of the hurl just made: from the flight shown, or the catch's flight. */
async function launchAim(page, hurled) {
  const launched = await page.evaluate((before) => {
    const shown = window.catapult.hurls[before];
    const stage = window.catapult.screen().stage;
    return (shown ?? (stage.kind === 'Catch' ? stage.flight : null))?.throw ?? null;
  }, hurled);
  assert.ok(launched, 'the hurl was launched');
  return launched.aim_millideg / 1000;
}

/** While the flight plays (once the view has glided to the flight's camera): the hurler still at the bottom. */
async function duringFlight(page, seen, what) {
  await page.waitForFunction(() => !window.catapult.board.canvas.dataset.gliding || !document.body.dataset.flight);
  if (!(await page.evaluate(() => document.body.dataset.flight === 'playing'))) return;
  const drawn = await page.evaluate(() => {
    const overlay = [...document.querySelectorAll('canvas.round-overlay')].at(-1);
    const [x, y] = overlay.dataset.seatMark.split(' ').map(Number);
    return { x, y, height: window.catapult.board.canvas.clientHeight };
  });
  assert.ok(drawn.y / drawn.height >= 0.75, `${what}, in flight: the catapult at y ${drawn.y} of ${drawn.height}`);
  seen.lowest = Math.min(seen.lowest, drawn.y / drawn.height);
  seen.flights += 1;
}

for (const size of SIZES) {
  for (const seats of SEAT_COUNTS) {
    test(`${seats} seats at ${size.width}×${size.height}: each hurler sees the table from their seat and swipes up toward the board`,
      { skip, timeout: 300_000 }, (t) => withPhone(async (page, url, errors) => {
        const file = await gameFile(seats);
        const seen = tally();
        const name = `camera-${seats}-seats-${size.width}`;

        // The knock-out round: everyone hurls once, from every side of the table.
        await openTableRound(page, url, file);
        let view = await look(page);
        seen.lowest = Math.min(seen.lowest, assertSeatAtBottom(view, 'the token choice'));
        assert.ok(screenAimError(view) <= AIM_TOLERANCE, 'the token choice: the board straight ahead');
        await recordFrames(page);
        await tapOn(page, '[data-token=knock_out]');
        for (let moves = 0; moves < 40; moves += 1) {
          await page.waitForFunction(() => !document.body.dataset.busy && !document.body.dataset.flight
            && ['Hurl', 'HandOver', 'RoundSummary'].includes(document.body.dataset.stage), null, { timeout: 30_000 });
          const stage = await stageOf(page);
          if (stage === 'RoundSummary') break;
          if (stage === 'HandOver') {
            await tapOn(page, '#ready');
            await page.waitForFunction(() => document.body.dataset.stage !== 'HandOver');
            continue;
          }
          const what = `knock-out, seat ${await page.evaluate(() => window.catapult.screen().stage.seat)}`;
          await settle(page);
          view = await look(page);
          assert.ok(view.aimedAt.length > 0, `${what}: there are followers to aim at`);
          for (const follower of view.aimedAt) assert.ok(inView(view, follower), `${what}: follower at (${follower.x}, ${follower.y}) in view`);
          if (seats === 3) await screenshot(page, `${name}-knock-out-${view.seat}`);
          const { hurled } = await hurlStraightUp(page, seen, what);
          seen.launchAim = Math.max(seen.launchAim, tableAimError(view, await launchAim(page, hurled)));
          await duringFlight(page, seen, what);
        }
        await waitStage(page, 'RoundSummary', 30_000);
        assert.equal(seen.seats.size, seats, `every seat hurled: ${[...seen.seats]}`);
        assert.ok(seen.flights > 0, 'a flight was seen from its hurler');

        // The summary: seen from the last hurler as the last flight ended, the rest point in the frame.
        await settle(page);
        const summary = await lookAtSummary(page);
        assert.ok(summary.camera, 'the summary has the table of the last hurl');
        assert.equal(summary.camera.seat, summary.lastHurler, 'the summary is seen from the last hurler');
        const summaryAt = assertSeatAtBottom(summary, 'the summary');
        assert.ok(inView(summary, summary.rest), `the summary: the last token's rest at (${summary.rest.x}, ${summary.rest.y}) in view`);
        // From the last flight's end to the summary the view neither turns nor glides.
        const frames = await page.evaluate(() => window.framesSeen);
        const flightEnd = frames.findLastIndex((frame) => frame.flight);
        assert.ok(flightEnd >= 0, 'the last flight was drawn');
        const after = frames.slice(flightEnd);
        assert.ok(after.some((frame) => frame.stage === 'RoundSummary'), 'the summary was drawn');
        assert.ok(after.every((frame) => !frame.gliding && sameTurn(frame.turn, after[0].turn)),
          `the summary glided or turned after the flight: ${JSON.stringify(after.filter((f) => f.gliding || !sameTurn(f.turn, after[0].turn)).slice(0, 3))}`);
        if (seats === 3) await screenshot(page, `${name}-summary`);

        // The target: the fair tile in the frame.
        await openTableRound(page, url, file);
        await tapOn(page, '[data-token=target]');
        await waitStage(page, 'Hurl');
        await settle(page);
        view = await look(page);
        for (const corner of view.fair) assert.ok(inView(view, corner), `target: the fair tile's corner (${corner.x}, ${corner.y}) in view`);
        const target = await hurlStraightUp(page, seen, 'target');
        seen.launchAim = Math.max(seen.launchAim, tableAimError(target.view, await launchAim(page, target.hurled)));

        // The catch: the hurl, then the catch seen from the hurler, the catcher's hands in the frame.
        await openTableRound(page, url, file);
        await tapOn(page, '[data-token=catch]');
        await waitStage(page, 'Hurl');
        const thrown = await hurlStraightUp(page, seen, 'catch');
        await page.waitForFunction(() => ['HandOver', 'Catch'].includes(document.body.dataset.stage) && !document.body.dataset.busy);
        if ((await stageOf(page)) === 'HandOver') await tapOn(page, '#ready');
        await waitStage(page, 'Catch');
        seen.launchAim = Math.max(seen.launchAim, tableAimError(thrown.view, await launchAim(page, thrown.hurled)));
        await settle(page);
        view = await look(page);
        const catcher = await page.evaluate(() => window.catapult.screen().stage);
        assert.equal(view.camera.seat, catcher.hurler, 'the catch is seen from the hurler');
        seen.lowest = Math.min(seen.lowest, assertSeatAtBottom(view, 'the catch'));
        assert.ok(view.hands && inView(view, view.hands), `the catcher's hands at (${view.hands?.x}, ${view.hands?.y}) in view`);
        if (seats === 3) await screenshot(page, `${name}-catch`);
        await tapOn(page, '#let-it-go');

        t.diagnostic(`catapult at least ${(seen.lowest * 100).toFixed(1)}% down the view; board's centre at most ${seen.screenAim.toFixed(2)}° off straight up; `
          + `a straight-up swipe's launch at most ${seen.launchAim.toFixed(2)}° off the board's centre; ${seen.stages} hurls, ${seen.flights} flights checked; `
          + `summary from seat ${summary.seat}, its catapult ${(summaryAt * 100).toFixed(1)}% down, the rest point at (${summary.rest.x.toFixed(0)}, ${summary.rest.y.toFixed(0)}) `
          + `in ${summary.width}×${summary.height}, ${after.length} frames from the flight's end without a turn or glide`);
        assert.ok(seen.launchAim <= AIM_TOLERANCE, `a straight-up swipe launched ${seen.launchAim.toFixed(1)}° off the board's centre`);
        assert.deepEqual(errors, []);
      }, { viewport: size }));
  }
}
