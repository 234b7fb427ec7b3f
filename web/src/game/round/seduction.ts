// The seduction: the hurler picks which nearest opponent's follower to seduce (on the board or
// by button), then what takes its place: a follower from the supply or one of their own from
// the board; or leaves it.
import { h, replace } from '../../app/dom';
import type { StageContext } from '../stage-context';
import type { Mark } from './overlay';
import { stageOverlay } from './stage-overlay';

const ROLE = { road: 'thief', city: 'knight', field: 'farmer', cloister: 'monk' } as const;
/** How near a tap must be to a follower to pick it, tiles. */
const TAP_REACH = 0.4;

export function seductionChoice(context: StageContext): (() => void) | void {
  const { screen, panel, play, name, onBoardTap } = context;
  const stage = screen.stage;
  if (stage.kind !== 'Seduce') return;
  const followers = new Map(screen.board.followers.map((f) => [f.id, f]));
  const colours = screen.board.players.map(({ colour: { rgb } }) => `rgb(${rgb.join(', ')})`);
  const overlay = stageOverlay(context);
  const label = (id: number): string => {
    const f = followers.get(id);
    return f ? `${name(f.owner)}'s ${ROLE[f.kind]}` : `Follower ${id}`;
  };
  // Nothing is chosen for her: she taps the follower to seduce, then who takes its place.
  let target: number | null = null;
  let mover: number | null = null;
  const choices = h('div.seduce-choices');

  const marks = (): Mark[] => {
    const ids = target === null ? stage.targets : [...stage.targets, ...stage.own_on_board];
    return ids.flatMap((id) => {
      const f = followers.get(id);
      return f ? [{ at: f.at, colour: colours[f.owner] ?? '#333', lit: id === target || id === mover }] : [];
    });
  };
  const seduce = (withId: number | null): void => {
    if (target !== null) void play({ op: 'seduce', target, with: withId });
  };
  const role = (id: number): string => label(id).split("'s ")[1] ?? 'follower';
  const choose = (id: number, pick: (id: number) => void) => (): void => {
    pick(id);
    render();
  };
  const status = (): string => {
    if (target === null) return `${name(stage.seat)}, tap the ringed follower to seduce it, or leave it.`;
    if (mover === null) return `Seduce ${label(target)}: which of your followers takes its place?`;
    return `Move your ${role(mover)} (lit on the board) to where ${label(target)} stands?`;
  };
  const render = (): void => {
    overlay?.update({ marks: marks() });
    replace(choices,
      h('p.status', {}, status()),
      h('div.actions', {}, ...stage.targets.map((id) => h(`button.target${id === target ? '.chosen' : ''}`, {
        'data-target': id, 'aria-pressed': String(id === target),
        onclick: choose(id, (picked) => { target = picked; }),
      }, label(id)))),
      target === null ? null : h('div.actions', {},
        stage.can_use_supply ? h('button.primary', { 'data-with': 'supply', onclick: () => seduce(null) }, 'A new one from my supply') : null),
      target === null || stage.own_on_board.length === 0 ? null
        : h('p.seduce-hint', {}, 'Or move one of yours: tap it on the board, or here.'),
      target === null ? null : h('div.actions.seduce-own', {}, ...stage.own_on_board.map((id) => h(`button${id === mover ? '.chosen' : ''}`, {
        'data-with': id, 'aria-pressed': String(id === mover),
        onclick: choose(id, (picked) => { mover = picked; }),
      }, `My ${role(id)}`))),
      mover === null ? null : h('button.primary#move-follower', { onclick: () => seduce(mover) }, `Move my ${role(mover)} there`),
    );
  };
  onBoardTap(({ point }) => {
    const nearest = (ids: number[]): number | null => {
      let best: number | null = null;
      let bestDistance = TAP_REACH;
      for (const id of ids) {
        const f = followers.get(id);
        const distance = f ? Math.hypot(f.at.x - point.x, f.at.y - point.y) : Infinity;
        if (distance < bestDistance) [best, bestDistance] = [id, distance];
      }
      return best;
    };
    const own = target === null ? null : nearest(stage.own_on_board);
    if (own !== null) return choose(own, (picked) => { mover = picked; })();
    const picked = nearest(stage.targets);
    if (picked !== null) choose(picked, (id) => { target = id; })();
  });
  panel.classList.add('tall');
  panel.append(choices, h('button#decline', { onclick: () => void play({ op: 'declineSeduction' }) }, 'Leave it'));
  render();
  return () => overlay?.destroy();
}
