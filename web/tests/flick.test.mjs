// The flick in the browser: a recorded flick trace (tests/traces, the phones' format) turned
// into what a browser delivers (devicemotion: acceleration, rotationRate in °/s; and
// deviceorientation: alpha, beta, gamma, Z-X'-Y'') at 60 Hz, while Anna holds the launch button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB, built, launchPhone, screenshot, serve } from './browser.mjs';
import { openRoundFixture, tapOn, touchDown, waitStage } from './round-helpers.mjs';

const TRACE = join(WEB, '..', 'tests', 'traces', 'flick-hard-100hz.csv');
const DEGREES = 180 / Math.PI;

/** The trace's samples: t (s), acceleration, rotation rate (rad/s), attitude [w, x, y, z]. */
function readTrace(path) {
  return readFileSync(path, 'utf8').split('\n')
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('timestamp'))
    .map((line) => line.split(',').map(Number))
    .map(([ns, ax, ay, az, gx, gy, gz, qw, qx, qy, qz]) => ({
      t: ns / 1e9, a: [ax, ay, az], g: [gx, gy, gz], q: [qw, qx, qy, qz],
    }));
}

/** The W3C orientation (alpha about z, beta about x', gamma about y'', degrees) of a quaternion. */
export function orientationOf([w, x, y, z]) {
  const n = Math.hypot(w, x, y, z);
  [w, x, y, z] = [w / n, x / n, y / n, z / n];
  const r01 = 2 * (x * y - w * z);
  const r11 = 1 - 2 * (x * x + z * z);
  const r21 = 2 * (y * z + w * x);
  const r20 = 2 * (x * z - w * y);
  const r22 = 1 - 2 * (x * x + y * y);
  const beta = Math.asin(Math.max(-1, Math.min(1, r21)));
  return [Math.atan2(-r01, r11) * DEGREES, beta * DEGREES, Math.atan2(-r20, r22) * DEGREES];
}

/** The trace resampled to 60 Hz as browser events' fields. */
function browserEvents(samples) {
  const lerp = (a, b, k) => a.map((value, i) => value + (b[i] - value) * k);
  const events = [];
  const end = samples.at(-1).t;
  for (let t = samples[0].t, i = 0; t <= end; t += 1 / 60) {
    while (samples[i + 1] && samples[i + 1].t < t) i += 1;
    const a = samples[i];
    const b = samples[i + 1] ?? a;
    const k = b.t > a.t ? (t - a.t) / (b.t - a.t) : 0;
    const [gx, gy, gz] = lerp(a.g, b.g, k);
    const [ax, ay, az] = lerp(a.a, b.a, k);
    events.push({
      acceleration: { x: ax, y: ay, z: az },
      rotationRate: { alpha: gz * DEGREES, beta: gx * DEGREES, gamma: gy * DEGREES },
      orientation: orientationOf(lerp(a.q, b.q, k)),
    });
  }
  return events;
}

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
    // The phone's sensors, at 60 Hz, as the browser would fire them. Each event carries the
    // time the phone's sensor would have stamped it, so a busy test machine that fires a timer
    // late (a gap over 0.1 s restarts the detector) cannot turn the flick into another one.
    await page.evaluate((events) => new Promise((done) => {
      let next = 0;
      const start = performance.now();
      const stamped = (event, index) => Object.defineProperty(event, 'timeStamp', { value: start + (index * 1000) / 60 });
      const timer = setInterval(() => {
        const index = next++;
        const event = events[index];
        if (!event) {
          clearInterval(timer);
          done();
          return;
        }
        const [alpha, beta, gamma] = event.orientation;
        window.dispatchEvent(stamped(new DeviceOrientationEvent('deviceorientation', { alpha, beta, gamma }), index));
        window.dispatchEvent(stamped(new DeviceMotionEvent('devicemotion', {
          acceleration: event.acceleration, rotationRate: event.rotationRate, interval: 1000 / 60,
        }), index));
      }, 1000 / 60);
    }), browserEvents(readTrace(TRACE)));
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
