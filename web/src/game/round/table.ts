// The round's table (metres, y north) on screen through the board's view: a table point is
// at tile (m − board_origin) / tile_size, and the board's view takes tiles to screen pixels.
import type { RoundView } from '../../api/types';
import { boardToScreen, fitTransform, type BoardCanvas, type Point, type Transform } from '../../board';

/** Table point `p` (m) in board tile units. */
export function tableToBoard(round: RoundView, p: Point): Point {
  return {
    x: (p.x - round.board_origin.x) / round.tile_size,
    y: (p.y - round.board_origin.y) / round.tile_size,
  };
}

/** The screen point (canvas CSS px) of table point `p` (m). */
export function tableToScreen(round: RoundView, view: Transform, p: Point): Point {
  return boardToScreen(view, tableToBoard(round, p));
}

/** Screen pixels per metre of table. */
export function pixelsPerMetre(round: RoundView, view: Transform): number {
  return view.scale / round.tile_size;
}

/** `p` pulled inside a `width` × `height` screen with `margin` px to spare. */
export function clampToScreen(p: Point, width: number, height: number, margin: number): Point {
  return {
    x: Math.min(width - margin, Math.max(margin, p.x)),
    y: Math.min(height - margin, Math.max(margin, p.y)),
  };
}

/** Moves `board`'s view to show `points` (table m) and the board, as far as its zoom allows. */
export function showOnBoard(board: BoardCanvas, round: RoundView, points: Point[]): void {
  const tiles = points.map((p) => tableToBoard(round, p));
  const xs = tiles.map((p) => p.x);
  const ys = tiles.map((p) => p.y);
  const bounds = {
    min: { x: Math.floor(Math.min(...xs)), y: Math.floor(Math.min(...ys)) },
    max: { x: Math.ceil(Math.max(...xs)), y: Math.ceil(Math.max(...ys)) },
  };
  board.setView(fitTransform(bounds, board.canvas.clientWidth, board.canvas.clientHeight, 0.3));
}

/** The fair tile's centre on the table, m. */
export function fairCentre(round: RoundView): Point {
  return {
    x: round.board_origin.x + round.fair.x * round.tile_size,
    y: round.board_origin.y + round.fair.y * round.tile_size,
  };
}
