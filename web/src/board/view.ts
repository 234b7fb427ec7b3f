// Where the board lies on screen: pure functions between screen pixels (CSS px, y down, from
// the canvas's top-left corner) and board tile units (y north). Cell (x, y) is the unit square
// centred on (x, y).
import type { CellBounds, Point, Pos } from './scene';

/** The view: `scale` CSS px per tile, and where board point (0, 0) lies on screen. */
export interface Transform {
  scale: number;
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
  return { x: (sx - view.x) / view.scale, y: (view.y - sy) / view.scale };
}

/** The screen point of board point `p`. */
export function boardToScreen(view: Transform, p: Point): { x: number; y: number } {
  return { x: view.x + p.x * view.scale, y: view.y - p.y * view.scale };
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
  return { scale, x: sx - (sx - view.x) * k, y: sy - (sy - view.y) * k };
}

/** `view` moved by (`dx`, `dy`) screen px. */
export function panBy(view: Transform, dx: number, dy: number): Transform {
  return { scale: view.scale, x: view.x + dx, y: view.y + dy };
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
  return { scale, x: width / 2 - cx * scale, y: height / 2 + cy * scale };
}
