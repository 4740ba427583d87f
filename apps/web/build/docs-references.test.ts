import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import {
  codeSpans,
  hookNames,
  hooksIn,
  issueMentions,
  pathExists,
  pathsIn,
  readRepo,
  staleReferences,
} from '../../../scripts/docs-references.mjs'

// The step "docs name only what exists" of `npm test` (scripts/check-docs.mjs): what it takes for
// a name in the docs, and where a path may be rooted.

/** A repo of these files (and their folders), as the check sees it. */
function fakeRepo(files: string[], hooks: string[] = []) {
  const all = new Set<string>()
  for (const file of files) {
    const parts = file.split('/')
    for (let end = 1; end <= parts.length; end++) all.add(parts.slice(0, end).join('/'))
  }
  return {
    exists: (path: string) => all.has(path),
    names: new Set(files.flatMap((file) => file.split('/'))),
    packages: new Map([
      ['@dov/web', 'apps/web'],
      ['@dov/indexer', 'apps/indexer'],
      ['@dov/game', 'packages/game'],
    ]),
    hooks: new Set(hooks),
  }
}

const repo = fakeRepo([
  'README.md',
  'docs/architecture.md',
  'docs/testing.md',
  'apps/web/package.json',
  'apps/web/vite.config.ts',
  'apps/web/src/chain/read/README.md',
  'apps/web/src/chain/read/table.ts',
  'apps/web/src/chain/read/indexer/hof.ts',
  'apps/web/src/chain/wallet/kit.ts',
  'apps/web/src/ui/Modal.tsx',
  'apps/indexer/package.json',
  'apps/indexer/README.md',
  'apps/indexer/src/http.ts',
  'apps/indexer/src/projections/wins.ts',
  'packages/game/package.json',
  'packages/game/src/hof.ts',
])

const exists = (path: string, docPath: string) => pathExists(path, { ...repo, docPath })

describe('docs check: what a doc names', () => {
  it('reads the inline code spans with their lines, leaving fenced blocks out', () => {
    const text = [
      '# Title',
      'A read in `chain/read/table.ts` and `useRead`.',
      '```sh',
      'node `scripts/gone.mjs`',
      '```',
      'A span that wraps: `npm run bench',
      '-w apps/web`, and ``a `tick` inside``.',
    ].join('\n')
    expect(codeSpans(text)).toEqual([
      { line: 2, text: 'chain/read/table.ts' },
      { line: 2, text: 'useRead' },
      { line: 6, text: 'npm run bench -w apps/web' },
      { line: 7, text: 'a `tick` inside' },
    ])
  })

  it('takes hooks called or named, not members or file names', () => {
    expect(hooksIn('useTransact().run(actions)')).toEqual(['useTransact'])
    expect(hooksIn('useQuery(stakedBuildingsQuery(…))')).toEqual(['useQuery'])
    expect(hooksIn('useZones')).toEqual(['useZones'])
    expect(hooksIn('React.useState')).toEqual([])
    expect(hooksIn('useAvatars.ts')).toEqual([])
    expect(hooksIn('features/hof/useHof.ts')).toEqual([])
    expect(hooksIn('user')).toEqual([])
  })

  it('takes words with a slash or a file extension as paths', () => {
    expect(pathsIn('src/live.ts')).toEqual(['src/live.ts'])
    expect(pathsIn('apps/web/src/chain/read/indexer/hof.ts')).toEqual([
      'apps/web/src/chain/read/indexer/hof.ts',
    ])
    expect(pathsIn('chain/read/README.md')).toEqual(['chain/read/README.md'])
    expect(pathsIn('kit.ts')).toEqual(['kit.ts'])
    expect(pathsIn('features/hof/')).toEqual(['features/hof/'])
    expect(pathsIn('ui/TokenParts')).toEqual(['ui/TokenParts'])
    expect(pathsIn('@dov/game/hof')).toEqual(['@dov/game/hof'])
    expect(pathsIn('node scripts/size.mjs <dir>')).toEqual(['scripts/size.mjs'])
    expect(pathsIn('src/http.ts:120')).toEqual(['src/http.ts'])
    expect(pathsIn('docs/testing.md#fixtures')).toEqual(['docs/testing.md'])
  })

  it('leaves out routes, URLs, placeholders, globs and words that are not files', () => {
    for (const span of [
      '/v1/hof',
      '/player/:account',
      'POST /devchain/time',
      'https://test.wax.api.atomicassets.io',
      'ws://127.0.0.1:8080',
      'features/<screen>/',
      'chain/read/<contract>/<table>.ts',
      '*.test.ts',
      'e2e/{a,b}.spec.ts',
      'features/…/route.tsx',
      '.test.tsx',
      '@tanstack/react-query',
      'text/event-stream',
      'POST/GET',
      'LISTEN/NOTIFY',
      'delay × (1 − rank/6)',
      "page.goto('/fight')",
      'image={(className) => <ChainImage … className={className} />}',
      'v.record',
      'useQuery',
    ]) {
      expect(pathsIn(span), span).toEqual([])
    }
  })
})

