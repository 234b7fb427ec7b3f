// The practice screen on a phone: Anna opens it from home, holds the button while a recorded
// flick is fired as the browser's motion events, and reads the launch with its arc; a phone put
// down launches nothing and the core says why; she switches to gentle, flicks again and saves
// the motion. The saved file is the checked-in tests/traces/recorded/web-practice-flick.csv
// (UPDATE_TRACES=1 writes it), which core/tests/recorded_traces.rs runs through the detector.
// And in a game: before her first hurl Anna may practise first, and her choice is kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenshot } from './browser.mjs';
import { TRACES, feedMotion, traceEvents } from './motion.mjs';
import { skip, withPhone } from './phone-game.mjs';
import { fixture, openRoundFixture, tapOn, touchDown } from './round-helpers.mjs';

/** The web app's own recording, checked in for the detector's tests. */
const RECORDED = join(TRACES, 'recorded', 'web-practice-flick.csv');
/** A fixed user agent, so the file's `# device:` line is the same on every machine. */
const AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/140.0.0.0 Safari/537.36';

/** A phone with that agent. */
const withPracticePhone = (body) => withPhone(body, { userAgent: AGENT });

/** Switches the motion sensor on where the browser asks first (Chromium does, as iOS). */
async function allowMotion(page) {
  await page.locator('#allow-motion, #practice-hold').first().waitFor();
  if (await page.locator('#allow-motion').count()) await page.locator('#allow-motion').tap();
  await page.locator('#practice-hold').waitFor();
}

