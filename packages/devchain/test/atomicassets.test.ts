import { ExplorerApi, RpcApi } from 'atomicassets'
import { Api, JsonRpc } from 'eosjs'
import { JsSignatureProvider } from 'eosjs/dist/eosjs-jssig'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { artworkCid } from '../src/core/artwork'
import { DEV_PRIVATE_KEY } from '../src/core/keys'
import type { Devchain } from '../src/server'
import { action, failure, session, start } from './helpers'
import { testWorld } from './world'

type ExplorerArgs = ConstructorParameters<typeof ExplorerApi>[2]
type AssetQuery = Parameters<ExplorerApi['getAssets']>[0]
/** Node's fetch, typed as the atomicassets package expects its fetch. */
const aaFetch = { fetch } as unknown as ExplorerArgs

let dc: Devchain
let api: Api
const img = artworkCid({ kind: 'unit', title: 'Light Tank', subtitle: 'Rare' })
const attr = (type: string, value: unknown) => [type, value]

interface IAssetLike {
  asset_id: string
  owner: string
  name: string
  template: { template_id: string; immutable_data: Record<string, unknown> } | null
  schema: { schema_name: string }
  collection: { collection_name: string; author: string }
  data: Record<string, unknown>
  template_mint: string
}

beforeAll(async () => {
  dc = await start({ world: testWorld })
  api = new Api({
    rpc: new JsonRpc(dc.url, { fetch }),
    signatureProvider: new JsSignatureProvider([DEV_PRIVATE_KEY]),
  })
  const army = session(dc.url, 'dov.army')
  await army.transact({
    action: action('atomicassets', 'createcol', 'dov.army', {
      author: 'dov.army',
      collection_name: 'dov.army',
      allow_notify: true,
      authorized_accounts: ['dov.army'],
      notify_accounts: [],
      market_fee: 0.05,
      data: [{ key: 'name', value: attr('string', 'DOV Army') }],
    }),
  })
  await army.transact({
    action: action('atomicassets', 'createschema', 'dov.army', {
      authorized_creator: 'dov.army',
      collection_name: 'dov.army',
      schema_name: 'units',
      schema_format: [
        { name: 'name', type: 'string' },
        { name: 'img', type: 'ipfs' },
        { name: 'rarity', type: 'string' },
        { name: 'power', type: 'uint64' },
        { name: 'fusion', type: 'uint8' },
      ],
    }),
  })
  await army.transact({
    action: action('atomicassets', 'createtempl', 'dov.army', {
      authorized_creator: 'dov.army',
      collection_name: 'dov.army',
      schema_name: 'units',
      transferable: true,
      burnable: true,
      max_supply: 0,
      immutable_data: [
        { key: 'name', value: attr('string', 'Light Tank') },
        { key: 'img', value: attr('string', img) },
        { key: 'rarity', value: attr('string', 'Rare') },
        { key: 'power', value: attr('uint64', '12000') },
      ],
    }),
  })
})
afterAll(async () => {
  await dc.close()
})

const mint = (owner: string) =>
  session(dc.url, 'dov.army').transact({
    action: action('atomicassets', 'mintasset', 'dov.army', {
      authorized_minter: 'dov.army',
      collection_name: 'dov.army',
      schema_name: 'units',
      template_id: 1,
      new_asset_owner: owner,
      immutable_data: [],
      mutable_data: [{ key: 'fusion', value: attr('uint8', 2) }],
      tokens_to_back: [],
    }),
  })

