// The catch: the flight plays toward the catcher's hands, which light up while the token is
// within reach; "Catch!" (a big area) times the attempt from the release, "Let it fall" makes
// none. The core judges the attempt.
import { h } from '../../app/dom';
import type { StageContext } from '../stage-context';
import { playFlight } from './animate';
import { stageOverlay, tableNow } from './stage-overlay';

export function catchArea(context: StageContext): (() => void) | void {
  const { screen, panel, play, name } = context;
  const stage = screen.stage;
  if (stage.kind !== 'Catch') return;
  const { zone, flight } = stage;
  const table = tableNow(context);
  const overlay = table && stageOverlay(context, { zone, round: { ...table, hurler: stage.hurler } });
  const status = h('p.status', {}, `${name(stage.seat)}: ${name(stage.hurler)} hurls to you. Tap when it reaches your hands!`);
  let tried = false;
  let playing: ReturnType<typeof playFlight> | null = null;
  const attempt = (seconds: number | null): void => {
    if (tried) return;
    tried = true;
    void play({ op: 'catchAt', seconds }).finally(() => (tried = false));
  };
  const catchButton = h('button.primary.catch-area#catch', { 'aria-label': 'Catch' }, 'Catch!',
    h('small', {}, `within ${Math.round(zone.catch_window * 100) / 100} s of the moment it passes your hands`));
  catchButton.addEventListener('pointerdown', () => {
    const released = playing?.released();
    attempt(released === null || released === undefined ? 0 : (performance.now() - released) / 1000);
  });
  panel.classList.add('tall');
  panel.append(status, catchButton,
    h('button#let-it-go', { onclick: () => attempt(null) }, 'Let it fall'));
  if (overlay) {
    const hands: [number, number, number] = [zone.hands.x, zone.hands.y, zone.hands_height];
    playing = playFlight(overlay, flight, (at) => {
      const near = Math.hypot(at[0] - hands[0], at[1] - hands[1], at[2] - hands[2]) <= zone.reach;
      if (near !== overlay.drawing.handsLit) overlay.update({ handsLit: near });
    });
    document.body.dataset.flight = 'playing';
    void playing.done.then(() => {
      delete document.body.dataset.flight;
      status.textContent = `${name(stage.seat)}: it has landed. Catch if you tapped in time, or let it fall.`;
    });
  }
  return () => {
    playing?.skip();
    overlay?.destroy();
    delete document.body.dataset.flight;
  };
}
