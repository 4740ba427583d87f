/**
 * WharfKit's `@wharfkit/antelope` takes one thing from `elliptic`: `ec`, the ECDSA of the chain's
 * keys (K1 and R1). The package's entry also loads EdDSA (`elliptic/lib/elliptic/eddsa`, Ed25519),
 * which no Antelope key uses, and CommonJS cannot be tree-shaken: every wallet login downloaded it.
 * The build hands the library a module that exports `ec` alone, from the same package and version.
 */
import type { Plugin } from 'vite'

const VIRTUAL = '\0dov-elliptic-ec'

/** The library's ESM build, the module Vite bundles, and the one whose imports are checked. */
export const ANTELOPE_ESM = /[\\/]@wharfkit[\\/]antelope[\\/]lib[\\/]antelope\.m\.js$/

/** The named exports the library imports from `elliptic`, as its ESM build writes them. */
export function ellipticImports(code: string): string[] {
  return [...code.matchAll(/import\s*\{([^}]*)\}\s*from\s*'elliptic'/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map((name) => name.trim()),
  )
}

/**
 * The Vite plugin: `elliptic` imported by `@wharfkit/antelope` resolves to `ec` alone, in
 * production builds. Another import of it from the library fails the build rather than break at
 * run time.
 */
export function ellipticEcOnly(): Plugin {
  return {
    name: 'dov-elliptic-ec-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== 'elliptic' || importer === undefined) return undefined
      return /[\\/]@wharfkit[\\/]antelope[\\/]/.test(importer) ? VIRTUAL : undefined
    },
    load(id) {
      if (id !== VIRTUAL) return undefined
      return "import ec from 'elliptic/lib/elliptic/ec/index.js'\nexport { ec }\n"
    },
    transform(code, id) {
      if (!ANTELOPE_ESM.test(id)) return undefined
      const names = ellipticImports(code)
      if (names.join() !== 'ec')
        throw new Error(
          `@wharfkit/antelope imports { ${names.join(', ')} } from elliptic, not { ec }; check build/elliptic.ts against this version`,
        )
      return undefined
    },
  }
}
