// The first page: start a game, continue the last one, or look at the history.
import type { App, Page } from '../app/app';
import { h } from '../app/dom';
import { openGame } from '../game/game-page';
import { openHistory } from './history';
import { openPractice } from './practice';
import { openStatistics } from './statistics';

export async function openHome(app: App, area: HTMLElement): Promise<Page> {
  const games = await app.core.call('listGames');
  const unfinished = games.find((game) => game.status === 'in_progress');
  const names = unfinished?.seats.map((seat) => seat.name).join(', ');
  area.append(
    h('section.home', {},
      h('p.lead', {}, 'Carcassonne with The Catapult, for 2 to 6 players on one phone.'),
      app.opened.kept ? null : h('p.warning', {}, app.opened.notKeptBecause ?? 'Games are not kept in this browser.'),
      h('button.primary#new-game', { onclick: () => void app.openSetup() }, 'New game'),
      unfinished
        ? h('button#continue', { onclick: () => void app.open(openGame(unfinished.id), 'Catapult', openHome) },
          `Continue: ${names}`)
        : null,
      h('button#practise-flick', { onclick: () => void app.open(openPractice, 'Practice', openHome) }, 'Practise the flick'),
      h('button#history', { onclick: () => void app.open(openHistory, 'History', openHome) }, 'History'),
      h('button#statistics', { onclick: () => void app.open(openStatistics, 'Statistics', openHome) }, 'Statistics'),
    ),
  );
  return {};
}
