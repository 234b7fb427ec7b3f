// A recorded motion trace (tests/traces, the phones' format) turned into what a browser
// delivers (devicemotion: acceleration, rotationRate in °/s; deviceorientation: alpha, beta,
// gamma, Z-X'-Y'') at 60 Hz, and fired in the page as the phone's sensors would fire it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { WEB } from './browser.mjs';

/** The folder of the recorded traces. */
export const TRACES = join(WEB, '..', 'tests', 'traces');
const DEGREES = 180 / Math.PI;

/** The trace's samples: t (s), acceleration, rotation rate (rad/s), attitude [w, x, y, z]. */
export function readTrace(path) {
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
export function browserEvents(samples) {
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

/** The trace file `name` of tests/traces as browser events. */
export const traceEvents = (name) => browserEvents(readTrace(join(TRACES, name)));

/**
 * Fires `events` in the page at 60 Hz, each `deviceorientation` then `devicemotion`; resolves
 * once all are fired. Each event carries the time the phone's sensor would have stamped it, so
 * a busy test machine that fires a timer late (a gap over 0.1 s restarts the detector) cannot
 * turn the flick into another one.
 */
export function feedMotion(page, events) {
  return page.evaluate((events) => new Promise((done) => {
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
  }), events);
}
