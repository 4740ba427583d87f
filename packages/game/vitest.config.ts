import { defineProject } from 'vitest/config'

export default defineProject({
  // Pure functions: one module graph per worker is enough (vitest.config.ts at the root).
  test: { name: 'game', include: ['src/**/*.test.ts'], isolate: false },
})
