// A catapult token as the round draws it: a shape and colour by kind (as printed: knock-out and
// seduction are rectangles, target and catch discs), ringed in its owner's colour.
import type { TokenKind } from '../../api/types';

/** Each kind's fill, shape and printed size (m). */
export const TOKEN_LOOK: Record<TokenKind, { fill: string; mark: string; shape: 'rect' | 'disc'; size: number }> = {
  knock_out: { fill: '#c0392b', mark: '✕', shape: 'rect', size: 0.0249 },
  seduction: { fill: '#8e44ad', mark: '♥', shape: 'rect', size: 0.0221 },
  target: { fill: '#f4f1e8', mark: '◎', shape: 'disc', size: 0.0241 },
  catch: { fill: '#f1c40f', mark: '✋', shape: 'disc', size: 0.0191 },
};

/** Draws a `kind` token centred at (`x`, `y`) px, `size` px across, ringed in `ring`. */
export function drawToken(
  ctx: CanvasRenderingContext2D, kind: TokenKind, x: number, y: number, size: number, ring: string,
): void {
  const look = TOKEN_LOOK[kind];
  const half = size / 2;
  ctx.beginPath();
  if (look.shape === 'disc') ctx.arc(x, y, half, 0, Math.PI * 2);
  else ctx.roundRect(x - half, y - half * 0.85, size, size * 0.85, size * 0.12);
  ctx.fillStyle = look.fill;
  ctx.fill();
  ctx.lineWidth = Math.max(2, size * 0.14);
  ctx.strokeStyle = ring;
  ctx.stroke();
  if (size >= 14) {
    ctx.fillStyle = kind === 'target' || kind === 'catch' ? '#1f2a1c' : '#fff';
    ctx.font = `700 ${Math.round(size * 0.5)}px system-ui, sans-serif`;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(look.mark, x, y + 1);
  }
}

/** A token's size on screen: its printed size, but never smaller than `least` px. */
export function tokenPixels(kind: TokenKind, pixelsPerMetre: number, least = 16): number {
  return Math.max(least, TOKEN_LOOK[kind].size * pixelsPerMetre);
}
