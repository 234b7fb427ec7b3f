// A hurl's flight, animated from the core's 60 Hz frames over the board, on the table as it
// was before the hurl, seen from the hurler's seat (the flight's camera, which ends framing
// where the token rests and what it touched). A tap anywhere skips to the landing.
import type { RoundView, Show } from '../api/types';
import type { StageContext } from './stage-context';
import { playFlight } from './round/animate';
import { cameraFraming } from './round/camera';
import { RoundOverlay, seatColours } from './round/overlay';
import { tableNow } from './round/stage-overlay';

/** Plays the flight of `show` and resolves when it has landed. */
export async function showFlight(context: StageContext, show: Extract<Show, { kind: 'Flight' }>): Promise<void> {
  const round: RoundView | null = show.round_before ?? tableNow(context);
  if (!round) return;
  document.body.dataset.flight = 'playing';
  const overlay = new RoundOverlay(context.overlay, context.board, {
    round: { ...round, hurler: show.hurl.seat },
    camera: show.camera,
    colours: seatColours(context.screen.board.players),
  });
  if (show.camera) context.board.lookThrough(cameraFraming(round, show.camera));
  const playing = playFlight(overlay, show.hurl);
  const skip = (): void => playing.skip();
  window.addEventListener('pointerdown', skip, { once: true });
  try {
    await playing.done;
    // The toppled followers lie a moment before the next scene stands the board up again.
    await new Promise((done) => setTimeout(done, 350));
  } finally {
    window.removeEventListener('pointerdown', skip);
    overlay.destroy();
    delete document.body.dataset.flight;
  }
}
