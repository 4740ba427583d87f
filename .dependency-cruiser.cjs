/**
 * The dependency directions of docs/architecture.md, checked by `npm test`.
 * @type {import('dependency-cruiser').IConfiguration}
 */
module.exports = {
  forbidden: [
    {
      name: 'feature-imports-feature',
      comment:
        'A screen (feature folder) never imports another screen; share through widgets/, ui/ or ' +
        'chain/.',
      severity: 'error',
      from: { path: '^apps/web/src/features/([^/]+)/' },
      to: { path: '^apps/web/src/features/', pathNot: '^apps/web/src/features/$1/' },
    },
    {
      name: 'game-is-pure',
      comment: 'packages/game holds pure rules: no React, no app, no devchain, no Node built-ins.',
      severity: 'error',
      from: { path: '^packages/game/src/' },
      to: {
        pathNot: ['^packages/game/', 'node_modules/fast-check', 'node_modules/vitest'],
      },
    },
    {
      name: 'indexer-api-is-a-contract',
      comment:
        "packages/indexer-api is the indexer API's schemas, which the indexer serves and the app " +
        'may read with: valibot and @dov/game only, so that either side may import it.',
      severity: 'error',
      from: { path: '^packages/indexer-api/src/' },
      to: {
        pathNot: [
          '^packages/indexer-api/',
          '^packages/game/src/',
          'node_modules/valibot/',
          'node_modules/vitest/',
        ],
      },
    },
    {
      name: 'app-never-imports-devchain',
      comment: 'The devchain is a local tool; the app talks to it over HTTP only.',
      severity: 'error',
      from: { path: '^apps/' },
      to: { path: '(^packages/devchain/|@dov/devchain)' },
    },
    {
      name: 'devchain-never-imports-app',
      severity: 'error',
      from: { path: '^packages/devchain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'app-and-indexer-apart',
      comment:
        'The app and the indexer are deployed apart and talk over HTTP only (the app reads the ' +
        "indexer's /v1/hof); what both need lives in packages/.",
      severity: 'error',
      from: { path: '^apps/(web|indexer)/' },
      to: { path: '^apps/(web|indexer)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'ui-is-a-leaf',
      comment:
        'Shared UI primitives know nothing of screens, the shell, the widgets, the session or ' +
        'the chain.',
      severity: 'error',
      from: { path: '^apps/web/src/ui/' },
      to: { path: '^apps/web/src/(features|app|widgets|session|chain)/' },
    },
    {
      name: 'chain-below-screens',
      comment:
        'The data layer serves screens; it never imports them, the shell, the widgets that draw ' +
        'its reads (src/widgets/) or the session words (src/session/).',
      severity: 'error',
      from: { path: '^apps/web/src/chain/' },
      to: { path: '^apps/web/src/(features|app|widgets|session)/' },
    },
    {
      name: 'chain-owns-no-ui',
      comment:
        'The data layer says what happened (results, error classes); toasts and texts are said ' +
        'by src/session/, widgets/ and app/, so chain/ never imports ui/.',
      severity: 'error',
      from: { path: '^apps/web/src/chain/' },
      to: { path: '^apps/web/src/ui/' },
    },
    {
      name: 'session-below-wallet',
      comment:
        "The session's states and types (chain/session.ts) are what the wallet implements: " +
        'chain/wallet/ imports them, never the other way.',
      severity: 'error',
      from: { path: '^apps/web/src/chain/session' },
      to: { path: '^apps/web/src/chain/wallet/' },
    },
    {
      name: 'session-words-not-screens',
      comment:
        'src/session/ (the toasts of transactions, the explorer link) serves screens, widgets ' +
        'and the shell.',
      severity: 'error',
      from: { path: '^apps/web/src/session/' },
      to: { path: '^apps/web/src/(features|app|widgets)/' },
    },
    {
      name: 'widgets-below-screens',
      comment:
        'A widget (src/widgets/: data-aware UI several screens show) reads through chain/ and ' +
        'draws with ui/; screens and the shell import it, it never imports a screen or the shell.',
      severity: 'error',
      from: { path: '^apps/web/src/widgets/' },
      to: { path: '^apps/web/src/(features|app)/' },
    },
    {
      name: 'features-use-public-reads',
      comment:
        'Screens, widgets and the shell read the chain through the public modules of chain/read/ (one per ' +
        'table, with its hook and queryOptions); the transport under them (endpoint pools, RPC and ' +
        "AtomicAssets clients, table readers, scalars, keys) is the data layer's own.",
      severity: 'error',
      from: { path: '^apps/web/src/(features|app|widgets|session)/' },
      to: { path: '^apps/web/src/chain/transport/' },
    },
    {
      name: 'no-test-doubles-in-production',
      comment:
        'Test doubles (src/test/: the fake node, the test query client) serve tests only: unit ' +
        'tests, src/test/ itself and e2e/ may import them, no file that ships may.',
      severity: 'error',
      from: {
        path: '^apps/web/',
        pathNot: ['\\.test\\.tsx?$', '^apps/web/src/test/', '^apps/web/e2e/'],
      },
      to: { path: '^apps/web/src/test/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|.e2e-dist)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
}
