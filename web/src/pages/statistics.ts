// Players' statistics over their finished games.
import type { App, Page } from '../app/app';
import { h } from '../app/dom';

export async function openStatistics(app: App, area: HTMLElement): Promise<Page> {
  const stats = await app.core.call('statistics');
  area.append(h('ul.stats', {}, ...stats.map((player) => h('li', {}, `${player.name}: ${player.wins}/${player.games} wins`))));
  return {};
}
