// The round's overlay for a stage: the table as the screen has it now.
import type { RoundView } from '../../api/types';
import type { StageContext } from '../stage-context';
import { tableOf } from './camera';
import { RoundOverlay, seatColours, type RoundDrawing } from './overlay';

/** The round's table on the screen now (null outside a round; at its summary, see `tableOf`). */
export function tableNow(context: StageContext): RoundView | null {
  return tableOf(context.screen);
}

/** Draws the round over the board for this stage (null outside a round). */
export function stageOverlay(context: StageContext, extra: Partial<RoundDrawing> = {}): RoundOverlay | null {
  const round = tableNow(context);
  if (!round) return null;
  return new RoundOverlay(context.overlay, context.board, {
    round, colours: seatColours(context.screen.board.players), ...extra,
  });
}
