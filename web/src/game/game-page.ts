// The game page: the score strip, the board and the stage's panel. Every view from the core is
// shown the same way: first what happened (flights to animate, messages to read), then the
// stage the game waits at, through the panel for that stage.
import type { App, Page, PageOpener } from '../app/app';
import { h, replace } from '../app/dom';
import type { Move } from '../api/protocol';
import type { HurlRecord, Screen, Show, TableSetup, View } from '../api/types';
import { BoardCanvas, type BoardTap } from '../board';
import { roundFraming, tableOf } from './round/camera';
import { scoreStrip, showCurrentPlayer } from './scores';
import { panelFor } from './stages';
import { showFlight } from './flight';
import { practiceOverGame } from '../pages/practice';
import type { StageContext } from './stage-context';

/** The game open in this tab, so a reload comes back to it. */
const OPEN_GAME_KEY = 'catapult.open-game';

/** A page for a new game of `table`. */
export function newGame(table: TableSetup): PageOpener {
  return async (app, area) => {
    const view = await app.core.call('start', table, freshSeed());
    return new GamePage(app, area, view);
  };
}

/** A page for a game the core has just started (`view`: the answer to `start`). */
export function startedGame(view: View): PageOpener {
  return (app, area) => new GamePage(app, area, view);
}

/** A page for the stored game `id`, resumed at the stage it stopped. */
export function openGame(id: number): PageOpener {
  return async (app, area) => new GamePage(app, area, await app.core.call('resume', id));
}

