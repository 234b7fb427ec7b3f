// The history: every game, newest first, to resume, replay, export or delete; and importing a
// game file. The core keeps the games; this page lists them and turns taps into requests.
import type { App, Page, PageOpener } from '../app/app';
import { h, replace } from '../app/dom';
import { download } from '../app/download';
import type { GameSummary, Seat } from '../api/types';
import { openGame } from '../game/game-page';
import { openReplay } from './replay';
import './pages.css';

const STATUS: Record<GameSummary['status'], string> = {
  in_progress: 'In progress',
  finished: 'Finished',
  abandoned: 'Abandoned',
};

/** The history page, with the back button to the home page (for pages opened from it). */
export const backToHistory: PageOpener = (app) => {
  void app.open(openHistory, 'History', app.home);
  return {};
};

export async function openHistory(app: App, area: HTMLElement): Promise<Page> {
  const list = h('ul.games', { 'aria-label': 'Games' });
  const picker = h('input#import-file', {
    type: 'file', accept: '.json,application/json', hidden: true,
    onchange: () => void importFile(),
  });
  const page = h('section.history', {},
    h('div.history-tools', {},
      h('button#import', { onclick: () => picker.click() }, 'Import a game file'),
      picker),
    list);
  area.append(page);

  async function importFile(): Promise<void> {
    const file = picker.files?.[0];
    picker.value = '';
    if (!file) return;
    try {
      await app.core.call('importGame', await file.text());
      app.tell('The game is in your history now.');
      await draw();
    } catch (error) {
      app.tell(error);
    }
  }

  /** Runs a request for a game, then shows the list again; a refusal is told. */
  const act = (request: () => Promise<unknown>) => async (): Promise<void> => {
    try {
      await request();
      await draw();
    } catch (error) {
      app.tell(error);
    }
  };

  const card = (game: GameSummary): HTMLElement => {
    const unfinished = game.status === 'in_progress';
    const actions = h('div.game-actions');
    const confirmDelete = (): void => replace(actions,
      h('span.confirm', {}, 'Delete this game for good?'),
      h('button.danger#confirm-delete', { onclick: act(() => app.core.call('deleteGame', game.id)) }, 'Delete'),
      h('button.quiet', { onclick: () => replace(actions, ...buttons()) }, 'Keep it'));
    const buttons = (): HTMLElement[] => [
      unfinished
        ? h('button.resume', { onclick: () => void app.open(openGame(game.id), 'Catapult', app.home) }, 'Resume')
        : null,
      h('button.replay', { onclick: () => void app.open(openReplay(game.id), 'Replay', backToHistory) }, 'Replay'),
      h('button.export', { onclick: () => void exportGame(app, game.id) }, 'Export'),
      canShareFiles() ? h('button.share', { onclick: () => void shareGame(app, game.id) }, 'Share') : null,
      unfinished ? h('button.abandon', { onclick: act(() => app.core.call('abandonGame', game.id)) }, 'Abandon') : null,
      h('button.delete.quiet', { onclick: confirmDelete }, 'Delete'),
    ].filter((button): button is HTMLButtonElement => button !== null);
    replace(actions, ...buttons());
    return h('li.game', { 'data-id': game.id, 'data-status': game.status },
      h('div.game-head', {},
        h('time', { datetime: new Date(game.updated_ms).toISOString() }, when(game.updated_ms)),
        h(`span.status.${game.status}`, {}, STATUS[game.status])),
      h('ul.game-players', {}, ...game.seats.map((seat, index) => player(app, seat, game.scores?.[index]))),
      h('p.game-moves', {}, `${game.actions} moves`),
      actions);
  };

  async function draw(): Promise<void> {
    const games = [...await app.core.call('listGames')].sort((a, b) => b.updated_ms - a.updated_ms);
    list.dataset.count = String(games.length);
    if (games.length === 0) {
      replace(list, h('li.empty', {},
        h('p', {}, 'No games yet. Your games will be kept here to resume, replay and share.'),
        h('button.primary#new-game', { onclick: () => void app.openSetup() }, 'New game')));
      return;
    }
    replace(list, ...games.map(card));
  }

  await draw();
  return {};
}

/** A seat in a game's card: its colour, name, and score once the game is over. */
function player(app: App, seat: Seat, score: number | undefined): HTMLElement {
  const colour = app.opened.menu.colours.find((known) => known.name === seat.colour);
  return h('li', {},
    h('span.swatch', { style: colour ? `background: rgb(${colour.rgb.join(',')})` : '' }),
    h('span.name', {}, seat.name, seat.bot ? h('small', {}, ' (bot)') : null),
    score === undefined ? null : h('span.score', {}, `${score}`));
}

function when(ms: number): string {
  return new Date(ms).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/** The game file of `id`, named for downloading. */
async function gameFile(app: App, id: number): Promise<File> {
  const json = await app.core.call('exportGame', id);
  return new File([json], `catapult-game-${id}.json`, { type: 'application/json' });
}

async function exportGame(app: App, id: number): Promise<void> {
  try {
    download(await gameFile(app, id));
  } catch (error) {
    app.tell(error);
  }
}

function canShareFiles(): boolean {
  const probe = new File(['{}'], 'game.json', { type: 'application/json' });
  return typeof navigator.share === 'function' && (navigator.canShare?.({ files: [probe] }) ?? false);
}

async function shareGame(app: App, id: number): Promise<void> {
  try {
    const file = await gameFile(app, id);
    await navigator.share({ files: [file], title: 'A game of Catapult' });
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) app.tell(error);
  }
}
