// The built app (web/dist) on a phone: the shell shows, the service worker takes over, and
// with the network off (the server gone too) a reload still opens the game, and it plays.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { built, launchPhone, screenshot, serve } from './browser.mjs';

test('the app loads at phone size, and again offline, where a new game starts', { skip: !built() && 'run `npm run build` first' }, async () => {
  const server = await serve();
  const phone = await launchPhone();
  try {
    const { page, context } = phone;
    await page.goto(server.url);
    await page.getByRole('heading', { name: 'Catapult' }).waitFor();
    assert.equal(await page.title(), 'Catapult');
    assert.deepEqual(
      await page.evaluate(() => [innerWidth, innerHeight, devicePixelRatio]),
      [390, 844, 3],
    );
    const manifest = await page.evaluate(async () => {
      const link = document.querySelector('link[rel=manifest]');
      return (await fetch(link.href)).json();
    });
    assert.equal(manifest.name, 'Catapult');
    assert.equal(manifest.display, 'standalone');

    // The service worker installs (precaching the build) and controls the page.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    assert.equal(scope, server.url);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const caches = await page.evaluate(() => caches.keys());
    assert.equal(caches.length, 1);
    assert.match(caches[0], /^catapult-[0-9a-f]{16}$/);
    await screenshot(page, 'shell-online');

    // Offline, with the server gone too: the shell still loads, styled.
    await context.setOffline(true);
    await server.close();
    await page.reload();
    await page.getByRole('heading', { name: 'Catapult' }).waitFor();
    const barColour = await page.evaluate(
      () => getComputedStyle(document.querySelector('.bar')).backgroundColor,
    );
    assert.equal(barColour, 'rgb(47, 93, 58)');
    // The core's wasm came from the cache too: a new game starts and waits for Anna's tile.
    await page.locator('body[data-ready]').waitFor();
    await page.locator('#new-game').tap();
    await page.locator('#start').tap();
    await page.locator('body[data-stage=PlaceTile]').waitFor();
    await screenshot(page, 'shell-offline');
    assert.deepEqual(phone.errors, []);
  } finally {
    await phone.close();
    await server.close().catch(() => {});
  }
});