describe('docs check: where a path is found', () => {
  it('roots a path at the doc folder, its package, the package src, the app src or the repo', () => {
    expect(exists('table.ts', 'apps/web/src/chain/read/README.md')).toBe(true)
    expect(exists('indexer/hof.ts', 'apps/web/src/chain/read/README.md')).toBe(true)
    expect(exists('vite.config.ts', 'apps/web/src/chain/read/README.md')).toBe(true)
    expect(exists('src/http.ts', 'apps/indexer/README.md')).toBe(true)
    expect(exists('projections/wins.ts', 'apps/indexer/README.md')).toBe(true)
    expect(exists('chain/read/README.md', 'docs/architecture.md')).toBe(true)
    expect(exists('apps/web/src/ui/Modal.tsx', 'apps/indexer/README.md')).toBe(true)
    expect(exists('../apps/indexer/README.md', 'docs/architecture.md')).toBe(true)
    expect(exists('testing.md', 'docs/architecture.md')).toBe(true)
  })

  it('roots a path of a repo-wide doc at every package', () => {
    expect(exists('src/http.ts', 'docs/architecture.md')).toBe(true)
    expect(exists('src/projections/wins.ts', 'README.md')).toBe(true)
    expect(exists('projections/wins.ts', 'docs/architecture.md')).toBe(true)
    expect(exists('src/http.ts', 'apps/web/src/chain/read/README.md')).toBe(false)
  })

  it('completes a module name as an import does, folders included', () => {
    expect(exists('ui/Modal', 'docs/architecture.md')).toBe(true)
    expect(exists('chain/read/', 'docs/architecture.md')).toBe(true)
    expect(exists('ui/', 'apps/web/src/chain/read/README.md')).toBe(true)
    expect(exists('@dov/game/hof', 'docs/architecture.md')).toBe(true)
    expect(exists('@dov/game', 'docs/architecture.md')).toBe(true)
  })

  it('finds a bare name anywhere', () => {
    expect(exists('kit.ts', 'docs/architecture.md')).toBe(true)
    expect(exists('wallet/', 'docs/architecture.md')).toBe(true)
    expect(exists('hofBoards.ts', 'docs/architecture.md')).toBe(false)
  })

  it('fails a path found nowhere', () => {
    expect(exists('session/activity/part.tsx', 'docs/architecture.md')).toBe(false)
    expect(exists('chain/read/AvatarPicture.tsx', 'docs/architecture.md')).toBe(false)
    expect(exists('src/model.ts', 'apps/indexer/README.md')).toBe(false)
    expect(exists('@dov/game/hofBoards', 'docs/architecture.md')).toBe(false)
    expect(exists('@dov/nothing/x', 'docs/architecture.md')).toBe(false)
    expect(exists('table.ts/', 'apps/indexer/README.md')).toBe(true)
  })

  it('does not check what a build writes or what lies outside the repo', () => {
    expect(exists('dist/_headers', 'docs/architecture.md')).toBe(true)
    expect(exists('node_modules/.tmp/unit-results.json', 'docs/testing.md')).toBe(true)
    expect(exists('../../shared/spec/product-spec.md', 'docs/rules.md')).toBe(true)
    expect(exists('../shared/spec/product-spec.md', 'docs/rules.md')).toBe(false)
  })
})

