import { defineConfig } from '@playwright/test'
import base from './playwright.config'

/** `npm run screenshots`: the screens at phone and desktop widths, into docs/screenshots/. */
export default defineConfig({
  ...base,
  testDir: 'screenshots',
  workers: 1,
  reporter: [['list']],
})
