// The core's board scene as the web app receives it: the serde serialisation of the Rust
// types in core/src/scene (field names as in Rust, enums in snake_case, a rotation as degrees,
// a tile type as its name). Only what the board canvas reads is spelt out in full.

/** A board cell: x grows east, y north; the start tile is at (0, 0). */
export interface Pos {
  x: number;
  y: number;
}

/** A point in tile units (cell (x, y) is centred on (x, y)), y north. */
export interface Point {
  x: number;
  y: number;
}

/** A clockwise rotation in degrees. */
export type Rotation = 0 | 90 | 180 | 270;

/** What a tile shape shows (core::scene::ShapeRole). */
export type ShapeRole =
  | 'field'
  | 'road'
  | 'city'
  | 'city_wall'
  | 'pennant'
  | 'cloister'
  | 'fair'
  | 'tent'
  | 'inn'
  | 'cathedral'
  | 'river';

/** What a follower stands on (core::tiles::SegmentKind). */
export type SegmentKind = 'road' | 'city' | 'field' | 'cloister';

/** A follower's pose (core::physics::Pose): farmers lie. */
export type Pose = 'standing' | 'lying';

/** A seat's second cue besides its colour (core::scene::SeatPattern). */
export type SeatPattern = 'solid' | 'stripes' | 'dots' | 'cross' | 'ring' | 'checks';

/** A seat's colour (core::scene::PlayerColour). */
export interface PlayerColour {
  name: string;
  rgb: [number, number, number];
  letter: string;
  pattern: SeatPattern;
  ink: [number, number, number];
}

/** One filled shape of a tile: even-odd contours about the tile's centre, printed. */
export interface TileShape {
  role: ShapeRole;
  segment: number | null;
  contours: Point[][];
  /** For a picture that stays upright (the chapel, the tent): the point it moves with when the
   * tile turns; the shape itself is not turned. Null for a shape that turns with the tile. */
  upright_about: Point | null;
}

/** A tile type's artwork (core::scene::TileArt). */
export interface TileArt {
  shapes: TileShape[];
  /** Each printed segment's follower spot, about the centre, printed orientation. */
  spots: Point[];
}

/** Every tile type's artwork by name ("D", "CA/RFR"). */
export type ArtBook = Record<string, TileArt>;

export interface TileView {
  cell: Pos;
  tile: string;
  rotation: Rotation;
}

export interface FollowerView {
  id: number;
  owner: number;
  cell: Pos;
  segment: number;
  kind: SegmentKind;
  at: Point;
  pose: Pose;
  /** The big follower (Inns & Cathedrals): drawn larger, it counts as two. */
  big: boolean;
}

export interface FeatureView {
  kind: SegmentKind;
  parts: [Pos, number][];
  holders: number[];
  followers: number[];
  complete: boolean;
  points: number;
}

/** What a player's unfinished features and fields would score if the game ended now. */
export interface ProjectedScore {
  roads: number;
  cities: number;
  cloisters: number;
  fields: number;
}

export interface PlayerView {
  seat: number;
  name: string;
  colour: PlayerColour;
  score: number;
  supply: number;
  /** Whether their big follower (Inns & Cathedrals) is in the supply; false without it. */
  big_follower_in_supply: boolean;
  current: boolean;
  projected: ProjectedScore;
}

/** How many tiles of one type are still to come. */
export interface TilesLeft {
  tile: string;
  count: number;
  /** The tile in words ("a city and a road"). */
  words: string;
}

export interface LegalCell {
  cell: Pos;
  rotations: Rotation[];
}

export interface FollowerChoice {
  segment: number;
  kind: SegmentKind;
  at: Point;
}

export interface TurnView {
  player: number;
  waiting_for: string;
  drawn_tile: string | null;
  tiles_left: number;
  /** The same by tile type, in the catalogue's order. */
  tiles_left_by_type: TilesLeft[];
  /** Where the drawn tile fits, in reading order (spot 1 first). */
  legal: LegalCell[];
  /** How many ways (cell and rotation) the drawn tile fits. */
  fitting_places: number;
  placed_this_turn: Pos | null;
  follower_choices: FollowerChoice[];
  game_over: boolean;
}

export interface CellBounds {
  min: Pos;
  max: Pos;
}

/** Everything a screen needs to draw the game at one moment (core::scene::BoardScene). */
export interface BoardScene {
  tiles: TileView[];
  followers: FollowerView[];
  features: FeatureView[];
  players: PlayerView[];
  turn: TurnView;
  bounds: CellBounds;
  /** The table during a catapult round (core::scene::RoundView); not drawn by the board. */
  round: unknown | null;
}
