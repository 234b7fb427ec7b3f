// The core's worker: loads the WebAssembly, opens the history (SQLite in the origin's private
// file system, which only a dedicated worker may use) and answers the page's requests. It only
// converts: every rule and flow decision is the core's.
import init, {
  Flick, Game, History, Practice, Replay, chooseRule, chosenRules, openHistory, openMemoryHistory,
  setupMenu, swipeLaunch, tileArt,
} from '../wasm/catapult_web.js';
import type { Move, MotionReading, Operations, Reply, Request } from '../api/protocol';
import type { Launch, Opened } from '../api/types';

/** The history's file in the origin's private file system. */
const HISTORY_FILE = 'catapult.sqlite3';
/** A reloaded page may find the old worker still holding the file: tries before giving up. */
const OPEN_TRIES = 8;

const scope = self as unknown as Worker;
let history: History | null = null;
let game: Game | null = null;
let replay: Replay | null = null;
let flick: Flick | null = null;
let practice: Practice | null = null;

function needHistory(): History {
  if (!history) throw refusal('internal', 'the game engine is not ready yet; wait a moment');
  return history;
}

function needGame(): Game {
  if (!game) throw refusal('illegal_move', 'no game is open; start or resume one');
  return game;
}

function needPractice(): Practice {
  if (!practice) throw refusal('illegal_move', 'hold the launch button and flick once first');
  return practice;
}

/** A motion reading as `Flick.push` and `Practice.push` take it. */
function motionArguments(reading: MotionReading): [number, number, number, number, number, number, number, number, number, number] {
  const [ax, ay, az] = reading.acceleration;
  const [ra, rb, rg] = reading.rotation_rate;
  const [oa, ob, og] = reading.orientation;
  return [reading.time_ms, ax, ay, az, ra, rb, rg, oa, ob, og];
}

function refusal(kind: string, message: string): Error {
  const error = new Error(message);
  error.name = kind;
  return error;
}

/**
 * JSON text from the core, passed to the page as it is: parsing it here and cloning the
 * objects across would cost the worker more than the page's one parse.
 */
class RawJson {
  constructor(readonly text: string) {}
}

/** The game's `View`, as JSON text. */
function view(): RawJson {
  const open = needGame();
  // Shows first: taking them does not change the screen.
  const shows = open.takeShows();
  return new RawJson(`{"screen":${open.screen()},"shows":${shows}}`);
}

function play(open: Game, move: Move): void {
  switch (move.op) {
    case 'handOverDone': return open.handOverDone();
    case 'selectCell': return open.selectCell(move.x, move.y);
    case 'rotate': return open.rotate();
    case 'confirmTile': return open.confirmTile();
    case 'placeTile': return open.placeTile(move.x, move.y, move.quarters);
    case 'placeFollower': return open.placeFollower(move.segment);
    case 'placeBigFollower': return open.placeBigFollower(move.segment);
    case 'skipFollower': return open.skipFollower();
    case 'undo': return open.undo();
    case 'chooseToken': return open.chooseToken(move.token);
    case 'hurlBySwipe':
      return open.hurlBySwipe(JSON.stringify({
        start: move.start, end: move.end, duration: move.duration, screen_height: move.screen_height,
      }));
    case 'hurl': return open.hurl(move.aim_degrees, move.elevation_degrees, move.speed);
    case 'catchAt': return open.catchAt(move.seconds ?? undefined);
    case 'seduce': return open.seduce(move.target, move.with ?? undefined);
    case 'declineSeduction': return open.declineSeduction();
    case 'closeSummary': return open.closeSummary();
    case 'botStep': open.botStep(); return;
  }
}

async function openKept(): Promise<{ kept: History | null; why: string | null }> {
  if (!self.isSecureContext) {
    return { kept: null, why: 'This address is not secure, so the browser keeps no games here. Open the https:// address (or localhost) to keep them.' };
  }
  let last = '';
  for (let attempt = 0; attempt < OPEN_TRIES; attempt++) {
    try {
      return { kept: await openHistory(HISTORY_FILE), why: null };
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
      await new Promise((done) => setTimeout(done, 150 * (attempt + 1)));
    }
  }
  return { kept: null, why: `The browser would not keep games here (${last}). Is the game open in another tab?` };
}

