// The score strip: each player's colour, name, score and followers left, whose turn it is,
// and the tiles left in the pile.
import { h } from '../app/dom';
import type { Screen } from '../api/types';
import { css } from '../board/palette';

/** Seat `seat`'s colour as CSS. */
export function seatColour(screen: Screen, seat: number): string {
  const player = screen.board.players.find((p) => p.seat === seat);
  return player ? css(player.colour.rgb) : 'transparent';
}

export function scoreStrip(screen: Screen): HTMLElement {
  const { players, turn } = screen.board;
  return h('div.score-strip', {},
    ...players.map((player) =>
      h(`div.player${player.current ? '.current' : ''}`, {
        'data-seat': player.seat,
        'aria-current': player.current ? 'true' : null,
      },
      h('span.swatch', { style: `background: ${css(player.colour.rgb)}` }),
      h('span.name', {}, player.name),
      h('span.score', { 'aria-label': `${player.score} points` }, player.score),
      h('span.supply', { 'aria-label': `${player.supply} followers left` }, `♟${player.supply}`),
      )),
    h('div.tiles-left', { 'aria-label': `${turn.tiles_left} tiles left` }, `▦ ${turn.tiles_left}`),
  );
}
