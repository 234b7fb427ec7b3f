// Between moves: a bot thinking, and the phone passed to the next person.
import { h } from '../../app/dom';
import type { StagePanel } from '../stage-context';
import { onScreen } from './tile';

export const botPanel: StagePanel = ({ screen, board, panel, name }) => {
  if (screen.stage.kind !== 'BotToAct') return;
  // The bot's last tile stays in sight while it thinks about its follower (in a round, the
  // round's camera frames the table instead).
  const placed = screen.board.turn.placed_this_turn;
  if (placed && !screen.board.round && !onScreen(board, placed)) board.focusCell(placed);
  panel.append(h('p.status', {}, `${name(screen.stage.seat)} is thinking…`));
};

/** The hand-over covers the board, so the next person sees nothing before they have the phone. */
export const handOverPanel: StagePanel = ({ screen, overlay, name, play }) => {
  if (screen.stage.kind !== 'HandOver') return;
  const who = name(screen.stage.seat);
  const cover = h('div.hand-over', { role: 'dialog', 'aria-label': `Pass the phone to ${who}` },
    h('p', {}, 'Pass the phone to'),
    h('p.who', {}, who),
    h('button.primary#ready', { onclick: () => void play({ op: 'handOverDone' }) }, `I'm ${who}: go`),
  );
  // On the body, above the bar and the notice line too: nothing of the game shows.
  document.body.append(cover);
  void overlay;
  return () => cover.remove();
};
