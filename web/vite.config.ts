// Vite builds the web app into dist/: relative paths (base './'), so it runs from any folder;
// the core's worker as an ES module; and a service worker (public/sw.js) that precaches every
// file of the build, under a cache name that changes with the build.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { defineConfig, type Plugin, type ResolvedConfig } from 'vite';

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
function filesUnder(dir: string): string[] {
  const found: string[] = [];
  const walk = (at: string): void => {
    for (const name of readdirSync(at)) {
      const path = join(at, name);
      if (statSync(path).isDirectory()) walk(path);
      else found.push(relative(dir, path).split(sep).join('/'));
    }
  };
  walk(dir);
  return found.sort();
}

/**
 * Fills in public/sw.js once the build is written: the list of files to precache (everything
 * in dist/ but the service worker itself, plus './' for the start URL) and a hash of their
 * contents, which names the cache, so each new build installs afresh and drops the old cache.
 */
function precache(): Plugin {
  let config: ResolvedConfig;
  let pageWritten = false;
  return {
    name: 'catapult-precache',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    writeBundle(_options, bundle) {
      // The core's worker is bundled through these plugins too: only the page's own build,
      // the one with index.html, fills in the list.
      if ('index.html' in bundle) pageWritten = true;
    },
    closeBundle() {
      if (!pageWritten) return;
      pageWritten = false;
      const outDir = config.build.outDir;
      const worker = join(outDir, 'sw.js');
      const files = filesUnder(outDir).filter((file) => file !== 'sw.js');
      const hash = createHash('sha256');
      for (const file of files) {
        hash.update(file).update('\0').update(readFileSync(join(outDir, file)));
      }
      const build = hash.digest('hex').slice(0, 16);
      const source = readFileSync(worker, 'utf8');
      const filled = source
        .replace("'__BUILD__'", JSON.stringify(build))
        .replace("['__FILES__']", JSON.stringify(['./', ...files]));
      if (filled === source) throw new Error('sw.js: no __BUILD__/__FILES__ placeholders to fill');
      writeFileSync(worker, filled);
      config.logger.info(`service worker: ${files.length} files precached, build ${build}`);
    },
  };
}

export default defineConfig({
  base: './',
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
  },
  worker: {
    format: 'es',
  },
  plugins: [precache()],
});
