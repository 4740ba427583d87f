/**
 * Soak: the indexer's property tests against the devchain (`src/*.property.test.ts`) on many
 * random seeds in a row, outside the gate (which runs them once a run, on new seeds).
 *
 *   npm run soak -w apps/indexer              (30 seeds)
 *   npm run soak -w apps/indexer -- 100       (another count)
 *
 * Prints each seed with its time as it goes, stops at the first failure with Vitest's report and
 * the command that replays it (`FC_SEED`, read by src/testing/property.ts), and exits 1; after
 * the last seed, lists them all. One seed is one `vitest run` of those files: a few devchains
 * each, 30 s to a minute on 2 cores.
 */

import { spawn } from 'node:child_process'
import { randomInt } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const repoRoot = new URL('../../../', import.meta.url).pathname
const count = Number(process.argv[2] ?? 30)
if (!Number.isSafeInteger(count) || count < 1) {
  console.error(`soak: the count must be a whole number from 1; got "${process.argv[2]}"`)
  process.exit(1)
}
const files = readdirSync(join(repoRoot, 'apps/indexer/src'))
  .filter((name) => name.endsWith('.property.test.ts'))
  .map((name) => `src/${name}`)
const args = ['run', '--project', 'indexer', ...files]

/** One `vitest run` with FC_SEED; resolves with its exit code and its output. */
function run(seed: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(join(repoRoot, 'node_modules/.bin/vitest'), args, {
      cwd: repoRoot,
      env: { ...process.env, FC_SEED: String(seed), FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.once('exit', (code) => resolve({ code, output }))
  })
}

console.log(`soak: ${files.join(', ')} on ${count} random seeds`)
const seeds: number[] = []
const started = Date.now()
for (let i = 1; i <= count; i++) {
  // fast-check's seeds are 32-bit integers.
  const seed = randomInt(0, 2 ** 31)
  seeds.push(seed)
  const t0 = Date.now()
  const { code, output } = await run(seed)
  const seconds = ((Date.now() - t0) / 1000).toFixed(0)
  console.log(
    `soak: ${i}/${count} FC_SEED=${seed} ${code === 0 ? 'passed' : 'FAILED'} (${seconds} s)`,
  )
  if (code !== 0) {
    console.log(output)
    console.log(`soak: replay it with\n  FC_SEED=${seed} npx vitest ${args.join(' ')}`)
    process.exit(1)
  }
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1)
console.log(`soak: all ${count} seeds passed in ${minutes} min: ${seeds.join(' ')}`)
