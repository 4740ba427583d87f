/**
 * A player's game actions in words: what each one was (a fight started, buildings staked, a
 * craft…), its facts (division, zone, assets, amounts) and what it did to the player's balances
 * per token. Shared by `/activity` and the recent lists of the Buildings and Fight screens.
 * Chain data is untrusted: values are taken as text, never as markup, and cut to a sane length.
 */
import { type Amount, displayAmount } from '@dov/game/amount'
import type { ActivityEntry, BalanceKind } from '../../chain/read/indexer/activityEntry'
import type { ContractAccounts } from '../../config/network'

export type ActivityKind =
  | 'fight-start'
  | 'fight-claim'
  | 'building-stake'
  | 'building-unstake'
  | 'tool-stake'
  | 'tool-unstake'
  | 'production-claim'
  | 'craft'
  | 'deposit'
  | 'withdrawal'
  | 'avatar'
  | 'division-save'
  | 'division-delete'
  | 'other'

/** The kinds the Buildings screen's recent list shows, and the Fight screen's. */
export const BUILDING_KINDS: readonly ActivityKind[] = [
  'building-stake',
  'building-unstake',
  'tool-stake',
  'tool-unstake',
  'production-claim',
]
export const FIGHT_KINDS: readonly ActivityKind[] = [
  'fight-start',
  'fight-claim',
  'division-save',
  'division-delete',
]

const TITLES: Record<ActivityKind, string> = {
  'fight-start': 'Fight started',
  'fight-claim': 'Fight claimed',
  'building-stake': 'Buildings staked',
  'building-unstake': 'Buildings unstaked',
  'tool-stake': 'Tools staked',
  'tool-unstake': 'Tools unstaked',
  'production-claim': 'Production claimed',
  craft: 'Crafted',
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  avatar: 'Avatar changed',
  'division-save': 'Division saved',
  'division-delete': 'Division deleted',
  other: 'Game action',
}

/** Names the screen may know from the tables it reads (zones, craft recipes); absent: ids. */
export type Lookups = {
  zoneName?: (zoneId: number) => string | undefined
  /** A craft's `craft_id` is the template id of the asset it makes. */
  craftName?: (templateId: number) => string | undefined
}

/** One balance change for a player to read: `+22.0000 DOVX`, `in game` or `wallet`. */
export type EffectLine = { text: string; balance: BalanceKind; gain: boolean }

export type ActivityLine = {
  entry: ActivityEntry
  kind: ActivityKind
  title: string
  /** The action's facts, each a short text: `Division 3`, `Zone Omaha Beach`, `Fee 0.5000 DOVF`. */
  facts: string[]
  /** A claimed fight's result as the source found it (Victory, Draw, Defeat); absent: not known. */
  result?: 'Victory' | 'Draw' | 'Defeat'
  effects: EffectLine[]
  /** The balances whose change the source cannot tell (shown as unknown, never as zero). */
  unknown: BalanceKind[]
}

export const BALANCE_LABELS: Record<BalanceKind, string> = { game: 'in game', wallet: 'wallet' }

const MAX_TEXT = 40

/** A scalar of the action's data as text (a name, a number, an id); undefined otherwise. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value.slice(0, MAX_TEXT)
  if (typeof value === 'number' && Number.isFinite(value)) return String(value)
  return undefined
}

function int(value: unknown): number | undefined {
  const n = typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isSafeInteger(n) ? n : undefined
}

/** `+1,234.5000 DOVX` / `−0.5000 DOVX`. */
export function signedAmount(amount: Amount): string {
  const negative = amount.units < 0n
  return `${negative ? '−' : '+'}${displayAmount({ ...amount, units: negative ? -amount.units : amount.units })}`
}

export function kindOf(
  entry: Pick<ActivityEntry, 'contract' | 'action'>,
  contracts: ContractAccounts,
): ActivityKind {
  const { contract, action } = entry
  if (contract === contracts.game) {
    if (action === 'startfight') return 'fight-start'
    if (action === 'claimfight') return 'fight-claim'
    if (action === 'setavatar') return 'avatar'
    if (action === 'deldivision') return 'division-delete'
  } else if (contract === contracts.staking) {
    const kinds: Record<string, ActivityKind> = {
      // The contract's names: `mch` (machines) are the buildings, `bd` the tools.
      regmch: 'building-stake',
      deregmch: 'building-unstake',
      regbd: 'tool-stake',
      deregbd: 'tool-unstake',
      claimmch: 'production-claim',
      startcraft: 'craft',
      withdraw: 'withdrawal',
    }
    return kinds[action] ?? 'other'
  } else if (contract === contracts.divsim) {
    if (action === 'adddivision' || action === 'editdivision') return 'division-save'
  } else if (contract === contracts.token && action === 'transfer') return 'deposit'
  return 'other'
}

/** The asset ids of a stake, unstake or claim: `#1099511627776, #1099511627777` (at most 4). */
function assetFacts(data: Record<string, unknown>, noun: string): string[] {
  const ids = Array.isArray(data.asset_ids) ? data.asset_ids.map(text).filter((id) => !!id) : []
  if (ids.length === 0) return []
  const shown = ids.slice(0, 4).map((id) => `#${id}`)
  const more = ids.length > 4 ? ` and ${ids.length - 4} more` : ''
  return [`${ids.length} ${noun}${ids.length === 1 ? '' : 's'}: ${shown.join(', ')}${more}`]
}