/** Holds the practice button while `trace` is fired as motion, then lets go; the report. */
async function attempt(page, trace) {
  // The report on screen now is marked, to wait for the one this attempt gives.
  await page.evaluate(() => document.querySelector('#practice-report')?.setAttribute('data-old', ''));
  const box = await page.locator('#practice-hold').boundingBox();
  const finger = await touchDown(page, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
  await page.waitForFunction(() => document.querySelector('#practice-hold')?.classList.contains('held'));
  await feedMotion(page, traceEvents(trace));
  await finger.lift();
  await page.waitForFunction(() => {
    const report = document.querySelector('#practice-report');
    return report && !report.hasAttribute('data-old') && report.dataset.launched;
  }, null, { timeout: 20_000 });
  return page.locator('#practice-report');
}

/** Every control of the practice screen is a touch target of at least 44 px and fits the width. */
async function checkTargets(page, width) {
  const boxes = await page.locator('#practice button, #practice select').evaluateAll(
    (elements) => elements.map((element) => ({ id: element.id || element.textContent, ...element.getBoundingClientRect().toJSON() })));
  for (const box of boxes) assert.ok(box.height >= 44 && box.width >= 44 && box.right <= width, `a control at ${JSON.stringify(box)}`);
  const overflow = await page.evaluate(() => document.querySelector('#practice').scrollWidth - document.querySelector('#practice').clientWidth);
  assert.equal(overflow, 0, `nothing sticks out sideways at ${width} px`);
}

test('Anna practises from home: a flick with its arc, a put-down told, gentle, and the flick saved', { skip, timeout: 120_000 }, () => withPracticePhone(async (page, url, errors) => {
  await page.goto(`${url}?pace=0`);
  await page.waitForFunction(() => document.body.dataset.ready === 'true');
  await page.locator('#practise-flick').tap();
  await allowMotion(page);
  assert.match(await page.locator('#practice-how').textContent(), /still/);
  assert.equal(await page.locator('[data-sensitivity=normal]').getAttribute('aria-checked'), 'true');

  // Nothing to save yet: the core says so.
  await page.locator('#save-recording').tap();
  await page.locator('.notice:not([hidden])').waitFor();
  assert.match(await page.locator('.notice').textContent(), /^Nothing was recorded yet: flick once first, then save$/);
  await page.locator('.notice').waitFor({ state: 'hidden', timeout: 8000 });

  // A flick: the launch in the core's words, its numbers and its arc.
  let report = await attempt(page, 'flick-medium-100hz.csv');
  assert.equal(await report.getAttribute('data-launched'), 'true');
  assert.match(await report.locator('.report-headline').textContent(), /^\d+\.\d m\/s, .*arc$/);
  assert.ok((await report.locator('.report-advice').textContent()).length > 10);
  assert.equal(await report.locator('.report-numbers > div').count(), 5);
  assert.equal(await report.locator('#practice-arc').getAttribute('data-points'), '12');
  const points = (await report.locator('.arc-path').getAttribute('points')).split(' ');
  assert.equal(points.length, 12);
  const heights = points.map((point) => Number(point.split(',')[1]));
  assert.ok(Math.min(...heights) < heights[0] - 10, `the arc rises: ${heights}`);
  await checkTargets(page, 390);
  // As a player sees it after a flick (the save tapped above scrolled the page down).
  await page.locator('#practice').evaluate((practice) => practice.scrollTo(0, 0));
  await screenshot(page, 'practice-flick');

  // A phone put down on the table: no launch, and the core's reason.
  report = await attempt(page, 'set-down.csv');
  assert.equal(await report.getAttribute('data-launched'), 'false');
  const reason = await report.getAttribute('data-reason');
  assert.ok(reason && reason !== 'not_armed', reason);
  assert.equal(await report.locator('#practice-arc').count(), 0);
  assert.equal(await report.locator('.report-numbers').count(), 0);
  assert.doesNotMatch(await report.locator('.report-headline').textContent(), /m\/s/);
  assert.match(await report.locator('.report-advice').textContent(), /^Hold the/);
  await screenshot(page, 'practice-put-down');

  // Gentle, with the core's line on who it is for, and a flick at that setting.
  await page.locator('[data-sensitivity=gentle]').tap();
  assert.equal(await page.locator('[data-sensitivity=gentle]').getAttribute('aria-checked'), 'true');
  assert.equal(await page.locator('#sensitivity-explanation').textContent(), 'For light flicks: a small flick goes far.');
  report = await attempt(page, 'flick-medium-100hz.csv');
  assert.equal(await report.getAttribute('data-launched'), 'true');

  // Saved as a flick: the file the core wrote, with the motion the page saw.
  await page.locator('#save-label').selectOption('flick');
  const [saved] = await Promise.all([page.waitForEvent('download'), page.locator('#save-recording').tap()]);
  assert.equal(saved.suggestedFilename(), 'catapult-flick.csv');
  const text = readFileSync(await saved.path(), 'utf8');
  const notes = text.split('\n').filter((line) => line.startsWith('#'));
  assert.deepEqual(notes.slice(0, 5), [
    '# A motion trace recorded on the practice screen.',
    '# label: flick',
    '# device: Linux, Headless Chrome',
    '# rate_hz: 60',
    '# sensitivity: gentle',
  ]);
  assert.match(notes[5], /^# outcome: launch, \d+\.\d m\/s/);
  const samples = text.split('\n').filter((line) => /^\d/.test(line));
  assert.equal(samples.length, traceEvents('flick-medium-100hz.csv').length, 'every event the page saw');
  assert.match(samples[0], /^0,/, 'the recording starts at 0');

  // The round trip: the checked-in trace is what the web app saves.
  if (process.env.UPDATE_TRACES === '1') writeFileSync(RECORDED, text);
  assert.equal(text, readFileSync(RECORDED, 'utf8'), `${RECORDED} is not what the web app saves now; run with UPDATE_TRACES=1 to write it`);

  // At 360 px wide too.
  await page.setViewportSize({ width: 360, height: 780 });
  await checkTargets(page, 360);
  await screenshot(page, 'practice-360');
  assert.deepEqual(errors, []);
}));

test('before her first hurl Anna practises first, picks firm, and it is kept with her seat', { skip, timeout: 90_000 }, () => withPracticePhone(async (page, url, errors) => {
  await openRoundFixture(page, url, fixture('round-first-hurl'), 'Hurl');
  const stage = await page.evaluate(() => window.catapult.screen().stage);
  assert.equal(stage.offer_practice, true);
  assert.equal(stage.flick_sensitivity, 'normal');
  await tapOn(page, '#practise-first');
  await allowMotion(page);
  assert.equal(await page.locator('.board-area').isVisible(), false, 'the practice takes the screen');
  assert.equal(await page.locator('[data-sensitivity=normal]').getAttribute('aria-checked'), 'true');
  assert.match(await page.locator('#practice .note').textContent(), /Anna/);

  const report = await attempt(page, 'flick-medium-100hz.csv');
  assert.equal(await report.getAttribute('data-launched'), 'true');
  await page.locator('[data-sensitivity=firm]').tap();
  await page.waitForFunction(() => window.catapult.screen().stage.flick_sensitivity === 'firm');
  await screenshot(page, 'practice-in-game');
  // The worker's game has it, with the seat.
  const view = await page.evaluate(() => window.catapult.core.call('view'));
  assert.equal(view.screen.seats[stage.seat].flick_sensitivity, 'firm');
  assert.equal(view.screen.stage.flick_sensitivity, 'firm');

  // Back to the game: the same hurl, still offering practice (no hurl yet).
  await page.locator('#practice-done').tap();
  await page.locator('#flick-mode').waitFor();
  assert.equal(await page.locator('#practice').count(), 0);
  assert.ok(await page.locator('.board-area').isVisible());
  assert.ok(await page.locator('#practise-first').isVisible());
  assert.equal(await page.evaluate(() => document.body.dataset.stage), 'Hurl');
  assert.deepEqual(errors, []);
}));
