// Placing the drawn tile (tap a lit cell, tap again or "Turn" to rotate, then "Place"), and
// the follower on it (tap a numbered spot, or "No follower"; "Undo" takes the tile back).
import { h } from '../../app/dom';
import type { BoardCanvas, Pos } from '../../board';
import { SPOT_COLOURS } from '../../board/palette';
import { tilePreview } from '../../board/tile-preview';
import type { StagePanel } from '../game-page';

const ROLE = { road: 'thief', city: 'knight', field: 'farmer', cloister: 'monk' } as const;

/** "1 way", "6 ways". */
function fits(ways: number): string {
  return ways === 1 ? '1 way' : `${ways} ways`;
}

/** Whether `cell` shows whole on the board's canvas. */
export function onScreen(board: BoardCanvas, cell: Pos): boolean {
  const { x, y } = board.cellToScreen(cell);
  const half = board.getView().scale / 2;
  const { clientWidth: width, clientHeight: height } = board.canvas;
  return x - half >= 0 && y - half >= 0 && x + half <= width && y + half <= height;
}

export const tilePanel: StagePanel = ({ app, screen, board, panel, play, onBoardTap }) => {
  const stage = screen.stage;
  if (stage.kind !== 'PlaceTile') return;
  const selected = stage.selected;
  board.setLegalCells(stage.legal);
  if (selected) {
    board.setSelection({ cell: selected.pos, tile: stage.tile, rotation: selected.rotation });
    if (!onScreen(board, selected.pos)) board.focusCell(selected.pos);
  } else if (!stage.legal.some(({ cell }) => onScreen(board, cell))) {
    board.fitBoard();
  }
  onBoardTap(({ cell }) => {
    const same = selected && selected.pos.x === cell.x && selected.pos.y === cell.y;
    void play(same ? { op: 'rotate' } : { op: 'selectCell', x: cell.x, y: cell.y });
  });
  panel.append(
    h('div.tile-row', {},
      tilePreview(app.opened.art, stage.tile, selected?.rotation ?? 0),
      h('p.status', {},
        selected ? 'Tap it again to turn it, or place it.' : 'Tap a lit square to try your tile there.',
        h('small', {}, `It fits ${fits(screen.board.turn.fitting_places)}; ${stage.tiles_left} tiles left in the pile`)),
    ),
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
  if (!onScreen(board, stage.placed)) board.focusCell(stage.placed);
  onBoardTap(({ spot }) => {
    if (spot) void play({ op: 'placeFollower', segment: spot.choice.segment });
  });
  panel.append(
    h('p.status', {}, stage.spots.length
      ? `Put a follower on a numbered spot (${stage.supply} left), or none.`
      : stage.supply ? 'No spot is free on this tile.' : 'You have no followers left.'),
    h('div.spots', {},
      ...stage.spots.map((spot, index) => h('button.spot', {
        'data-segment': spot.segment,
        'aria-label': `Spot ${index + 1}: ${ROLE[spot.kind]}`,
        onclick: () => void play({ op: 'placeFollower', segment: spot.segment }),
      },
      h('span.spot-number', { style: `background: ${SPOT_COLOURS[spot.kind]}` }, index + 1),
      ROLE[spot.kind])),
    ),
    h('div.actions', {},
      h('button#undo', { disabled: !stage.can_undo, onclick: () => void play({ op: 'undo' }) }, 'Undo'),
      h('button.primary#skip', { onclick: () => void play({ op: 'skipFollower' }) }, 'No follower'),
    ),
  );
};
