// Writes bench/bot-game.json once: a two greedy bots game with The Catapult (seed 2026), played
// in Node by the same WebAssembly the page runs. budgets.mjs and the native criterion bench
// (bindings/web/benches/replay_hurl.rs) both time a hurl step of this file.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const WASM = join(HERE, '..', 'src', 'wasm');
export const GAME_FILE = join(HERE, 'bot-game.json');

/** The web binding, loaded synchronously in Node. */
export async function loadCore() {
  const core = await import(join(WASM, 'catapult_web.js'));
  core.initSync({ module: readFileSync(join(WASM, 'catapult_web_bg.wasm')) });
  return core;
}

async function main() {
  const core = await loadCore();
  const history = core.openMemoryHistory();
  const menu = JSON.parse(core.setupMenu());
  const table = { seats: [{ name: 'Greedy A', bot: 'greedy' }, { name: 'Greedy B', bot: 'greedy' }], rules: menu.default_rules };
  const game = history.startGame(JSON.stringify(table), '2026');
  while (JSON.parse(game.screen()).stage.kind !== 'GameOver') game.botStep();
  const id = JSON.parse(history.listGames())[0].id;
  writeFileSync(GAME_FILE, history.exportGame(id));
  console.log(`wrote ${GAME_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
