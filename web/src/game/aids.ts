// The player aids under the score strip, opened with its "tiles left" button: what each player
// would score if the game ended now, feature by feature, and every tile still to come by type.
import { h } from '../app/dom';
import type { Screen } from '../api/types';
import { css } from '../board/palette';
import type { ArtBook, ProjectedScore } from '../board/scene';
import { tilePreview } from '../board/tile-preview';

/** Each feature's column: short enough for six columns on a phone, spelt out for readers. */
const FEATURES: [keyof ProjectedScore, string, string][] = [
  ['roads', 'Roads', 'roads'], ['cities', 'Cities', 'cities'], ['cloisters', 'Cloist.', 'cloisters'], ['fields', 'Fields', 'fields'],
];

/** All of a projection. */
export function projectedTotal(projected: ProjectedScore): number {
  return projected.roads + projected.cities + projected.cloisters + projected.fields;
}

/** The aids panel for `screen`: the projection table, then the tiles to come (with pictures
 * when `art` is given). */
export function aidsPanel(screen: Screen, art: ArtBook | null): HTMLElement {
  const { players, turn } = screen.board;
  const table = h('table.projection', {},
    h('caption', {}, 'If the game ended now'),
    h('thead', {}, h('tr', {},
      h('th', { scope: 'col' }, ''),
      h('th', { scope: 'col' }, 'Now'),
      ...FEATURES.map(([, title, words]) => h('th', { scope: 'col', 'aria-label': `from ${words}` }, title)),
      h('th', { scope: 'col', 'aria-label': 'total if the game ended now' }, 'End'))),
    h('tbody', {}, ...players.map((player) => h('tr', { 'data-seat': player.seat },
      h('th', { scope: 'row' },
        h('span.swatch', { style: `background: ${css(player.colour.rgb)}` }), player.name),
      h('td', {}, player.score),
      ...FEATURES.map(([feature]) => h('td', {}, player.projected[feature] ? `+${player.projected[feature]}` : '–')),
      h('td.total', {}, player.score + projectedTotal(player.projected))))),
  );
  const left = turn.tiles_left_by_type.filter((left) => left.count > 0);
  const pile = h('div.pile', { 'aria-label': 'Tiles still to come' },
    ...left.map((left) => h('figure.pile-tile', { 'data-tile': left.tile, title: left.words },
      art ? tilePreview(art, left.tile, 0, 40, left.words) : h('span.tile-name', {}, left.words),
      h('figcaption', { 'aria-label': `${left.count} of ${left.words}` }, `×${left.count}`))));
  return h('div.aids#aids', {},
    table,
    h('h3', {}, left.length ? `Still to come: ${turn.tiles_left} tiles` : 'The pile is empty'),
    pile);
}
