import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// One Vitest run covers every package: the game rules and the devchain bring their own project
// configs; the app's tests run on its Vite config in two projects. A `*.test.tsx` renders (jsdom,
// Testing Library's cleanup after each test); a `*.test.ts` is logic and runs in plain Node, which
// spares it jsdom's start-up (~1–2 s a file on this project's 2-core CI).
//
// The files of every project share one environment per worker (`isolate: false`, in each
// project's config): a fresh jsdom and module graph per file cost 13 of the jsdom project's 17 s,
// and these files keep no state between them (Testing Library cleans up after each test, module
// mocks are per file, each devchain or indexer test starts its own servers and databases;
// checked with shuffled file orders).
const web = { extends: './apps/web/vite.config.ts', root: './apps/web' }

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core CI, where test
    // files wait on child processes, servers and the disk as often as on the CPU. Every core, and
    // at least three (on 2 cores, quiet, 3 workers took the unit step from 165 to 152 s: docs/testing.md).
    maxWorkers: Math.max(3, availableParallelism()),
    projects: [
      'packages/game',
      'packages/indexer-api',
      'packages/devchain',
      'apps/indexer',
      {
        ...web,
        test: {
          name: 'web',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['./src/test/setup.ts'],
        },
      },
      {
        ...web,
        test: {
          name: 'web-node',
          include: ['src/**/*.test.ts', 'contract/**/*.test.ts', 'build/**/*.test.ts'],
          environment: 'node',
          isolate: false,
        },
      },
    ],
  },
})
