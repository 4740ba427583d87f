import { existsSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { type Connect, loadEnv, type Plugin } from 'vite'
import { defineConfig } from 'vitest/config'
import { shortClassNames } from './build/classNames.ts'
import { contentSecurityPolicy, FRAME_HEADERS } from './build/csp.ts'
import { ellipticEcOnly } from './build/elliptic.ts'
import {
  formatHeaders,
  type HeaderRules,
  headerRules,
  headersFor,
  hofDataLink,
  parseHeaders,
} from './build/headers.ts'
import { prerender } from './build/prerender.ts'
import { scatterInjectionOnly } from './build/scatter.ts'
import { type Network, resolveNetwork } from './src/config/network.ts'
import { paths } from './src/paths.ts'

const root = fileURLToPath(new URL('.', import.meta.url))

/**
 * React Router 7 exports only its development build (`dist/development`), which keeps its
 * developer warnings (`ENABLE_DEV_WARNINGS = true`: console warnings, the "Hey developer" text of
 * its default error page) in a production bundle. Its `dist/production` build is the same code
 * with them off; builds use it (0.4 kB gzip less on the first route, docs/performance.md).
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist/production/index.mjs',
)

/**
 * What the `/` screen (buildings) imports statically from outside its feature folder, found once
 * the module graph is complete. Shared piecemeal with other screens, Rolldown would cut these
 * into a dozen small chunks that compress worse (~1 KB gzip on the first route); grouped, they
 * are one chunk that the other screens load too.
 */
const firstScreenShared = new Set<string>()

/** `@dov/game`'s power, division and zone rules: see `codeSplitting` below. */
const DIVISION_RULES = /[\\/]packages[\\/]game[\\/]src[\\/](power|division|zones)\.ts$/

/** The indexer's reads every screen that reads the indexer shares: see `codeSplitting` below. */
const INDEXER_SHARED =
  /[\\/]src[\\/]chain[\\/]read[\\/]indexer[\\/](events|keys|activityEntry)\.ts$/

/**
 * What the wallet chunk (`src/chain/wallet/kit.ts`) imports statically, found once the module
 * graph is complete. Wombat's plugin and the Scatter protocol it loads are chunks beyond the
 * wallet's, and share much of WharfKit with it: left to Rolldown, those shared modules would move
 * out of the wallet chunk into a common one (and its runtime out of the entry), so every login
 * would load two more files; grouped, they stay in the wallet chunk, which the later chunks need
 * anyway.
 */
const walletShared = new Set<string>()

function walletGraph(): Plugin {
  return {
    name: 'dov-wallet-graph',
    apply: 'build',
    buildEnd() {
      walletShared.clear()
      const start = [...this.getModuleIds()].find((id) =>
        /[\\/]src[\\/]chain[\\/]wallet[\\/]kit\.ts$/.test(id),
      )
      const visit = (id: string) => {
        if (walletShared.has(id)) return
        walletShared.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      if (start !== undefined) visit(start)
    },
  }
}

function firstScreenGraph(): Plugin {
  return {
    name: 'dov-first-screen',
    apply: 'build',
    buildEnd() {
      firstScreenShared.clear()
      const feature = /[\\/]src[\\/]features[\\/]buildings[\\/]/
      const start = [...this.getModuleIds()].find(
        (id) => feature.test(id) && /route\.tsx$/.test(id),
      )
      const seen = new Set<string>()
      const visit = (id: string) => {
        if (seen.has(id)) return
        seen.add(id)
        if (!feature.test(id) && !id.includes('node_modules')) firstScreenShared.add(id)
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported)
      }
      if (start !== undefined) visit(start)
    },
  }
}

/** Writes the network's Content-Security-Policy into the production index.html (build/csp.ts). */
function csp(network: Network): Plugin {
  const policy = contentSecurityPolicy(network)
  return {
    name: 'dov-csp',
    apply: 'build',
    transformIndexHtml: () => [
      {
        tag: 'meta',
        attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
        injectTo: 'head-prepend',
      },
    ],
  }
}

/**
 * The response headers of build/headers.ts: written to `dist/_headers` for static hosts, and sent
 * from that file by `vite preview`; `vite dev` sends the same rules.
 */
function responseHeaders(network: Network): Plugin {
  const serve =
    (rules: () => HeaderRules): Connect.NextHandleFunction =>
    (request, response, next) => {
      const pathname = (request.url ?? '/').split('?')[0] ?? '/'
      for (const [name, value] of Object.entries(headersFor(rules(), pathname))) {
        response.setHeader(name, value)
      }
      next()
    }
  return {
    name: 'dov-response-headers',
    generateBundle() {
      const source = formatHeaders(headerRules(network, FRAME_HEADERS, paths.hof))
      this.emitFile({ type: 'asset', fileName: '_headers', source })
    },
    configureServer(server) {
      const link = hofDataLink(network)
      const rules: HeaderRules =
        link === undefined ? [] : [{ path: paths.hof, headers: { Link: link } }]
      server.middlewares.use(serve(() => rules))
    },
    configurePreviewServer(server) {
      const file = resolve(server.config.root, server.config.build.outDir, '_headers')
      // Read once: a preview serves one build.
      const rules = existsSync(file) ? parseHeaders(readFileSync(file, 'utf8')) : []
      server.middlewares.use(serve(() => rules))
    },
  }
}

export default defineConfig(({ mode, command }) => {
  // The network is resolved here, once, from the DOV_* variables (README): a bad value fails the
  // build, and the bundle carries the resolved object, not the presets and their parser.
  const network = resolveNetwork(loadEnv(mode, root, 'DOV_'))
  const define = {
    // The dev-key wallet exists only in builds of the local preset (src/chain/wallet/localDemo.ts).
    __LOCAL_DEMO__: JSON.stringify(network.preset === 'local'),
    __NETWORK__: JSON.stringify(network),
  }
  // Short class names in builds (build/classNames.ts); the readable default in development. One
  // function for the client's build and the first paint's (build/prerender.ts): the same names.
  const css = command === 'build' ? { modules: { generateScopedName: shortClassNames(root) } } : {}
  return {
    plugins: [
      react(),
      csp(network),
      firstScreenGraph(),
      walletGraph(),
      scatterInjectionOnly(),
      ellipticEcOnly(),
      responseHeaders(network),
      prerender(() => ({ plugins: [react()], define, css })),
    ],
    resolve: {
      alias:
        command === 'build' ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : [],
    },
    css,
    define,
    build: {
      target: 'es2022',
      // Browsers that run es2022 preload modules themselves (`<link rel=modulepreload>`; Safari
      // from 17): no polyfill in the entry (0.3 KB gzip). An older Safari loads a screen's chunks
      // one level after another instead of at once, and works the same.
      modulePreload: { polyfill: false },
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
          // Then what the `/` screen shares with other screens stays together (firstScreenGraph).
          codeSplitting: {
            groups: [
              { name: 'app', tags: ['$initial'] },
              { name: 'shared', test: (id: string) => firstScreenShared.has(id) },
              // The rules every division screen needs (fight, builder, economy, Hall of Fame,
              // inventory) stay one chunk: split by each new set of importers they cost those
              // screens ~0.4 KB each of chunk overhead, and the entry a longer preload map.
              { name: 'rules', test: (id: string) => DIVISION_RULES.test(id) },
              // The indexer's live channel, its query keys and the activity's entries, which the
              // Hall of Fame, the commander's page and the activity screens share in different
              // sets: one chunk, not three, each of whose names would lengthen the first route's
              // preload maps.
              { name: 'indexer', test: (id: string) => INDEXER_SHARED.test(id) },
              // The wallet stack, whole, whatever later wallet chunk shares it (walletGraph).
              { name: 'kit', test: (id: string) => walletShared.has(id) },
            ],
          },
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
    // The unit tests' projects (jsdom for *.test.tsx, node for *.test.ts) are in vitest.config.ts.
  }
})
