// BoardCanvas: the board scene drawn on a <canvas> that fills its container, sharp at any
// devicePixelRatio, panned and zoomed by touch, mouse and wheel, redrawn on the next animation
// frame after anything changes (continuously only while a change of framing glides).
import { ArtCache } from './art';
import {
  cellVisible,
  drawCellOutline,
  drawFollowers,
  drawLegal,
  drawTile,
} from './draw';
import { Gestures } from './gestures';
import { BOARD } from './palette';
import { drawSpots, layOutSpots, spotAt } from './spots';
import type {
  ArtBook,
  BoardScene,
  FollowerChoice,
  LegalCell,
  PlayerColour,
  Point,
  Pos,
  Rotation,
} from './scene';
import {
  cellToScreen,
  clampScale,
  DEFAULT_LIMITS,
  fitTransform,
  screenToBoard,
  screenToCell,
  type Transform,
  viewBetween,
  type ZoomLimits,
  zoomAbout,
} from './view';

/**
 * A view worked out for a canvas of `width` × `height` CSS px (how a camera frames the board);
 * null when it cannot be (a canvas of no size).
 */
export type Framing = (width: number, height: number) => Transform | null;

/** How long a change of framing glides, ms: quick enough not to keep a player waiting. */
export const GLIDE_MS = 250;

/** Slow in, slow out. */
function easeInOut(k: number): number {
  return k < 0.5 ? 2 * k * k : 1 - (2 - 2 * k) ** 2 / 2;
}

/** Whether the player asked the system for less motion. */
function reducedMotion(): boolean {
  return window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
}

/** The drawn tile shown on a cell before it is placed. */
export interface Selection {
  cell: Pos;
  tile: string;
  rotation: Rotation;
}

/** What a tap hit: the cell, the board point, and the follower spot under it if any. */
export interface BoardTap {
  cell: Pos;
  point: { x: number; y: number };
  /** The follower spot tapped: its index in the spots shown, and the choice itself. */
  spot: { index: number; choice: FollowerChoice } | null;
}

export interface BoardCanvasOptions {
  /** Called for every tap on the board. */
  onTap?: (tap: BoardTap) => void;
  /** Called whenever the view moves or zooms. */
  onViewChange?: (view: Transform) => void;
  /** Smallest and largest tile sizes, CSS px. */
  limits?: ZoomLimits;
}

export class BoardCanvas {
  readonly canvas: HTMLCanvasElement;
  private readonly ctx: CanvasRenderingContext2D;
  private art = new ArtCache({});
  private scene: BoardScene | null = null;
  private selection: Selection | null = null;
  private spots: FollowerChoice[] | null = null;
  private legal: LegalCell[] | null = null;
  private colours: PlayerColour[] | null = null;
  private places: ReadonlyMap<number, Point> | null = null;
  private view: Transform = { scale: 80, turn: 0, x: 0, y: 0 };
  /** What the board is seen through now (a round's camera), or null: the player's own view. */
  private framing: Framing | null = null;
  /** The player's own view from before the first framing, to come back to. */
  private ownView: Transform | null = null;
  /** A change of view under way: the view drawn when it began, and when (performance.now()). */
  private glide: { from: Transform; start: number } | null = null;
  private width = 0;
  private height = 0;
  private frame = 0;
  private fitted = false;
  private destroyed = false;
  private readonly limits: ZoomLimits;
  private readonly gestures: Gestures;
  private readonly resizer: ResizeObserver;
  private readonly viewWatchers = new Set<(view: Transform) => void>();

  constructor(
    private readonly container: HTMLElement,
    private readonly options: BoardCanvasOptions = {},
  ) {
    this.limits = options.limits ?? DEFAULT_LIMITS;
    this.canvas = document.createElement('canvas');
    this.canvas.className = 'board';
    this.canvas.setAttribute('role', 'img');
    this.canvas.setAttribute('aria-label', 'The board');
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas context');
    this.ctx = ctx;
    container.append(this.canvas);
    this.gestures = new Gestures(this.canvas, {
      view: () => this.view,
      setView: (view) => this.setView(view),
      limits: () => this.limits,
      tap: (x, y) => this.tapped(x, y),
    });
    this.resizer = new ResizeObserver(() => this.resize());
    this.resizer.observe(container);
    this.watchPixelRatio();
    this.resize();
  }

  /** Resizes the canvas's pixels when the page moves to a screen of another pixel ratio. */
  private watchPixelRatio(): void {
    if (this.destroyed) return;
    const query = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query.addEventListener(
      'change',
      () => {
        this.resize();
        this.watchPixelRatio();
      },
      { once: true },
    );
  }

  /** The tile artwork by tile name (core `tile_art` of every tile type). */
  setArt(book: ArtBook): void {
    this.art = new ArtCache(book);
    this.requestDraw();
  }

  /** The scene to draw; the first one also fits the view to the board. */
  setScene(scene: BoardScene): void {
    this.scene = scene;
    if (!this.fitted && this.width > 0) this.fitBoard();
    this.requestDraw();
  }

