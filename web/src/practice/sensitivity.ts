// Choosing how hard a player must flick: gentle, normal or firm, with the core's names and its
// one line on who each is for.
import { h, replace } from '../app/dom';
import type { FlickSensitivity, SetupMenu } from '../api/types';

type Choices = SetupMenu['flick_sensitivities'];

/**
 * Three buttons, one per sensitivity, with the chosen one's explanation underneath. `choose`
 * is called with a new choice; when it fails the old one is shown again.
 */
export function sensitivityChooser(choices: Choices, start: FlickSensitivity, choose: (sensitivity: FlickSensitivity) => Promise<void>): HTMLElement {
  let chosen = start;
  const row = h('div.segments', { role: 'radiogroup', 'aria-label': 'How hard you flick' });
  const explanation = h('p.explanation#sensitivity-explanation');
  const draw = (): void => {
    replace(row, ...choices.map((choice) => h('button.segment', {
      type: 'button', role: 'radio', 'aria-checked': String(choice.id === chosen), 'data-sensitivity': choice.id,
      onclick: () => void pick(choice.id),
    }, choice.label)));
    explanation.textContent = choices.find((choice) => choice.id === chosen)?.explanation ?? '';
  };
  const pick = async (sensitivity: FlickSensitivity): Promise<void> => {
    if (sensitivity === chosen) return;
    const before = chosen;
    chosen = sensitivity;
    draw();
    try {
      await choose(sensitivity);
    } catch {
      chosen = before;
      draw();
    }
  };
  draw();
  return h('fieldset.rule.sensitivity#sensitivity', {}, h('legend', {}, 'How hard do you flick?'), row, explanation);
}
