// The end of the game: the ranking with each player's points by feature.
import { h } from '../../app/dom';
import type { StagePanel } from '../game-page';

const FEATURES = ['Roads', 'Cities', 'Cloisters', 'Fields'];

export const gameOverPanel: StagePanel = ({ screen, panel, name }) => {
  const stage = screen.stage;
  if (stage.kind !== 'GameOver') return;
  const winners = stage.ranking.filter((standing) => standing.winner).map((standing) => name(standing.seat));
  panel.classList.add('tall');
  panel.append(
    h('h2.result', {}, winners.length > 1 ? `${winners.join(' and ')} share the win!` : `${winners[0] ?? ''} wins!`),
    h('table.breakdown', {},
      h('thead', {}, h('tr', {}, h('th', {}, ''), h('th', {}, 'Player'), ...FEATURES.map((f) => h('th', {}, f)), h('th', {}, 'Catapult'), h('th', {}, 'Total'))),
      h('tbody', {}, ...stage.ranking.map((standing) => h('tr', {},
        h('td', {}, `${standing.place}.`),
        h('td', {}, name(standing.seat)),
        ...standing.breakdown.by_feature.map((points) => h('td', {}, points)),
        h('td', {}, standing.breakdown.catapult),
        h('td.total', {}, standing.score),
      ))),
    ),
  );
};
