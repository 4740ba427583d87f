import { defineProject } from 'vitest/config'

export default defineProject({
  // Schemas and pure functions: one module graph per worker is enough, as for the game rules.
  test: { name: 'indexer-api', include: ['src/**/*.test.ts'], isolate: false },
})
