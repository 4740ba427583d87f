/**
 * What each signed action changes on chain, as the reads that show it: after a confirmed
 * transaction only these are read again (`chain/wallet/reload.ts`), not every read of every
 * screen. Exhaustive by type: a new action in `ContractActions` fails the typecheck until it says
 * what it changes. Read from the contracts' effects (docs/contracts.md): e.g. `claimfight` ends
 * the division's fight (`sdivisions`), may add a win (`infos`) and pays DOVX into the in-game
 * balance (staking `balances`).
 */
import { AVATAR_SYMBOL } from '@dov/game/amount'
import type { ActionDataOf, ActionName } from './action'

/** A read a transaction can change: one table of a contract (every scope), or the owned assets. */
export type ChangedRead =
  | { kind: 'table'; contract: TableContract; table: string }
  | { kind: 'assets' }

/** The contracts whose tables the app reads (keys of the network's `contracts`). */
type TableContract = 'game' | 'staking' | 'token'

const table = (contract: TableContract, name: string): ChangedRead => ({
  kind: 'table',
  contract,
  table: name,
})

const IN_GAME_BALANCES = table('staking', 'balances')
const WALLET_BALANCES = table('token', 'accounts')
const DIVISIONS = table('game', 'sdivisions')
const PLACED_CARDS = table('game', 'nfts')
const TOOLS = table('staking', 'mships')
const BUILDINGS = table('staking', 'buildings')

export const ACTION_CHANGES: { readonly [N in ActionName]: readonly ChangedRead[] } = {
  // The app's only transfer is the deposit: wallet to in-game balance.
  transfer: [WALLET_BALANCES, IN_GAME_BALANCES],
  withdraw: [IN_GAME_BALANCES, WALLET_BALANCES],
  // Pays the recipe, lowers its stock, mints the item to the player.
  startcraft: [IN_GAME_BALANCES, table('staking', 'cdata'), { kind: 'assets' }],
  // Tools: staking pays their fee.
  regbd: [TOOLS, IN_GAME_BALANCES],
  deregbd: [TOOLS],
  // Buildings: staking pays the first cycle's consumption; a claim settles the cycles.
  regmch: [BUILDINGS, IN_GAME_BALANCES],
  deregmch: [BUILDINGS],
  claimmch: [BUILDINGS, IN_GAME_BALANCES],
  startfight: [DIVISIONS, IN_GAME_BALANCES],
  claimfight: [DIVISIONS, table('game', 'infos'), IN_GAME_BALANCES],
  deldivision: [DIVISIONS, PLACED_CARDS],
  // The avatar is the AVT row of the in-game balances, and its cost is paid from them.
  setavatar: [IN_GAME_BALANCES],
  adddivision: [DIVISIONS, PLACED_CARDS],
  editdivision: [DIVISIONS, PLACED_CARDS],
}

const isKnown = (name: string): name is ActionName => Object.hasOwn(ACTION_CHANGES, name)

/**
 * What a transaction of these actions changes, each read once; `everything` when one of them is
 * not an action of the map (nothing the app signs, but then nothing is assumed unchanged).
 */
export function changedReads(actions: readonly { name: string }[]): ChangedRead[] | 'everything' {
  const seen = new Map<string, ChangedRead>()
  for (const { name } of actions) {
    if (!isKnown(name)) return 'everything'
    for (const change of ACTION_CHANGES[name]) {
      seen.set(change.kind === 'assets' ? 'assets' : `${change.contract}/${change.table}`, change)
    }
  }
  return [...seen.values()]
}

/**
 * What a confirmed action's own data says of its result, where it says all of it: the cache is
 * set to it at once (`chain/wallet/changedKeys.ts`), then the reads are read again to confirm. A
 * deposit moves its quantity from the wallet to the in-game balance; a withdrawal takes it from the
 * in-game balance (what reaches the wallet depends on the fee, `configs`, which the re-read
 * brings: computing it here would put the fee rules in this chunk); an avatar choice sets the AVT
 * row (its cost, from the avatars table, is left to the re-read). Claims, fights, crafts and
 * stakes depend on chain time or on tables the action does not carry, and a new division gets its
 * id from the chain: for them only the re-read says. An edited division's setup and zone are in
 * its action, but its rows (the owner's list and the full scan) did not fit this chunk's 1 KB
 * budget beside the balances: the re-read brings them.
 *
 * Each is a balance row of `account` (in-game or in the wallet): `quantity` added (`sign` 1),
 * taken (-1) or set (0).
 */
export type KnownResult = {
  of: 'in-game' | 'wallet'
  account: string
  quantity: string
  sign: 1 | -1 | 0
}

/** The actions whose data says what they did; `staking` is the staking contract. */
export const ACTION_RESULTS: {
  readonly [N in ActionName]?: (data: ActionDataOf<N>, staking: string) => KnownResult[]
} = {
  // The app's only transfer is the deposit; any other says nothing of the in-game balance.
  transfer: ({ from: account, to, quantity, memo }, staking) =>
    to === staking && memo === 'deposit'
      ? [
          { of: 'wallet', account, quantity, sign: -1 },
          { of: 'in-game', account, quantity, sign: 1 },
        ]
      : [],
  withdraw: ({ player, quantity }) => [{ of: 'in-game', account: player, quantity, sign: -1 }],
  // The avatar is the AVT row of the in-game balances: "4 AVT".
  setavatar: ({ player, avatar_id }) => [
    { of: 'in-game', account: player, quantity: `${avatar_id} ${AVATAR_SYMBOL}`, sign: 0 },
  ],
}

/** The known results of a transaction's actions (as the transaction holds them), in order. */
export function knownResults(
  actions: readonly { name: string; data?: unknown }[],
  staking: string,
): KnownResult[] {
  return actions.flatMap((action) => {
    const result = isKnown(action.name) ? ACTION_RESULTS[action.name] : undefined
    // Named `name`, the action's data is that action's: TypeScript does not narrow a union by
    // a generic name.
    return result === undefined || action.data === undefined
      ? []
      : (result as (data: unknown, staking: string) => KnownResult[])(action.data, staking)
  })
}
