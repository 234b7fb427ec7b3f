// The round's camera on the page's screen. Which seat the table is seen from, what the frame
// holds and how near it may come are the core's (core::scene::round_camera); this file only
// puts that frame on a screen of some size, by the core's own rule.
import type { RoundCamera, RoundView, Screen } from '../../api/types';
import { boardToScreen, type Framing, type Transform } from '../../board';

/**
 * Where `camera` puts the table on a `width` × `height` screen, in screen px per metre of
 * table: the rule of the core's `RoundCamera::transform` (core/src/scene/round_camera/mod.rs),
 * kept the same here. The frame is as large as it fits, turned by the camera's turn, its
 * anchor (the frame's bottom middle) on the screen's bottom middle, so the seat is at the
 * bottom and a taller screen shows more of what lies ahead. Null for an empty screen.
 */
export function cameraTransform(camera: RoundCamera, width: number, height: number): Transform | null {
  if (!(width > 0 && height > 0 && camera.width > 0 && camera.height > 0)) return null;
  const scale = Math.min(width / camera.width, height / camera.height);
  const cos = Math.cos(camera.turn);
  const sin = Math.sin(camera.turn);
  const { anchor } = camera;
  return {
    scale,
    turn: camera.turn,
    x: width / 2 - scale * (cos * anchor.x - sin * anchor.y),
    y: height + scale * (sin * anchor.x + cos * anchor.y),
  };
}

/**
 * The board's view (tile units) for seeing `round`'s table through `camera`: the camera's
 * metres carried to tiles by where the board lies on the table.
 */
export function cameraFraming(round: Pick<RoundView, 'board_origin' | 'tile_size'>, camera: RoundCamera): Framing {
  return (width, height) => {
    const table = cameraTransform(camera, width, height);
    if (!table) return null;
    const origin = boardToScreen(table, round.board_origin);
    return { scale: table.scale * round.tile_size, turn: table.turn, x: origin.x, y: origin.y };
  };
}

/**
 * The round's table `screen` is seen on: the round view during a round; at the round's summary
 * (the round is over) the table its last hurl was made on, seen as that flight ended. Null
 * outside a round, and at a summary without a hurl in this session.
 */
export function tableOf(screen: Screen): RoundView | null {
  const { stage, board } = screen;
  return (board.round as RoundView | null) ?? (stage.kind === 'RoundSummary' ? stage.table : null);
}

/** How the board is framed on a screen showing `round` (null outside a round, or without a camera). */
export function roundFraming(round: RoundView | null): Framing | null {
  return round?.camera ? cameraFraming(round, round.camera) : null;
}
