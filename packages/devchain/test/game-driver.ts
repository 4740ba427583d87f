import { Action, PackedTransaction, SignedTransaction, Transaction } from '@wharfkit/antelope'
import { getTableRows } from '../src/api/chain-tables'
import { Chain } from '../src/core/chain'
import { ChainError } from '../src/core/errors'
import { devPrivateKey } from '../src/core/keys'
import { DEFAULT_NAMES, type DevchainNames, type WorldFactory } from '../src/core/world'
import { demoWorld } from '../src/worlds/demo'

/**
 * Drives the game contracts in process, without HTTP: signed transactions go through the chain's
 * whole pipeline (`pushTransaction`: signatures, authorization, dispatch, rollback), reads go
 * through the same `get_table_rows` the API serves. For the property test and fast checks; the
 * HTTP tests use WharfKit and eosjs against a started devchain.
 */
export class GameDriver {
  readonly chain: Chain
  readonly names: DevchainNames
  private nonce = 0

  constructor(
    world: WorldFactory = demoWorld,
    names: DevchainNames = DEFAULT_NAMES,
    startMs = Date.UTC(2030, 0, 1),
  ) {
    this.names = names
    this.chain = new Chain({ world: world(names), names, blockMs: 500, clock: () => startMs })
  }

  /** Chain time of the next transaction, unix seconds. */
  nowSec(): number {
    return Math.floor(this.chain.pendingBlock.timestampMs / 1000)
  }

  /**
   * Signs and pushes one transaction of `actor@active` (all actions by the same actor).
   * Returns undefined on success, or the error message (e.g. `assertion failure with message: ...`).
   */
  push(
    actor: string,
    actions: { account: string; name: string; data: Record<string, unknown> }[],
  ): string | undefined {
    const head = this.chain.head
    // A distinct expiration makes every transaction unique, even when its actions repeat.
    const expiration = Math.floor(head.timestampMs / 1000) + 60 + (this.nonce++ % 3000)
    const trx = Transaction.from({
      expiration,
      ref_block_num: head.num & 0xffff,
      ref_block_prefix: Chain.refBlockPrefix(head.id),
      actions: actions.map((a) => {
        const abi = this.chain.account(a.account)?.abi
        if (!abi) throw new Error(`no contract on ${a.account}`)
        return Action.from(
          {
            account: a.account,
            name: a.name,
            authorization: [{ actor, permission: 'active' }],
            data: a.data,
          },
          abi.abi,
        )
      }),
    })
    const signature = devPrivateKey.signDigest(trx.signingDigest(this.chain.chainId))
    const packed = PackedTransaction.fromSigned(
      SignedTransaction.from({ ...trx, signatures: [signature] }),
      0,
    )
    try {
      this.chain.pushTransaction({
        signatures: [String(signature)],
        compression: 0,
        packed_trx: String(packed.packed_trx),
      })
      return undefined
    } catch (e) {
      if (e instanceof ChainError) return e.message
      throw e
    }
  }

  /** One action by `actor`; see `push`. */
  act(
    actor: string,
    account: string,
    name: string,
    data: Record<string, unknown>,
  ): string | undefined {
    return this.push(actor, [{ account, name, data }])
  }

  /** Every row of a table scope (paged with `next_key`), as `get_table_rows` returns them in JSON. */
  rows<T>(code: string, table: string, scope: string, extra: Record<string, unknown> = {}): T[] {
    const out: T[] = []
    let lower = typeof extra.lower_bound === 'string' ? extra.lower_bound : ''
    for (;;) {
      const page = getTableRows(this.chain, {
        code,
        table,
        scope,
        json: true,
        limit: 1000,
        ...extra,
        lower_bound: lower,
      })
      out.push(...(page.rows as T[]))
      if (!page.more) return out
      lower = page.next_key
    }
  }

  /** Every scope that has rows in a table. */
  scopes(code: string, table: string): string[] {
    return this.chain.db.tablesOf(code, table).map((t) => Chain.nameOf(t.scope))
  }

  async advance(seconds: number): Promise<void> {
    await this.chain.advanceTime(seconds)
  }
}
