// The board's colours: a Carcassonne palette for the tile shapes, and the players' colours
// from the core (core/src/scene/colours.rs) as CSS.
import type { PlayerColour, SegmentKind, ShapeRole } from './scene';

/** How a tile shape is painted: a fill, and an optional edge. */
export interface ShapeStyle {
  fill: string;
  edge?: string;
  /** Edge width, tile units. */
  edgeWidth?: number;
}

export const SHAPE_STYLES: Record<ShapeRole, ShapeStyle> = {
  field: { fill: '#7fae4f' },
  road: { fill: '#f3ecd9', edge: '#9c8f70', edgeWidth: 0.012 },
  city: { fill: '#c9a46b', edge: '#a98550', edgeWidth: 0.006 },
  city_wall: { fill: '#7a5a33' },
  pennant: { fill: '#2c64a8', edge: '#f3ecd9', edgeWidth: 0.012 },
  cloister: { fill: '#b2492f', edge: '#5e2416', edgeWidth: 0.014 },
  fair: { fill: '#9660d6', edge: '#5c3496', edgeWidth: 0.012 },
  tent: { fill: '#d23b2d', edge: '#7d1c14', edgeWidth: 0.012 },
  inn: { fill: '#dea030', edge: '#5c3814', edgeWidth: 0.012 },
  cathedral: { fill: '#ececf2', edge: '#46465a', edgeWidth: 0.012 },
  river: { fill: '#60aade', edge: '#2c649c', edgeWidth: 0.008 },
};

/** The tent's second stripe colour. */
export const TENT_STRIPE = '#f6efe0';

/** The board behind the tiles, the line between tiles and the legal cells' marks. */
export const BOARD = {
  background: '#e9e1c8',
  tileEdge: 'rgba(40, 52, 30, 0.45)',
  legalFill: 'rgba(255, 255, 255, 0.3)',
  legalEdge: 'rgba(30, 60, 30, 0.85)',
  selectedEdge: '#fff6c8',
  lastPlacedEdge: 'rgba(255, 246, 200, 0.9)',
};

/** Each follower spot's colour by what the follower would be on. */
export const SPOT_COLOURS: Record<SegmentKind, string> = {
  road: '#6d6a60',
  city: '#8a5a2b',
  field: '#3f7a2a',
  cloister: '#a23b26',
};

/** An sRGB triple as CSS, with optional alpha. */
export function css(rgb: readonly [number, number, number], alpha = 1): string {
  return alpha >= 1 ? `rgb(${rgb[0]} ${rgb[1]} ${rgb[2]})` : `rgb(${rgb[0]} ${rgb[1]} ${rgb[2]} / ${alpha})`;
}

/** A stand-in colour for a seat the scene does not describe. */
export const UNKNOWN_PLAYER: PlayerColour = {
  name: 'grey',
  rgb: [128, 128, 128],
  letter: '?',
  pattern: 'solid',
  ink: [255, 255, 255],
};
