// The end of the game: who won, the ranking with each player's points by feature, and what
// next (a new game with the setup page, or home).
import { h } from '../../app/dom';
import type { StagePanel } from '../stage-context';
import { seatColour } from '../scores';

/** Column headers short enough for a phone, with their full names for screen readers. */
const FEATURES = [
  { short: 'Road', full: 'Roads' },
  { short: 'City', full: 'Cities' },
  { short: 'Monk', full: 'Cloisters' },
  { short: 'Farm', full: 'Fields' },
];

const header = (short: string, full: string): HTMLElement => h('th', { scope: 'col', title: full, 'aria-label': full }, short);

export const gameOverPanel: StagePanel = ({ app, screen, board, panel, name }) => {
  const stage = screen.stage;
  if (stage.kind !== 'GameOver') return;
  const winners = stage.ranking.filter((standing) => standing.winner).map((standing) => name(standing.seat));
  panel.classList.add('tall');
  // The whole finished board, above the ranking.
  board.fitBoard();
  panel.append(
    h('h2.result', {}, winners.length > 1 ? `${winners.join(' and ')} share the win!` : `${winners[0] ?? ''} wins!`),
    h('table.breakdown', {},
      h('thead', {}, h('tr', {},
        header('#', 'Place'), h('th.who', { scope: 'col' }, 'Player'),
        ...FEATURES.map(({ short, full }) => header(short, full)),
        header('Cat.', 'Catapult'), header('Total', 'Total'))),
      h('tbody', {}, ...stage.ranking.map((standing) => h(`tr${standing.winner ? '.winner' : ''}`, { 'data-seat': standing.seat },
        h('td', {}, standing.place),
        h('td.who', {}, h('span.swatch', { style: `background: ${seatColour(screen, standing.seat)}` }), ' ', name(standing.seat)),
        ...standing.breakdown.by_feature.map((points) => h('td', {}, points)),
        h('td', {}, standing.breakdown.catapult),
        h('td.total', {}, standing.score),
      ))),
    ),
    h('div.actions', {},
      h('button#home', { onclick: () => void app.openHome() }, 'Home'),
      h('button.primary#new-game', { onclick: () => void app.openSetup() }, 'New game'),
    ),
  );
};
