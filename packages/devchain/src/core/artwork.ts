import { Base58, Bytes, Checksum256 } from '@wharfkit/antelope'
import type { ArtworkSpec } from './world'

const PALETTE: Record<ArtworkSpec['kind'], [string, string]> = {
  unit: ['#3b4a2f', '#a3b86c'],
  building: ['#3a3f4b', '#c9a66b'],
  tool: ['#2f3e4a', '#7fb3d5'],
  avatar: ['#4a2f3e', '#d58fb3'],
}

const ICON: Record<ArtworkSpec['kind'], string> = {
  unit: '<path d="M60 150h120l-12 22H72z"/><rect x="80" y="118" width="80" height="32" rx="6"/><rect x="150" y="126" width="46" height="8" rx="3"/><circle cx="84" cy="176" r="10"/><circle cx="120" cy="176" r="10"/><circle cx="156" cy="176" r="10"/>',
  building:
    '<path d="M60 120l60-44 60 44v64H60z"/><rect x="104" y="144" width="32" height="40" fill="#0006"/><rect x="74" y="128" width="20" height="16" fill="#0006"/><rect x="146" y="128" width="20" height="16" fill="#0006"/>',
  tool: '<path d="M150 70a34 34 0 0 0-40 44l-46 46 16 16 46-46a34 34 0 0 0 44-40l-20 20-20-20z"/>',
  avatar: '<circle cx="120" cy="104" r="34"/><path d="M58 196c8-40 34-56 62-56s54 16 62 56z"/>',
}

function escapeXml(s: string): string {
  return s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)
}

/**
 * The SVG served for a piece of artwork: its own picture when it has one, else a framed icon for
 * its kind with its title and subtitle drawn in.
 */
export function renderArtwork(spec: ArtworkSpec): string {
  if (spec.svg !== undefined) return spec.svg
  const [bg, fg] = PALETTE[spec.kind]
  const title = escapeXml(spec.title.slice(0, 28))
  const subtitle = escapeXml((spec.subtitle ?? spec.kind).slice(0, 32))
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320" viewBox="0 0 240 320">',
    `<rect width="240" height="320" rx="16" fill="${bg}"/>`,
    `<rect x="8" y="8" width="224" height="304" rx="12" fill="none" stroke="${fg}" stroke-width="3"/>`,
    `<g fill="${fg}">${ICON[spec.kind]}</g>`,
    `<text x="120" y="240" font-family="sans-serif" font-size="20" font-weight="bold" fill="#fff" text-anchor="middle">${title}</text>`,
    `<text x="120" y="270" font-family="sans-serif" font-size="14" fill="${fg}" text-anchor="middle">${subtitle}</text>`,
    '</svg>',
  ].join('')
}

/** CIDs by SVG: a world's genesis names the same artwork on every reset (up to 10,000 kept). */
const cids = new Map<string, string>()

/** A content id in IPFS's CIDv0 form (`Qm...`): base58 of a sha2-256 multihash of the SVG. */
export function artworkCid(spec: ArtworkSpec): string {
  const svg = renderArtwork(spec)
  const known = cids.get(svg)
  if (known !== undefined) return known
  const digest = Checksum256.hash(new TextEncoder().encode(svg)).array
  const multihash = new Uint8Array(34)
  multihash[0] = 0x12
  multihash[1] = 0x20
  multihash.set(digest, 2)
  const cid = Base58.encode(Bytes.from(multihash))
  if (cids.size >= 10_000) cids.clear()
  cids.set(svg, cid)
  return cid
}
