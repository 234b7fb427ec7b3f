// Pointer gestures on the board: one finger (or the mouse) drags the view, two fingers pinch
// it (zooming about their midpoint while it follows them), the wheel zooms about the pointer,
// and a press released without moving more than TAP_SLOP px is a tap.
import { panBy, type Transform, zoomAbout, type ZoomLimits } from './view';

/** How far a press may wander, CSS px, and still be a tap. */
export const TAP_SLOP = 8;

/** What the gestures change and report. */
export interface GestureTarget {
  /** The current view. */
  view(): Transform;
  /** Moves the view to `view` (already clamped). */
  setView(view: Transform): void;
  /** The zoom limits. */
  limits(): ZoomLimits;
  /** A tap at canvas point (`x`, `y`), CSS px. */
  tap(x: number, y: number): void;
}

interface Pointer {
  x: number;
  y: number;
}

/** Listens to `element`'s pointer and wheel events until `detach` is called. */
export class Gestures {
  private readonly pointers = new Map<number, Pointer>();
  /** The press that may become a tap: where it started; cleared once it moves or pinches. */
  private press: { id: number; x: number; y: number } | null = null;
  private readonly listeners: [string, EventListener][];

  constructor(
    private readonly element: HTMLElement,
    private readonly target: GestureTarget,
  ) {
    this.listeners = [
      ['pointerdown', (e) => this.down(e as PointerEvent)],
      ['pointermove', (e) => this.move(e as PointerEvent)],
      ['pointerup', (e) => this.up(e as PointerEvent, true)],
      ['pointercancel', (e) => this.up(e as PointerEvent, false)],
      ['wheel', (e) => this.wheel(e as WheelEvent)],
      ['contextmenu', (e) => e.preventDefault()],
    ];
    for (const [type, listener] of this.listeners) {
      element.addEventListener(type, listener, { passive: false });
    }
  }

  detach(): void {
    for (const [type, listener] of this.listeners) {
      this.element.removeEventListener(type, listener);
    }
    this.pointers.clear();
  }

  /** The event's point relative to the element, CSS px. */
  private local(e: { clientX: number; clientY: number }): Pointer {
    const box = this.element.getBoundingClientRect();
    return { x: e.clientX - box.left, y: e.clientY - box.top };
  }

  private down(e: PointerEvent): void {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    e.preventDefault();
    this.element.setPointerCapture?.(e.pointerId);
    const p = this.local(e);
    this.pointers.set(e.pointerId, p);
    this.press = this.pointers.size === 1 ? { id: e.pointerId, ...p } : null;
  }

  private move(e: PointerEvent): void {
    const last = this.pointers.get(e.pointerId);
    if (!last) return;
    e.preventDefault();
    const p = this.local(e);
    if (this.press?.id === e.pointerId) {
      if (Math.hypot(p.x - this.press.x, p.y - this.press.y) <= TAP_SLOP) {
        // Still a tap: the view stays put, so a tap never nudges the board.
        return;
      }
      this.press = null;
    }
    const others = [...this.pointers.entries()].filter(([id]) => id !== e.pointerId);
    const [other] = others;
    if (!other) {
      this.target.setView(panBy(this.target.view(), p.x - last.x, p.y - last.y));
    } else {
      // Pinch: scale by the change in distance about the old midpoint, then follow the
      // midpoint's move.
      const q = other[1];
      const before = Math.hypot(last.x - q.x, last.y - q.y);
      const after = Math.hypot(p.x - q.x, p.y - q.y);
      const mid0 = { x: (last.x + q.x) / 2, y: (last.y + q.y) / 2 };
      const mid1 = { x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 };
      let view = this.target.view();
      if (before > 1) view = zoomAbout(view, mid0.x, mid0.y, after / before, this.target.limits());
      this.target.setView(panBy(view, mid1.x - mid0.x, mid1.y - mid0.y));
    }
    this.pointers.set(e.pointerId, p);
  }

  private up(e: PointerEvent, released: boolean): void {
    if (!this.pointers.has(e.pointerId)) return;
    this.pointers.delete(e.pointerId);
    if (released && this.press?.id === e.pointerId && this.pointers.size === 0) {
      const p = this.local(e);
      this.target.tap(p.x, p.y);
    }
    if (this.press?.id === e.pointerId) this.press = null;
  }

  private wheel(e: WheelEvent): void {
    e.preventDefault();
    const p = this.local(e);
    // Pixels, lines or pages: about 100 px a notch, one notch zooming by about 1.2.
    const unit = e.deltaMode === 1 ? 33 : e.deltaMode === 2 ? 800 : 1;
    // A trackpad pinch arrives as a wheel with ctrlKey and small deltas: zoom faster for it.
    const factor = Math.exp((-e.deltaY * unit) / (e.ctrlKey ? 120 : 550));
    this.target.setView(zoomAbout(this.target.view(), p.x, p.y, factor, this.target.limits()));
  }
}
