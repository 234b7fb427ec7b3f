// The score strip: each player's colour, name, score (and what the game would add if it
// ended now) and followers left (a larger one for the big follower at home), whose turn it is,
// and the tiles left in the pile, a button that opens the player aids. The players' chips
// scroll sideways on their own, so the button keeps its place at the right however many sit.
import { h } from '../app/dom';
import type { Screen } from '../api/types';
import { css } from '../board/palette';
import type { ArtBook } from '../board/scene';
import { aidsPanel, projectedTotal } from './aids';

/** Whether the aids are open; kept across screens, which rebuild the strip. */
let aidsOpen = false;

/** Seat `seat`'s colour as CSS. */
export function seatColour(screen: Screen, seat: number): string {
  const player = screen.board.players.find((p) => p.seat === seat);
  return player ? css(player.colour.rgb) : 'transparent';
}

export function scoreStrip(screen: Screen, art: ArtBook | null = null): HTMLElement {
  const { players, turn } = screen.board;
  const aids = h('div.aids-holder', {});
  const toggle = h('button.tiles-left#aids-toggle', {
    'aria-expanded': String(aidsOpen),
    'aria-controls': 'aids',
    'aria-label': `${turn.tiles_left} tiles left: show the tiles to come and the scores if the game ended now`,
  }, `▦ ${turn.tiles_left} ${aidsOpen ? '▴' : '▾'}`);
  const show = (): void => {
    aids.replaceChildren(...(aidsOpen ? [aidsPanel(screen, art)] : []));
    toggle.setAttribute('aria-expanded', String(aidsOpen));
    toggle.textContent = `▦ ${turn.tiles_left} ${aidsOpen ? '▴' : '▾'}`;
  };
  toggle.addEventListener('click', () => {
    aidsOpen = !aidsOpen;
    show();
  });
  show();
  const chips = h('div.score-chips', {},
    ...players.map((player, index) => {
      const more = projectedTotal(player.projected);
      return h(`div.player${player.current ? '.current' : ''}`, {
        'data-seat': player.seat,
        'aria-current': player.current ? 'true' : null,
      },
      h('span.swatch', { style: `background: ${css(player.colour.rgb)}` }),
      h('span.name', {}, player.name),
      h('span.score', { 'aria-label': `${player.score} points` }, player.score),
      more ? h('span.projected', { 'aria-label': `${more} more if the game ended now` }, `+${more}`) : null,
      h('span.supply', { 'aria-label': `${screen.supplies[index]} left` },
        `♟${player.supply}`,
        player.big_follower_in_supply ? ' +' : null,
        player.big_follower_in_supply ? h('span.big-follower', { title: 'Big follower' }, '♟') : null),
      );
    }),
  );
  return h('div.score-area', {}, h('div.score-strip', {}, chips, toggle), aids);
}

/**
 * Scrolls the chips so the current player's shows whole (the least scroll that does), on a
 * strip already on the page; the page itself never scrolls for it.
 */
export function showCurrentPlayer(area: HTMLElement): void {
  const chips = area.querySelector<HTMLElement>('.score-chips');
  const chip = chips?.querySelector<HTMLElement>('.player.current');
  if (!chips || !chip) return;
  const box = chips.getBoundingClientRect();
  const own = chip.getBoundingClientRect();
  // Room kept beside the chip, so its border and shadow show too.
  const room = 6;
  if (own.left < box.left + room) chips.scrollLeft -= box.left + room - own.left;
  else if (own.right > box.right - room) chips.scrollLeft += own.right - (box.right - room);
}