  /** Player colours by seat; by default those of the scene's players. */
  setPlayerColours(colours: PlayerColour[] | null): void {
    this.colours = colours;
    this.requestDraw();
  }

  /**
   * Followers drawn away from their spots, by id, in tile units (a flight's slides); `null`
   * (the default) draws every follower on its spot.
   */
  setFollowerPlaces(places: ReadonlyMap<number, Point> | null): void {
    this.places = places;
    this.requestDraw();
  }

  /** Shows the drawn tile on a cell, semi-transparent, or nothing with `null`. */
  setSelection(selection: Selection | null): void {
    this.selection = selection;
    this.requestDraw();
  }

  /**
   * The follower spots to show, numbered from 1 in this order; `null` (the default) shows the
   * scene's `turn.follower_choices`.
   */
  setFollowerSpots(spots: FollowerChoice[] | null): void {
    this.spots = spots;
    this.requestDraw();
  }

  /**
   * The cells to light as places for the drawn tile; `null` (the default) lights the scene's
   * `turn.legal`. A page outside the tile stage passes `[]`: the game may already have drawn
   * the next tile while a person still reads a round's summary.
   */
  setLegalCells(cells: LegalCell[] | null): void {
    this.legal = cells;
    this.requestDraw();
  }

  /**
   * The view: CSS px per tile, the turn and where board point (0, 0) lies in the canvas. While
   * a change of framing glides, the view it is gliding to (taps and placements go by it).
   */
  getView(): Transform {
    return { ...this.view };
  }

  /** The view drawn now: the view, or part of the way to it while a change of framing glides. */
  drawnView(): Transform {
    const glide = this.glide;
    if (!glide) return this.getView();
    const k = Math.min(1, (performance.now() - glide.start) / GLIDE_MS);
    return viewBetween(glide.from, this.view, easeInOut(k), this.width, this.height);
  }

  /**
   * Looks at the board through `framing`, worked out again whenever the canvas changes size;
   * `null` goes back to the player's own view from before the first framing. The change
   * glides for GLIDE_MS, or is made at once for a player who asks for less motion.
   */
  lookThrough(framing: Framing | null): void {
    if (!framing && !this.framing) return;
    const from = this.drawnView();
    if (framing && !this.framing) this.ownView = this.getView();
    const next = framing ? framing(this.width, this.height) : this.ownView;
    if (!framing) this.ownView = null;
    this.framing = framing;
    if (next) this.view = { ...next };
    this.glideFrom(from);
    this.viewChanged();
    this.requestDraw();
  }

  /** Starts a glide from `from` to the view (none when asked for less motion, or nothing moves). */
  private glideFrom(from: Transform): void {
    const { view } = this;
    const still = from.scale === view.scale && from.turn === view.turn && from.x === view.x && from.y === view.y;
    if (still || reducedMotion()) {
      this.endGlide();
      return;
    }
    this.glide = { from, start: performance.now() };
    // For the browser tests: a glide is under way.
    this.canvas.dataset.gliding = 'true';
  }

  private endGlide(): void {
    this.glide = null;
    delete this.canvas.dataset.gliding;
  }

  /** Moves the view (its scale clamped to the zoom limits). */
  setView(view: Transform): void {
    const scale = clampScale(view.scale, this.limits);
    this.view =
      scale === view.scale
        ? { ...view }
        : zoomAbout(view, this.width / 2, this.height / 2, scale / view.scale, this.limits);
    this.viewChanged();
    this.requestDraw();
  }

  /** Calls `watcher` whenever the view moves, zooms or the canvas resizes; returns how to stop. */
  watchView(watcher: (view: Transform) => void): () => void {
    this.viewWatchers.add(watcher);
    return () => this.viewWatchers.delete(watcher);
  }

  private viewChanged(): void {
    const view = this.getView();
    this.options.onViewChange?.(view);
    for (const watcher of this.viewWatchers) watcher(view);
  }

  /** Fits the view to the scene's bounds (the board and every legal cell). */
  fitBoard(): void {
    const bounds = this.scene?.bounds ?? { min: { x: 0, y: 0 }, max: { x: 0, y: 0 } };
    this.fitted = true;
    this.setView(fitTransform(bounds, this.width, this.height, 0.6, this.limits));
  }

  /** Centres `cell` on screen at `scale` px a tile (default: the current zoom), turned as the view is. */
  focusCell(cell: Pos, scale = this.view.scale): void {
    const s = clampScale(scale, this.limits);
    const offset = cellToScreen({ scale: s, turn: this.view.turn, x: 0, y: 0 }, cell);
    this.setView({ scale: s, turn: this.view.turn, x: this.width / 2 - offset.x, y: this.height / 2 - offset.y });
  }

  /** The cell under canvas point (`x`, `y`), CSS px. */
  screenToCell(x: number, y: number): Pos {
    return screenToCell(this.view, x, y);
  }

