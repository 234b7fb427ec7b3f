// The history: every game, newest first, to resume, replay, export or delete; and importing a
// game file.
import type { App, Page } from '../app/app';
import { h } from '../app/dom';

export async function openHistory(app: App, area: HTMLElement): Promise<Page> {
  const games = await app.core.call('listGames');
  area.append(h('ul.games', {}, ...games.map((game) => h('li', {}, `#${game.id} ${game.seats.map((s) => s.name).join(', ')} (${game.status})`))));
  return {};
}
