import { defineProject } from 'vitest/config'

export default defineProject({
  // Each file opens its own in-memory PGlite (from the dump below, or one a file before it closed,
  // its schema made anew: src/db/testing.ts) and its own servers and child processes, and keeps no
  // state in modules, mocks or globals: the files share one module graph per worker
  // (`isolate: false`), so PGlite's WebAssembly and the indexer's modules load once per worker
  // rather than once per file (the project's CPU time 106 -> 81 s; shuffled file orders pass:
  // `npx vitest run --project indexer --sequence.shuffle.files`). The tests that follow a devchain
  // from its first block take 5 to 20 s alone, up to a minute beside a full run.
  test: {
    name: 'indexer',
    include: ['src/**/*.test.ts'],
    isolate: false,
    // A migrated embedded cluster, dumped once, that each test's in-memory database starts from.
    // The service and the devchain's CLI bundled for the tests that start them as processes.
    globalSetup: [
      'src/testing/pglite-template.ts',
      'src/testing/service-bundle.ts',
      '../../scripts/bundle-devchain.mjs',
    ],
    testTimeout: 60_000,
    hookTimeout: 30_000,
  },
})
