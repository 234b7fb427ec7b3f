// What a stage's panel is given, and the panel's type. A leaf: it imports only types (the app,
// the board, the core's data), never a stage, a page or the game page, so every stage and round
// module can import it without a circle: a stage reaches other pages through `app` (`openHome`,
// `openSetup`). The game page fills it; the replay fills it for flights.
import type { App } from '../app/app';
import type { Move } from '../api/protocol';
import type { HurlRecord, Screen } from '../api/types';
import type { BoardCanvas, BoardTap } from '../board';

/** What a stage's panel is given. */
export interface StageContext {
  app: App;
  screen: Screen;
  board: BoardCanvas;
  /** The panel at the bottom of the screen, emptied for this stage. */
  panel: HTMLElement;
  /** The layer over the board for the catapult round's drawings. */
  overlay: HTMLElement;
  /** Makes a move; a refusal is told to the player and the screen stays. */
  play(move: Move): Promise<void>;
  /** The seat's name. */
  name(seat: number): string;
  /** Called with each board tap while this stage is shown. */
  onBoardTap(handler: (tap: BoardTap) => void): void;
  /** Opens the practice screen for the hurler, over the game, until they come back. */
  practise(): void;
  /** The hurl whose flight was shown just before this stage, by the same move (else null). */
  landed: HurlRecord | null;
}

/** A stage's panel: fills the context's panel, and returns what to undo when it goes. */
export type StagePanel = (context: StageContext) => void | (() => void);
