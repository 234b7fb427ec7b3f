// A follower drawn as a meeple in its owner's colour, with the seat's pattern and letter so
// colour is never the only cue; standing, or lying on its side for a farmer.
import { css } from './palette';
import type { PlayerColour, Pose } from './scene';

/** The meeple's silhouette in a 1 × 1 box about its centre, y down (head up). */
function silhouette(): Path2D {
  const path = new Path2D();
  path.moveTo(-0.1, -0.2);
  path.quadraticCurveTo(-0.3, -0.17, -0.45, -0.07);
  path.quadraticCurveTo(-0.5, 0.02, -0.42, 0.06);
  path.lineTo(-0.2, 0.06);
  path.lineTo(-0.34, 0.44);
  path.quadraticCurveTo(-0.34, 0.5, -0.27, 0.5);
  path.lineTo(-0.08, 0.5);
  path.quadraticCurveTo(0, 0.3, 0.08, 0.5);
  path.lineTo(0.27, 0.5);
  path.quadraticCurveTo(0.34, 0.5, 0.34, 0.44);
  path.lineTo(0.2, 0.06);
  path.lineTo(0.42, 0.06);
  path.quadraticCurveTo(0.5, 0.02, 0.45, -0.07);
  path.quadraticCurveTo(0.3, -0.17, 0.1, -0.2);
  path.closePath();
  path.moveTo(0.17, -0.33);
  path.arc(0, -0.33, 0.17, 0, Math.PI * 2);
  path.closePath();
  return path;
}

let shape: Path2D | undefined;

/** The silhouette, made on first use (Path2D needs a DOM). */
export function meeplePath(): Path2D {
  shape ??= silhouette();
  return shape;
}

/** Paints the seat's pattern over the unit box, in `ink` (the caller clips to the meeple). */
function paintPattern(ctx: CanvasRenderingContext2D, colour: PlayerColour): void {
  const ink = css(colour.ink, 0.45);
  ctx.fillStyle = ink;
  ctx.strokeStyle = ink;
  ctx.lineWidth = 0.07;
  switch (colour.pattern) {
    case 'solid':
      return;
    case 'stripes':
      ctx.beginPath();
      for (let d = -1; d <= 1; d += 0.22) {
        ctx.moveTo(d - 0.5, 0.5);
        ctx.lineTo(d + 0.5, -0.5);
      }
      ctx.stroke();
      return;
    case 'dots':
      ctx.beginPath();
      for (let x = -0.4; x <= 0.41; x += 0.2) {
        for (let y = -0.45; y <= 0.46; y += 0.2) {
          ctx.moveTo(x + 0.045, y);
          ctx.arc(x, y, 0.045, 0, Math.PI * 2);
        }
      }
      ctx.fill();
      return;
    case 'cross':
      ctx.lineWidth = 0.1;
      ctx.beginPath();
      ctx.moveTo(-0.5, -0.5);
      ctx.lineTo(0.5, 0.5);
      ctx.moveTo(0.5, -0.5);
      ctx.lineTo(-0.5, 0.5);
      ctx.stroke();
      return;
    case 'ring':
      ctx.lineWidth = 0.07;
      ctx.beginPath();
      ctx.arc(0, 0.12, 0.2, 0, Math.PI * 2);
      ctx.stroke();
      return;
    case 'checks':
      for (let x = -0.5, i = 0; x < 0.5; x += 0.2, i += 1) {
        for (let y = -0.5, j = 0; y < 0.5; y += 0.2, j += 1) {
          if ((i + j) % 2 === 0) ctx.fillRect(x, y, 0.2, 0.2);
        }
      }
      return;
  }
}

/**
 * Draws a meeple centred on screen point (`x`, `y`), `size` px tall, in `colour`; lying on its
 * side for a farmer. The letter shows once the meeple is large enough to read it.
 */
export function drawMeeple(
  ctx: CanvasRenderingContext2D,
  x: number,
  y: number,
  size: number,
  colour: PlayerColour,
  pose: Pose,
  alpha = 1,
): void {
  const path = meeplePath();
  ctx.save();
  ctx.globalAlpha = alpha;
  ctx.translate(x, y);
  if (pose === 'lying') ctx.rotate(-Math.PI / 2);
  ctx.scale(size, size);
  ctx.shadowColor = 'rgba(0, 0, 0, 0.35)';
  ctx.shadowBlur = size * 0.12;
  ctx.shadowOffsetY = size * 0.05;
  // A wide stroke under the fill leaves only the outer half: a clean outline round the union.
  ctx.lineJoin = 'round';
  ctx.lineWidth = 0.14;
  ctx.strokeStyle = colour.ink[0] > 128 ? 'rgba(20, 20, 20, 0.85)' : 'rgba(255, 255, 255, 0.9)';
  ctx.stroke(path);
  ctx.shadowColor = 'transparent';
  ctx.fillStyle = css(colour.rgb);
  ctx.fill(path);
  ctx.save();
  ctx.clip(path);
  paintPattern(ctx, colour);
  ctx.restore();
  if (size >= 22) {
    // Text at its real pixel size: fractional font sizes under a scale render unevenly.
    ctx.scale(1 / size, 1 / size);
    if (pose === 'lying') ctx.rotate(Math.PI / 2);
    ctx.fillStyle = css(colour.ink);
    ctx.font = `700 ${Math.round(size * 0.34)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (pose === 'lying') ctx.fillText(colour.letter, size * 0.1, 0);
    else ctx.fillText(colour.letter, 0, size * 0.08);
  }
  ctx.restore();
}