/** The game this tab had open before a reload, if it is unfinished. */
export function gameOpenBeforeReload(): number | null {
  const id = Number(sessionStorage.getItem(OPEN_GAME_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A u64 seed in decimal, from the browser's random numbers. */
export function freshSeed(): string {
  const [high = 0, low = 0] = crypto.getRandomValues(new Uint32Array(2));
  return ((BigInt(high) << 32n) | BigInt(low)).toString();
}

/** How long the page lets a bot's move be seen before the next, ms (`?pace=0` in tests). */
function botPace(): number {
  const pace = Number(new URLSearchParams(location.search).get('pace'));
  return Number.isFinite(pace) && new URLSearchParams(location.search).has('pace') ? pace : 600;
}

export class GamePage implements Page {
  private readonly board: BoardCanvas;
  private readonly scores = h('div.scores');
  private readonly panel = h('div.panel', { 'aria-live': 'polite' });
  private readonly overlay = h('div.overlay');
  private readonly log = h('ul.log', { 'aria-label': 'What happened' });
  private screen: Screen;
  private tapHandler: ((tap: BoardTap) => void) | null = null;
  private cleanup: (() => void) | null = null;
  private busy = false;
  private left = false;
  private botTimer = 0;
  /** Each hurl shown, as the core launched it and where the token came to rest (the browser tests read them). */
  private readonly hurlsShown: (Pick<HurlRecord, 'seat' | 'throw'> & { rest: [number, number, number] })[] = [];
  /** The last hurl shown before this stage, by the move that led to it. */
  private landed: HurlRecord | null = null;

  constructor(private readonly app: App, private readonly area: HTMLElement, view: View) {
    area.classList.add('game-screen');
    const boardArea = h('div.board-area');
    area.append(this.scores, boardArea, this.log, this.panel);
    this.board = new BoardCanvas(boardArea, { onTap: (tap) => this.tapHandler?.(tap) });
    boardArea.append(this.overlay);
    this.board.setArt(app.opened.art);
    this.screen = view.screen;
    if (view.screen.game_id !== null) sessionStorage.setItem(OPEN_GAME_KEY, String(view.screen.game_id));
    // For the browser tests (and the curious): the board, to find where a cell is on screen,
    // the core (tests import game files through it) and the hurls launched.
    (window as unknown as { catapult: unknown }).catapult = {
      board: this.board, screen: () => this.screen, core: app.core, flightFrames: [], hurls: this.hurlsShown,
    };
    void this.show(view);
  }

  leave(): void {
    this.left = true;
    window.clearTimeout(this.botTimer);
    this.cleanup?.();
    this.board.destroy();
    sessionStorage.removeItem(OPEN_GAME_KEY);
    void this.app.core.call('close');
  }

  /** Shows what happened, then the stage. */
  private async show(view: View): Promise<void> {
    this.screen = view.screen;
    this.landed = null;
    for (const show of view.shows) await this.present(show);
    if (this.left) return;
    this.drawStage();
  }

  private async present(show: Show): Promise<void> {
    if (show.kind === 'Messages') {
      this.say(show.texts);
      return;
    }
    this.hurlsShown.push({ seat: show.hurl.seat, throw: show.hurl.throw, rest: show.hurl.outcome.rest_position });
    this.board.setScene(this.screen.board);
    await showFlight(this.contextFor(), show);
    this.landed = show.hurl;
    if (show.caption) this.say([show.caption]);
  }

  private say(texts: string[]): void {
    for (const text of texts) this.log.prepend(h('li', {}, text));
    while (this.log.children.length > 30) this.log.lastElementChild?.remove();
  }

  private drawStage(): void {
    this.cleanup?.();
    this.cleanup = null;
    this.tapHandler = null;
    const { screen } = this;
    document.body.dataset.stage = screen.stage.kind;
    replace(this.scores, scoreStrip(screen, this.app.opened.art));
    showCurrentPlayer(this.scores);
    this.board.setSelection(null);
    this.board.setFollowerSpots(null);
    // Lit cells belong to the tile stage only (its panel lights them).
    this.board.setLegalCells([]);
    this.board.setScene(screen.board);
    // A round is seen from the acting seat (the core's camera), its summary as the last flight
    // ended; tiles are placed north up.
    this.board.lookThrough(roundFraming(tableOf(screen)));
    replace(this.panel);
    replace(this.overlay);
    this.cleanup = panelFor(screen.stage.kind)(this.contextFor()) ?? null;
    // The answer to a tap is drawn now, not a frame later.
    this.board.drawNow();
    if (screen.stage.kind === 'BotToAct') {
      this.botTimer = window.setTimeout(() => void this.play({ op: 'botStep' }), botPace());
    }
  }

  private contextFor(): StageContext {
    return {
      app: this.app,
      screen: this.screen,
      board: this.board,
      panel: this.panel,
      overlay: this.overlay,
      play: (move) => this.play(move),
      name: (seat) => this.screen.seats[seat]?.name ?? `Seat ${seat + 1}`,
      onBoardTap: (handler) => (this.tapHandler = handler),
      practise: () => this.practise(),
      landed: this.landed,
    };
  }

  /** The practice screen in place of the game, for the hurler, until they come back to it. */
  private practise(): void {
    const { stage } = this.screen;
    if (stage.kind !== 'Hurl' || this.busy || this.left) return;
    this.cleanup?.();
    this.cleanup = practiceOverGame(this.app, this.area, {
      seat: stage.seat,
      name: this.contextFor().name(stage.seat),
      sensitivity: stage.flick_sensitivity,
      saved: (screen) => (this.screen = screen),
      back: () => {
        this.cleanup = null;
        this.drawStage();
      },
    });
  }

  /** Makes `move` and shows the result; one move at a time. */
  async play(move: Move): Promise<void> {
    if (this.busy || this.left) return;
    this.busy = true;
    document.body.dataset.busy = 'true';
    try {
      const view = await this.app.core.call('play', move);
      if (view.screen.stage.kind === 'GameOver') sessionStorage.removeItem(OPEN_GAME_KEY);
      await this.show(view);
    } catch (error) {
      this.app.tell(error);
    } finally {
      this.busy = false;
      delete document.body.dataset.busy;
    }
  }
}
