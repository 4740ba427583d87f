/** The types of scripts/docs-references.mjs, for the tests that import it. */
export interface CodeSpan {
  line: number
  text: string
}

export interface Repo {
  exists: (repoPath: string) => boolean
  names: ReadonlySet<string>
  packages: ReadonlyMap<string, string>
  hooks: ReadonlySet<string>
}

export interface Doc {
  path: string
  text: string
}

export interface Problem {
  doc: string
  line: number
  text: string
  problem: string
}

export function codeSpans(markdown: string): CodeSpan[]
export function hooksIn(span: string): string[]
export function pathsIn(span: string): string[]
export function issueMentions(markdown: string): CodeSpan[]
export function baseFolders(docPath: string, packageRoots: readonly string[]): string[]
export function pathExists(path: string, repo: Omit<Repo, 'hooks'> & { docPath: string }): boolean
export function hookNames(sources: Iterable<string>): Set<string>
export function staleReferences(docs: readonly Doc[], repo: Repo): Problem[]
export function docPaths(files: readonly string[]): string[]
export function readRepo(root: string): Repo & { docs: Doc[] }
