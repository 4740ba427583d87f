import { defineProject } from 'vitest/config'

export default defineProject({
  // Each file opens its own in-memory PGlite: isolated per file (Vitest's default). Its start, in
  // a beforeAll, takes 2 to 3 s on an idle 2-core machine and many times that on a busy one; the
  // tests that follow a devchain from its first block take 5 to 20 s alone, up to a minute beside
  // a full run.
  test: {
    name: 'indexer',
    include: ['src/**/*.test.ts'],
    // A migrated embedded cluster, dumped once, that each test's in-memory database starts from.
    globalSetup: ['src/testing/pglite-template.ts'],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
})
