import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'devchain',
    include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
    testTimeout: 30_000,
  },
})
