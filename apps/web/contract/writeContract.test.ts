// @vitest-environment node
/**
 * The write half of the chain-app contract: every action the app signs, built by its own
 * builders (`src/chain/write/`), is encoded against the ABI the devchain serves over
 * `/v1/chain/get_abi`, as a wallet does before it signs. Both sides take their action shapes from
 * `@dov/game/actions`, so the typecheck catches a drift between them; this test catches one
 * between those types and what a chain actually serves (a field type the serializer refuses, a
 * struct the ABI misnames, a builder sending a value of the wrong kind). A mismatch fails naming
 * the contract, the action and the field. (The app never imports the devchain: it reads the ABI
 * over HTTP, as from a node.)
 */
import { ABI, Serializer } from '@wharfkit/antelope'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type RunningDevchain, startDevchain } from '../e2e/devchain'
import { freePort } from '../e2e/servers'
import type { Contract, ContractActionName, TypedAction } from '../src/chain/write/action'
import { addDivision, editDivision } from '../src/chain/write/divsim'
import { claimFight, deleteDivision, setAvatar, startFight } from '../src/chain/write/game'
import {
  claimBuildings,
  stakeBuildings,
  stakeTools,
  startCraft,
  unstakeBuildings,
  unstakeTools,
  withdraw,
} from '../src/chain/write/staking'
import { deposit } from '../src/chain/write/token'

const IDS = ['1099511627776', '1099511627777']
const SETUP = [
  { key: 'officer', value: '1099511627776' },
  { key: 'combat1', value: '1099511627777' },
]

/**
 * One action of each name the app signs, from its builder. Typed by the app's action map, so an
 * action added to `@dov/game/actions` without a sample here fails the typecheck.
 */
const BUILT: { [C in Contract]: { [N in ContractActionName<C>]: TypedAction<C, N> } } = {
  token: { transfer: deposit('player1', '12.5000 DOVX') },
  staking: {
    withdraw: withdraw('player1', '10.0000 DOVF'),
    startcraft: startCraft('player1', 7),
    regbd: stakeTools('player1', IDS),
    deregbd: unstakeTools('player1', IDS),
    regmch: stakeBuildings('player1', IDS),
    deregmch: unstakeBuildings('player1', IDS),
    claimmch: claimBuildings(IDS),
  },
  game: {
    startfight: startFight('player1', 2, 5),
    claimfight: claimFight('player1', 2),
    deldivision: deleteDivision(3),
    setavatar: setAvatar('player1', 4),
  },
  divsim: {
    adddivision: addDivision('player1', 3, SETUP),
    editdivision: editDivision('player1', 2, 4, SETUP),
  },
}

const ACTIONS: { account: string; name: string; data: object }[] = Object.values(BUILT).flatMap(
  (byName) => Object.values<{ account: string; name: string; data: object }>(byName),
)

let devchain: RunningDevchain | undefined
const abis = new Map<string, ABI>()

/** The ABI of `account`, as the devchain serves it. */
async function servedAbi(account: string): Promise<ABI> {
  const cached = abis.get(account)
  if (cached) return cached
  if (!devchain) throw new Error('devchain not started')
  const response = await fetch(`${devchain.url}/v1/chain/get_abi`, {
    method: 'POST',
    body: JSON.stringify({ account_name: account }),
  })
  const body = (await response.json()) as { abi?: ABI.Def }
  if (!response.ok || !body.abi) throw new Error(`get_abi ${account}: ${JSON.stringify(body)}`)
  const abi = ABI.from(body.abi)
  abis.set(account, abi)
  return abi
}

/**
 * What is wrong with `action` against its contract's ABI, one line per problem, each naming the
 * contract, the action and the field: an action the ABI lacks, a field the data lacks or the ABI
 * does not know (the serializer would drop it unsaid), a value the serializer refuses.
 */
function mismatches(abi: ABI, action: { account: string; name: string; data: object }): string[] {
  const at = `${action.account} ${action.name}`
  const type = abi.getActionType(action.name)
  if (type === undefined) return [`${at}: the ABI has no such action`]
  const fields = abi.resolveType(type).allFields?.map((field) => field.name)
  if (fields === undefined) return [`${at}: the ABI's type ${type} is not a struct`]
  const sent = Object.keys(action.data)
  const problems = [
    ...fields
      .filter((field) => !sent.includes(field))
      .map((field) => `${at}: field ${field} is in the ABI, not in the data`),
    ...sent
      .filter((field) => !fields.includes(field))
      .map((field) => `${at}: field ${field} is in the data, not in the ABI`),
  ]
  if (problems.length > 0) return problems
  try {
    Serializer.encode({ object: action.data, type, abi })
  } catch (error) {
    // wharfkit names the field in its coding path: `Encoding error at root<T>.field<type>: …`.
    return [`${at}: ${error instanceof Error ? error.message : String(error)}`]
  }
  return []
}

beforeAll(async () => {
  devchain = await startDevchain(await freePort(), 'demo')
}, 90_000)

afterAll(async () => {
  await devchain?.stop()
})

describe("every action the app signs encodes against the devchain's ABI", () => {
  it.each(ACTIONS.map((action) => [`${action.account} ${action.name}`, action] as const))(
    '%s',
    async (_, action) => {
      expect(mismatches(await servedAbi(action.account), action)).toEqual([])
    },
  )

  it('names the action and the field of a mismatch', async () => {
    const { account, data } = BUILT.game.startfight
    const renamed = { player: data.player, divisionId: data.division_id, zoneID: data.zoneID }
    expect(
      mismatches(await servedAbi(account), { account, name: 'startfight', data: renamed }),
    ).toEqual([
      `${account} startfight: field division_id is in the ABI, not in the data`,
      `${account} startfight: field divisionId is in the data, not in the ABI`,
    ])
    const wrongKind = { ...data, division_id: 'two' }
    expect(
      mismatches(await servedAbi(account), { account, name: 'startfight', data: wrongKind }),
    ).toEqual([expect.stringMatching(/^\S+ startfight: .*division_id/)])
  })
})
