// The catapult round drawn over the board, in the board's view as drawn (turned so the acting
// seat is at the bottom): the table's edge, the fair tile, every seat's catapult (the acting
// one at its camera's seat mark), the tokens resting on the table, the catcher's hands, marks
// on followers, the aim, and a token in flight with its shadow (followers it strikes into a
// slide are moved on the board itself).
import type { CatchZone, RoundCamera, RoundView, TokenKind } from '../../api/types';
import { boardToScreen, directionOnScreen, type BoardCanvas, type Point, type Pos, type Transform } from '../../board';
import { clampToScreen, pixelsPerMetre, tableToBoard, tableToScreen } from './table';
import { drawToken, tokenPixels } from './tokens';

/** A token in the air: its centre (m, z up), kind and owner. */
export interface Flying { at: [number, number, number]; kind: TokenKind; owner: number }
/** A follower tipping over in a flight: where it pivots (m), how far (rad) and which way. */
export interface Lean { pivot: [number, number]; tilt: number; direction: [number, number] }
/** A ring round a follower (tile units), `lit` when chosen. */
export interface Mark { at: Point; colour: string; lit: boolean }
/** The seat the table is seen from, and where its catapult is drawn (CSS px). */
interface Acting { seat: number; at: Point }

/** A rectangle's corners about its centre, in order round it (x across, y up). */
const CORNERS: [number, number][] = [[-1, 1], [1, 1], [1, -1], [-1, -1]];

export interface RoundDrawing {
  round: RoundView;
  /** How the table is seen, for where the acting seat's catapult is drawn; default the round's camera. */
  camera?: RoundCamera | null;
  /** Player colours by seat, CSS. */
  colours: string[];
  zone?: CatchZone | null;
  /** Whether the flying token is within the catcher's reach now. */
  handsLit?: boolean;
  flying?: Flying | null;
  leans?: Lean[];
  marks?: Mark[];
  /** The aim while the hurler swipes: degrees from straight, and power 0..1. */
  aim?: { degrees: number; power: number } | null;
}

export class RoundOverlay {
  readonly canvas = document.createElement('canvas');
  private readonly ctx: CanvasRenderingContext2D;
  private readonly stopWatching: () => void;
  private readonly resizer: ResizeObserver;
  private width = 1;
  private height = 1;

  constructor(host: HTMLElement, private readonly board: BoardCanvas, public drawing: RoundDrawing) {
    this.canvas.className = 'round-overlay';
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas context');
    this.ctx = ctx;
    host.append(this.canvas);
    this.stopWatching = board.watchView(() => this.draw());
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(host);
    this.resize();
  }

  /** Changes part of the drawing and redraws at once. */
  update(change: Partial<RoundDrawing>): void {
    Object.assign(this.drawing, change);
    this.draw();
  }

  /**
   * Followers a flight struck into a slide, by id, where they are now (m). They are the
   * board's own pieces, so the board draws them there, until the overlay is removed.
   */
  showSlides(slides: [number, [number, number]][]): void {
    const { round } = this.drawing;
    this.board.setFollowerPlaces(new Map(slides.map(([id, [x, y]]) => [id, tableToBoard(round, { x, y })])));
  }

  /** Removes the overlay; the board's followers go back to their spots. */
  destroy(): void {
    this.board.setFollowerPlaces(null);
    this.stopWatching();
    this.resizer.disconnect();
    this.canvas.remove();
  }

  private resize(): void {
    const box = this.canvas.parentElement?.getBoundingClientRect();
    this.width = Math.max(1, Math.round(box?.width ?? 1));
    this.height = Math.max(1, Math.round(box?.height ?? 1));
    const ratio = window.devicePixelRatio || 1;
    this.canvas.width = Math.round(this.width * ratio);
    this.canvas.height = Math.round(this.height * ratio);
    this.draw();
  }

