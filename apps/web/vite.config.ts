import react from '@vitejs/plugin-react'
import { loadEnv, type Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { contentSecurityPolicy, FRAME_HEADERS } from './build/csp'
import { resolveNetwork } from './src/config/network'

// The dev-key wallet exists only in builds of the local preset (see src/chain/wallet/localDemo.ts).
const localDemo = (process.env.DOV_NETWORK ?? 'local') === 'local'

/** Writes the network's Content-Security-Policy into the production index.html (build/csp.ts). */
function csp(): Plugin {
  let policy = ''
  return {
    name: 'dov-csp',
    apply: 'build',
    configResolved(config) {
      policy = contentSecurityPolicy(resolveNetwork(loadEnv(config.mode, config.root, 'DOV_')))
    },
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

export default defineConfig({
  plugins: [react(), csp()],
  define: { __LOCAL_DEMO__: JSON.stringify(localDemo) },
  envPrefix: ['VITE_', 'DOV_'],
  build: {
    target: 'es2022',
    // The size budget (scripts/size.mjs) reads the manifest to find the first route's chunks.
    manifest: true,
    sourcemap: false,
    // The wallet chunk (WharfKit) is ~570 kB raw / ~180 kB gzip by design; scripts/size.mjs
    // holds the real budgets.
    chunkSizeWarningLimit: 600,
    rollupOptions: {
      output: {
        // Everything the entry loads statically stays in the entry chunk. Without this, Rolldown
        // moves entry modules that lazy chunks also use (React, TanStack Query, the data layer)
        // into a dozen small shared chunks once a route has lazy parts of its own (rolldown
        // issue 10731), which costs ~3.5 kB gzip of compression on the first route.
        codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] },
        // Name each screen's chunk after its feature folder (e.g. `hof-<hash>.js`), so a failed
        // chunk and a size report say which screen they belong to.
        chunkFileNames: (chunk) => {
          const feature = chunk.facadeModuleId?.match(/features\/([^/]+)\/route\.tsx$/)?.[1]
          return `assets/${feature ?? '[name]'}-[hash].js`
        },
      },
    },
  },
  server: { host: '127.0.0.1' },
  preview: { host: '127.0.0.1', headers: FRAME_HEADERS },
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'contract/**/*.test.ts', 'build/**/*.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
  },
})
