// The flick in the browser: a recorded flick trace (tests/traces) fired as the browser's
// devicemotion and deviceorientation events at 60 Hz (motion.mjs), while Anna holds the
// launch button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { built, launchPhone, screenshot, serve } from './browser.mjs';
import { feedMotion, traceEvents } from './motion.mjs';
import { openRoundFixture, tapOn, touchDown, waitStage } from './round-helpers.mjs';

test('Anna holds the launch button and flicks the phone: the token flies', { skip: !built() && 'run `npm run build` first' }, async () => {
  const server = await serve();
  const phone = await launchPhone();
  try {
    const { page } = phone;
    await openRoundFixture(page, server.url);
    await tapOn(page, '[data-token=target]');
    await waitStage(page, 'Hurl');
    await tapOn(page, '#flick-mode');
    await page.locator('#flick-hold').waitFor();
    // The core's words on how to flick, and how to raise or flatten the arc, above the button.
    const how = await page.locator('#flick-how').textContent();
    assert.ok(/still/.test(how) && /upward/.test(how) && /downward/.test(how), how);
    const hold = await page.locator('#flick-hold').boundingBox();
    const finger = await touchDown(page, { x: hold.x + hold.width / 2, y: hold.y + hold.height / 2 });
    await page.waitForFunction(() => document.querySelector('#flick-hold')?.classList.contains('held'));
    await screenshot(page, 'round-flick-hold');
    // The phone's sensors, at 60 Hz, as the browser would fire them.
    await feedMotion(page, traceEvents('flick-hard-100hz.csv'));
    // The flick launched the token before the finger lifted.
    await page.waitForFunction(() => document.body.dataset.flight === 'playing' || document.body.dataset.stage !== 'Hurl', null, { timeout: 30000 });
    await finger.lift();
    await page.waitForFunction(() => document.body.dataset.stage !== 'Hurl' && !document.body.dataset.busy, null, { timeout: 30000 });
    const frames = await page.evaluate(() => window.catapult.flightFrames.length);
    assert.ok(frames > 10, `a flight was shown (${frames} frames)`);
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
    await server.close();
  }
});
