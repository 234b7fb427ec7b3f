// What a practice flick gave, as the core reports it: the headline and the advice in its words,
// then for a launch its numbers and its arc from the side.
import { h } from '../app/dom';
import type { PracticeLaunch, PracticeReport } from '../api/types';
import { arcPicture } from './arc';

/** Before the first attempt. */
export function noReportYet(): HTMLElement {
  return h('section.report.empty#practice-report', {}, h('p', {}, 'Your flick’s speed, aim and arc will show here.'));
}

export function reportView(report: PracticeReport): HTMLElement {
  const launch = report.launch;
  return h(`section.report${report.launched ? '.launched' : '.miss'}#practice-report`, {
    'data-launched': String(report.launched), 'data-reason': report.reason ?? '', 'aria-live': 'polite',
  },
  h('p.report-headline', {}, report.headline),
  h('p.report-advice', {}, report.advice),
  launch ? arcPicture(report.arc, launch.distance_m) : null,
  launch ? numbers(launch) : null);
}

function numbers(launch: PracticeLaunch): HTMLElement {
  const aim = Math.round(launch.aim_degrees);
  const rows: [string, string][] = [
    ['Speed', `${launch.speed_m_per_s.toFixed(1)} m/s`],
    ['Aim', `${aim > 0 ? '+' : ''}${aim}°`],
    ['Elevation', `${Math.round(launch.elevation_degrees)}°`],
    ['Your hand', `${launch.hand_speed_m_per_s.toFixed(1)} m/s`],
    ['Lands at', `${launch.distance_m.toFixed(1)} m`],
  ];
  return h('dl.report-numbers', {}, ...rows.map(([name, value]) => h('div', {}, h('dt', {}, name), h('dd', {}, value))));
}
