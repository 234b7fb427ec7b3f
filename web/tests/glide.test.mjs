// The change between the north-up board (placing tiles) and the round seen from the acting seat,
// and from one seat's view to the next: a short glide (at most 300 ms) through views between
// the two, or none at all for a player who asks the system for less motion.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { skip, withPhone } from './phone-game.mjs';
import { stageOf, tapOn, waitStage } from './round-helpers.mjs';
import { movedOn, openTableRound, roundGameFile, settle, swipeUp } from './table-games.mjs';

/** The longest a change of view may take, ms. */
const LONGEST_GLIDE = 300;

/** Every animation frame from now on: whether the board glides, and its drawn turn (radians, 0..2π). */
const recordFrames = (page) => page.evaluate(() => {
  window.framesSeen = [];
  const note = (time) => {
    const { board } = window.catapult;
    const turn = board.drawnView().turn;
    window.framesSeen.push({ time, gliding: board.canvas.dataset.gliding === 'true', turn: ((turn % (2 * Math.PI)) + 2 * Math.PI) % (2 * Math.PI) });
    requestAnimationFrame(note);
  };
  requestAnimationFrame(note);
});

/** The glides among `frames`: from the first frame gliding to the first one still, with the turns drawn between. */
function glidesIn(frames) {
  const glides = [];
  let current = null;
  for (const frame of frames) {
    if (frame.gliding && !current) current = { start: frame.time, turns: [frame.turn] };
    else if (frame.gliding) current.turns.push(frame.turn);
    else if (current) {
      glides.push({ ...current, ms: frame.time - current.start, end: frame.turn });
      current = null;
    }
  }
  return glides;
}

/** Plays `file`'s round with the knock-out token (each person swipes up), then closes the summary: back to the tiles. */
async function playRoundToTiles(page, url, file) {
  await openTableRound(page, url, file);
  await recordFrames(page);
  await tapOn(page, '[data-token=knock_out]');
  for (let moves = 0; moves < 20; moves += 1) {
    await settle(page);
    const stage = await stageOf(page);
    if (stage === 'PlaceTile') break;
    if (stage === 'Hurl') await swipeUp(page);
    else await tapOn(page, { HandOver: '#ready', RoundSummary: '#close-summary' }[stage]);
    await movedOn(page, stage);
  }
  await waitStage(page, 'PlaceTile');
  await settle(page);
  return page.evaluate(() => ({ frames: window.framesSeen, turn: window.catapult.board.getView().turn }));
}

/** Whether turn `a` is turn `b` (radians, either way round). */
const sameTurn = (a, b) => Math.abs(Math.atan2(Math.sin(a - b), Math.cos(a - b))) < 1e-6;

test(`the board glides into each seat's view and back to north up in at most ${LONGEST_GLIDE} ms`, { skip, timeout: 120_000 }, (t) => withPhone(async (page, url, errors) => {
  const { frames, turn } = await playRoundToTiles(page, url, await roundGameFile(2));
  const glides = glidesIn(frames);
  const longest = Math.max(...glides.map((g) => g.ms));
  t.diagnostic(`${glides.length} glides, the longest ${longest.toFixed(0)} ms`);
  assert.ok(glides.length >= 3, `glides seen: ${glides.length}`);
  assert.ok(longest <= LONGEST_GLIDE, `a glide took ${longest.toFixed(0)} ms`);
  // Ben sits across the table: his view turns the board half round, through turns between.
  const halfRound = glides.find((g) => sameTurn(g.end, Math.PI));
  assert.ok(halfRound, 'the board turned to Ben across the table');
  assert.ok(halfRound.turns.some((a) => !sameTurn(a, 0) && !sameTurn(a, Math.PI)), 'through the turns between');
  assert.ok(sameTurn(turn, 0), 'tiles are placed north up again');
  assert.deepEqual(errors, []);
}));

test('with reduced motion the board changes view at once', { skip, timeout: 120_000 }, () => withPhone(async (page, url, errors) => {
  const { frames, turn } = await playRoundToTiles(page, url, await roundGameFile(2));
  assert.ok(frames.length > 30, `frames seen: ${frames.length}`);
  assert.equal(frames.filter((f) => f.gliding).length, 0, 'no frame glides');
  assert.ok(frames.every((f) => sameTurn(f.turn, 0) || sameTurn(f.turn, Math.PI)), 'every frame drawn north up or from across the table, none between');
  assert.ok(frames.some((f) => sameTurn(f.turn, Math.PI)), "Ben's view was shown");
  assert.ok(sameTurn(turn, 0), 'tiles are placed north up again');
  assert.deepEqual(errors, []);
}, { reducedMotion: 'reduce' }));
