import { TOKENS } from '@dov/game/amount'
import type { Asset, Name } from '@wharfkit/antelope'
import type { ContractModule, Host } from '../src/core/contract'
import { nameValue } from '../src/core/names'
import type { DevchainNames, World } from '../src/core/world'
import { baseAccounts, baseGenesis } from '../src/worlds/base'

/**
 * A receiving contract for tests: it records token deposits it is notified of (and logs each with
 * an inline action, or refunds with an inline transfer), keeps rows with two secondary indexes
 * for paging tests, and has an action that always fails.
 */
export function receiverContract(token: string): ContractModule {
  const f = (name: string, type: string) => ({ name, type })
  return {
    id: 'test.receiver',
    abi: {
      version: 'eosio::abi/1.2',
      types: [],
      structs: [
        {
          name: 'entry',
          base: '',
          fields: [
            f('id', 'uint64'),
            f('owner', 'name'),
            f('score', 'float64'),
            f('note', 'string'),
          ],
        },
        {
          name: 'add',
          base: '',
          fields: [f('id', 'uint64'), f('owner', 'name'), f('score', 'float64')],
        },
        { name: 'logdeposit', base: '', fields: [f('owner', 'name'), f('amount', 'asset')] },
        { name: 'fail', base: '', fields: [] },
      ],
      actions: ['add', 'logdeposit', 'fail'].map((name) => ({
        name,
        type: name,
        ricardian_contract: '',
      })),
      tables: [
        {
          name: 'entries',
          type: 'entry',
          index_type: 'i64',
          key_names: ['id', 'owner', 'score'],
          key_types: ['uint64', 'name', 'float64'],
        },
      ],
      ricardian_clauses: [],
      variants: [],
      action_results: [],
    },
    tables: {
      entries: {
        primaryKey: (r: { id: unknown }) => BigInt(String(r.id)),
        indexes: [
          {
            name: 'byowner',
            keyType: 'i64',
            key: (r: { owner: unknown }) => nameValue(String(r.owner)),
          },
          {
            name: 'byscore',
            keyType: 'float64',
            key: (r: { score: unknown }) => Number(String(r.score)),
          },
        ],
      },
    },
    actions: {
      add(host: Host, d: { id: unknown; owner: Name; score: unknown }) {
        host.requireAuth(d.owner)
        host.check(!host.getRow('entries', host.self, BigInt(String(d.id))), 'entry exists')
        host.setRow(
          'entries',
          host.self,
          { id: d.id, owner: d.owner, score: d.score, note: '' },
          d.owner,
        )
      },
      logdeposit(host: Host) {
        host.requireAuth(host.self)
      },
      fail(host: Host) {
        host.check(false, 'Nothing to claim')
      },
    },
    notifications: {
      [`${token}::transfer`](
        host: Host,
        d: { from: Name; to: Name; quantity: Asset; memo: string },
      ) {
        if (String(d.to) !== host.self) return
        if (d.memo === 'refund') {
          host.sendInline({
            account: token,
            name: 'transfer',
            authorization: [{ actor: host.self, permission: 'active' }],
            data: { from: host.self, to: d.from, quantity: d.quantity, memo: 'refunded' },
          })
          return
        }
        host.check(d.memo !== 'reject', 'deposits with this memo are refused')
        let id = 1000000n
        for (const _ of host.rows('entries', host.self)) id++
        host.setRow('entries', host.self, {
          id: id.toString(),
          owner: d.from,
          score: 0,
          note: String(d.quantity),
        })
        host.sendInline({
          account: host.self,
          name: 'logdeposit',
          authorization: [{ actor: host.self, permission: 'active' }],
          data: { owner: d.from, amount: d.quantity },
        })
      },
    },
  }
}

/** The empty world with the receiver on `dov.game`, and 1000 of each token for every player. */
export function testWorld(names: DevchainNames): World {
  return {
    name: 'test',
    description: 'test world',
    accounts: baseAccounts(names).map((a) =>
      a.name === names.game ? { ...a, contract: receiverContract(names.token) } : a,
    ),
    genesis: (g) => {
      baseGenesis(names, g)
      for (const sym of TOKENS) {
        g.action(names.token, 'issue', {
          to: names.token,
          quantity: `${1000 * names.players.length}.0000 ${sym}`,
          memo: '',
        })
        for (const p of names.players) {
          g.action(names.token, 'transfer', {
            from: names.token,
            to: p,
            quantity: `1000.0000 ${sym}`,
            memo: '',
          })
        }
      }
    },
  }
}