describe('docs check: hooks and issue numbers', () => {
  it('knows the hooks the source defines or imports from a library', () => {
    const hooks = hookNames([
      'export function useTransact() {}',
      'const useThrottled = <T,>(value: T) => value',
      'function useLocal() {}\nexport { useLocal as useExported }',
      "import { useQuery, type UseQueryResult, useQueries as useMany } from '@tanstack/react-query'",
      "import { useHof } from './useHof'",
    ])
    expect([...hooks].sort()).toEqual([
      'useExported',
      'useLocal',
      'useQueries',
      'useQuery',
      'useThrottled',
      'useTransact',
    ])
  })

  it('finds issue numbers in the prose, not asset numbers or code', () => {
    const text = [
      '## Hall of Fame (issue 14)',
      'Measured with issues 12 and 14, see #12 and PR 3.',
      'You crafted Captain #1099511628001, rank `#3 of all divisions`.',
      'A heading link [below](#the-devchain).',
    ].join('\n')
    expect(issueMentions(text)).toEqual([
      { line: 1, text: 'issue 14' },
      { line: 2, text: 'issues 12' },
      { line: 2, text: 'PR 3' },
      { line: 2, text: '#12' },
    ])
  })

  it('names each stale reference with its doc and line', () => {
    const docs = [
      {
        path: 'apps/web/src/chain/read/README.md',
        text: [
          'Every read: `table.ts`, `useRead(options)`.',
          'The shell reads `useZones()` and `chain/read/images.ts`.',
          'Since issue 35.',
        ].join('\n'),
      },
    ]
    expect(staleReferences(docs, { ...repo, hooks: new Set(['useRead']) })).toEqual([
      { doc: docs[0]?.path, line: 2, text: 'useZones', problem: 'no such hook' },
      { doc: docs[0]?.path, line: 2, text: 'chain/read/images.ts', problem: 'no such file' },
      {
        doc: docs[0]?.path,
        line: 3,
        text: 'issue 35',
        problem: 'an issue number (say what it is, not where it was asked)',
      },
    ])
  })
})

describe('docs check: the repo on disk', () => {
  const root = mkdtempSync(join(tmpdir(), 'docs-check-'))
  afterAll(() => rmSync(root, { recursive: true, force: true }))
  const files: Record<string, string> = {
    'README.md': 'See `apps/web/src/useThing.ts` and `useThing`.',
    'docs/a.md': '`useGone`',
    'docs/screenshots/x.png': '',
    'apps/web/package.json': '{"name":"@dov/web"}',
    'apps/web/src/useThing.ts': 'export function useThing() {}',
    'apps/web/src/features/x/README.md': '',
    'apps/web/src/features/x/notes.md': '',
    'apps/web/node_modules/dep/README.md': '',
    'apps/web/node_modules/dep/index.js': 'export function useDep() {}',
    'packages/game/package.json': '{"name":"@dov/game"}',
    'packages/game/CONTEXT.md': '',
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true })
    writeFileSync(join(root, path), text)
  }

  it('reads the docs, the packages and the hooks, never node_modules', () => {
    const read = readRepo(root)
    expect(read.docs.map((doc) => doc.path)).toEqual([
      'README.md',
      'apps/web/src/features/x/README.md',
      'docs/a.md',
      'packages/game/CONTEXT.md',
    ])
    expect([...read.packages]).toEqual([
      ['@dov/web', 'apps/web'],
      ['@dov/game', 'packages/game'],
    ])
    expect([...read.hooks]).toEqual(['useThing'])
    expect(staleReferences(read.docs, read)).toEqual([
      { doc: 'docs/a.md', line: 1, text: 'useGone', problem: 'no such hook' },
    ])
  })
})
