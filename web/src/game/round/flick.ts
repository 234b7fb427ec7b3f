// Hurling by flicking the phone: hold the launch button and flick. The motion read while it is
// held (../../flick/motion) goes to the core's flick detector; the launch it finds is hurled at
// once, or on release; a miss is told in the core's words.
import { h } from '../../app/dom';
import type { Launch } from '../../api/types';
import { holdForMotion } from '../../flick/motion';
import type { StageContext } from '../stage-context';

const HOLD = 'Hold, then flick the phone';

/** The big launch button (hold it and flick the phone toward the board), under the core's words
 * on how to flick and how to raise or flatten the arc. */
export function flickHold(context: StageContext): { element: HTMLElement; stop(): void } {
  const { core } = context.app;
  const button: HTMLElement = h('button.flick-hold#flick-hold', { 'aria-label': 'Hold and flick the phone to hurl' }, HOLD);
  const element = h('div.flick', {}, h('p.flick-how#flick-how', {}, context.app.opened.menu.how_to_flick), button);
  let launched = false;

  const hurl = (launch: Launch): void => {
    if (launched) return;
    launched = true;
    hold.stop();
    void context.play({ op: 'hurl', aim_degrees: launch.aim_degrees, elevation_degrees: launch.elevation_degrees, speed: launch.speed });
  };
  const hold = holdForMotion(button, {
    arm: () => {
      button.textContent = 'Flick now!';
      void core.call('flickArm');
    },
    reading: (reading) => {
      core.call('flickPush', reading).then((launch) => launch && hurl(launch), (error: unknown) => context.app.tell(error));
    },
    release: () => {
      button.textContent = HOLD;
      // Asked after every motion already sent, so a launch found on the way is seen first.
      core.call('flickDisarm').then(
        (launch) => launched || hurl(launch),
        (error: unknown) => launched || context.app.tell(error),
      );
    },
  });
  return { element, stop: () => hold.stop() };
}