describe('atomicassets contract and API', () => {
  it('mints with WharfKit: the asset row, the log action and the owner notification', async () => {
    const res = await mint('player1')
    const traces = res.response?.processed.action_traces as {
      receiver: string
      act: { name: string }
    }[]
    expect(traces.map((t) => `${t.receiver}:${t.act.name}`)).toEqual([
      'atomicassets:mintasset',
      'atomicassets:logmint',
      'player1:logmint',
    ])
    const rows = await session(dc.url, 'player1').client.v1.chain.get_table_rows({
      code: 'atomicassets',
      scope: 'player1',
      table: 'assets',
    })
    expect(rows.rows[0]).toMatchObject({
      asset_id: '1099511627776',
      collection_name: 'dov.army',
      schema_name: 'units',
      template_id: 1,
      ram_payer: 'dov.army',
      backed_tokens: [],
      immutable_serialized_data: [],
    })
  })

  it('serves the asset through the ExplorerApi, the same state as the tables', async () => {
    const explorer = new ExplorerApi(dc.url, 'atomicassets', aaFetch)
    const assets = (await explorer.getAssets(
      {
        owner: 'player1',
        collection_name: 'dov.army',
        order: 'desc',
        sort: 'asset_id',
      } as unknown as AssetQuery,
      1,
      1000,
    )) as unknown as IAssetLike[]
    expect(assets).toHaveLength(1)
    const a = assets[0] as IAssetLike
    expect(a.asset_id).toBe('1099511627776')
    expect(a.owner).toBe('player1')
    expect(a.name).toBe('Light Tank')
    expect(a.template?.template_id).toBe('1')
    expect(a.schema.schema_name).toBe('units')
    expect(a.collection).toMatchObject({
      collection_name: 'dov.army',
      author: 'dov.army',
      name: 'DOV Army',
    })
    expect(a.data).toEqual({ name: 'Light Tank', img, rarity: 'Rare', power: '12000', fusion: 2 })
    expect(a.template_mint).toBe('1')
    const template = (await explorer.getTemplate('dov.army', '1')) as unknown as {
      immutable_data: Record<string, unknown>
      issued_supply: string
    }
    expect(template.immutable_data.img).toBe(img)
    expect(template.issued_supply).toBe('1')
    const post = await fetch(`${dc.url}/atomicassets/v1/templates/dov.army/1`, { method: 'POST' })
    const body = (await post.json()) as {
      success: boolean
      data: { name: string }
      query_time: number
    }
    expect(body.success).toBe(true)
    expect(body.data.name).toBe('Light Tank')
    expect(typeof body.query_time).toBe('number')
    const missing = await fetch(`${dc.url}/atomicassets/v1/templates/dov.army/99`)
    expect(missing.status).toBe(416)
  })

  it('rows deserialize with the atomicassets package’s own RPC reader', async () => {
    const rpc = new RpcApi(dc.url, 'atomicassets', { ...aaFetch, rateLimit: 4 })
    const asset = await rpc.getAsset('player1', '1099511627776')
    expect(await asset.data()).toEqual({
      name: 'Light Tank',
      img,
      rarity: 'Rare',
      power: '12000',
      fusion: 2,
    })
  })

  it('transfers with eosjs: both parties are notified and the API moves the asset at once', async () => {
    const res = (await api.transact(
      {
        actions: [
          {
            account: 'atomicassets',
            name: 'transfer',
            authorization: [{ actor: 'player1', permission: 'active' }],
            data: { from: 'player1', to: 'dov.game', asset_ids: ['1099511627776'], memo: 'stake' },
          },
        ],
      },
      { blocksBehind: 3, expireSeconds: 30 },
    )) as { processed: { action_traces: { receiver: string; act: { name: string } }[] } }
    expect(res.processed.action_traces.map((t) => `${t.receiver}:${t.act.name}`)).toEqual([
      'atomicassets:transfer',
      'player1:transfer',
      'dov.game:transfer',
      'atomicassets:logtransfer',
    ])
    const explorer = new ExplorerApi(dc.url, 'atomicassets', aaFetch)
    expect(await explorer.getAssets({ owner: 'player1' })).toEqual([])
    const moved = (await explorer.getAssets({ owner: 'dov.game' })) as unknown as IAssetLike[]
    expect(moved.map((a) => a.asset_id)).toEqual(['1099511627776'])
  })

  it('refuses a transfer of an asset the sender does not own, and burns', async () => {
    const msg = await failure(
      session(dc.url, 'player1').transact({
        action: action('atomicassets', 'transfer', 'player1', {
          from: 'player1',
          to: 'player2',
          asset_ids: ['1099511627776'],
          memo: '',
        }),
      }),
    )
    expect(msg).toBe(
      "assertion failure with message: Sender doesn't own at least one of the provided assets (ID: 1099511627776)",
    )
    await mint('player2')
    await session(dc.url, 'player2').transact({
      action: action('atomicassets', 'burnasset', 'player2', {
        asset_owner: 'player2',
        asset_id: '1099511627777',
      }),
    })
    const explorer = new ExplorerApi(dc.url, 'atomicassets', aaFetch)
    expect(await explorer.getAssets({ owner: 'player2' })).toEqual([])
  })

  it('serves template artwork from /ipfs with long cache headers, 404 for unknown ids', async () => {
    const res = await fetch(`${dc.url}/ipfs/${img}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml')
    expect(res.headers.get('cache-control')).toContain('max-age=31536000')
    const svg = await res.text()
    expect(svg).toContain('Light Tank')
    expect(artworkCid({ kind: 'unit', title: 'Light Tank', subtitle: 'Rare' })).toBe(img)
    const missing = await fetch(`${dc.url}/ipfs/QmUnknownUnknownUnknownUnknownUnknownUnknown1`)
    expect(missing.status).toBe(404)
  })
})