function zoneFact(zoneId: number | undefined, lookups: Lookups): string[] {
  if (zoneId === undefined) return []
  const name = lookups.zoneName?.(zoneId)
  return [name === undefined ? `Zone ${zoneId}` : `Zone ${zoneId}, ${name}`]
}

/**
 * A claim's result in the source's details (`@dov/game/fight`'s result keys) in the fight list's
 * words. Not `resultLabel` itself: its module would bring the fight rules (2.5 KB) into the
 * activity's chunks for three words.
 */
const RESULT_WORDS: Record<string, ActivityLine['result']> = {
  win: 'Victory',
  draw: 'Draw',
  loss: 'Defeat',
}

function claimResult(details: Record<string, unknown>): ActivityLine['result'] {
  const result = details.result
  return typeof result === 'string' && Object.hasOwn(RESULT_WORDS, result)
    ? RESULT_WORDS[result]
    : undefined
}

/**
 * Every entry in words, in the order given (newest first). A claimed fight's zone is the one the
 * source's details name (the division's zone when it was claimed); without them, the zone its
 * division was sent to by the latest start before it among `entries` (a claim's data names only
 * the division).
 */
export function describeEntries(
  entries: readonly ActivityEntry[],
  contracts: ContractAccounts,
  lookups: Lookups = {},
): ActivityLine[] {
  return entries.map((entry, i) => {
    const kind = kindOf(entry, contracts)
    const data = entry.data ?? {}
    const details = entry.details ?? {}
    const facts: string[] = []
    let result: ActivityLine['result']
    const division = text(data.division_id)
    switch (kind) {
      case 'fight-start':
        if (division !== undefined) facts.push(`Division ${division}`)
        facts.push(...zoneFact(int(data.zoneID), lookups))
        break
      case 'fight-claim': {
        if (division !== undefined) facts.push(`Division ${division}`)
        result = claimResult(details)
        const zone = int(details.zoneID)
        if (zone !== undefined) {
          facts.push(...zoneFact(zone, lookups))
          break
        }
        const start = entries
          .slice(i + 1)
          .find(
            (e) => kindOf(e, contracts) === 'fight-start' && text(e.data?.division_id) === division,
          )
        if (start !== undefined) facts.push(...zoneFact(int(start.data?.zoneID), lookups))
        break
      }
      case 'building-stake':
      case 'building-unstake':
      case 'production-claim':
        facts.push(...assetFacts(data, 'building'))
        break
      case 'tool-stake':
      case 'tool-unstake':
        facts.push(...assetFacts(data, 'tool'))
        break
      case 'craft': {
        const craftId = int(data.craft_id)
        const name = craftId === undefined ? undefined : lookups.craftName?.(craftId)
        if (name !== undefined) facts.push(name.slice(0, MAX_TEXT))
        if (craftId !== undefined) facts.push(`Template ${craftId}`)
        const card = text(details.asset_id)
        if (card !== undefined) facts.push(`Card #${card}`)
        break
      }
      case 'deposit':
      case 'withdrawal': {
        const quantity = text(data.quantity)
        if (quantity !== undefined) facts.push(`Amount ${quantity}`)
        const received = entry.effects.find((e) => e.balance === 'wallet')
        const sent = entry.effects.find((e) => e.balance === 'game')
        if (kind === 'withdrawal' && received !== undefined && sent !== undefined) {
          const fee = -sent.amount.units - received.amount.units
          facts.push(`Fee ${displayAmount({ ...sent.amount, units: fee })}`)
        }
        break
      }
      case 'avatar': {
        const avatar = text(data.avatar_id)
        if (avatar !== undefined) facts.push(`Avatar ${avatar}`)
        break
      }
      case 'division-save': {
        const id = text(data.divID)
        facts.push(id === undefined ? 'New division' : `Division ${id}`)
        facts.push(...zoneFact(int(data.zoneID), lookups))
        if (Array.isArray(data.setup))
          facts.push(`${data.setup.length} card${data.setup.length === 1 ? '' : 's'}`)
        break
      }
      case 'division-delete': {
        const id = text(data.asset_id)
        if (id !== undefined) facts.push(`Division ${id}`)
        break
      }
      case 'other':
        facts.push(`${entry.contract.slice(0, 13)} ${entry.action.slice(0, 13)}`)
        break
    }
    return {
      entry,
      kind,
      title: TITLES[kind],
      facts,
      ...(result === undefined ? {} : { result }),
      effects: entry.effects.map((e) => ({
        text: signedAmount(e.amount),
        balance: e.balance,
        gain: e.amount.units > 0n,
      })),
      unknown: entry.unknown,
    }
  })
}

/** The sum of the entries' effects, per balance and token, zeros left out (gains first). */
export function netEffects(entries: readonly ActivityEntry[]): EffectLine[] {
  const sums = new Map<string, { balance: BalanceKind; amount: Amount }>()
  for (const entry of entries)
    for (const e of entry.effects) {
      const key = `${e.balance} ${e.amount.symbol}`
      const sum = sums.get(key)
      sums.set(key, {
        balance: e.balance,
        amount:
          sum === undefined
            ? e.amount
            : { ...sum.amount, units: sum.amount.units + e.amount.units },
      })
    }
  return [...sums.values()]
    .filter((s) => s.amount.units !== 0n)
    .sort((a, b) =>
      a.balance === b.balance
        ? a.amount.symbol.localeCompare(b.amount.symbol)
        : a.balance === 'game'
          ? -1
          : 1,
    )
    .map((s) => ({ text: signedAmount(s.amount), balance: s.balance, gain: s.amount.units > 0n }))
}
