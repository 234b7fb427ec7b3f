// The practice screen: hold the big button and flick; the core says what the flick gave (its
// headline, advice, numbers and arc) or why nothing launched. The player picks a sensitivity,
// and may save the motion as a trace file. Reached from home, and from a person's first hurl
// (the game page hosts it then, and saves the sensitivity with the seat).
import type { App, Page } from '../app/app';
import { h, replace } from '../app/dom';
import type { FlickSensitivity, Screen } from '../api/types';
import { askMotionPermission, flickUnavailable, holdForMotion, motionNeedsPermission, type MotionHold } from '../flick/motion';
import { noReportYet, reportView } from '../practice/report';
import { saveRecording } from '../practice/save';
import { sensitivityChooser } from '../practice/sensitivity';
import './practice.css';

const IDLE = 'Hold, then flick';

export interface PracticeOptions {
  /** The sensitivity to start with. */
  sensitivity: FlickSensitivity;
  /** Keeps a new choice (with the seat, in a game); without it the choice lasts this screen. */
  keepSensitivity?: (sensitivity: FlickSensitivity) => Promise<void>;
  /** A line under the chooser (where the choice is kept). */
  sensitivityNote?: string;
  /** The way back (to the game), as a button at the foot of the screen. */
  done?: { label: string; go(): void };
}

/** The practice screen; `stop` when it goes (the sensors are let go, the session forgotten). */
export function practiceScreen(app: App, options: PracticeOptions): { element: HTMLElement; stop(): void } {
  const { core } = app;
  let sensitivity = options.sensitivity;
  let hold: MotionHold | null = null;
  let report = noReportYet();
  const button = h('button.flick-hold.practice-hold#practice-hold', { type: 'button', 'aria-label': 'Hold and flick the phone' }, IDLE);
  const holdArea = h('div.practice-hold-area');

  // The core's words on how to flick, open until the first attempt.
  const how = h('details.practice-how', { open: true },
    h('summary', {}, 'How to flick'), h('p.flick-how#practice-how', {}, app.opened.menu.how_to_flick));
  const showReport = (next: HTMLElement): void => {
    report.replaceWith(next);
    report = next;
    how.open = false;
    report.scrollIntoView({ block: 'nearest' });
  };
  const listen = (): void => {
    replace(holdArea, button);
    hold = holdForMotion(button, {
      arm: () => {
        button.textContent = 'Flick now!';
        void core.call('practiceArm', sensitivity);
      },
      reading: (reading) => {
        core.call('practicePush', reading).then((confirmed) => {
          if (confirmed && button.classList.contains('held')) button.textContent = 'Got it! Let go';
        }, (error: unknown) => app.tell(error));
      },
      release: () => {
        button.textContent = IDLE;
        core.call('practiceDisarm').then((got) => showReport(reportView(got)), (error: unknown) => app.tell(error));
      },
    });
  };
  const unavailable = flickUnavailable();
  if (unavailable) {
    replace(holdArea, h('p.warning#practice-unavailable', {}, `${unavailable}.`));
  } else if (motionNeedsPermission()) {
    // iOS asks only from a tap.
    replace(holdArea, h('button.primary#allow-motion', {
      type: 'button',
      onclick: async () => {
        const why = await askMotionPermission();
        if (why) app.tell(`${why}.`);
        else listen();
      },
    }, 'Use the motion sensor'));
  } else {
    listen();
  }

  const chooser = sensitivityChooser(app.opened.menu.flick_sensitivities, sensitivity, async (chosen) => {
    try {
      await options.keepSensitivity?.(chosen);
      sensitivity = chosen;
    } catch (error) {
      app.tell(error);
      throw error;
    }
  });
  const element = h('section.practice#practice', {},
    how,
    holdArea,
    report,
    chooser,
    options.sensitivityNote ? h('p.note', {}, options.sensitivityNote) : null,
    saveRecording(app),
    options.done
      ? h('div.practice-done', {}, h('button.primary#practice-done', { type: 'button', onclick: options.done.go }, options.done.label))
      : null);
  return {
    element,
    stop: () => {
      hold?.stop();
      void core.call('practiceClose');
    },
  };
}

/** The practice page from home: no seat, so the sensitivity lasts this page. */
export function openPractice(app: App, area: HTMLElement): Page {
  const screen = practiceScreen(app, {
    sensitivity: 'normal',
    sensitivityNote: 'Each player’s setting is chosen when a game is set up, or before their first hurl.',
  });
  area.append(screen.element);
  return { leave: () => screen.stop() };
}

/**
 * The practice screen over an open game (which stays open in the core), for the hurler at
 * `seat`: the sensitivity they choose is saved with their seat (`saved` gets the new screen),
 * and "Back to the game" calls `back`. Returns what ends it early (the game page left).
 */
export function practiceOverGame(app: App, area: HTMLElement, game: {
  seat: number; name: string; sensitivity: FlickSensitivity; saved(screen: Screen): void; back(): void;
}): () => void {
  // The game's parts stay as they are, out of sight (practice.css).
  area.classList.add('practising');
  app.setTitle(`${game.name}’s practice`);
  const practice = practiceScreen(app, {
    sensitivity: game.sensitivity,
    keepSensitivity: async (sensitivity) => game.saved((await app.core.call('setFlickSensitivity', game.seat, sensitivity)).screen),
    sensitivityNote: `Kept for ${game.name} in this game.`,
    done: {
      label: 'Back to the game',
      go: () => {
        practice.stop();
        practice.element.remove();
        area.classList.remove('practising');
        app.setTitle('Catapult');
        game.back();
      },
    },
  });
  area.append(practice.element);
  return () => practice.stop();
}
