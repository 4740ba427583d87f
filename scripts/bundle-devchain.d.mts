import type { TestProject } from 'vitest/node'

/** The bundled CLI's entry file (`bundle-devchain.mjs`). */
export type DevchainBundle = { cli: string }

export function bundleDevchain(): Promise<DevchainBundle & { remove: () => void }>

declare module 'vitest' {
  export interface ProvidedContext {
    /** The devchain CLI's entry file, bundled from this checkout's sources. */
    devchainBundle: DevchainBundle
  }
}

/** Vitest global setup: the bundle provided as `devchainBundle`; resolves with its teardown. */
export default function setup(project: TestProject): Promise<() => void>
