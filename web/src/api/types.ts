// The JSON the core sends (bindings/web/src/payload.rs): the core's serde shapes, field names as
// in Rust. The board's types are in ../board/scene.ts.
import type { ArtBook, BoardScene, LegalCell, PlayerColour, Point, Pos, Rotation, SegmentKind } from '../board/scene';

export type BotLevel = 'random' | 'beginner' | 'greedy' | 'strong' | 'expert';
export type TokenKind = 'catch' | 'knock_out' | 'target' | 'seduction';
export type StageKind =
  | 'BotToAct' | 'HandOver' | 'PlaceTile' | 'PlaceFollower' | 'ChooseToken'
  | 'Hurl' | 'Catch' | 'Seduce' | 'RoundSummary' | 'GameOver';

/** How hard a player must flick (core::flick::FlickSensitivity). */
export type FlickSensitivity = 'gentle' | 'normal' | 'firm';
/** What a recorded trace shows (core::flick::TraceLabel). */
export type TraceLabel = 'flick' | 'still' | 'walk' | 'tap' | 'put-down' | 'pick-up' | 'shake' | 'drop' | 'other';
/** Why a flick launched nothing (core::flick::NoFlick). */
export type NoFlick =
  | 'not_armed' | 'too_gentle' | 'wrong_way' | 'shake' | 'steep' | 'unsteady' | 'turned'
  | 'too_short' | 'too_slow' | 'put_down' | 'dropped' | 'no_signal';

/** A seat; `flick_sensitivity` is absent when normal. */
export interface Seat { name: string; colour: string; bot: BotLevel | null; flick_sensitivity?: FlickSensitivity }
export interface Placement { pos: Pos; rotation: Rotation }
export interface FollowerSpot { segment: number; kind: SegmentKind; at: Point; name: string }
/** Points by feature (road, city, cloister, field), in the final scoring, and from The Catapult. */
export interface Breakdown { by_feature: [number, number, number, number]; at_end: number; catapult: number }
export interface Standing { seat: number; place: number; score: number; breakdown: Breakdown; winner: boolean }

/** Where the catcher's hands wait and how a tap is judged (metres, seconds). */
export interface CatchZone {
  catcher: number; hurler: number; hands: Point; hands_height: number; reach: number;
  catch_window: number; touch_window: number; ruler_point: Point; ruler_direction: Point;
}

/** One 60 Hz frame of a flight: the token's centre (m, [x, y, z]) and what moved. */
export interface Frame {
  time: number;
  token: [number, number, number];
  followers: { id: number; pivot: [number, number]; tilt: number; direction: [number, number] }[];
  tokens: [number, [number, number]][];
  /** Followers struck into a slide and not fallen, where they are (m); absent when none. */
  sliding?: [number, [number, number]][];
}
export interface Outcome {
  touched_by_token: number[]; toppled: number[]; rest_position: [number, number, number];
  rest: unknown; first_landing: [number, number] | null; apex: [number, number, number];
  apex_time: number; duration: number; frames: Frame[];
}
export interface HurlRecord {
  seat: number; token: TokenKind;
  throw: { aim_millideg: number; elevation_millideg: number; speed_mm_per_s: number };
  model_version: number; outcome: Outcome;
}

