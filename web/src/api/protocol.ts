// What the page may ask the core's worker, and what it answers: one table both sides are
// typed against (the worker implements `Operations`, the client calls them).
import type {
  FlickSensitivity, GameSummary, Launch, Opened, PlayerStats, PracticeReport, ReplayStep, RuleOptions,
  TableSetup, TraceLabel, View,
} from './types';

/** A move or a change of the game, as the session's operations take them. */
export type Move =
  | { op: 'handOverDone' }
  | { op: 'selectCell'; x: number; y: number }
  | { op: 'rotate' }
  | { op: 'confirmTile' }
  | { op: 'placeTile'; x: number; y: number; quarters: number }
  | { op: 'placeFollower'; segment: number }
  | { op: 'placeBigFollower'; segment: number }
  | { op: 'skipFollower' }
  | { op: 'undo' }
  | { op: 'chooseToken'; token: string }
  | { op: 'hurlBySwipe'; start: [number, number]; end: [number, number]; duration: number; screen_height: number }
  | { op: 'hurl'; aim_degrees: number; elevation_degrees: number; speed: number }
  | { op: 'catchAt'; seconds: number | null }
  | { op: 'seduce'; target: number; with: number | null }
  | { op: 'declineSeduction' }
  | { op: 'closeSummary' }
  | { op: 'botStep' };

/** One motion event, as the page reads `devicemotion` and the last `deviceorientation`. */
export interface MotionReading {
  /** The event's timeStamp, ms. */
  time_ms: number;
  /** `acceleration` (gravity removed), m/s², device frame. */
  acceleration: [number, number, number];
  /** `rotationRate` alpha, beta, gamma, °/s. */
  rotation_rate: [number, number, number];
  /** `deviceorientation` alpha, beta, gamma, °. */
  orientation: [number, number, number];
}

/** Every request of the page, by name: arguments in, answer out. */
export interface Operations {
  /** Loads the core and opens the history (kept in OPFS where the browser allows). */
  open(): Opened;
  /** A new game from the setup screen, stored move by move. `seed`: a u64 in decimal. */
  start(table: TableSetup, seed: string): View;
  /** The unfinished game `id`, at the stage it stopped. */
  resume(id: number): View;
  /** The game now, without a move. */
  view(): View;
  /** Makes `move` and answers the new view (with what to show first). */
  play(move: Move): View;
  /** Leaves the game (it stays in the history). */
  close(): null;
  chooseRule(rules: RuleOptions, option: string, choice: string | null): RuleOptions;
  chosenRules(rules: RuleOptions): Record<string, string | null>;
  /** The launch a swipe would give, without hurling (to show power while aiming). */
  swipeLaunch(start: [number, number], end: [number, number], duration: number, screenHeight: number): Launch;
  /** The launch button went down: a detector with the hurler's flick sensitivity, listening. */
  flickArm(): null;
  /** A motion event; the launch once a flick is detected. */
  flickPush(reading: MotionReading): Launch | null;
  /** The launch button went up: the launch, or why there is none (a refusal). */
  flickDisarm(): Launch;
  /** Practice: the button went down; a new attempt with `sensitivity`, recorded from here. */
  practiceArm(sensitivity: FlickSensitivity): null;
  /** Practice: a motion event; true once the flick is confirmed (disarm then for the report). */
  practicePush(reading: MotionReading): boolean;
  /** Practice: the button went up; what the attempt gave, or why nothing (never a refusal). */
  practiceDisarm(): PracticeReport;
  /** The last practice attempt as a trace file (CSV), labelled, from `device` (a model, nothing personal). */
  practiceRecording(device: string, label: TraceLabel): string;
  /** Practice is over (the screen went): the session and its recording are forgotten. */
  practiceClose(): null;
  /** Sets seat `seat`'s (from 0) flick sensitivity in the open game, saved with the seat. */
  setFlickSensitivity(seat: number, sensitivity: FlickSensitivity): View;
  listGames(): GameSummary[];
  statistics(): PlayerStats[];
  exportGame(id: number): string;
  importGame(json: string): number;
  deleteGame(id: number): null;
  abandonGame(id: number): null;
  /** Opens a replay of game `id`, or of a game file's text; answers how many moves it has. */
  openReplay(source: { id: number } | { file: string }): number;
  replayStep(step: number): ReplayStep;
}

export type OperationName = keyof Operations;

/** A request to the worker. */
export interface Request<K extends OperationName = OperationName> {
  id: number;
  op: K;
  args: Parameters<Operations[K]>;
}

/** The worker's answer to request `id`: a value, or JSON text from the core to parse. */
export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: true; json: string }
  | { id: number; ok: false; kind: string; message: string };
