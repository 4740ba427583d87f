/** The bundled CLI's entry file (`bundle-devchain.mjs`). */
export type DevchainBundle = { cli: string }

export function bundleDevchain(): Promise<DevchainBundle & { remove: () => void }>
