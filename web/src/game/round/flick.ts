// Hurling by flicking the phone: hold the launch button and flick. Every `devicemotion` event,
// with the latest `deviceorientation`, goes to the core's flick detector; the launch it finds
// is hurled at once, or on release; a miss is told in the core's words.
import { h } from '../../app/dom';
import type { Launch } from '../../api/types';
import type { StageContext } from '../game-page';

/** Why flicking cannot work here, or null when it can. */
export function flickUnavailable(): string | null {
  if (!window.isSecureContext) return 'Flicking needs the https:// address on a phone; swipe instead.';
  if (typeof DeviceMotionEvent === 'undefined') return 'This browser gives no motion sensors; swipe instead (on a phone, open the https:// address).';
  return null;
}

/** Asks for the motion sensors where the browser wants a tap's permission first (iOS). */
export async function askMotionPermission(): Promise<string | null> {
  const ask = (DeviceMotionEvent as unknown as { requestPermission?: () => Promise<string> }).requestPermission;
  if (!ask) return null;
  try {
    return (await ask.call(DeviceMotionEvent)) === 'granted' ? null : 'Motion sensors are off for this page; swipe instead.';
  } catch {
    return 'Motion sensors are off for this page; swipe instead.';
  }
}

/** The big launch button (hold it and flick the phone toward the board), under the core's words
 * on how to flick and how to raise or flatten the arc. */
export function flickHold(context: StageContext): { element: HTMLElement; stop(): void } {
  const button: HTMLElement = h('button.flick-hold#flick-hold', { 'aria-label': 'Hold and flick the phone to hurl' }, 'Hold, then flick the phone');
  const element = h('div.flick', {}, h('p.flick-how#flick-how', {}, context.app.opened.menu.how_to_flick), button);
  let orientation: [number, number, number] = [0, 0, 0];
  let held = false;
  let launched = false;

  const hurl = (launch: Launch): void => {
    if (launched) return;
    launched = true;
    stopMotion();
    void context.play({ op: 'hurl', aim_degrees: launch.aim_degrees, elevation_degrees: launch.elevation_degrees, speed: launch.speed });
  };
  const oriented = (event: DeviceOrientationEvent): void => {
    orientation = [event.alpha ?? 0, event.beta ?? 0, event.gamma ?? 0];
  };
  const moved = (event: DeviceMotionEvent): void => {
    if (!held || launched) return;
    const a = event.acceleration;
    const r = event.rotationRate;
    // A browser without the sensor sends events with no reading (Chromium does once, as a
    // listener is added): zeros stamped with another clock would spoil the flick.
    if (a?.x == null || r?.alpha == null) return;
    void context.app.core.call('flickPush', {
      time_ms: event.timeStamp,
      acceleration: [a?.x ?? 0, a?.y ?? 0, a?.z ?? 0],
      rotation_rate: [r?.alpha ?? 0, r?.beta ?? 0, r?.gamma ?? 0],
      orientation,
    }).then((launch) => launch && hurl(launch), (error: unknown) => context.app.tell(error));
  };
  const stopMotion = (): void => {
    held = false;
    window.removeEventListener('devicemotion', moved);
    button.classList.remove('held');
  };

  window.addEventListener('deviceorientation', oriented);
  button.addEventListener('pointerdown', (event) => {
    if (held || launched) return;
    button.setPointerCapture(event.pointerId);
    held = true;
    button.classList.add('held');
    button.textContent = 'Flick now!';
    // The worker answers in order: motion sent now reaches the detector after it is armed.
    void context.app.core.call('flickArm');
    window.addEventListener('devicemotion', moved);
  });
  const release = async (): Promise<void> => {
    if (!held) return;
    stopMotion();
    button.textContent = 'Hold, then flick the phone';
    try {
      // Asked after every motion already sent, so a launch found on the way is seen first.
      const launch = await context.app.core.call('flickDisarm');
      if (!launched) hurl(launch);
    } catch (error) {
      if (!launched) context.app.tell(error);
    }
  };
  button.addEventListener('pointerup', () => void release());
  button.addEventListener('pointercancel', () => void release());
  return {
    element,
    stop: () => {
      stopMotion();
      window.removeEventListener('deviceorientation', oriented);
    },
  };
}