  /** The centre of `cell` in canvas CSS px. */
  cellToScreen(cell: Pos): { x: number; y: number } {
    return cellToScreen(this.view, cell);
  }

  /** The follower spots shown now. */
  shownSpots(): FollowerChoice[] {
    return this.spots ?? this.scene?.turn.follower_choices ?? [];
  }

  /** The tap at canvas point (`x`, `y`) as it would be reported. */
  hitTest(x: number, y: number): BoardTap {
    const spots = this.shownSpots();
    const index = spotAt(this.view, spots, x, y);
    const choice = spots[index];
    return {
      cell: this.screenToCell(x, y),
      point: screenToBoard(this.view, x, y),
      spot: choice ? { index, choice } : null,
    };
  }

  /** Where each shown follower spot's circle is on screen, CSS px (nudged apart if close). */
  spotPositions(): { x: number; y: number }[] {
    return layOutSpots(this.view, this.shownSpots());
  }

  /** Draws on the next animation frame (once, however often it is asked). */
  requestDraw(): void {
    if (this.frame) return;
    this.frame = requestAnimationFrame(() => {
      this.frame = 0;
      this.draw();
    });
  }

  /**
   * Draws at once (a pending frame's draw is dropped): after a tap, the board is ready before
   * the next frame instead of one frame later.
   */
  drawNow(): void {
    if (this.frame) cancelAnimationFrame(this.frame);
    this.frame = 0;
    if (!this.destroyed) this.draw();
  }

  /** Stops listening and removes the canvas. */
  destroy(): void {
    this.destroyed = true;
    if (this.frame) cancelAnimationFrame(this.frame);
    this.gestures.detach();
    this.resizer.disconnect();
    this.canvas.remove();
  }

  private tapped(x: number, y: number): void {
    this.options.onTap?.(this.hitTest(x, y));
  }

  /** Matches the canvas's pixels to its size on screen and the device's pixel ratio. */
  private resize(): void {
    const box = this.container.getBoundingClientRect();
    const width = Math.max(1, Math.round(box.width));
    const height = Math.max(1, Math.round(box.height));
    const ratio = window.devicePixelRatio || 1;
    if (width === this.width && height === this.height && this.canvas.width === width * ratio) {
      return;
    }
    if (this.width > 0) {
      // Keep the board point at the centre where it was (in the player's own view too, while
      // a framing is looked through: it is where the board comes back to).
      const recentre = (view: Transform): Transform => ({
        ...view,
        x: view.x + (width - this.width) / 2,
        y: view.y + (height - this.height) / 2,
      });
      this.view = recentre(this.view);
      if (this.ownView) this.ownView = recentre(this.ownView);
    }
    const framed = this.framing?.(width, height);
    if (framed) this.view = framed;
    this.width = width;
    this.height = height;
    this.canvas.width = Math.round(width * ratio);
    this.canvas.height = Math.round(height * ratio);
    if (!this.fitted && this.scene) this.fitBoard();
    this.viewChanged();
    this.requestDraw();
  }

  private draw(): void {
    const { ctx } = this;
    const gliding = this.glide !== null;
    if (this.glide && performance.now() - this.glide.start >= GLIDE_MS) this.endGlide();
    const view = this.drawnView();
    if (gliding) {
      // The round's drawings over the board follow it frame by frame.
      this.viewChanged();
      if (this.glide) this.requestDraw();
    }
    const ratio = this.canvas.width / this.width;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    ctx.fillStyle = BOARD.background;
    ctx.fillRect(0, 0, this.width, this.height);
    const scene = this.scene;
    if (!scene) return;
    const visible = (cell: Pos): boolean => cellVisible(view, cell, this.width, this.height);
    for (const tile of scene.tiles) {
      if (visible(tile.cell)) drawTile(ctx, this.art, view, tile.tile, tile.rotation, tile.cell);
    }
    const placed = scene.turn.placed_this_turn;
    if (placed) drawCellOutline(ctx, view, placed, BOARD.lastPlacedEdge);
    const selected = this.selection;
    for (const legal of this.legal ?? scene.turn.legal) {
      const isSelected = selected?.cell.x === legal.cell.x && selected.cell.y === legal.cell.y;
      if (visible(legal.cell) && !isSelected) drawLegal(ctx, view, legal.cell);
    }
    if (selected) {
      drawTile(ctx, this.art, view, selected.tile, selected.rotation, selected.cell, 0.72);
      drawCellOutline(ctx, view, selected.cell, BOARD.selectedEdge);
    }
    const colours = this.colours ?? scene.players.map((player) => player.colour);
    const places = this.places;
    const followers = places
      ? scene.followers.map((follower) => ({ ...follower, at: places.get(follower.id) ?? follower.at }))
      : scene.followers;
    drawFollowers(ctx, view, followers, colours);
    drawSpots(ctx, view, this.shownSpots());
    // For web/bench/budgets.mjs: when a board was last drawn (a no-op unless it listens).
    (window as unknown as { catapult?: { drawn?: (at: number) => void } }).catapult?.drawn?.(performance.now());
  }
}