  draw(): void {
    const { ctx, drawing } = this;
    const { round } = drawing;
    const view = this.board.drawnView();
    const ratio = this.canvas.width / this.width;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, this.width, this.height);
    const at = (p: Point): Point => tableToScreen(round, view, p);
    const perMetre = pixelsPerMetre(round, view);
    this.tableEdge(at);
    this.fair(round.fair, view);
    const acting = this.seats(at, view);
    for (const token of round.tokens) {
      const p = at(token.at);
      drawToken(ctx, token.kind, p.x, p.y, tokenPixels(token.kind, perMetre), this.colour(token.owner));
    }
    if (drawing.zone) this.hands(drawing.zone, at, perMetre, view);
    for (const lean of drawing.leans ?? []) this.lean(lean, at, perMetre, view);
    for (const mark of drawing.marks ?? []) this.mark(mark, view);
    if (drawing.aim && acting) this.aim(drawing.aim, acting, view);
    if (drawing.flying) this.flying(drawing.flying, at, perMetre);
  }

  private colour(seat: number): string {
    return this.drawing.colours[seat] ?? '#333';
  }

  private tableEdge(at: (p: Point) => Point): void {
    const { x, y } = this.drawing.round.table;
    this.path(CORNERS.map(([cx, cy]) => at({ x: (cx * x) / 2, y: (cy * y) / 2 })));
    this.ctx.lineWidth = 6;
    this.ctx.strokeStyle = 'rgba(110, 70, 30, 0.8)';
    this.ctx.stroke();
  }

  private fair(cell: Pos, view: Transform): void {
    const { ctx } = this;
    // A little inside the tile, so the whole stroke shows on it.
    this.path(CORNERS.map(([dx, dy]) => boardToScreen(view, { x: cell.x + dx * 0.46, y: cell.y + dy * 0.46 })));
    ctx.fillStyle = 'rgba(255, 210, 60, 0.28)';
    ctx.fill();
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#f5b800';
    ctx.stroke();
  }

  /** A closed path through `corners`, to fill or stroke. */
  private path(corners: Point[]): void {
    this.ctx.beginPath();
    corners.forEach((p, index) => (index === 0 ? this.ctx.moveTo(p.x, p.y) : this.ctx.lineTo(p.x, p.y)));
    this.ctx.closePath();
  }

  /**
   * Every catapult at its seat, pointing the way it faces: the acting seat's (the camera's) at
   * its seat mark, at the bottom of the view; another seat off screen at the edge, toward it.
   * Returns the acting seat and where its catapult is drawn, which the browser tests read too
   * (`data-seat`, `data-seat-mark`).
   */
  private seats(at: (p: Point) => Point, view: Transform): Acting | null {
    const { ctx } = this;
    const { round } = this.drawing;
    const camera = this.drawing.camera ?? round.camera;
    const actingSeat = camera?.seat ?? round.hurler;
    let acting: Acting | null = null;
    for (const [index, seat] of round.seats.entries()) {
      const isActing = index === actingSeat;
      const p = isActing && camera ? at(camera.seat_mark) : clampToScreen(at(seat.at), this.width, this.height, 18);
      if (isActing) acting = { seat: index, at: p };
      const size = isActing ? 16 : 10;
      const { x: dx, y: dy } = directionOnScreen(view, seat.facing);
      ctx.beginPath();
      ctx.moveTo(p.x + dx * size * 1.4, p.y + dy * size * 1.4);
      ctx.lineTo(p.x - dx * size + dy * size, p.y - dy * size - dx * size);
      ctx.lineTo(p.x - dx * size - dy * size, p.y - dy * size + dx * size);
      ctx.closePath();
      ctx.fillStyle = this.colour(index);
      ctx.fill();
      ctx.lineWidth = isActing ? 3 : 1.5;
      ctx.strokeStyle = isActing ? '#fff' : 'rgba(0,0,0,0.5)';
      ctx.stroke();
    }
    this.canvas.dataset.seat = acting ? String(acting.seat) : '';
    this.canvas.dataset.seatMark = acting ? `${acting.at.x.toFixed(1)} ${acting.at.y.toFixed(1)}` : '';
    return acting;
  }

  private hands(zone: CatchZone, at: (p: Point) => Point, perMetre: number, view: Transform): void {
    const { ctx } = this;
    const centre = clampToScreen(at(zone.hands), this.width, this.height, 24);
    const radius = Math.max(24, zone.reach * perMetre);
    ctx.beginPath();
    ctx.arc(centre.x, centre.y, radius, 0, Math.PI * 2);
    ctx.fillStyle = this.drawing.handsLit ? 'rgba(60, 200, 90, 0.45)' : 'rgba(255, 255, 255, 0.25)';
    ctx.fill();
    ctx.setLineDash([8, 6]);
    ctx.lineWidth = 3;
    ctx.strokeStyle = this.colour(zone.catcher);
    ctx.stroke();
    ctx.setLineDash([]);
    const ruler = at(zone.ruler_point);
    const along = directionOnScreen(view, Math.atan2(zone.ruler_direction.y, zone.ruler_direction.x));
    ctx.beginPath();
    ctx.moveTo(ruler.x - along.x * 2000, ruler.y - along.y * 2000);
    ctx.lineTo(ruler.x + along.x * 2000, ruler.y + along.y * 2000);
    ctx.setLineDash([4, 8]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = 'rgba(40, 40, 40, 0.6)';
    ctx.stroke();
    ctx.setLineDash([]);
  }

  private lean(lean: Lean, at: (p: Point) => Point, perMetre: number, view: Transform): void {
    if (lean.tilt < 0.05) return;
    const base = at({ x: lean.pivot[0], y: lean.pivot[1] });
    const length = Math.max(8, 0.03 * perMetre) * Math.sin(Math.min(lean.tilt, Math.PI / 2));
    const way = directionOnScreen(view, Math.atan2(lean.direction[1], lean.direction[0]));
    this.ctx.beginPath();
    this.ctx.moveTo(base.x, base.y);
    this.ctx.lineTo(base.x + way.x * length, base.y + way.y * length);
    this.ctx.lineWidth = 6;
    this.ctx.lineCap = 'round';
    this.ctx.strokeStyle = 'rgba(30, 30, 30, 0.75)';
    this.ctx.stroke();
  }

  private mark(mark: Mark, view: Transform): void {
    const p = boardToScreen(view, mark.at);
    const radius = Math.max(14, view.scale * 0.18);
    this.ctx.beginPath();
    this.ctx.arc(p.x, p.y, radius, 0, Math.PI * 2);
    this.ctx.lineWidth = mark.lit ? 6 : 3;
    this.ctx.strokeStyle = mark.lit ? '#fff' : mark.colour;
    this.ctx.stroke();
  }

  /** The aim from the acting seat's catapult: a line along its facing turned by the aim (straight up for aim 0). */
  private aim(aim: { degrees: number; power: number }, acting: Acting, view: Transform): void {
    const seat = this.drawing.round.seats[acting.seat];
    if (!seat) return;
    const from = acting.at;
    const way = directionOnScreen(view, seat.facing + (aim.degrees * Math.PI) / 180);
    const length = 40 + aim.power * Math.min(this.width, this.height) * 0.6;
    const to = { x: from.x + way.x * length, y: from.y + way.y * length };
    this.ctx.beginPath();
    this.ctx.moveTo(from.x, from.y);
    this.ctx.lineTo(to.x, to.y);
    this.ctx.setLineDash([10, 8]);
    this.ctx.lineWidth = 4;
    this.ctx.strokeStyle = this.colour(acting.seat);
    this.ctx.stroke();
    this.ctx.setLineDash([]);
  }

  /** The token in the air: its shadow on the table, and the token lifted and grown by height. */
  private flying(flying: Flying, at: (p: Point) => Point, perMetre: number): void {
    const [x, y, z] = flying.at;
    const ground = at({ x, y });
    const size = tokenPixels(flying.kind, perMetre);
    const lift = Math.max(0, z) * perMetre * 0.8;
    this.ctx.beginPath();
    this.ctx.ellipse(ground.x, ground.y, size * 0.55, size * 0.4, 0, 0, Math.PI * 2);
    this.ctx.fillStyle = 'rgba(0, 0, 0, 0.3)';
    this.ctx.fill();
    const grow = 1 + Math.min(1.5, Math.max(0, z) * 3);
    drawToken(this.ctx, flying.kind, ground.x, ground.y - lift, size * grow, this.colour(flying.owner));
  }
}

/** The players' colours, CSS, from the board scene. */
export function seatColours(players: { colour: { rgb: [number, number, number] } }[]): string[] {
  return players.map(({ colour: { rgb } }) => `rgb(${rgb[0]}, ${rgb[1]}, ${rgb[2]})`);
}