/** Each request's handler: its answer, or the answer's JSON text from the core. */
type Answer<T> = T | RawJson | Promise<T | RawJson>;
const operations: { [K in keyof Operations]: (...args: Parameters<Operations[K]>) => Answer<ReturnType<Operations[K]>> } = {
  async open(): Promise<Opened> {
    await init();
    if (!history) {
      const { kept, why } = await openKept();
      history = kept ?? openMemoryHistory();
      notKeptBecause = why;
    }
    return { kept: history.kept, notKeptBecause, menu: JSON.parse(setupMenu()), art: JSON.parse(tileArt()) };
  },
  start(table, seed) {
    // A refused table leaves the open game as it was.
    const started = needHistory().startGame(JSON.stringify(table), seed);
    game?.free();
    game = started;
    return view();
  },
  resume(id) {
    const resumed = needHistory().resumeGame(id);
    game?.free();
    game = resumed;
    return view();
  },
  view,
  play(move) {
    play(needGame(), move);
    return view();
  },
  close() {
    game?.free();
    game = null;
    return null;
  },
  chooseRule: (rules, option, choice) => JSON.parse(chooseRule(JSON.stringify(rules), option, choice ?? undefined)),
  chosenRules: (rules) => JSON.parse(chosenRules(JSON.stringify(rules))),
  swipeLaunch: (start, end, duration, screenHeight): Launch =>
    JSON.parse(swipeLaunch(JSON.stringify({ start, end, duration, screen_height: screenHeight }))),
  flickArm() {
    flick?.free();
    // The hurler's own sensitivity (undefined outside a person's hurl: normal).
    flick = new Flick(game?.flickSensitivity());
    flick.arm();
    return null;
  },
  flickPush(reading: MotionReading) {
    if (!flick) return null;
    const launch = flick.push(...motionArguments(reading));
    return launch ? JSON.parse(launch) : null;
  },
  flickDisarm() {
    if (!flick) throw refusal('illegal_move', 'hold the launch button, then flick');
    try {
      return JSON.parse(flick.disarm());
    } finally {
      flick.free();
      flick = null;
    }
  },
  practiceArm(sensitivity) {
    // One session across attempts: it keeps the last attempt's motion for practiceRecording.
    if (practice) practice.setSensitivity(sensitivity);
    else practice = new Practice(sensitivity);
    practice.arm();
    return null;
  },
  practicePush(reading: MotionReading) {
    return practice ? practice.push(new Float64Array(motionArguments(reading))) : false;
  },
  practiceDisarm: () => new RawJson(needPractice().disarm()),
  practiceRecording(device, label) {
    // Before any attempt the core's own refusal says what to do (flick once first).
    practice ??= new Practice('normal');
    return practice.recording(device, label);
  },
  practiceClose() {
    practice?.free();
    practice = null;
    return null;
  },
  setFlickSensitivity(seat, sensitivity) {
    needGame().setFlickSensitivity(seat, sensitivity);
    return view();
  },
  listGames: () => new RawJson(needHistory().listGames()),
  statistics: () => new RawJson(needHistory().statistics()),
  exportGame: (id) => needHistory().exportGame(id),
  importGame: (json) => needHistory().importGame(json),
  deleteGame(id) {
    needHistory().deleteGame(id);
    return null;
  },
  abandonGame(id) {
    needHistory().abandonGame(id);
    return null;
  },
  openReplay(source) {
    const opened = 'id' in source ? needHistory().replayGame(source.id) : Replay.fromFile(source.file);
    replay?.free();
    replay = opened;
    return replay.moves();
  },
  replayStep(step) {
    if (!replay) throw refusal('illegal_move', 'no replay is open; pick a game in the history');
    return new RawJson(replay.step(step));
  },
};

let notKeptBecause: string | null = null;

scope.onmessage = async (event: MessageEvent<Request>) => {
  const { id, op, args } = event.data;
  let reply: Reply;
  try {
    const run = operations[op] as (...args: unknown[]) => unknown;
    const answer = await run(...args);
    reply = answer instanceof RawJson ? { id, ok: true, json: answer.text } : { id, ok: true, value: answer };
  } catch (error) {
    const known = error instanceof Error;
    reply = {
      id,
      ok: false,
      kind: known ? error.name : 'internal',
      message: known ? error.message : String(error),
    };
  }
  scope.postMessage(reply);
};
