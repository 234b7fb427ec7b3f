// The phone's motion while a button is held, as the core's flick detector takes it: every
// `devicemotion` event with the latest `deviceorientation`. The round's flick and the practice
// screen both read it through `holdForMotion`, so this is the only code that reads the sensors.
import type { MotionReading } from '../api/protocol';

/** Why the motion sensors cannot be read here (a short sentence without a full stop), or null. */
export function flickUnavailable(): string | null {
  if (!window.isSecureContext) return 'Flicking needs the https:// address on a phone';
  if (typeof DeviceMotionEvent === 'undefined') return 'This browser gives no motion sensors (on a phone, open the https:// address)';
  return null;
}

type AskPermission = () => Promise<string>;

function permissionQuestion(): AskPermission | undefined {
  if (typeof DeviceMotionEvent === 'undefined') return undefined;
  return (DeviceMotionEvent as unknown as { requestPermission?: AskPermission }).requestPermission;
}

/** Whether the browser asks before it gives the motion sensors (iOS): ask from a tap. */
export function motionNeedsPermission(): boolean {
  return permissionQuestion() !== undefined;
}

/** Asks for the motion sensors where the browser wants a tap's permission first (iOS); null
 * when they may be read, else why not (a short sentence without a full stop). */
export async function askMotionPermission(): Promise<string | null> {
  const ask = permissionQuestion();
  if (!ask) return null;
  try {
    return (await ask.call(DeviceMotionEvent)) === 'granted' ? null : 'Motion sensors are off for this page';
  } catch {
    return 'Motion sensors are off for this page';
  }
}

/** What a held button does with the motion. */
export interface HoldHandlers {
  /** The button went down: arm the detector (asked before the first reading is sent). */
  arm(): void;
  /** A reading while the button is held. */
  reading(reading: MotionReading): void;
  /** The button came up, or the touch was taken away: disarm. */
  release(): void;
}

/** A button that reads the motion while it is held. */
export interface MotionHold {
  /** Ends the hold now without a release (the flick was used), and takes no new one. */
  stop(): void;
}

/**
 * Reads the motion while `button` is held. Times count from the hold's first reading (the
 * detector needs only the steps between them), so an attempt saved as a trace starts at 0 and
 * says nothing of when the page was opened.
 */
export function holdForMotion(button: HTMLElement, handlers: HoldHandlers): MotionHold {
  let orientation: [number, number, number] = [0, 0, 0];
  let held = false;
  let stopped = false;
  let firstTime: number | null = null;

  const oriented = (event: DeviceOrientationEvent): void => {
    orientation = [event.alpha ?? 0, event.beta ?? 0, event.gamma ?? 0];
  };
  const moved = (event: DeviceMotionEvent): void => {
    if (!held) return;
    const a = event.acceleration;
    const r = event.rotationRate;
    // A browser without the sensor sends events with no reading (Chromium does once, as a
    // listener is added): zeros stamped with another clock would spoil the flick.
    if (a?.x == null || r?.alpha == null) return;
    firstTime ??= event.timeStamp;
    handlers.reading({
      time_ms: event.timeStamp - firstTime,
      acceleration: [a.x, a.y ?? 0, a.z ?? 0],
      rotation_rate: [r.alpha, r.beta ?? 0, r.gamma ?? 0],
      orientation,
    });
  };
  const end = (): void => {
    held = false;
    window.removeEventListener('devicemotion', moved);
    button.classList.remove('held');
  };
  const release = (): void => {
    if (!held) return;
    end();
    handlers.release();
  };

  window.addEventListener('deviceorientation', oriented);
  button.addEventListener('pointerdown', (event) => {
    if (held || stopped) return;
    button.setPointerCapture(event.pointerId);
    held = true;
    firstTime = null;
    button.classList.add('held');
    // The worker answers in order: motion sent from here reaches the detector after it is armed.
    handlers.arm();
    window.addEventListener('devicemotion', moved);
  });
  button.addEventListener('pointerup', release);
  button.addEventListener('pointercancel', release);
  return {
    stop: () => {
      stopped = true;
      end();
      window.removeEventListener('deviceorientation', oriented);
    },
  };
}
