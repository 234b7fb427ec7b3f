// The setup page on a phone: seats added and removed, a rule changed, a person's flick
// sensitivity chosen, and a table the core refuses (an empty name), told in the notice line
// while the setup stays as it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { screenshot } from './browser.mjs';
import { openSetup, skip, withPhone } from './phone-game.mjs';

test('Anna fills a table of six, takes it back to two, and changes a rule', { skip, timeout: 60_000 }, () => withPhone(async (page, url, errors) => {
  await openSetup(page, url);
  // The page as a newcomer first sees it (docs/images/web-setup.png is this picture).
  await screenshot(page, 'setup');
  const seats = page.locator('.seat');
  const add = page.locator('#add-seat');
  assert.equal(await seats.count(), 2);
  while ((await seats.count()) < 6) {
    assert.ok(await add.isVisible(), `the add button shows with ${await seats.count()} seats`);
    await add.tap();
  }
  assert.equal(await seats.count(), 6);
  assert.equal(await add.isVisible(), false, 'no seventh seat');
  assert.deepEqual(
    await page.locator('.seat input').evaluateAll((inputs) => inputs.map((input) => input.value)),
    ['Anna', 'Bot', 'Ben', 'Cleo', 'Dev', 'Ema'],
  );
  // Every seat's touch targets are big enough, and the row fits the phone.
  for (const box of await page.locator('.seat input, .seat select, .seat .remove').evaluateAll(
    (elements) => elements.map((element) => element.getBoundingClientRect().toJSON()))) {
    assert.ok(box.height >= 48 && box.right <= 390, `a seat control at ${JSON.stringify(box)}`);
  }
  await screenshot(page, 'setup-six-seats');

  while ((await seats.count()) > 2) await page.locator('.seat .remove').last().tap();
  assert.equal(await page.locator('.seat .remove').count(), 0, 'two seats cannot shrink further');
  assert.ok(await add.isVisible());

  // Every choice says what it means before Anna picks one; she switches the farmers off.
  const farmers = page.locator('fieldset.rule', { hasText: 'Farmers' });
  const choices = farmers.locator('label.choice');
  assert.equal(await farmers.locator('.explanation').count(), await choices.count());
  const last = choices.last();
  const title = await last.locator('strong').textContent();
  await last.tap();
  await page.locator('fieldset.rule', { hasText: 'Farmers' }).locator('label.choice.on', { hasText: title }).waitFor();
  const explanation = await page.locator('fieldset.rule', { hasText: 'Farmers' }).locator('label.choice.on .explanation').textContent();
  assert.ok(explanation.length > 10, `the choice explains itself: ${explanation}`);
  await screenshot(page, 'setup-rule-changed');
  assert.deepEqual(errors, []);
}));

test('a seat without a name is refused and the setup stays', { skip, timeout: 60_000 }, () => withPhone(async (page, url, errors) => {
  await openSetup(page, url);
  await page.getByLabel('Seat 2 name').fill('');
  await page.locator('#start').tap();
  const notice = page.locator('.notice');
  await notice.waitFor();
  assert.match(await notice.textContent(), /Seat 2 has no name; type one/);
  assert.ok(await page.locator('#start').isVisible(), 'still on the setup');
  assert.equal(await page.getByLabel('Seat 1 name').inputValue(), 'Anna');
  await screenshot(page, 'setup-refused');

  // People choose how hard they flick (normal unless chosen); bots do not flick.
  const flick = page.getByLabel('Seat 1 flick sensitivity');
  assert.equal(await flick.inputValue(), 'normal');
  assert.equal(await page.getByLabel('Seat 2 flick sensitivity').count(), 0, 'a bot has no flick');
  await flick.selectOption('gentle');
  assert.match(await page.locator('.seat').first().locator('.seat-flick .explanation').textContent(), /light flicks/);
  await page.locator('.setup').evaluate((setup) => setup.scrollTo(0, 0));
  await screenshot(page, 'setup-flick-sensitivity');

  // Anna types a name and the game starts, with her sensitivity kept with her seat.
  await page.getByLabel('Seat 2 name').fill('Ben');
  await page.locator('#start').tap();
  await page.waitForFunction(() => document.body.dataset.stage === 'PlaceTile');
  const seats = await page.evaluate(() => window.catapult.screen().seats);
  assert.equal(seats[0].flick_sensitivity, 'gentle');
  assert.equal(seats[1].flick_sensitivity, undefined, 'the bot keeps the default');
  assert.deepEqual(errors, []);
}));