export type Stage =
  | { kind: 'BotToAct'; seat: number; level: BotLevel }
  | { kind: 'HandOver'; seat: number; next: StageKind }
  | { kind: 'PlaceTile'; seat: number; tile: string; tiles_left: number; legal: LegalCell[]; selected: Placement | null }
  | {
    kind: 'PlaceFollower'; seat: number; placed: Pos; spots: FollowerSpot[];
    /** Normal followers in the supply. */
    supply: number;
    /** Whether the big follower (Inns & Cathedrals) is in the supply: any spot can take it instead. */
    big_follower: boolean;
    can_undo: boolean;
  }
  | { kind: 'ChooseToken'; seat: number }
  | {
    kind: 'Hurl'; seat: number; token: TokenKind; hurls_this_round: number; catcher: number | null;
    /** The hurler's flick sensitivity (the worker's `flickArm` uses it). */
    flick_sensitivity: FlickSensitivity;
    /** Whether to offer the practice screen first: the hurler has not hurled in this game yet. */
    offer_practice: boolean;
  }
  | { kind: 'Catch'; seat: number; hurler: number; zone: CatchZone; flight: HurlRecord }
  | { kind: 'Seduce'; seat: number; targets: number[]; own_on_board: number[]; can_use_supply: boolean }
  | {
    kind: 'RoundSummary'; token: TokenKind | null; chooser: number; points: number[]; sent_home: number[]; messages: unknown[];
    /**
     * The round's table as its last hurl found it, seen through that flight's end camera (the
     * last hurler at the bottom, the token's rest and what it touched in the frame): the summary
     * is drawn over it. Null when the session made no hurl of the round (a resumed game).
     */
    table: RoundView | null;
  }
  | { kind: 'GameOver'; ranking: Standing[] };

/** What the page shows now. */
export interface Screen {
  game_id: number | null;
  seed: string;
  seats: Seat[];
  stage: Stage;
  /** The round summary's messages in English (empty at other stages). */
  summary: string[];
  board: BoardScene;
  /** Each player's supply in the core's words, in the order of `board.players` ("6 followers + big follower"). */
  supplies: string[];
  can_undo: boolean;
  /** Grows with every change. */
  changes: number;
}

/** The table during a catapult round (core::scene::RoundView), metres. */
export interface RoundView {
  table: Point; board_origin: Point; tile_size: number;
  seats: { at: Point; facing: number }[];
  tokens: { owner: number; kind: TokenKind; at: Point }[];
  token: TokenKind | null; chooser: number; hurler: number; fair: Pos; hurls: number;
  seduction_targets: number[];
  /** For knock-out and seduction: each other player's follower, as the hurler aims at it. */
  aims: AimAt[];
  /** How the table is seen at this stage of the round. */
  camera: RoundCamera | null;
}

/** What a round's camera frames (core::scene::CameraSubject). */
export type CameraSubject = 'board' | 'opponents' | 'fair_tile' | 'catch' | 'result';

/**
 * The round as the acting seat sees it (core::scene::RoundCamera), table metres (y north): that
 * seat at the bottom of the screen, its catapult's straight ahead pointing up. The core decides
 * all of it; round/camera.ts only puts it on a screen.
 */
export interface RoundCamera {
  /** The seat seen from: its catapult is at the bottom. */
  seat: number;
  /** The table direction drawn straight up, radians from east, counter-clockwise. */
  up: number;
  /** How far to turn the table, radians counter-clockwise, so `up` points up the screen. */
  turn: number;
  /** The frame's centre. */
  centre: Point;
  /** The frame's size across the screen and up it, m. */
  width: number;
  height: number;
  /** The middle of the frame's bottom edge: it goes to the middle of the screen's bottom edge. */
  anchor: Point;
  /** Where to draw the seat's catapult. */
  seat_mark: Point;
  subject: CameraSubject;
  /** The points the frame holds. */
  must_show: Point[];
}

/** Where a follower stands, seen from the hurler's catapult (core::scene::AimAt). */
export interface AimAt {
  follower: number; owner: number; kind: SegmentKind; cell: Pos;
  /** Degrees from straight ahead, to the hurler's left positive. */
  aim_degrees: number;
  /** From the catapult, m. */
  distance: number;
  in_reach: boolean;
  /** All of it in words, for after its owner's name ("knight on (1, 0): 12° to the left (aim 12), 48 cm away"). */
  words: string;
}

/** Something to show before the stage: a flight to animate, or messages to read. */
export type Show =
  | {
    kind: 'Flight'; hurl: HurlRecord; round_before: RoundView | null; caption: string | null;
    /** The flight as the hurler sees it, ending on where the token rested and what it touched. */
    camera: RoundCamera | null;
  }
  | { kind: 'Messages'; texts: string[] };

