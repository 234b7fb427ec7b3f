// The seduction: the hurler picks which nearest opponent's follower to seduce (on the board or
// by button), then what takes its place: a follower from the supply or one of their own from
// the board; or leaves it.
import { h, replace } from '../../app/dom';
import type { StageContext } from '../game-page';
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
  let target: number | null = stage.targets.length === 1 ? (stage.targets[0] ?? null) : null;
  const choices = h('div.seduce-choices');

  const marks = (): Mark[] => {
    const ids = target === null ? stage.targets : [...stage.targets, ...stage.own_on_board];
    return ids.flatMap((id) => {
      const f = followers.get(id);
      return f ? [{ at: f.at, colour: colours[f.owner] ?? '#333', lit: id === target }] : [];
    });
  };
  const seduce = (withId: number | null): void => {
    if (target !== null) void play({ op: 'seduce', target, with: withId });
  };
  const render = (): void => {
    overlay?.update({ marks: marks() });
    replace(choices,
      h('p.status', {}, target === null ? `${name(stage.seat)}, tap the follower to seduce.`
        : `Seduce ${label(target)}: with which of your followers?`),
      h('div.actions', {}, ...stage.targets.map((id) => h(`button.target${id === target ? '.chosen' : ''}`, {
        'data-target': id, 'aria-pressed': String(id === target),
        onclick: () => { target = id; render(); },
      }, label(id)))),
      target === null ? null : h('div.actions', {},
        stage.can_use_supply ? h('button.primary', { 'data-with': 'supply', onclick: () => seduce(null) }, 'One from my supply') : null,
        ...stage.own_on_board.map((id) => h('button', { 'data-with': id, onclick: () => seduce(id) }, `My ${label(id).split("'s ")[1] ?? 'follower'} on the board`))),
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
    if (own !== null) return seduce(own);
    const picked = nearest(stage.targets);
    if (picked !== null) {
      target = picked;
      render();
    }
  });
  panel.classList.add('tall');
  panel.append(choices, h('button#decline', { onclick: () => void play({ op: 'declineSeduction' }) }, 'Leave it'));
  render();
  return () => overlay?.destroy();
}
