// The round's table (metres, y north) on screen through the board's view: a table point is
// at tile (m − board_origin) / tile_size, and the board's view takes tiles to screen pixels.
import type { RoundView } from '../../api/types';
import { boardToScreen, type Point, type Transform } from '../../board';

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
