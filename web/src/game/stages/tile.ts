// Placing the drawn tile (tap a lit cell, tap again or "Turn" to rotate, then "Place"), and
// the follower on it (tap a numbered spot, or "No follower"; "Undo" takes the tile back).
import { h } from '../../app/dom';
import type { BoardCanvas, Pos } from '../../board';
import { SPOT_COLOURS } from '../../board/palette';
import { tilePreview } from '../../board/tile-preview';
import type { StagePanel } from '../stage-context';

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

/** Whether the big follower is picked in the follower step, for the screen it was picked on. */
let bigPicked = { changes: -1, big: false };

/**
 * The follower step: a tap on a numbered spot (on the board or in the list) puts a follower
 * there. With Inns & Cathedrals, while the big follower is at home, a "Big follower" switch
 * chooses which piece a tap puts down (shown only when a normal follower is at home too; with
 * none left, a tap puts the big one). The core offers the same spots for either and judges them.
 */
export const followerPanel: StagePanel = ({ screen, board, panel, play, onBoardTap }) => {
  const stage = screen.stage;
  if (stage.kind !== 'PlaceFollower') return;
  board.setFollowerSpots(stage.spots.map(({ segment, kind, at }) => ({ segment, kind, at })));
  if (!onScreen(board, stage.placed)) board.focusCell(stage.placed);
  const canChoose = stage.big_follower && stage.supply > 0 && stage.spots.length > 0;
  if (bigPicked.changes !== screen.changes) bigPicked = { changes: screen.changes, big: false };
  const big = (): boolean => stage.big_follower && (bigPicked.big || stage.supply === 0);
  const put = (segment: number): void => {
    void play({ op: big() ? 'placeBigFollower' : 'placeFollower', segment });
  };
  onBoardTap(({ spot }) => {
    if (spot) put(spot.choice.segment);
  });
  const seat = screen.board.players.findIndex((player) => player.seat === stage.seat);
  const supply = screen.supplies[seat];
  const spots = stage.spots.map((spot, index) => {
    const role = h('span.role', {});
    const button = h('button.spot', { 'data-segment': spot.segment, onclick: () => put(spot.segment) },
      h('span.spot-number', { style: `background: ${SPOT_COLOURS[spot.kind]}` }, index + 1), role);
    return { spot, index, role, button };
  });
  const toggle = canChoose
    ? h('button.big-toggle#big-follower', {
      role: 'switch',
      onclick: () => {
        bigPicked = { changes: screen.changes, big: !bigPicked.big };
        show();
      },
    }, h('span.knob', { 'aria-hidden': 'true' }), h('span.label', {}, 'Big follower', h('small', {}, 'counts as two')))
    : null;
  const show = (): void => {
    const word = big() ? 'big ' : '';
    for (const { spot, index, role, button } of spots) {
      button.setAttribute('aria-label', `Spot ${index + 1}: ${word}${ROLE[spot.kind]}`);
      role.textContent = `${word}${ROLE[spot.kind]}`;
    }
    toggle?.setAttribute('aria-checked', String(bigPicked.big));
  };
  show();
  panel.append(
    h('p.status', {}, stage.spots.length
      ? `Put a follower on a numbered spot (${supply} left), or none.`
      : stage.supply || stage.big_follower ? 'No spot is free on this tile.' : 'You have no followers left.'),
    ...(toggle ? [toggle] : []),
    h('div.spots', {}, ...spots.map(({ button }) => button)),
    h('div.actions', {},
      h('button#undo', { disabled: !stage.can_undo, onclick: () => void play({ op: 'undo' }) }, 'Undo'),
      h('button.primary#skip', { onclick: () => void play({ op: 'skipFollower' }) }, 'No follower'),
    ),
  );
};
