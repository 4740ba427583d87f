// What the docs name, and whether it exists: every backquoted hook (`useX`) and file path in the
// docs and READMEs, and the issue numbers they must not carry (a reader should not need the
// tracker). Pure functions over a doc's text, a file-exists test and the set of hooks; the disk is
// read by scripts/check-docs.mjs. Tested in apps/web/build/docs-references.test.ts.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, posix } from 'node:path'

/** Extensions that make a backquoted word a file name even without a `/`. */
const FILE_EXTENSION = /\.(?:tsx?|[cm]?js|json|css|md|yml)$/
/** What an import may leave out, tried in this order (TypeScript's and Vite's resolution). */
const MODULE_SUFFIXES = ['.ts', '.tsx', '.mjs', '.cjs', '.js', '.d.ts', '.css', '/index.ts']
/** Folders that hold what a build, an install or a run writes: named in docs, never in a clone. */
const GENERATED = new Set([
  'node_modules',
  'dist',
  'test-results',
  'playwright-report',
  'coverage',
  '.tsbuild',
  '.devchain-data',
  '.indexer-data',
])
/** Not searched for docs or hooks. */
const SKIPPED_FOLDERS = new Set([...GENERATED, '.git'])

/**
 * The inline code spans of a Markdown text with the line each starts on (1-based), fenced code
 * blocks left out (they hold commands and output, not names). A span may wrap over lines.
 */
