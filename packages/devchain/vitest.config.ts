import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'devchain',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
    // The files share one module graph per worker: each starts its own devchains and keeps its
    // state in its own module (evaluated anew for each file); the chain's modules keep only
    // caches. The project's CPU time 63 -> 40 s, shuffled file orders pass on one worker and on
    // three (`npx vitest run --project devchain --sequence.shuffle.files --maxWorkers 1`).
    isolate: false,
    // The CLI bundled for the tests that start it as a process.
    globalSetup: ['../../scripts/bundle-devchain.mjs'],
  },
})
