import { someFieldsOf } from '../contracts/abi-types'
import type {
  CreateColData,
  CreateSchemaData,
  LogBurnAssetData,
  LogMintData,
  LogNewTemplData,
  LogSetDataData,
  LogTransferData,
} from '../contracts/atomicassets-types'
import { LoadedAbi } from '../core/abi'
import type { ActionRecord, TransactionRecord } from '../core/traces'

/** When something happened: block number and time (ms since epoch), as the API reports them. */
export type Stamp = [block: number, time: number]

export interface AssetMeta {
  minted: Stamp
  transferred: Stamp
  updated: Stamp
  mint: number
}

interface IndexState {
  assets: Record<string, AssetMeta>
  created: Record<string, Stamp>
  mints: Record<string, number>
}

/**
 * The leading fields of the `atomicassets` actions the index follows, in the contract's order,
 * typed by the contract's own action types (a renamed field fails the typecheck): the index
 * decodes only these (the rest of the data, attribute maps and all, is never needed).
 */
const HEADS = new LoadedAbi({
  version: 'eosio::abi/1.1',
  types: [],
  structs: [
    someFieldsOf<CreateColData>()('createcol', { author: 'name', collection_name: 'name' }),
    someFieldsOf<CreateSchemaData>()('createschema', {
      authorized_creator: 'name',
      collection_name: 'name',
      schema_name: 'name',
    }),
    someFieldsOf<LogNewTemplData>()('lognewtempl', {
      template_id: 'int32',
      authorized_creator: 'name',
      collection_name: 'name',
    }),
    someFieldsOf<LogMintData>()('logmint', {
      asset_id: 'uint64',
      authorized_minter: 'name',
      collection_name: 'name',
      schema_name: 'name',
      template_id: 'int32',
    }),
    someFieldsOf<LogTransferData>()('logtransfer', {
      collection_name: 'name',
      from: 'name',
      to: 'name',
      asset_ids: 'uint64[]',
    }),
    someFieldsOf<LogSetDataData>()('logsetdata', { asset_owner: 'name', asset_id: 'uint64' }),
    someFieldsOf<LogBurnAssetData>()('logburnasset', { asset_owner: 'name', asset_id: 'uint64' }),
  ],
  actions: [],
  tables: [],
  ricardian_clauses: [],
  variants: [],
  action_results: [],
})

const INDEXED = new Set(HEADS.abi.structs.map((s) => String(s.name)))

/**
 * An indexed action's leading fields, each as text (names, ids) or a list of texts: their nodeos
 * JSON (names and 64-bit ids already text, 32-bit integers numbers), made text.
 */
function head(a: ActionRecord): Record<string, string | string[]> {
  const d = HEADS.decodePlain(a.name, a.data) as Record<string, unknown>
  const out: Record<string, string | string[]> = {}
  for (const [k, v] of Object.entries(d)) out[k] = Array.isArray(v) ? v.map(String) : String(v)
  return out
}

/**
 * What the AtomicAssets API knows beyond the contract tables (mint numbers, when each asset was
 * minted, transferred or updated, when collections, schemas and templates were created), built
 * from action traces as the real API's filler builds it.
 */
export class AtomicIndex {
  private state: IndexState = { assets: {}, created: {}, mints: {} }
  constructor(private readonly contract: string) {}

  reset(): void {
    this.state = { assets: {}, created: {}, mints: {} }
  }

  save(): IndexState {
    return this.state
  }

  load(s: unknown): void {
    const v = s as IndexState | undefined
    this.state = v?.assets ? v : { assets: {}, created: {}, mints: {} }
  }

  asset(id: string): AssetMeta | undefined {
    return this.state.assets[id]
  }

  created(key: string): Stamp | undefined {
    return this.state.created[key]
  }

  observe(trace: TransactionRecord): void {
    const stamp: Stamp = [trace.blockNum, trace.blockTimeMs]
    for (const a of trace.actions) {
      if (a.receiver !== this.contract || a.account !== this.contract || !INDEXED.has(a.name)) {
        continue
      }
      let d: Record<string, string | string[]>
      try {
        d = head(a)
      } catch {
        continue
      }
      this.apply(a.name, d, stamp)
    }
  }

  private apply(name: string, d: Record<string, string | string[]>, stamp: Stamp): void {
    const { state } = this
    switch (name) {
      case 'createcol':
        state.created[`col:${d.collection_name}`] = stamp
        break
      case 'createschema':
        state.created[`schema:${d.collection_name}:${d.schema_name}`] = stamp
        break
      case 'lognewtempl':
        state.created[`tmpl:${d.collection_name}:${d.template_id}`] = stamp
        break
      case 'logmint': {
        const key = `${d.collection_name}:${d.template_id}`
        const templated = Number(d.template_id) >= 0
        const mint = templated ? (state.mints[key] ?? 0) + 1 : 0
        if (templated) state.mints[key] = mint
        state.assets[String(d.asset_id)] = {
          minted: stamp,
          transferred: stamp,
          updated: stamp,
          mint,
        }
        break
      }
      case 'logtransfer':
        for (const id of d.asset_ids ?? []) {
          const m = state.assets[id]
          if (m) m.transferred = stamp
        }
        break
      case 'logsetdata': {
        const m = state.assets[String(d.asset_id)]
        if (m) m.updated = stamp
        break
      }
      case 'logburnasset':
        delete state.assets[String(d.asset_id)]
        break
    }
  }
}
