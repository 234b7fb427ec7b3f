// A finished or unfinished game, move by move: the board after any step, the last move, the
// scores, and a hurl's flight. The core rebuilds each step from the game's moves.
import type { App, Page, PageOpener } from '../app/app';
import { h, replace } from '../app/dom';
import type { ReplayStep, RoundView, Screen, Show } from '../api/types';
import { BoardCanvas } from '../board';
import type { StageContext } from '../game/stage-context';
import { showFlight } from '../game/flight';
import { tableToScreen } from '../game/round/table';
import { scoreStrip } from '../game/scores';
import './pages.css';

/** A page replaying the stored game `id`. */
export function openReplay(id: number): PageOpener {
  return async (app, area) => new ReplayPage(app, area, await app.core.call('openReplay', { id }));
}

/** The last move in a few words (the core names it; the page only words it). */
function describe(step: ReplayStep): string {
  const move = step.last_move;
  if (!move) return 'The empty table, before the first move.';
  const words: Record<string, string> = {
    place_tile: 'a tile placed', place_follower: 'a follower placed',
    place_big_follower: 'the big follower placed', skip: 'no follower placed',
    choose_token: 'the catapult token chosen', hurl: 'a token hurled', catch: 'a catch tried',
    seduce: 'a follower seduced', decline_seduction: 'no seduction',
  };
  return `Last move: ${words[move.action] ?? move.action.replace(/_/g, ' ')}.`;
}

class ReplayPage implements Page {
  private readonly board: BoardCanvas;
  private readonly scores = h('div.scores');
  private readonly overlay = h('div.overlay');
  private readonly caption = h('p.replay-move', { 'aria-live': 'polite' });
  private readonly counter = h('span.replay-count');
  private readonly slider: HTMLInputElement;
  private step = 0;
  private drawn = -1;
  private left = false;

  constructor(private readonly app: App, area: HTMLElement, private readonly moves: number) {
    area.classList.add('game-screen', 'replay-screen');
    const boardArea = h('div.board-area');
    this.slider = h('input#replay-step', {
      type: 'range', min: 0, max: moves, value: 0, 'aria-label': 'Move',
      oninput: () => void this.go(Number(this.slider.value)),
    });
    const button = (id: string, label: string, text: string, to: () => number): HTMLButtonElement =>
      h('button.step', { id, 'aria-label': label, onclick: () => void this.go(to(), true) }, text);
    area.append(this.scores, boardArea, h('div.panel.replay-panel', {},
      h('div.replay-row', {}, this.counter, this.caption),
      this.slider,
      h('div.replay-buttons', {},
        button('replay-first', 'First move', '|◀', () => 0),
        button('replay-prev', 'Previous move', '◀', () => this.step - 1),
        button('replay-next', 'Next move', '▶', () => this.step + 1),
        button('replay-last', 'Last move', '▶|', () => this.moves))));
    this.board = new BoardCanvas(boardArea);
    boardArea.append(this.overlay);
    this.board.setArt(app.opened.art);
    void this.go(0);
  }

  leave(): void {
    this.left = true;
    this.board.destroy();
    delete document.body.dataset.replayStep;
  }

  /** Shows step `step`; `animate` plays a hurl's flight when stepping forward onto it. */
  private async go(step: number, animate = false): Promise<void> {
    const to = Math.max(0, Math.min(this.moves, step));
    const forward = to === this.step + 1;
    this.step = to;
    this.slider.value = String(to);
    try {
      const shown = await this.app.core.call('replayStep', to);
      if (this.left || this.step !== to) return;
      const screen = screenOf(shown);
      replace(this.scores, scoreStrip(screen, this.app.opened.art));
      this.counter.textContent = `Move ${to} of ${this.moves}`;
      this.caption.textContent = describe(shown);
      replace(this.overlay);
      // A hurl is seen from the hurler's seat while it flies; every step after it north up again.
      this.board.lookThrough(null);
      this.board.setScene(shown.board);
      // A jump shows the whole board of that step; a single step keeps the player's view.
      // A hurl too: the token may have landed anywhere on the board.
      if ((!forward && to !== this.drawn - 1) || shown.flight) this.board.fitBoard();
      if (shown.flight) {
        const before = await this.roundBefore(to, shown);
        if (animate && forward) await this.fly(screen, shown, before);
        this.markRest(shown, before);
      }
      this.drawn = to;
      document.body.dataset.replayStep = String(this.drawn);
    } catch (error) {
      this.app.tell(error);
    }
  }

  /** The table before the hurl (to place the flight on the board). */
  private async roundBefore(step: number, shown: ReplayStep): Promise<RoundView | null> {
    const before = await this.app.core.call('replayStep', step - 1);
    return (before.board.round ?? shown.board.round) as RoundView | null;
  }

  /** The round engineer's flight animation, given what a stage would give it. */
  private async fly(screen: Screen, shown: ReplayStep, before: RoundView | null): Promise<void> {
    if (!shown.flight) return;
    const show: Extract<Show, { kind: 'Flight' }> = {
      kind: 'Flight', hurl: shown.flight, round_before: before, caption: null, camera: shown.flight_camera,
    };
    const context: StageContext = {
      app: this.app, screen, board: this.board, panel: h('div'), overlay: this.overlay,
      play: async () => {}, name: (seat) => screen.seats[seat]?.name ?? `Seat ${seat + 1}`, onBoardTap: () => {}, practise: () => {},
      landed: null,
    };
    await showFlight(context, show);
    replace(this.overlay);
  }

  /** A mark where the hurled token came to rest (metres to board cells with the round's scale). */
  private markRest(shown: ReplayStep, round: RoundView | null): void {
    if (!shown.flight || !round) return;
    const [x, y] = shown.flight.outcome.rest_position;
    const at = tableToScreen(round, this.board.getView(), { x, y });
    this.overlay.append(h('span.rest-mark', {
      style: `left: ${at.x}px; top: ${at.y}px`, title: 'Where the token came to rest',
    }));
  }
}

/** A replay step as the score strip reads a screen. */
function screenOf(step: ReplayStep): Screen {
  return {
    game_id: null, seed: '', summary: [], can_undo: false, changes: step.step,
    seats: step.board.players.map((player) => ({ name: player.name, colour: player.colour.name, bot: null })),
    stage: { kind: 'GameOver', ranking: [] },
    board: step.board,
    supplies: step.supplies,
  };
}
