// Saving the last practice attempt as a motion trace (the core writes the file, in the format
// of tests/traces), labelled with what the movement was, for the detector's tests.
import type { App } from '../app/app';
import { h } from '../app/dom';
import { download } from '../app/download';
import type { TraceLabel } from '../api/types';
import { deviceName } from './device';

export function saveRecording(app: App): HTMLElement {
  const label = h('select#save-label', { 'aria-label': 'What the motion was' },
    ...app.opened.menu.trace_labels.map(({ id, words }) => h('option', { value: id }, words)));
  const save = async (): Promise<void> => {
    try {
      const chosen = label.value as TraceLabel;
      const csv = await app.core.call('practiceRecording', deviceName(), chosen);
      download(new File([csv], `catapult-${chosen}.csv`, { type: 'text/csv' }));
    } catch (error) {
      app.tell(error);
    }
  };
  return h('section.save#practice-save', {},
    h('h3', {}, 'Save this flick'),
    h('p.save-why', {}, 'Keeps the motion as a file to help tune the flick. It holds your phone’s model, nothing personal.'),
    h('label.save-what', {}, h('span', {}, 'It was'), label),
    h('button#save-recording', { type: 'button', onclick: () => void save() }, 'Save the file'));
}
