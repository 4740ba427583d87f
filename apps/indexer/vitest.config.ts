import { defineProject } from 'vitest/config'

export default defineProject({
  // Each file opens its own in-memory PGlite: isolated per file (Vitest's default).
  test: { name: 'indexer', include: ['src/**/*.test.ts'], testTimeout: 30_000 },
})
