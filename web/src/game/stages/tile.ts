// Placing the drawn tile (tap a lit cell, tap again or "Turn" to rotate, then "Place"), and
// the follower on it (tap a numbered spot, or "No follower"; "Undo" takes the tile back).
import { h } from '../../app/dom';
import type { StagePanel } from '../game-page';

const ROLE = { road: 'thief', city: 'knight', field: 'farmer', cloister: 'monk' } as const;

export const tilePanel: StagePanel = ({ screen, board, panel, play, onBoardTap }) => {
  const stage = screen.stage;
  if (stage.kind !== 'PlaceTile') return;
  const selected = stage.selected;
  if (selected) board.setSelection({ cell: selected.pos, tile: stage.tile, rotation: selected.rotation });
  onBoardTap(({ cell }) => {
    const same = selected && selected.pos.x === cell.x && selected.pos.y === cell.y;
    void play(same ? { op: 'rotate' } : { op: 'selectCell', x: cell.x, y: cell.y });
  });
  panel.append(
    h('p.status', {}, selected ? 'Turn it, or place it.' : 'Tap a lit square to put your tile there.'),
    h('div.actions', {},
      h('button#rotate', { disabled: !selected, onclick: () => void play({ op: 'rotate' }) }, '⟳ Turn'),
      h('button.primary#place', { disabled: !selected, onclick: () => void play({ op: 'confirmTile' }) }, 'Place'),
    ),
  );
};

export const followerPanel: StagePanel = ({ screen, board, panel, play, onBoardTap }) => {
  const stage = screen.stage;
  if (stage.kind !== 'PlaceFollower') return;
  board.setFollowerSpots(stage.spots.map(({ segment, kind, at }) => ({ segment, kind, at })));
  board.focusCell(stage.placed);
  onBoardTap(({ spot }) => {
    if (spot) void play({ op: 'placeFollower', segment: spot.choice.segment });
  });
  panel.append(
    h('p.status', {}, stage.spots.length
      ? `Put a follower on a numbered spot (${stage.supply} left), or none.`
      : stage.supply ? 'No spot is free on this tile.' : 'You have no followers left.'),
    h('div.actions', {},
      ...stage.spots.map((spot, index) => h('button.spot', {
        'data-segment': spot.segment,
        onclick: () => void play({ op: 'placeFollower', segment: spot.segment }),
      }, `${index + 1} ${ROLE[spot.kind]}`)),
    ),
    h('div.actions', {},
      h('button#undo', { disabled: !stage.can_undo, onclick: () => void play({ op: 'undo' }) }, 'Undo'),
      h('button.primary#skip', { onclick: () => void play({ op: 'skipFollower' }) }, 'No follower'),
    ),
  );
};
