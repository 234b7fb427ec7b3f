// One-off: the pictures of docs/WEB.md's "How the round is seen": for each token, the round as
// the people on the four sides of a six-seat table see it (south, west, north, east), side by
// side, into docs/images/web-round-TOKEN.png; the seduction's also shows the choice after it.
// Run it after a build: `npm run round-pictures` (needs /usr/bin/chromium, or CHROMIUM=…).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchPhone, serve, WEB } from '../tests/browser.mjs';
import { fixture, openRoundFixture, stageOf, tapOn } from '../tests/round-helpers.mjs';
import { movedOn, NAMES, openTableRound, roundGameFile, settle, swipeUp } from '../tests/table-games.mjs';

const OUT = join(WEB, '..', 'docs', 'images');
/** The seats of a six-seat table that sit on each side (seats go clockwise from the south). */
const SIDES = new Map([[0, 'south'], [1, 'west'], [3, 'north'], [4, 'east']]);
const TOKENS = ['knock_out', 'seduction', 'target', 'catch'];
/** How wide each phone is drawn in a picture, px. */
const SHOT_WIDTH = 180;

/** The score strip and the board, as the phone shows them now (PNG). */
async function boardShot(page) {
  await settle(page);
  const clip = await page.evaluate(() => {
    const top = document.querySelector('.scores').getBoundingClientRect().top;
    const bottom = document.querySelector('.board-area').getBoundingClientRect().bottom;
    return { x: 0, y: top, width: innerWidth, height: bottom - top };
  });
  return page.screenshot({ clip });
}

/** The round with `token` on a six-seat table: a shot of each side's seat as it hurls (for the catch, as its catch flies). */
async function roundShots(page, url, file, token) {
  await openTableRound(page, url, file);
  await tapOn(page, `[data-token=${token}]`);
  const shots = new Map();
  for (let moves = 0; moves < 40; moves += 1) {
    await page.waitForFunction(() => !document.body.dataset.busy && !document.body.dataset.flight
      && ['Hurl', 'HandOver', 'Catch', 'Seduce', 'RoundSummary'].includes(document.body.dataset.stage), null, { timeout: 30_000 });
    const stage = await stageOf(page);
    if (stage === 'RoundSummary') break;
    const { seat, hurler } = await page.evaluate(() => window.catapult.screen().stage);
    const from = stage === 'Catch' ? hurler : seat;
    const wanted = SIDES.has(from) && !shots.has(from) && (stage === 'Catch') === (token === 'catch');
    if (stage === 'Catch' && wanted) {
      // The token on its way to the catcher's hands.
      await page.waitForFunction(() => window.catapult.flightFrames.length > 0);
      await page.waitForTimeout(350);
    }
    if (wanted && (stage === 'Hurl' || stage === 'Catch')) {
      const to = stage === 'Catch' ? ` to ${NAMES[seat]}` : '';
      shots.set(from, { png: await boardShot(page), caption: `${NAMES[from]}, ${SIDES.get(from)}${to}` });
    }
    if (stage === 'HandOver') await tapOn(page, '#ready');
    if (stage === 'Hurl') await swipeUp(page);
    if (stage === 'Catch') await tapOn(page, '#let-it-go');
    if (stage === 'Seduce') await tapOn(page, '#decline');
    await movedOn(page, stage);
  }
  return [...SIDES.keys()].flatMap((seat) => shots.get(seat) ?? []);
}

/** The seduction's choice: Anna taps the follower her token came to rest by (tests/fixtures/round-seduce.json). */
async function seductionChoice(page, url) {
  await page.evaluate(() => sessionStorage.clear());
  await openRoundFixture(page, url, fixture('round-seduce'), 'Seduce');
  await tapOn(page, '[data-target]');
  await page.locator('[data-with]').first().waitFor();
  return { png: await boardShot(page), caption: 'Anna chooses whom to seduce' };
}

/** The shots side by side with their captions, as one PNG. */
async function sideBySide(page, shots) {
  const figures = shots.map(({ png, caption }) => `<figure>
    <img src="data:image/png;base64,${png.toString('base64')}" alt=""><figcaption>${caption}</figcaption></figure>`).join('');
  await page.setContent(`<style>
    body { margin: 0; background: #fff; font: 600 12px system-ui, sans-serif; color: #1f2a1c; }
    main { display: inline-flex; gap: 8px; padding: 8px; }
    figure { margin: 0; width: ${SHOT_WIDTH}px; }
    img { display: block; width: 100%; border: 1px solid #c9bd98; border-radius: 6px; }
    figcaption { padding-top: 4px; text-align: center; }
  </style><main>${figures}</main>`);
  return page.locator('main').screenshot();
}

const server = await serve();
const phone = await launchPhone({ deviceScaleFactor: 2 });
try {
  const { page } = phone;
  const file = await roundGameFile(6);
  const pictures = new Map();
  for (const token of TOKENS) pictures.set(token, await roundShots(page, server.url, file, token));
  pictures.get('seduction').push(await seductionChoice(page, server.url));
  const paper = await phone.context.newPage();
  await paper.setViewportSize({ width: 1200, height: 600 });
  mkdirSync(OUT, { recursive: true });
  for (const [token, shots] of pictures) {
    const path = join(OUT, `web-round-${token.replace('_', '-')}.png`);
    writeFileSync(path, await sideBySide(paper, shots));
    console.log(`${path}: ${shots.map((s) => s.caption).join('; ')}`);
  }
} finally {
  await phone.close();
  await server.close();
}
