#!/usr/bin/env node
// Docs name only what exists: every backquoted hook (`useX`) and file path in docs/, README.md and
// the READMEs and CONTEXT.md files of apps/ and packages/ is found in the repo, and no doc names an
// issue number. Prints each stale reference with its doc and line; exits 1 when there is one.
// The rules (what counts as a path, where it may be rooted): scripts/docs-references.mjs.
import { readRepo, staleReferences } from './docs-references.mjs'

const repo = readRepo(process.cwd())
const problems = staleReferences(repo.docs, repo)
for (const { doc, line, text, problem } of problems)
  console.log(`${doc}:${line}  \`${text}\`: ${problem}`)
if (problems.length > 0) {
  console.log(`FAIL ${problems.length} stale references in the docs; name what exists today`)
  process.exit(1)
}
console.log(`ok   ${repo.docs.length} docs name only what exists`)
