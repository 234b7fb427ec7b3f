// The follower spots a player picks from: numbered circles coloured by what the follower
// would stand on, big enough to touch at any zoom. Spots close together (the roads meeting at
// a fair, say) are pushed apart on screen until no two circles overlap, so each stays tappable.
import { SPOT_COLOURS } from './palette';
import type { FollowerChoice } from './scene';
import { boardToScreen, type Transform } from './view';

/** Screen px between two circles' edges once laid out. */
const GAP = 4;

/** A follower spot's circle radius, CSS px. */
export function spotRadius(view: Transform): number {
  return Math.max(16, view.scale * 0.11);
}

/** Where each spot's circle is drawn, CSS px: at its spot, nudged apart from its neighbours. */
export function layOutSpots(
  view: Transform,
  spots: readonly FollowerChoice[],
): { x: number; y: number }[] {
  const at = spots.map((spot) => boardToScreen(view, spot.at));
  const apart = 2 * spotRadius(view) + GAP;
  for (let round = 0; round < 40; round += 1) {
    let moved = false;
    for (let i = 0; i < at.length; i += 1) {
      for (let j = i + 1; j < at.length; j += 1) {
        const a = at[i]!;
        const b = at[j]!;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= apart - 0.01) continue;
        if (distance < 0.01) {
          // On top of each other: part them along a direction set by their order.
          const angle = (j * 2 * Math.PI) / at.length;
          [dx, dy, distance] = [Math.cos(angle), Math.sin(angle), 1];
        }
        const push = (apart - distance) / 2 / distance;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return at;
}

/** The index of the spot whose circle holds CSS px point (`x`, `y`), or -1. */
export function spotAt(view: Transform, spots: readonly FollowerChoice[], x: number, y: number): number {
  const reach = spotRadius(view) + GAP / 2;
  let best = -1;
  let nearest = Infinity;
  layOutSpots(view, spots).forEach((at, index) => {
    const distance = Math.hypot(at.x - x, at.y - y);
    if (distance <= reach && distance < nearest) [best, nearest] = [index, distance];
  });
  return best;
}

/** Draws the spots, numbered from 1 in their order. */
export function drawSpots(
  ctx: CanvasRenderingContext2D,
  view: Transform,
  spots: readonly FollowerChoice[],
): void {
  const radius = spotRadius(view);
  const placed = layOutSpots(view, spots);
  ctx.save();
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.font = `700 ${Math.round(radius * 1.05)}px system-ui, sans-serif`;
  spots.forEach((spot, i) => {
    const at = placed[i]!;
    const exact = boardToScreen(view, spot.at);
    if (Math.hypot(at.x - exact.x, at.y - exact.y) > 1) {
      // Nudged: a thin line back to where the follower would really stand.
      ctx.beginPath();
      ctx.moveTo(exact.x, exact.y);
      ctx.lineTo(at.x, at.y);
      ctx.lineWidth = 2;
      ctx.strokeStyle = '#fffaf0';
      ctx.stroke();
      ctx.beginPath();
      ctx.arc(exact.x, exact.y, 3, 0, Math.PI * 2);
      ctx.fillStyle = SPOT_COLOURS[spot.kind];
      ctx.fill();
    }
    ctx.beginPath();
    ctx.arc(at.x, at.y, radius, 0, Math.PI * 2);
    ctx.fillStyle = SPOT_COLOURS[spot.kind];
    ctx.shadowColor = 'rgba(0, 0, 0, 0.45)';
    ctx.shadowBlur = radius * 0.4;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.lineWidth = Math.max(2, radius * 0.14);
    ctx.strokeStyle = '#fffaf0';
    ctx.stroke();
    ctx.fillStyle = '#fffaf0';
    ctx.fillText(String(i + 1), at.x, at.y + radius * 0.06);
  });
  ctx.restore();
}
