// The devchain's CLI (packages/devchain/src/cli.ts) as plain JavaScript for the tests that start it
// as a process: bundled by esbuild from the sources of this checkout, @dov/game inside, the npm
// packages left to node_modules. The indexer's and the devchain's tests start it dozens of times a
// run; `node --import tsx` resolves and loads every module through tsx's loader hooks at each
// start, about 0.7 of a start's 1.7 CPU-seconds, and 0.85 of the 1.1 a refused flag costs
// (docs/testing.md, "What a start of the devchain costs").
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { mkdtemp, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('../', import.meta.url))
const devchain = join(root, 'packages/devchain')

/**
 * Each module keeps the `import.meta` of its source file: the devchain reads files beside its
 * modules (the state-history ABI, the pictures of its worlds) through `import.meta.url`, which in
 * a bundle would name the bundle.
 */
const sourceLocations = {
  name: 'source-locations',
  setup(bundle) {
    bundle.onLoad({ filter: /\.ts$/ }, async ({ path }) => {
      const text = await readFile(path, 'utf8')
      if (!text.includes('import.meta.')) return undefined
      const url = pathToFileURL(path)
      return {
        contents: text
          .replaceAll('import.meta.url', JSON.stringify(url.href))
          .replaceAll('import.meta.dirname', JSON.stringify(fileURLToPath(new URL('.', url))))
          .replaceAll('import.meta.filename', JSON.stringify(path)),
        loader: 'ts',
      }
    })
  },
}

/**
 * Bundles the CLI into a folder of its own under the repository's `node_modules/.cache` (so the
 * bundle finds the devchain's npm packages as its sources do, and two test runs never share one).
 * Resolves with the entry file and a `remove` that deletes the folder.
 */
export async function bundleDevchain() {
  const { dependencies } = JSON.parse(readFileSync(join(devchain, 'package.json'), 'utf8'))
  const cache = join(root, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const dir = await mkdtemp(join(cache, 'dov-devchain-bundle-'))
  await build({
    entryPoints: { cli: join(devchain, 'src/cli.ts') },
    outdir: dir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: Object.keys(dependencies).filter((name) => !name.startsWith('@dov/')),
    plugins: [sourceLocations],
    logLevel: 'warning',
  })
  return {
    cli: join(dir, 'cli.mjs'),
    remove: () => rmSync(dir, { recursive: true, force: true }),
  }
}

/**
 * The Vitest global setup of the devchain's and the indexer's tests (their `vitest.config.ts`): the
 * CLI bundled once per run, handed to the test files as `inject('devchainBundle')`, removed after.
 */
export default async function setup(project) {
  const bundle = await bundleDevchain()
  project.provide('devchainBundle', { cli: bundle.cli })
  return () => bundle.remove()
}
