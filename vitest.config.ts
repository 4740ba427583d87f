import { defineConfig } from 'vitest/config'

// One Vitest run covers every package: each package brings its own project config.
export default defineConfig({
  test: {
    projects: ['packages/game', 'packages/devchain', 'apps/web'],
  },
})