export function codeSpans(markdown) {
  const lines = markdown.split('\n')
  let fence
  const prose = lines.map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1]
    if (fence === undefined && marker !== undefined) {
      fence = marker[0]
      return ''
    }
    if (fence !== undefined) {
      if (marker?.[0] === fence) fence = undefined
      return ''
    }
    return line
  })
  const text = prose.join('\n')
  const spans = []
  for (const match of text.matchAll(/(?<!`)(`+)(?!`)([\s\S]+?)(?<!`)\1(?!`)/g)) {
    const line = text.slice(0, match.index).split('\n').length
    spans.push({ line, text: match[2].replace(/\s*\n\s*/g, ' ').trim() })
  }
  return spans
}

/**
 * The hooks a code span names: `useX` anywhere in it, not as a member (`React.useState`) nor as a
 * file's name (`useAvatars.ts` is a path).
 */
export function hooksIn(span) {
  return [...span.matchAll(/(?<![\w$./-])use[A-Z][A-Za-z0-9]*(?![\w$]|\.[A-Za-z])/g)].map(
    (match) => match[0],
  )
}

/**
 * The file paths a code span names: each word with a `/` or a known file extension, without a
 * trailing `:line` or `#anchor`. Not paths: routes and absolute paths (`/v1/hof`,
 * `/player/:account`), URLs, placeholders and globs (`features/<screen>/`, `*.test.ts`,
 * `{a,b}`, `…`), an extension alone (`.test.tsx`), packages other than the workspace's
 * (`@tanstack/react-query`), MIME types, options (`--world`), code (`page.goto('/fight')`,
 * `a={b}`), alternatives in capitals (`POST/GET`, `LISTEN/NOTIFY`) and arithmetic (`rank/6`).
 */
export function pathsIn(span) {
  const paths = []
  for (const word of span.split(/\s+/)) {
    const path = word
      .replace(/^[("'[]+/, '')
      .replace(/[)"',;\]]+$/, '')
      .replace(/#.*$/, '')
      .replace(/:\d+(?:-\d+)?$/, '')
    if (!path.includes('/') && !FILE_EXTENSION.test(path)) continue
    if (path.startsWith('/') || path.includes('://') || path.startsWith('-')) continue
    if (!path.includes('/') && path.startsWith('.')) continue
    if (/[<>*{}…|$?=[\]:()'"]|\.\.\./.test(path)) continue
    if (path.startsWith('@') && !path.startsWith('@dov/')) continue
    if (/^(?:application|text|image|audio|video|multipart)\//.test(path)) continue
    const parts = path.split('/').filter((part) => part !== '')
    if (parts.every((part) => /^[A-Z_]+$/.test(part))) continue
    if (parts.some((part) => /^\d+(?:\.\d+)?$/.test(part))) continue
    paths.push(path)
  }
  return paths
}

/** The issue-tracker references of a Markdown text outside code spans: `issue 14`, `#12`, `PR 3`. */
export function issueMentions(markdown) {
  const found = []
  const lines = markdown.split('\n')
  lines.forEach((line, index) => {
    const prose = line.replace(/`[^`]*`/g, (code) => ' '.repeat(code.length))
    const patterns = [
      /\bissues?\s+#?\d+/gi,
      /\b(?:PRs?|pull requests?)\s+#?\d+/gi,
      /(?<![\w&#/])#\d{1,5}(?![\w])/g,
    ]
    for (const pattern of patterns) {
      for (const match of prose.matchAll(pattern)) found.push({ line: index + 1, text: match[0] })
    }
  })
  return found.sort((a, b) => a.line - b.line)
}

/**
 * Where a relative path in a doc may be rooted, nearest first: the doc's folder, its package (the
 * nearest folder with a package.json) and that package's `src/`, the app's `src/` (where the
 * layers are named from: `chain/read/table.ts`), the repo root; a doc of the repo root (docs/,
 * README.md) also names files from every package's root and `src/` (`src/http.ts` and
 * `projections/wins.ts` of `apps/indexer`).
 * Paths are repo-relative with `/`; '' is the root.
 */
export function baseFolders(docPath, packageRoots) {
  const docDir = posix.dirname(docPath) === '.' ? '' : posix.dirname(docPath)
  const owner = packageRoots
    .filter((root) => root !== '' && (docDir === root || docDir.startsWith(`${root}/`)))
    .sort((a, b) => b.length - a.length)[0]
  const bases = [docDir]
  if (owner !== undefined) bases.push(owner, `${owner}/src`)
  bases.push('apps/web/src', '')
  if (owner === undefined) {
    for (const root of packageRoots.filter((root) => root !== '')) bases.push(root, `${root}/src`)
  }
  return [...new Set(bases)]
}

/**
 * Whether a path a doc names exists. `exists(repoPath)` answers for a file or folder; `names` is
 * every file and folder name of the repo (a bare name such as `kit.ts` or `claims/` could be
 * anywhere; an installed package's name, `bn.js`, passes too); `packages` maps a workspace
 * package's name to its folder (`@dov/game/hof` is `packages/game/src/hof.ts`, the package's
 * `./*` export). What a build or a run writes (`dist/_headers`) and what lies outside the repo
 * (`../../shared/spec.md` from docs/) is not checked.
 */
export function pathExists(path, { docPath, exists, names, packages }) {
  const clean = path.replace(/\/+$/, '')
  if (clean.split('/').some((part) => GENERATED.has(part))) return true
  const candidates = (repoPath) => [
    repoPath,
    ...MODULE_SUFFIXES.map((suffix) => repoPath + suffix),
    ...(repoPath.endsWith('.js') ? [repoPath.replace(/\.js$/, '.ts')] : []),
  ]
  if (clean.startsWith('@dov/')) {
    const [scope, name, ...rest] = clean.split('/')
    const folder = packages.get(`${scope}/${name}`)
    if (folder === undefined) return false
    if (rest.length === 0) return true
    return candidates(`${folder}/src/${rest.join('/')}`).some(exists)
  }
  if (!clean.includes('/')) return names.has(clean) || exists(`node_modules/${clean}`)
  // Relative to the doc, out of the repo: `../../shared/spec.md` from docs/.
  if (posix.normalize(posix.join(posix.dirname(docPath), clean)).startsWith('../')) return true
  for (const base of baseFolders(docPath, [...packages.values()])) {
    const joined = posix.normalize(base === '' ? clean : `${base}/${clean}`)
    if (joined.startsWith('..')) continue
    if (candidates(joined).some(exists)) return true
  }
  return false
}

/**
 * The hooks the repo's source defines (`function useX`, `const useX =`, `export { useX }`) or
 * imports from a library (`import { useQuery } from '@tanstack/react-query'`), from its files'
 * texts.
 */
export function hookNames(sources) {
  const hooks = new Set()
  const add = (name) => {
    if (/^use[A-Z]/.test(name)) hooks.add(name)
  }
  for (const source of sources) {
    for (const match of source.matchAll(/\bfunction\s*\*?\s*(use[A-Z]\w*)/g)) add(match[1])
    for (const match of source.matchAll(/\b(?:const|let|var)\s+(use[A-Z]\w*)\s*[=:]/g)) {
      add(match[1])
    }
    for (const match of source.matchAll(/\bexport\s+(?:type\s+)?\{([^}]*)\}/g)) {
      for (const name of match[1].split(','))
        add(
          name
            .trim()
            .split(/\s+as\s+/)
            .pop() ?? '',
        )
    }
    for (const match of source.matchAll(
      /\bimport\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"]([^'"]+)/g,
    )) {
      if (match[2].startsWith('.') || match[2].startsWith('@dov/')) continue
      for (const name of match[1].split(',')) add(name.trim().split(/\s+as\s+/)[0] ?? '')
    }
  }
  return hooks
}

/**
 * Every stale reference and issue number of the docs, in doc and line order:
 * `{ doc, line, text, problem }`. `docs` are `{ path, text }` with repo-relative paths.
 */
export function staleReferences(docs, { exists, names, packages, hooks }) {
  const problems = []
  for (const doc of docs) {
    for (const span of codeSpans(doc.text)) {
      for (const hook of new Set(hooksIn(span.text))) {
        if (!hooks.has(hook)) {
          problems.push({ doc: doc.path, line: span.line, text: hook, problem: 'no such hook' })
        }
      }
      for (const path of new Set(pathsIn(span.text))) {
        if (!pathExists(path, { docPath: doc.path, exists, names, packages })) {
          problems.push({ doc: doc.path, line: span.line, text: path, problem: 'no such file' })
        }
      }
    }
    for (const mention of issueMentions(doc.text)) {
      problems.push({
        doc: doc.path,
        line: mention.line,
        text: mention.text,
        problem: 'an issue number (say what it is, not where it was asked)',
      })
    }
  }
  return problems.sort((a, b) => (a.doc === b.doc ? a.line - b.line : a.doc < b.doc ? -1 : 1))
}

/** Every file below `folder` (repo-relative, `/`), generated and `.git` folders left out. */
function walk(root, folder = '') {
  const files = []
  for (const entry of readdirSync(join(root, folder), { withFileTypes: true })) {
    const path = folder === '' ? entry.name : `${folder}/${entry.name}`
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) files.push(...walk(root, path))
    } else files.push(path)
  }
  return files
}

/**
 * The docs the check reads: docs/**, README.md, and every README.md and CONTEXT.md under apps/
 * and packages/.
 */
export function docPaths(files) {
  return files
    .filter(
      (path) =>
        (path.startsWith('docs/') && path.endsWith('.md')) ||
        path === 'README.md' ||
        (/^(?:apps|packages)\//.test(path) && /(?:^|\/)(?:README|CONTEXT)\.md$/.test(path)),
    )
    .sort()
}

/** The repo at `root` read from disk: what `staleReferences` takes. */
export function readRepo(root) {
  const files = walk(root)
  const packages = new Map()
  for (const path of files) {
    if (!/^(?:apps|packages)\/[^/]+\/package\.json$/.test(path)) continue
    const name = JSON.parse(readFileSync(join(root, path), 'utf8')).name
    if (typeof name === 'string') packages.set(name, dirname(path))
  }
  const sources = files
    .filter((path) => /^(?:apps|packages|scripts)\//.test(path) && /\.(?:tsx?|[cm]?js)$/.test(path))
    .map((path) => readFileSync(join(root, path), 'utf8'))
  return {
    docs: docPaths(files).map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') })),
    exists: (path) => existsSync(join(root, path)),
    names: new Set(files.flatMap((path) => path.split('/'))),
    packages,
    hooks: hookNames(sources),
  }
}
