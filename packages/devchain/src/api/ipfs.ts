import { renderArtwork } from '../core/artwork'
import type { Chain } from '../core/chain'
import type { ArtworkKind, ArtworkSpec } from '../core/world'
import type { AtomicReader } from './atomic-reader'
import type { HttpApi } from './http'

/** Which kind of picture a template gets, from its schema name or its `type` attribute. */
function kindOf(schema: string, data: Record<string, unknown>): ArtworkKind {
  const s = `${schema} ${String(data.type ?? '')}`.toLowerCase()
  if (s.includes('avatar')) return 'avatar'
  if (s.includes('build')) return 'building'
  if (s.includes('tool') || s.includes('clock') || s.includes('booster') || s.includes('effort'))
    return 'tool'
  return 'unit'
}

function findArtwork(chain: Chain, reader: AtomicReader, cid: string): ArtworkSpec | undefined {
  const registered = chain.artwork.get(cid)
  if (registered) return registered
  for (const t of reader.allTemplates()) {
    if (t.data.img === cid) {
      const rarity = typeof t.data.rarity === 'string' ? t.data.rarity : undefined
      return {
        kind: kindOf(t.schema, t.data),
        title: String(t.data.name ?? t.schema),
        subtitle: rarity,
      }
    }
  }
  return undefined
}

/** `GET /ipfs/{cid}`: the SVG artwork of a template (or registered artwork), cached forever; unknown ids get 404. */
export function registerIpfs(api: HttpApi, chain: Chain, reader: AtomicReader): void {
  api.prefix('/ipfs/', (req) => {
    const [cid] = req.rest
    const spec = cid ? findArtwork(chain, reader, cid) : undefined
    if (!spec) {
      const headers: Record<string, string> = { 'Content-Type': 'text/plain' }
      return { status: 404, raw: 'Not found', headers }
    }
    return {
      status: 200,
      raw: renderArtwork(spec),
      headers: {
        'Content-Type': 'image/svg+xml',
        'Cache-Control': 'public, max-age=31536000, immutable',
        ETag: `"${cid}"`,
      },
    }
  })
}
