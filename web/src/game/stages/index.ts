// Which panel shows which stage.
import type { StageKind } from '../../api/types';
import type { StagePanel } from '../stage-context';
import { botPanel, handOverPanel } from './turns';
import { followerPanel, tilePanel } from './tile';
import { catchPanel, hurlPanel, seducePanel, summaryPanel, tokenPanel } from './round';
import { gameOverPanel } from './end';

const PANELS: Record<StageKind, StagePanel> = {
  BotToAct: botPanel,
  HandOver: handOverPanel,
  PlaceTile: tilePanel,
  PlaceFollower: followerPanel,
  ChooseToken: tokenPanel,
  Hurl: hurlPanel,
  Catch: catchPanel,
  Seduce: seducePanel,
  RoundSummary: summaryPanel,
  GameOver: gameOverPanel,
};

export function panelFor(kind: StageKind): StagePanel {
  return PANELS[kind];
}
