// The app: the core's worker, the shell (title bar, the page area, a line for messages) and
// which page is shown. Pages only map the core's data to the screen and taps to requests.
import { Core } from '../api/client';
import { CoreError, type Opened } from '../api/types';
import { h, replace } from './dom';

/** A page of the app; `leave` is called when another page replaces it. */
export interface Page {
  leave?(): void;
}

/** Opens a page into the app's page area. */
export type PageOpener = (app: App, area: HTMLElement) => Page | Promise<Page>;

/**
 * The pages every other page leads back to, given by main.ts. Pages reach them through the app
 * (`openHome`, `openSetup`, `home` as a back target), never by importing them: the home page
 * imports the pages it opens, so a page importing it back would make an import circle.
 */
export interface HubPages {
  home: PageOpener;
  setup: PageOpener;
}

export class App {
  readonly core = new Core();
  private page: Page | null = null;
  private readonly area: HTMLElement;
  private readonly title: HTMLElement;
  private readonly back: HTMLButtonElement;
  private readonly notice: HTMLElement;
  opened!: Opened;
  /** Where the back button goes; null hides it. */
  private backTo: PageOpener | null = null;

  constructor(root: HTMLElement, private readonly hubs: HubPages) {
    this.back = h('button.back', { 'aria-label': 'Back', onclick: () => this.goBack() }, '‹');
    this.title = h('h1.title', {}, 'Catapult');
    this.area = h('main.screen#screen', {}, h('p.placeholder', {}, 'Loading the game…'));
    this.notice = h('div.notice', { role: 'status', 'aria-live': 'polite', hidden: true });
    replace(root, h('header.bar', {}, this.back, this.title), this.area, this.notice);
    this.back.hidden = true;
  }

  /** Loads the core and the history. */
  async start(): Promise<void> {
    this.opened = await this.core.call('open');
    // Ask the browser not to clear the games when it is short of space.
    if (this.opened.kept) void navigator.storage?.persist?.();
  }

  /** Shows `opener`'s page titled `title`; `backTo` is where the back button goes. */
  async open(opener: PageOpener, title = 'Catapult', backTo: PageOpener | null = null): Promise<void> {
    this.page?.leave?.();
    this.page = null;
    this.title.textContent = title;
    this.backTo = backTo;
    this.back.hidden = backTo === null;
    this.area.replaceChildren();
    this.area.className = 'screen';
    try {
      this.page = await opener(this, this.area);
    } catch (error) {
      this.tell(error);
    }
  }

  /** The home page, as a back button's target. */
  get home(): PageOpener {
    return this.hubs.home;
  }

  /** Shows the home page (no back button). */
  openHome(): Promise<void> {
    return this.open(this.hubs.home);
  }

  /** Shows the setup page of a new game; back goes home. */
  openSetup(): Promise<void> {
    return this.open(this.hubs.setup, 'New game', this.hubs.home);
  }

  private goBack(): void {
    if (this.backTo) void this.open(this.backTo, 'Catapult', null);
  }

  /** Says `what` (a refusal's message, or any text) in the notice line for a few seconds. */
  tell(what: unknown): void {
    const said = what instanceof CoreError || what instanceof Error ? what.message : String(what);
    // The core's messages start in lowercase, to be read inside sentences too.
    const text = said.charAt(0).toUpperCase() + said.slice(1);
    if (!(what instanceof CoreError) && what instanceof Error) console.error(what);
    this.notice.textContent = text;
    this.notice.hidden = false;
    window.clearTimeout(this.noticeTimer);
    this.noticeTimer = window.setTimeout(() => (this.notice.hidden = true), 5000);
  }
  private noticeTimer = 0;

  /** Sets the title bar's text. */
  setTitle(text: string): void {
    this.title.textContent = text;
  }
}
