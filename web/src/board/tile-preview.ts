// One tile drawn on its own small canvas (the drawn tile in the panel), with the board's art.
import { ArtCache } from './art';
import { drawTile } from './draw';
import type { ArtBook, Rotation } from './scene';

const caches = new WeakMap<ArtBook, ArtCache>();

/** A `size` × `size` CSS px canvas showing `tile` turned by `rotation`, sharp on this screen;
 * `label` is what a screen reader says of it. */
export function tilePreview(book: ArtBook, tile: string, rotation: Rotation = 0, size = 64, label = 'Your tile'): HTMLCanvasElement {
  let art = caches.get(book);
  if (!art) caches.set(book, (art = new ArtCache(book)));
  const ratio = window.devicePixelRatio || 1;
  const canvas = document.createElement('canvas');
  canvas.className = 'tile-preview';
  canvas.width = Math.round(size * ratio);
  canvas.height = Math.round(size * ratio);
  canvas.style.width = canvas.style.height = `${size}px`;
  canvas.setAttribute('role', 'img');
  canvas.setAttribute('aria-label', label);
  const ctx = canvas.getContext('2d');
  if (ctx) {
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawTile(ctx, art, { scale: size, turn: 0, x: size / 2, y: size / 2 }, tile, rotation, { x: 0, y: 0 });
  }
  return canvas;
}
