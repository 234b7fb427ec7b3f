// Where the board lies on screen: pure functions between screen pixels (CSS px, y down, from
// the canvas's top-left corner) and board tile units (y north). Cell (x, y) is the unit square
// centred on (x, y). The board may be turned: in a catapult round the table is seen from the
// hurler's seat, so north is wherever that seat's view puts it.
import type { CellBounds, Point, Pos } from './scene';

/**
 * The view: `scale` CSS px per tile, the board turned by `turn` radians counter-clockwise (0:
 * north up), and where board point (0, 0) lies on screen.
 */
export interface Transform {
  scale: number;
  turn: number;
  x: number;
  y: number;
}

/** The smallest and largest tile sizes the view zooms to, CSS px. */
export interface ZoomLimits {
  min: number;
  max: number;
}

export const DEFAULT_LIMITS: ZoomLimits = { min: 10, max: 320 };

/** The board point under screen point (`sx`, `sy`). */
export function screenToBoard(view: Transform, sx: number, sy: number): Point {
  const u = (sx - view.x) / view.scale;
  const v = (view.y - sy) / view.scale;
  const cos = Math.cos(view.turn);
  const sin = Math.sin(view.turn);
  return { x: cos * u + sin * v, y: cos * v - sin * u };
}

/** The screen point of board point `p`. */
export function boardToScreen(view: Transform, p: Point): { x: number; y: number } {
  const cos = Math.cos(view.turn);
  const sin = Math.sin(view.turn);
  return {
    x: view.x + view.scale * (cos * p.x - sin * p.y),
    y: view.y - view.scale * (sin * p.x + cos * p.y),
  };
}

/** The screen direction (a unit vector, y down) of the board direction `angle` (radians from east, counter-clockwise). */
export function directionOnScreen(view: Transform, angle: number): { x: number; y: number } {
  return { x: Math.cos(angle + view.turn), y: -Math.sin(angle + view.turn) };
}

/** The cell under screen point (`sx`, `sy`). */
export function screenToCell(view: Transform, sx: number, sy: number): Pos {
  const p = screenToBoard(view, sx, sy);
  // `+ 0` turns -0 into 0, so cells compare and print plainly.
  return { x: Math.round(p.x) + 0, y: Math.round(p.y) + 0 };
}

/** The screen point at the centre of `cell`. */
export function cellToScreen(view: Transform, cell: Pos): { x: number; y: number } {
  return boardToScreen(view, cell);
}

/** `scale` kept within `limits`. */
export function clampScale(scale: number, limits: ZoomLimits): number {
  return Math.min(limits.max, Math.max(limits.min, scale));
}

/** `view` zoomed by `factor` about screen point (`sx`, `sy`), which stays where it is. */
export function zoomAbout(
  view: Transform,
  sx: number,
  sy: number,
  factor: number,
  limits: ZoomLimits = DEFAULT_LIMITS,
): Transform {
  const scale = clampScale(view.scale * factor, limits);
  const k = scale / view.scale;
  return { scale, turn: view.turn, x: sx - (sx - view.x) * k, y: sy - (sy - view.y) * k };
}

/** `view` moved by (`dx`, `dy`) screen px. */
export function panBy(view: Transform, dx: number, dy: number): Transform {
  return { ...view, x: view.x + dx, y: view.y + dy };
}

/**
 * The view a fraction `k` (0..1) of the way from `from` to `to` on a `width` × `height` screen:
 * the board point at the screen's centre moves straight, the zoom changes evenly (by ratio) and
 * the board turns the short way round, so a change of view glides instead of swinging.
 */
export function viewBetween(from: Transform, to: Transform, k: number, width: number, height: number): Transform {
  if (k >= 1) return { ...to };
  const a = screenToBoard(from, width / 2, height / 2);
  const b = screenToBoard(to, width / 2, height / 2);
  const centre = { x: a.x + (b.x - a.x) * k, y: a.y + (b.y - a.y) * k };
  const scale = from.scale * (to.scale / from.scale) ** k;
  const shortest = Math.atan2(Math.sin(to.turn - from.turn), Math.cos(to.turn - from.turn));
  const turned = { scale, turn: from.turn + shortest * k, x: 0, y: 0 };
  const offset = boardToScreen(turned, centre);
  return { ...turned, x: width / 2 - offset.x, y: height / 2 - offset.y };
}

/**
 * The view showing every cell of `bounds` (plus `margin` tiles round it) as large as fits in a
 * `width` × `height` px screen, centred.
 */
export function fitTransform(
  bounds: CellBounds,
  width: number,
  height: number,
  margin = 0.5,
  limits: ZoomLimits = DEFAULT_LIMITS,
): Transform {
  const columns = bounds.max.x - bounds.min.x + 1 + 2 * margin;
  const rows = bounds.max.y - bounds.min.y + 1 + 2 * margin;
  const scale = clampScale(Math.min(width / columns, height / rows), limits);
  const cx = (bounds.min.x + bounds.max.x) / 2;
  const cy = (bounds.min.y + bounds.max.y) / 2;
  return { scale, turn: 0, x: width / 2 - cx * scale, y: height / 2 + cy * scale };
}
