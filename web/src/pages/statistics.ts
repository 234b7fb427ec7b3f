// Players' statistics over their finished games: a card per player, fitting a phone.
import type { App, Page } from '../app/app';
import { h } from '../app/dom';
import type { PlayerStats } from '../api/types';
import './pages.css';

/** A row of figures: label and value. */
function figures(rows: [string, string | number][]): HTMLElement {
  return h('dl.figures', {}, ...rows.flatMap(([label, value]) => [h('dt', {}, label), h('dd', {}, value)]));
}

function card(player: PlayerStats): HTMLElement {
  const share = player.games ? Math.round((100 * player.wins) / player.games) : 0;
  return h('li.player-card', { 'data-name': player.name },
    h('h2', {}, player.name),
    h('p.record', {}, `${player.wins} of ${player.games} ${player.games === 1 ? 'game' : 'games'} won (${share} %)`),
    figures([
      ['Average', player.average_score.toFixed(1)],
      ['Best', player.best_score],
    ]),
    h('h3', {}, 'Points by feature'),
    figures([
      ['Roads', player.roads], ['Cities', player.cities],
      ['Cloisters', player.cloisters], ['Fields', player.fields],
      ['Catapult', player.catapult],
    ]),
    h('h3', {}, 'The Catapult'),
    figures([
      ['Rounds won', player.rounds_won], ['Catches', player.catches], ['Knock-outs', player.knock_outs],
    ]));
}

export async function openStatistics(app: App, area: HTMLElement): Promise<Page> {
  const stats = await app.core.call('statistics');
  area.append(h('section.statistics', {},
    stats.length === 0
      ? h('p.empty', {}, 'No finished games yet: finish a game and each player’s figures show here.')
      : h('ul.player-cards', {}, ...stats.map(card))));
  return {};
}
