// The catapult round: the token choice, the hurl (a swipe, or a flick of the phone), the catch,
// the seduction and the round's summary. The round is drawn over the board as it goes, seen
// through the round's camera (the game page turns the board to it); the summary as the round's
// last flight ended.
import { h } from '../../app/dom';
import type { AimAt } from '../../api/types';
import type { StageContext, StagePanel } from '../stage-context';
import { swipePad } from '../round/aim';
import { landedOn } from '../round/animate';
import { catchArea } from '../round/catching';
import { flickHold } from '../round/flick';
import { askMotionPermission, flickUnavailable } from '../../flick/motion';
import { seductionChoice } from '../round/seduction';
import { stageOverlay } from '../round/stage-overlay';
import '../round/round.css';

export const tokenPanel: StagePanel = (context) => {
  const { screen, panel, play, name, app } = context;
  if (screen.stage.kind !== 'ChooseToken') return;
  const overlay = stageOverlay(context);
  panel.classList.add('tall');
  panel.append(
    h('p.status', {}, `${name(screen.stage.seat)}, choose this round's token: everyone hurls it once.`),
    h('div.tokens', {}, ...app.opened.menu.tokens.map((token) => h('button.token', {
      'data-token': token.id,
      onclick: () => void play({ op: 'chooseToken', token: token.id }),
    }, h('span.token-mark', { 'data-kind': token.id }), h('strong', {}, token.name), h('small', {}, token.rule)))),
  );
  return () => overlay?.destroy();
};

export const hurlPanel: StagePanel = (context) => {
  const { screen, panel, name } = context;
  const stage = screen.stage;
  if (stage.kind !== 'Hurl') return;
  const overlay = stageOverlay(context);
  const round = overlay?.drawing.round;
  const pad = swipePad(context, (launch) =>
    overlay?.update({ aim: launch && { degrees: launch.aim_degrees, power: launch.speed / (context.app.opened.menu.full_power_speed || 5) } }));
  let flick: ReturnType<typeof flickHold> | null = null;
  const area = h('div.hurl-area', {}, pad);
  const toggle = h('button.flick-mode#flick-mode', { 'aria-pressed': 'false' }, 'Flick the phone instead');
  toggle.addEventListener('click', async () => {
    if (flick) {
      flick.stop();
      flick = null;
      area.replaceChildren(pad);
      toggle.textContent = 'Flick the phone instead';
      toggle.setAttribute('aria-pressed', 'false');
      return;
    }
    // Asked from the tap itself: iOS allows the question only there.
    const why = flickUnavailable() ?? (await askMotionPermission());
    if (why) return context.app.tell(`${why}; swipe instead.`);
    flick = flickHold(context);
    area.replaceChildren(flick.element);
    toggle.textContent = 'Swipe instead';
    toggle.setAttribute('aria-pressed', 'true');
  });
  const whom = stage.catcher === null ? '' : ` to ${name(stage.catcher)}`;
  panel.classList.add('tall');
  // Before this player's first hurl the core offers a practice first.
  const choices = stage.offer_practice
    ? h('div.hurl-choices', {}, toggle, h('button.practise-first#practise-first', { onclick: () => context.practise() }, 'Practise first'))
    : toggle;
  panel.append(
    h('p.status', {}, `${name(stage.seat)}, hurl the ${tokenName(context, stage.token)} token${whom}.`),
    ...[aimList(context, round?.aims ?? [])].filter((list) => list !== null),
    area,
    choices,
  );
  return () => {
    flick?.stop();
    overlay?.destroy();
  };
};

/** For knock-out and seduction: the other players' followers within reach, nearest first, in
 * the core's words ("Ben's knight on (1, 0): 12° to the left (aim 12), 48 cm away"). */
function aimList(context: StageContext, aims: AimAt[]): HTMLElement | null {
  const reachable = aims.filter((aim) => aim.in_reach);
  if (!reachable.length) return null;
  // Open when short and the phone tall, so the swipe pad stays in reach.
  return h('details.aims#aims', { open: reachable.length <= 3 && window.innerHeight >= 700 },
    h('summary', {}, `Where the others' followers are (${reachable.length})`),
    h('ul', {}, ...reachable.map((aim) => h('li', { 'data-follower': aim.follower },
      `${context.name(aim.owner)}'s ${aim.words}`))));
}

export const catchPanel: StagePanel = (context) => {
  if (context.screen.stage.kind !== 'Catch') return;
  return catchArea(context);
};

export const seducePanel: StagePanel = (context) => {
  if (context.screen.stage.kind !== 'Seduce') return;
  return seductionChoice(context);
};

export const summaryPanel: StagePanel = (context) => {
  const { screen, panel, play, name, landed } = context;
  const stage = screen.stage;
  if (stage.kind !== 'RoundSummary') return;
  // Seen as the round's last flight ended (the core's table and camera); when that flight was
  // just shown, its token still lies where it came to rest.
  const table = stage.table;
  const lastFlight = table && landed && landed.seat === table.camera?.seat ? landed : null;
  const overlay = stageOverlay(context, table && lastFlight ? { round: landedOn(table, lastFlight) } : {});
  panel.classList.add('tall');
  panel.append(
    h('h2', {}, stage.token ? `The ${tokenName(context, stage.token)} round` : 'The catapult round'),
    h('ul.summary', {}, ...screen.summary.map((text) => h('li', {}, text))),
    h('ul.round-points', {}, ...stage.points.map((points, seat) =>
      h('li', { 'data-seat': seat }, h('span', {}, name(seat)), h('strong', {}, points > 0 ? `+${points}` : '0')))),
    h('button.primary#close-summary', { onclick: () => void play({ op: 'closeSummary' }) }, 'Back to the tiles'),
  );
  return () => overlay?.destroy();
};

/** The token's name as the core calls it ("knock-out"). */
export function tokenName(context: { app: { opened: { menu: { tokens: { id: string; name: string }[] } } } }, id: string): string {
  return context.app.opened.menu.tokens.find((token) => token.id === id)?.name ?? id;
}
