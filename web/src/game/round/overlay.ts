// The catapult round drawn over the board, in the board's view: the table's edge, the fair
// tile, every seat's catapult (the hurler's with its facing), the tokens resting on the table,
// the catcher's hands, marks on followers, the aim, and a token in flight with its shadow
// (followers it strikes into a slide are moved on the board itself).
import type { CatchZone, RoundView, TokenKind } from '../../api/types';
import { boardToScreen, type BoardCanvas, type Point, type Pos } from '../../board';
import { clampToScreen, pixelsPerMetre, tableToBoard, tableToScreen } from './table';
import { drawToken, tokenPixels } from './tokens';

/** A token in the air: its centre (m, z up), kind and owner. */
export interface Flying { at: [number, number, number]; kind: TokenKind; owner: number }
/** A follower tipping over in a flight: where it pivots (m), how far (rad) and which way. */
export interface Lean { pivot: [number, number]; tilt: number; direction: [number, number] }
/** A ring round a follower (tile units), `lit` when chosen. */
export interface Mark { at: Point; colour: string; lit: boolean }

export interface RoundDrawing {
  round: RoundView;
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
    const view = this.board.getView();
    const ratio = this.canvas.width / this.width;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.clearRect(0, 0, this.width, this.height);
    const at = (p: Point): Point => tableToScreen(round, view, p);
    const perMetre = pixelsPerMetre(round, view);
    this.tableEdge(at);
    this.fair(round.fair);
    this.seats(at);
    for (const token of round.tokens) {
      const p = at(token.at);
      drawToken(ctx, token.kind, p.x, p.y, tokenPixels(token.kind, perMetre), this.colour(token.owner));
    }
    if (drawing.zone) this.hands(drawing.zone, at, perMetre);
    for (const lean of drawing.leans ?? []) this.lean(lean, at, perMetre);
    for (const mark of drawing.marks ?? []) this.mark(mark);
    if (drawing.aim) this.aim(drawing.aim, at);
    if (drawing.flying) this.flying(drawing.flying, at, perMetre);
  }

  private colour(seat: number): string {
    return this.drawing.colours[seat] ?? '#333';
  }

  private tableEdge(at: (p: Point) => Point): void {
    const { table } = this.drawing.round;
    const corner = at({ x: -table.x / 2, y: table.y / 2 });
    const far = at({ x: table.x / 2, y: -table.y / 2 });
    this.ctx.lineWidth = 6;
    this.ctx.strokeStyle = 'rgba(110, 70, 30, 0.8)';
    this.ctx.strokeRect(corner.x, corner.y, far.x - corner.x, far.y - corner.y);
  }

  private fair(cell: Pos): void {
    const { ctx } = this;
    const view = this.board.getView();
    const corner = boardToScreen(view, { x: cell.x - 0.5, y: cell.y + 0.5 });
    ctx.fillStyle = 'rgba(255, 210, 60, 0.28)';
    ctx.fillRect(corner.x, corner.y, view.scale, view.scale);
    ctx.lineWidth = 4;
    ctx.strokeStyle = '#f5b800';
    ctx.strokeRect(corner.x + 2, corner.y + 2, view.scale - 4, view.scale - 4);
  }

  /** Every catapult at its seat; a seat off screen is shown at the edge, toward it. */
  private seats(at: (p: Point) => Point): void {
    const { ctx } = this;
    const { round } = this.drawing;
    round.seats.forEach((seat, index) => {
      const hurler = index === round.hurler;
      const p = clampToScreen(at(seat.at), this.width, this.height, 18);
      const size = hurler ? 16 : 10;
      const dx = Math.cos(seat.facing);
      const dy = -Math.sin(seat.facing);
      ctx.beginPath();
      ctx.moveTo(p.x + dx * size * 1.4, p.y + dy * size * 1.4);
      ctx.lineTo(p.x - dx * size + dy * size, p.y - dy * size - dx * size);
      ctx.lineTo(p.x - dx * size - dy * size, p.y - dy * size + dx * size);
      ctx.closePath();
      ctx.fillStyle = this.colour(index);
      ctx.fill();
      ctx.lineWidth = hurler ? 3 : 1.5;
      ctx.strokeStyle = hurler ? '#fff' : 'rgba(0,0,0,0.5)';
      ctx.stroke();
    });
  }

  private hands(zone: CatchZone, at: (p: Point) => Point, perMetre: number): void {
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
    const along = { x: zone.ruler_direction.x, y: -zone.ruler_direction.y };
    ctx.beginPath();
    ctx.moveTo(ruler.x - along.x * 2000, ruler.y - along.y * 2000);
    ctx.lineTo(ruler.x + along.x * 2000, ruler.y + along.y * 2000);
    ctx.setLineDash([4, 8]);
    ctx.lineWidth = 2;
    ctx.strokeStyle = 'rgba(40, 40, 40, 0.6)';
    ctx.stroke();
    ctx.setLineDash([]);
  }

  private lean(lean: Lean, at: (p: Point) => Point, perMetre: number): void {
    if (lean.tilt < 0.05) return;
    const base = at({ x: lean.pivot[0], y: lean.pivot[1] });
    const length = Math.max(8, 0.03 * perMetre) * Math.sin(Math.min(lean.tilt, Math.PI / 2));
    this.ctx.beginPath();
    this.ctx.moveTo(base.x, base.y);
    this.ctx.lineTo(base.x + lean.direction[0] * length, base.y - lean.direction[1] * length);
    this.ctx.lineWidth = 6;
    this.ctx.lineCap = 'round';
    this.ctx.strokeStyle = 'rgba(30, 30, 30, 0.75)';
    this.ctx.stroke();
  }

  private mark(mark: Mark): void {
    const view = this.board.getView();
    const p = boardToScreen(view, mark.at);
    const radius = Math.max(14, view.scale * 0.18);
    this.ctx.beginPath();
    this.ctx.arc(p.x, p.y, radius, 0, Math.PI * 2);
    this.ctx.lineWidth = mark.lit ? 6 : 3;
    this.ctx.strokeStyle = mark.lit ? '#fff' : mark.colour;
    this.ctx.stroke();
  }

  /** The aim from the hurler's catapult: a line along its facing turned by the aim. */
  private aim(aim: { degrees: number; power: number }, at: (p: Point) => Point): void {
    const { round } = this.drawing;
    const seat = round.seats[round.hurler];
    if (!seat) return;
    const from = clampToScreen(at(seat.at), this.width, this.height, 18);
    const angle = seat.facing + (aim.degrees * Math.PI) / 180;
    const length = 40 + aim.power * Math.min(this.width, this.height) * 0.6;
    const to = { x: from.x + Math.cos(angle) * length, y: from.y - Math.sin(angle) * length };
    this.ctx.beginPath();
    this.ctx.moveTo(from.x, from.y);
    this.ctx.lineTo(to.x, to.y);
    this.ctx.setLineDash([10, 8]);
    this.ctx.lineWidth = 4;
    this.ctx.strokeStyle = this.colour(round.hurler);
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
