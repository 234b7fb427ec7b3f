// Aiming by swipe: a big pad where the finger's path shows as an arrow and the launch the core
// would make of it (swipeLaunch) as a power bar; lifting the finger hurls.
import { h } from '../../app/dom';
import type { Launch } from '../../api/types';
import type { StageContext } from '../stage-context';

/** The swipe pad; `preview` is told each launch the swipe would make (null: none yet). */
export function swipePad(context: StageContext, preview: (launch: Launch | null) => void): HTMLElement {
  const arrow = h('canvas.swipe-arrow');
  const fill = h('div.power-fill');
  const label = h('span.power-label', {}, 'Swipe up toward the board');
  const pad: HTMLElement = h('div.swipe-pad#swipe-pad', { 'aria-label': 'Swipe up toward the board to hurl' },
    arrow, h('div.power', {}, fill), label);
  const fullPower = context.app.opened.menu.full_power_speed || 5;
  let start: { x: number; y: number; t: number } | null = null;
  let asking = false;
  let latest: { x: number; y: number; t: number } | null = null;

  const draw = (x: number, y: number): void => {
    const box = pad.getBoundingClientRect();
    const ratio = window.devicePixelRatio || 1;
    arrow.width = Math.round(box.width * ratio);
    arrow.height = Math.round(box.height * ratio);
    const ctx = arrow.getContext('2d');
    if (!ctx || !start) return;
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    const from = { x: start.x - box.left, y: start.y - box.top };
    const to = { x: x - box.left, y: y - box.top };
    const angle = Math.atan2(to.y - from.y, to.x - from.x);
    ctx.strokeStyle = ctx.fillStyle = '#c8752d';
    ctx.lineWidth = 8;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(from.x, from.y);
    ctx.lineTo(to.x, to.y);
    ctx.stroke();
    ctx.beginPath();
    ctx.moveTo(to.x + Math.cos(angle) * 14, to.y + Math.sin(angle) * 14);
    ctx.lineTo(to.x + Math.cos(angle + 2.3) * 18, to.y + Math.sin(angle + 2.3) * 18);
    ctx.lineTo(to.x + Math.cos(angle - 2.3) * 18, to.y + Math.sin(angle - 2.3) * 18);
    ctx.fill();
  };

  /** Asks the core what the swipe so far would launch; one question at a time, the latest wins. */
  const ask = async (): Promise<void> => {
    if (asking || !start || !latest) return;
    asking = true;
    const now = latest;
    try {
      const launch = await context.app.core.call('swipeLaunch', [start.x, start.y], [now.x, now.y],
        Math.max(0.001, (now.t - start.t) / 1000), window.innerHeight);
      const power = Math.min(1, launch.speed / fullPower);
      fill.style.width = `${Math.round(power * 100)}%`;
      label.textContent = `${launch.speed.toFixed(1)} m/s, aim ${Math.round(launch.aim_degrees)}°`;
      preview(launch);
    } catch (error) {
      fill.style.width = '0%';
      label.textContent = error instanceof Error ? error.message : String(error);
      preview(null);
    } finally {
      asking = false;
    }
    if (latest !== now) void ask();
  };

  pad.addEventListener('pointerdown', (event) => {
    pad.setPointerCapture(event.pointerId);
    start = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    latest = start;
  });
  pad.addEventListener('pointermove', (event) => {
    if (!start) return;
    latest = { x: event.clientX, y: event.clientY, t: event.timeStamp };
    draw(event.clientX, event.clientY);
    void ask();
  });
  pad.addEventListener('pointerup', (event) => {
    if (!start) return;
    const duration = Math.max(0.001, (event.timeStamp - start.t) / 1000);
    const from: [number, number] = [start.x, start.y];
    start = null;
    latest = null;
    void context.play({
      op: 'hurlBySwipe', start: from, end: [event.clientX, event.clientY],
      duration, screen_height: window.innerHeight,
    });
  });
  pad.addEventListener('pointercancel', () => {
    start = null;
    preview(null);
  });
  return pad;
}
