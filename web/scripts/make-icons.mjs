// One-off: draws the app's icons (a Carcassonne tile with a catapult on it) as SVG and
// rasterises them with the system's Chromium into public/icons/, and the iOS app's icon into
// its asset catalog (one drawing for both apps). Run it again after changing the drawing:
// `npm run icons` (needs /usr/bin/chromium, or CHROMIUM=/path/to/chrome).
import { chromium } from 'playwright-core';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const web = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(web, 'public', 'icons');
const iosIcons = join(web, '..', 'ios', 'Resources', 'Assets.xcassets', 'AppIcon.appiconset');

/** The emblem in a 100 × 100 box: a tile (field, city with wall, road) and a catapult. */
const emblem = `
  <g transform="rotate(-6 50 50)">
    <rect x="14" y="14" width="72" height="72" rx="4" fill="#7fae4f" stroke="#3d5a2a" stroke-width="1.5"/>
    <path d="M14 14 H86 V22 Q50 52 14 22 Z" fill="#c9a46b"/>
    <path d="M14 22 Q50 52 86 22" fill="none" stroke="#7a5a33" stroke-width="2.4"/>
    <path d="M50 86 V60" stroke="#f2ead3" stroke-width="7"/>
    <path d="M44 23 l6 -4 l6 4 v7 l-6 4 l-6 -4 z" fill="#2c64a8" stroke="#f2ead3" stroke-width="1"/>
  </g>
  <g transform="translate(0 2)">
    <path d="M28 74 L72 74 L68 66 L32 66 Z" fill="#8a5a2b" stroke="#4a2f14" stroke-width="1.5" stroke-linejoin="round"/>
    <path d="M40 66 L50 52 L60 66" fill="none" stroke="#6b4420" stroke-width="3.2" stroke-linejoin="round"/>
    <path d="M34 62 L74 38" stroke="#a06a32" stroke-width="4" stroke-linecap="round"/>
    <path d="M34 62 L74 38" stroke="#4a2f14" stroke-width="0.8" stroke-linecap="round" opacity="0.5"/>
    <path d="M70 34 q6 -2 8 4 q-4 4 -10 1 z" fill="#4a2f14"/>
    <circle cx="74" cy="31" r="5.5" fill="#d8d2c4" stroke="#5a554a" stroke-width="1.3"/>
    <circle cx="36" cy="76" r="5" fill="#5a3a1a" stroke="#2e1d0c" stroke-width="1.3"/>
    <circle cx="64" cy="76" r="5" fill="#5a3a1a" stroke="#2e1d0c" stroke-width="1.3"/>
  </g>`;

/**
 * An icon's SVG: `inset` is how much of the side the emblem leaves free on each side (a
 * maskable icon keeps it inside the middle 80 %), `rounded` whether the background has corners.
 */
function svg(size, { inset, rounded }) {
  const scale = (100 - 2 * inset) / 100;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
    <rect width="100" height="100" rx="${rounded ? 18 : 0}" fill="#2f5d3a"/>
    <g transform="translate(${inset} ${inset}) scale(${scale})">${emblem}</g>
  </svg>`;
}

// iOS rounds the corners itself and wants a square, opaque 1024 × 1024 picture.
const icons = [
  { file: join(out, 'icon-192.png'), size: 192, inset: 4, rounded: true },
  { file: join(out, 'icon-512.png'), size: 512, inset: 4, rounded: true },
  { file: join(out, 'icon-maskable-512.png'), size: 512, inset: 14, rounded: false },
  { file: join(out, 'apple-touch-icon.png'), size: 180, inset: 6, rounded: false },
  { file: join(iosIcons, 'icon-1024.png'), size: 1024, inset: 6, rounded: false },
];

mkdirSync(out, { recursive: true });
mkdirSync(iosIcons, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const icon of icons) {
    const image = svg(icon.size, icon);
    await page.setViewportSize({ width: icon.size, height: icon.size });
    await page.setContent(
      `<html><body style="margin:0;background:transparent">${image}</body></html>`,
    );
    const png = await page.locator('svg').screenshot({ omitBackground: true });
    writeFileSync(icon.file, png);
    console.log(`${icon.file}: ${icon.size}×${icon.size}, ${png.length} bytes`);
  }
} finally {
  await browser.close();
}
