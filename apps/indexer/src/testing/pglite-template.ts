/**
 * Vitest global setup of the indexer's tests: one embedded PostgreSQL cluster with the schema up
 * to date, dumped to a file once per run (`pgliteTemplate`), from which `testDatabases()`, the
 * property tests and the tests' database folders (`migratedFolder`) start. A cluster started
 * empty runs `initdb` and every migration: several CPU-seconds (`initdb` nearly all of them),
 * against about 0.7 s loaded from the dump.
 *
 * The cluster is made in memory (in a folder, its files' writes and a second start to dump it
 * cost about 1 s more) by `make-template.ts`, bundled here, in a Node process of its own that
 * keeps V8 on its baseline WebAssembly compiler (`--liftoff-only`): `initdb` runs once, and V8's
 * optimizing tier compiling its hot parts again costs more than it saves (the template 3.7
 * CPU-seconds so, 6.5 in this process).
 */
import { spawn } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a dump of a migrated embedded cluster (`db/testing.ts` starts from it). */
    pgliteTemplate: string
  }
}

const indexer = fileURLToPath(new URL('../../', import.meta.url))

/** Runs `node ...args` to its end; rejects with its output unless it exits with 0. */
function node(args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    child.stdout.on('data', (chunk) => {
      output += chunk
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
    child.on('error', reject)
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`make-template exited with ${code}:\n${output}`)),
    )
  })
}

export default async function setup(project: TestProject) {
  const folder = await mkdtemp(join(tmpdir(), 'dov-indexer-template-'))
  // Under the indexer's node_modules, so that the bundle finds its npm packages as its sources do.
  const cache = join(indexer, 'node_modules/.cache')
  mkdirSync(cache, { recursive: true })
  const code = await mkdtemp(join(cache, 'dov-indexer-template-'))
  try {
    const { dependencies } = JSON.parse(readFileSync(join(indexer, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>
    }
    const script = join(code, 'make-template.mjs')
    await build({
      entryPoints: [join(indexer, 'src/testing/make-template.ts')],
      outfile: script,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: Object.keys(dependencies).filter((name) => !name.startsWith('@dov/')),
      logLevel: 'warning',
    })
    const file = join(folder, 'template.tar')
    await node(['--liftoff-only', script, file])
    project.provide('pgliteTemplate', file)
  } finally {
    await rm(code, { recursive: true, force: true })
  }
  return () => rm(folder, { recursive: true, force: true })
}