/** A screen, with what to show before it. */
export interface View { screen: Screen; shows: Show[] }

export interface RuleChoice { id: string; title: string; explanation: string }
export interface RuleOption { id: string; title: string; choices: RuleChoice[] }
/** The rule options as the core keeps them (core::rules::RuleOptions); change them with chooseRule. */
export type RuleOptions = Record<string, unknown>;
export interface SetupMenu {
  rules: RuleOption[];
  default_rules: RuleOptions;
  seat_limits: { min_seats: number; max_seats: number; longest_name: number };
  bot_levels: { id: BotLevel; name: string }[];
  default_bot: BotLevel;
  colours: PlayerColour[];
  /** The catapult tokens with the core's one-line rule for each (core::rules::explain). */
  tokens: { id: TokenKind; name: string; rule: string }[];
  /** The launch speed of a full-power swipe or flick, m/s (for the power bar). */
  full_power_speed: number;
  /** How to flick, and how to raise or flatten the arc, in the core's words (core::flick). */
  how_to_flick: string;
  /** The flick sensitivities a seat may have, gentlest first, in the core's words. */
  flick_sensitivities: { id: FlickSensitivity; label: string; explanation: string }[];
  /** What a saved practice motion may have been, in the core's words, the flick first. */
  trace_labels: { id: TraceLabel; words: string }[];
}
/** A seat of the setup screen; `flick_sensitivity` left out is normal. */
export interface SeatSetup { name: string; bot: BotLevel | null; flick_sensitivity?: FlickSensitivity }
export interface TableSetup { seats: SeatSetup[]; rules: RuleOptions }

export interface GameSummary {
  id: number; created_ms: number; updated_ms: number;
  status: 'in_progress' | 'finished' | 'abandoned';
  seats: Seat[]; actions: number; scores: number[] | null;
}
export interface PlayerStats {
  name: string; games: number; wins: number; average_score: number; best_score: number;
  roads: number; cities: number; cloisters: number; fields: number; catapult: number;
  rounds_won: number; knock_outs: number; catches: number;
}
export interface ReplayStep {
  step: number; moves: number; board: BoardScene;
  /** Each player's supply in words, in the order of `board.players`. */
  supplies: string[];
  last_move: ({ action: string } & Record<string, unknown>) | null;
  flight: HurlRecord | null;
  /** How that flight is seen, from the hurler's seat to where the token rested. */
  flight_camera: RoundCamera | null;
}
/** A launch from a swipe or a flick: speed m/s, aim and elevation in degrees. */
export interface Launch { speed: number; aim_degrees: number; elevation_degrees: number; strength: number }

/** The numbers of a practice flick that launched (core::flick::PracticeLaunch). */
export interface PracticeLaunch {
  speed_m_per_s: number; aim_degrees: number; elevation_degrees: number; hand_speed_m_per_s: number;
  /** Where the token would come down, m from the catapult. */
  distance_m: number;
}
/** What a practice flick gave (core::flick::PracticeReport): show the headline, the advice and the arc. */
export interface PracticeReport {
  launched: boolean;
  /** "2.8 m/s, 4° left, a middle arc", or "Too gentle". */
  headline: string;
  /** What to do next, one sentence. */
  advice: string;
  launch: PracticeLaunch | null;
  reason: NoFlick | null;
  /** The flight from the side, [distance, height] in m, release to landing; empty without a launch. */
  arc: [number, number][];
}

/** What the worker says once it is ready. */
export interface Opened {
  /** Whether games survive a reload (false: this browser keeps nothing here). */
  kept: boolean;
  /** Why games are not kept, when they are not. */
  notKeptBecause: string | null;
  menu: SetupMenu;
  art: ArtBook;
}

/** A refusal from the core: `kind` to branch on, `message` for the player. Nothing changed. */
export class CoreError extends Error {
  constructor(readonly kind: string, message: string) {
    super(message);
    this.name = kind;
  }
}
