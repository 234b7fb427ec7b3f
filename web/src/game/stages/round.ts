// The catapult round: the token choice, the hurl (a swipe), the catch, the seduction and the
// round's summary.
import { h } from '../../app/dom';
import type { TokenKind } from '../../api/types';
import type { StagePanel } from '../game-page';

const TOKENS: { kind: TokenKind; name: string; help: string }[] = [
  { kind: 'catch', name: 'Catch', help: 'The next player tries to catch it: points for a good catch.' },
  { kind: 'knock_out', name: 'Knock-out', help: 'Followers it touches go home.' },
  { kind: 'target', name: 'Target', help: 'Closest to the fair tile scores.' },
  { kind: 'seduction', name: 'Seduction', help: 'Swap the nearest opponent follower for one of yours.' },
];

export const tokenPanel: StagePanel = ({ screen, panel, play, name }) => {
  if (screen.stage.kind !== 'ChooseToken') return;
  panel.append(
    h('p.status', {}, `${name(screen.stage.seat)}, choose this round's token.`),
    h('div.tokens', {}, ...TOKENS.map((token) => h('button.token', {
      'data-token': token.kind,
      onclick: () => void play({ op: 'chooseToken', token: token.kind }),
    }, h('strong', {}, token.name), h('small', {}, token.help)))),
  );
};

export const hurlPanel: StagePanel = ({ screen, panel, play, name }) => {
  if (screen.stage.kind !== 'Hurl') return;
  const pad: HTMLElement = h('div.swipe-pad#swipe-pad', { 'aria-label': 'Swipe up toward the board to hurl' }, 'Swipe up to hurl');
  let start: { x: number; y: number; t: number } | null = null;
  pad.addEventListener('pointerdown', (event) => {
    start = { x: event.clientX, y: event.clientY, t: event.timeStamp };
  });
  pad.addEventListener('pointerup', (event) => {
    if (!start) return;
    const duration = Math.max(0.001, (event.timeStamp - start.t) / 1000);
    void play({
      op: 'hurlBySwipe', start: [start.x, start.y], end: [event.clientX, event.clientY],
      duration, screen_height: window.innerHeight,
    });
    start = null;
  });
  panel.append(h('p.status', {}, `${name(screen.stage.seat)} hurls the ${screen.stage.token.replace('_', '-')} token.`), pad);
};

export const catchPanel: StagePanel = ({ screen, panel, play, name }) => {
  if (screen.stage.kind !== 'Catch') return;
  const started = performance.now();
  panel.append(
    h('p.status', {}, `${name(screen.stage.seat)}, tap to catch!`),
    h('button.primary#catch', { onclick: () => void play({ op: 'catchAt', seconds: (performance.now() - started) / 1000 }) }, 'Catch!'),
    h('button#let-it-go', { onclick: () => void play({ op: 'catchAt', seconds: null }) }, 'Let it fall'),
  );
};

export const seducePanel: StagePanel = ({ screen, panel, play, name }) => {
  const stage = screen.stage;
  if (stage.kind !== 'Seduce') return;
  panel.append(
    h('p.status', {}, `${name(stage.seat)}, seduce a follower?`),
    h('div.actions', {}, ...stage.targets.map((target) => h('button.target', {
      'data-target': target,
      onclick: () => void play({ op: 'seduce', target, with: null }),
    }, `Follower ${target}`))),
    h('button#decline', { onclick: () => void play({ op: 'declineSeduction' }) }, 'Leave it'),
  );
};

export const summaryPanel: StagePanel = ({ screen, panel, play }) => {
  if (screen.stage.kind !== 'RoundSummary') return;
  panel.classList.add('tall');
  panel.append(
    h('h2', {}, 'The catapult round'),
    h('ul.summary', {}, ...screen.summary.map((text) => h('li', {}, text))),
    h('button.primary#close-summary', { onclick: () => void play({ op: 'closeSummary' }) }, 'Back to the tiles'),
  );
};
