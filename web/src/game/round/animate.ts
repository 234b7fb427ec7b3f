// A hurl's flight played from the core's 60 Hz frames at the screen's refresh rate: each
// animation frame finds the two frames around the elapsed time and draws the token between
// them. Frame times go to `window.catapult.flightFrames` for the performance benchmark.
import type { HurlRecord, RoundView } from '../../api/types';
import type { RoundOverlay } from './overlay';

/** A flight being played. */
export interface Playing {
  /** Resolves when the token has landed (or the flight was skipped). */
  done: Promise<void>;
  /** performance.now() when the token left the catapult, once the first frame is drawn. */
  released(): number | null;
  /** Jumps to the end. */
  skip(): void;
}

/** Where benchmark numbers are kept: ms between animation frames, every flight. */
function frameLog(): number[] {
  const holder = window as unknown as { catapult?: { flightFrames?: number[] } };
  holder.catapult ??= {};
  holder.catapult.flightFrames ??= [];
  return holder.catapult.flightFrames;
}

/** Plays `hurl` on `overlay`; `watch` is told the token's place (m) every frame. */
export function playFlight(
  overlay: RoundOverlay, hurl: HurlRecord, watch?: (at: [number, number, number]) => void,
): Playing {
  const frames = hurl.outcome.frames;
  const last = frames[frames.length - 1];
  const duration = last ? last.time : 0;
  const log = frameLog();
  let start: number | null = null;
  let previous = 0;
  let cursor = 0;
  let skipped = false;
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));

  const tick = (now: number): void => {
    if (start === null) start = now;
    else log.push(now - previous);
    previous = now;
    const elapsed = skipped ? duration : (now - start) / 1000;
    while (cursor < frames.length - 2 && (frames[cursor + 1]?.time ?? Infinity) <= elapsed) cursor++;
    const a = frames[cursor];
    const b = frames[Math.min(cursor + 1, frames.length - 1)];
    if (!a || !b) return finish();
    const span = b.time - a.time;
    const k = span > 0 ? Math.min(1, Math.max(0, (elapsed - a.time) / span)) : 1;
    const at: [number, number, number] = [
      a.token[0] + (b.token[0] - a.token[0]) * k,
      a.token[1] + (b.token[1] - a.token[1]) * k,
      a.token[2] + (b.token[2] - a.token[2]) * k,
    ];
    overlay.update({
      flying: { at, kind: hurl.token, owner: hurl.seat },
      leans: b.followers,
      round: moveTokens(overlay.drawing.round, b.tokens),
    });
    // A slid follower stays in every later frame, so a frame without slides has none yet.
    if (b.sliding) overlay.showSlides(b.sliding);
    watch?.(at);
    if (elapsed >= duration) finish();
    else requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
  return {
    done,
    released: () => start,
    skip: () => (skipped = true),
  };
}

/**
 * `round`'s table with the tokens a flight pushed moved, each known by its owner's seat (the
 * physics' token id); the same object when none moved.
 */
function moveTokens(round: RoundView, moved: [number, [number, number]][]): RoundView {
  if (moved.length === 0) return round;
  const tokens = round.tokens.map((token) => {
    const push = moved.find(([owner]) => owner === token.owner);
    return push ? { ...token, at: { x: push[1][0], y: push[1][1] } } : token;
  });
  return { ...round, tokens };
}

/**
 * `round`'s table (as `hurl` found it) as the flight left it, as its last frame is drawn: the
 * tokens it pushed where they stopped, and the hurled token where it came to rest.
 */
export function landedOn(round: RoundView, hurl: HurlRecord): RoundView {
  const pushed = moveTokens(round, hurl.outcome.frames.at(-1)?.tokens ?? []);
  const [x, y] = hurl.outcome.rest_position;
  return { ...pushed, tokens: [...pushed.tokens, { owner: hurl.seat, kind: hurl.token, at: { x, y } }] };
}
