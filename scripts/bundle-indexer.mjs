// The indexer's service (apps/indexer) as plain JavaScript for the tests that start it as a
// process: `main.mjs` and `migrate.mjs`, bundled by esbuild from the sources of this checkout, the
// workspace packages (@dov/*) inside, the npm packages left to node_modules. The browser tests and
// the indexer's own tests start the service dozens of times a run; `node --import tsx` resolves
// and loads every module through tsx's loader hooks at each start, about a third of a start's CPU
// (docs/testing.md, "What a start of the indexer costs").
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const indexer = fileURLToPath(new URL('../apps/indexer/', import.meta.url))

/**
 * Bundles the service into a folder of its own under the indexer's `node_modules/.cache` (so the
 * bundle finds the indexer's npm packages as its sources do, and two test runs never share one).
 * Resolves with the two entry files and a `remove` that deletes the folder.
 */
export async function bundleIndexer() {
  const { dependencies } = JSON.parse(readFileSync(join(indexer, 'package.json'), 'utf8'))
  const cache = join(indexer, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const dir = await mkdtemp(join(cache, 'dov-indexer-bundle-'))
  await build({
    entryPoints: { main: join(indexer, 'src/main.ts'), migrate: join(indexer, 'src/migrate.ts') },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // `pg` loads its optional native binding only when asked for it.
    external: [
      ...Object.keys(dependencies).filter((name) => !name.startsWith('@dov/')),
      'pg-native',
    ],
    logLevel: 'warning',
  })
  return {
    main: join(dir, 'main.mjs'),
    migrate: join(dir, 'migrate.mjs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}
