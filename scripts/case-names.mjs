#!/usr/bin/env node
// Tracked paths that differ only in case are one file on the case-insensitive file systems of
// macOS and Windows: a clone there keeps one of the two, and git then shows the other as changed.
// Module names that differ only in case are as bad: beside `planSummary.ts`, the import
// `./PlanSummary` (meant for `PlanSummary.tsx`) opens `planSummary.ts` there, because TypeScript
// and the bundler try `.ts` before `.tsx` and the file system answers `PlanSummary.ts` with it.
// Fails, naming the paths, when two tracked paths, two of their folders, or two modules without
// their extension are equal ignoring case.
import { spawnSync } from 'node:child_process'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** Extensions an import may leave out (TypeScript's and Vite's resolution). */
const MODULE_EXTENSION = /\.(?:[cm]?[jt]sx?|json)$/

/**
 * The groups of tracked paths that are one name ignoring case (and Unicode normalization, as
 * macOS compares names), each sorted, in path order; an empty list when there is none. One name:
 * the same path, the same folder (`Fight/a.ts` and `fight/b.ts` share one folder spelled two
 * ways), or the same module once its extension is dropped (`PlanSummary.tsx`, `planSummary.ts`).
 * Modules spelled exactly alike are no case problem (`index.ts` beside `index.tsx`).
 */
export function caseCollisions(paths) {
  const spellings = new Map()
  const add = (kind, name, path) => {
    const key = `${kind}:${name.normalize('NFC').toLowerCase()}`
    const group = spellings.get(key) ?? new Map()
    group.set(name, [...(group.get(name) ?? []), path])
    spellings.set(key, group)
  }
  for (const path of paths) {
    add('path', path, path)
    for (let at = path.indexOf('/'); at > 0; at = path.indexOf('/', at + 1)) {
      const folder = path.slice(0, at)
      add('path', folder, folder)
    }
    if (MODULE_EXTENSION.test(path)) add('module', path.replace(MODULE_EXTENSION, ''), path)
  }
  // A pair of files differing in case is one path and one module: named once.
  const groups = new Map()
  for (const group of spellings.values()) {
    if (group.size < 2) continue
    const members = [...new Set([...group.values()].flat())].sort()
    groups.set(members.join('\0'), members)
  }
  return [...groups.values()].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
}

function main() {
  const listed = spawnSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
  if (listed.status !== 0) {
    console.log(`FAIL git ls-files: ${listed.stderr || listed.error?.message}`)
    process.exit(1)
  }
  const paths = listed.stdout.split('\0').filter((path) => path !== '')
  const collisions = caseCollisions(paths)
  if (collisions.length > 0) {
    console.log(
      'FAIL tracked names equal ignoring case (one file or module on macOS and Windows); rename one of each:',
    )
    for (const group of collisions) console.log(`  ${group.join('  ')}`)
    process.exit(1)
  }
  console.log(`ok   ${paths.length} tracked paths, no two names equal ignoring case`)
}

if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main()
}
