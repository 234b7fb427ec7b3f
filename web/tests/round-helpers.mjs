// Helpers for the catapult round's browser tests: open a game file at its round (imported
// through the core, then continued from the home page by taps), watch the stages, and hold a
// finger on the screen through the DevTools protocol.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB, tap } from './browser.mjs';

/** A game file of tests/fixtures. */
export const fixture = (name) => readFileSync(join(WEB, `tests/fixtures/${name}.json`), 'utf8');

/** The game file that stops at Anna's token choice. */
export const ROUND_FIXTURE = fixture('round-anna');

/** The stage the page shows now. */
export const stageOf = (page) => page.evaluate(() => document.body.dataset.stage ?? null);

/** Waits until the page shows `stage` (and is not busy with a move). */
export async function waitStage(page, stage, timeout = 20000) {
  await page.waitForFunction((wanted) => document.body.dataset.stage === wanted && !document.body.dataset.busy
    && !document.body.dataset.flight, stage, { timeout });
}

/** Taps the centre of the element `selector`. */
export async function tapOn(page, selector) {
  const element = page.locator(selector).first();
  await element.scrollIntoViewIfNeeded();
  const box = await element.boundingBox();
  if (!box) throw new Error(`${selector} is not on screen`);
  await tap(page, box.x + box.width / 2, box.y + box.height / 2);
}

/** Records every stage the page shows, in order, into `window.stagesSeen`. */
export async function recordStages(page) {
  await page.evaluate(() => {
    window.stagesSeen = [];
    const note = () => {
      const stage = document.body.dataset.stage;
      if (stage && window.stagesSeen.at(-1) !== stage) window.stagesSeen.push(stage);
    };
    note();
    new MutationObserver(note).observe(document.body, { attributes: true, attributeFilter: ['data-stage'] });
  });
}

/**
 * Opens the round fixture (or another game file) as a player would after importing it: the file
 * goes in through the core, then Home → History → back → Continue, until the page shows `stage`.
 */
export async function openRoundFixture(page, url, file = ROUND_FIXTURE, stage = 'ChooseToken') {
  await page.goto(`${url}?pace=0`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true' && window.catapult?.core);
  await page.evaluate((json) => window.catapult.core.call('importGame', json), file);
  await tapOn(page, '#history');
  await page.locator('.back').waitFor();
  await tapOn(page, '.back');
  await page.locator('#continue').waitFor();
  await tapOn(page, '#continue');
  await waitStage(page, stage);
}

/** A finger on the screen at `at` until `lift` is called; `moveTo` moves it at 60 Hz. */
export async function touchDown(page, at) {
  const cdp = await page.context().newCDPSession(page);
  const point = (p) => [{ x: p.x, y: p.y, id: 0, radiusX: 4, radiusY: 4, force: 1 }];
  let where = at;
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: point(at) });
  return {
    async moveTo(to, ms) {
      const from = where;
      const steps = Math.max(2, Math.round((ms / 1000) * 60));
      for (let step = 1; step <= steps; step += 1) {
        const t = step / steps;
        where = { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t };
        await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: point(where) });
        await new Promise((done) => setTimeout(done, 1000 / 60));
      }
    },
    async lift() {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await cdp.detach();
    },
    /** The touch is taken away (the browser cancels it): nothing is released. */
    async cancel() {
      await cdp.send('Input.dispatchTouchEvent', { type: 'touchCancel', touchPoints: [] });
      await cdp.detach();
    },
  };
}
