// Painting one frame of the board: tiles from their cached paths, the legal cells, the drawn
// tile previewed where the player chose, and followers as meeples (the spots: spots.ts).
// Every function takes the context with its transform set to CSS px (y down). Cells are drawn
// turned with the view; meeples stand upright on screen, as pieces on a table stand up to
// whoever looks at them.
import type { ArtCache } from './art';
import { drawMeeple } from './meeple';
import { BOARD, SHAPE_STYLES, TENT_STRIPE, UNKNOWN_PLAYER } from './palette';
import type { FollowerView, PlayerColour, Pos, Rotation } from './scene';
import { boardToScreen, type Transform } from './view';

/**
 * How much larger than a normal follower the big follower (Inns & Cathedrals) is drawn: the
 * piece is 19.28 mm tall against 15.98 mm, about 1.2 times (as render/src/board.rs and the apps).
 */
export const BIG_SCALE = 1.2;

/** A meeple's height, CSS px. */
export function meepleSize(view: Transform): number {
  return Math.max(16, view.scale * 0.27);
}

/** Whether cell `cell` shows on a `width` × `height` px screen (or nearly: a turned cell's corners reach further). */
export function cellVisible(view: Transform, cell: Pos, width: number, height: number): boolean {
  const c = boardToScreen(view, cell);
  const half = view.scale * Math.SQRT1_2;
  return c.x + half >= 0 && c.x - half <= width && c.y + half >= 0 && c.y - half <= height;
}

/** Moves the context's origin to the centre of `cell` and turns it with the view (CSS px, y down). */
function atCell(ctx: CanvasRenderingContext2D, view: Transform, cell: Pos): void {
  const c = boardToScreen(view, cell);
  ctx.translate(c.x, c.y);
  // The view turns the board counter-clockwise; on a y-down canvas that is a negative angle.
  ctx.rotate(-view.turn);
}

/** Draws tile `tile` turned by `rotation` on `cell`, at `alpha` opacity. */
export function drawTile(
  ctx: CanvasRenderingContext2D,
  art: ArtCache,
  view: Transform,
  tile: string,
  rotation: Rotation,
  cell: Pos,
  alpha = 1,
): void {
  ctx.save();
  ctx.globalAlpha = alpha;
  atCell(ctx, view, cell);
  ctx.scale(view.scale, view.scale);
  ctx.beginPath();
  ctx.rect(-0.5, -0.5, 1, 1);
  ctx.clip();
  ctx.fillStyle = SHAPE_STYLES.field.fill;
  ctx.fillRect(-0.5, -0.5, 1, 1);
  for (const shape of art.paths(tile, rotation)) {
    const style = SHAPE_STYLES[shape.role];
    ctx.fillStyle = style.fill;
    ctx.fill(shape.path, 'evenodd');
    if (shape.role === 'tent') paintTentStripes(ctx, shape.path);
    if (style.edge && style.edgeWidth) {
      ctx.strokeStyle = style.edge;
      ctx.lineWidth = style.edgeWidth;
      ctx.lineJoin = 'round';
      ctx.stroke(shape.path);
    }
  }
  ctx.strokeStyle = BOARD.tileEdge;
  ctx.lineWidth = Math.max(1, view.scale * 0.01) / view.scale;
  ctx.strokeRect(-0.5, -0.5, 1, 1);
  ctx.restore();
}

/** The tent's stripes, clipped to it (tile units, y down). */
function paintTentStripes(ctx: CanvasRenderingContext2D, tent: Path2D): void {
  ctx.save();
  ctx.clip(tent, 'evenodd');
  ctx.fillStyle = TENT_STRIPE;
  for (let x = -0.5; x < 0.5; x += 0.06) ctx.fillRect(x, -0.5, 0.03, 1);
  ctx.restore();
}

/** Marks `cell` as a place the drawn tile fits: a light square with a dashed edge. */
export function drawLegal(ctx: CanvasRenderingContext2D, view: Transform, cell: Pos): void {
  const inset = Math.max(2, view.scale * 0.06);
  const side = view.scale - 2 * inset;
  ctx.save();
  atCell(ctx, view, cell);
  ctx.fillStyle = BOARD.legalFill;
  ctx.fillRect(-side / 2, -side / 2, side, side);
  ctx.setLineDash([Math.max(4, view.scale * 0.1), Math.max(3, view.scale * 0.07)]);
  ctx.lineWidth = Math.max(1.5, view.scale * 0.025);
  ctx.strokeStyle = BOARD.legalEdge;
  ctx.strokeRect(-side / 2, -side / 2, side, side);
  ctx.restore();
}

/** A solid outline round `cell` (the selected cell, or the tile placed this turn). */
export function drawCellOutline(
  ctx: CanvasRenderingContext2D,
  view: Transform,
  cell: Pos,
  colour: string,
): void {
  const width = Math.max(2, view.scale * 0.04);
  ctx.save();
  atCell(ctx, view, cell);
  ctx.lineWidth = width;
  ctx.strokeStyle = colour;
  ctx.shadowColor = 'rgba(0, 0, 0, 0.5)';
  ctx.shadowBlur = width * 2;
  const side = view.scale - width;
  ctx.strokeRect(-side / 2, -side / 2, side, side);
  ctx.restore();
}

/** Draws each follower as a meeple in its owner's colour, the big follower larger. */
export function drawFollowers(
  ctx: CanvasRenderingContext2D,
  view: Transform,
  followers: readonly FollowerView[],
  colours: readonly PlayerColour[],
): void {
  const size = meepleSize(view);
  for (const follower of followers) {
    const at = boardToScreen(view, follower.at);
    const colour = colours[follower.owner] ?? UNKNOWN_PLAYER;
    drawMeeple(ctx, at.x, at.y, follower.big ? size * BIG_SCALE : size, colour, follower.pose);
  }
}
