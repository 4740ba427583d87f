/**
 * Image URLs from IPFS content hashes (spec §7 "Images load from an IPFS gateway by hash."), with a
 * fallback chain: each gateway in turn (healthy ones first), then a placeholder.
 *
 * Only content ids (with an optional path) are accepted, bare or as `ipfs://…` or `/ipfs/…`: any
 * other text an asset's data carries (a full URL, markup, `..`) gives the placeholder, so asset
 * data cannot point the page at an arbitrary host.
 */

export const PLACEHOLDER_IMAGE = `${import.meta.env.BASE_URL}art/unavailable.svg`

const CID = /^[A-Za-z0-9]{16,128}$/
const SEGMENT = /^[A-Za-z0-9._-]+$/

/** The `cid[/path]` of a hash, or undefined when it is not one. */
export function ipfsPath(hash: string): string | undefined {
  const bare = hash
    .trim()
    .replace(/^ipfs:\/\//, '')
    .replace(/^\/?ipfs\//, '')
  const [cid = '', ...rest] = bare.split('/')
  if (!CID.test(cid)) return undefined
  if (!rest.every((segment) => SEGMENT.test(segment) && !/^\.+$/.test(segment))) return undefined
  return bare
}

function withSlash(gateway: string): string {
  return gateway.endsWith('/') ? gateway : `${gateway}/`
}

/** Candidate URLs in order: the hash on each gateway, then the placeholder (always last). */
export function imageCandidates(
  hash: string | null | undefined,
  gateways: readonly string[],
): string[] {
  const path = hash == null ? undefined : ipfsPath(hash)
  if (path === undefined) return [PLACEHOLDER_IMAGE]
  return [...gateways.map((gateway) => withSlash(gateway) + path), PLACEHOLDER_IMAGE]
}

/** Which gateway of the list an image URL was built on. */
export function gatewayOf(url: string, gateways: readonly string[]): string | undefined {
  return gateways.find((gateway) => url.startsWith(withSlash(gateway)))
}
