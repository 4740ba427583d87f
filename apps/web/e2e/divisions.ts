/**
 * The division rules of the product spec (§5), written again for the browser tests from the spec
 * text alone, over the devchain's raw rows, so the screens are checked against numbers computed
 * without the app's code or `@dov/game`:
 * - power: combat power / 10000 × (1 + terrain bonus / 10000), other power added plainly, all
 *   × (1 + Σ bonusw / 1,000,000); 4 decimals (truncated);
 * - authorized: every pre_allow entry below 100 or keyed `tomint` is met, else some unit has the
 *   required template's type and fx and an order at least its order;
 * - result: the best of win, draw, loss whose threshold the power reaches; none when unauthorized;
 * - earnings: the result's resolution × (1 + Σ bonusd / 1,000,000), 3 decimals (truncated).
 */
import type { Devchain } from './fixtures'

type Pair = { key: string; value: number }
export type UnitRow = { template_id: number; type: string; power: number; bonus: Pair[] }
export type ZoneRow = {
  id: number
  name: string
  terrain: string
  costs: Pair[]
  resolutions: Pair[]
  pre_allow: Pair[]
  power: Pair[]
  nbwins: number
}
export type Card = { asset_id: string; name: string; template_id: number; unit: UnitRow }

type Rows<T> = { rows: T[] }

/** The game's unit configs and zones, and `owner`'s unit cards with their configs. */
export async function readWorld(devchain: Devchain, owner: string) {
  const udata = ((await devchain.tableRows('dov.game', 'udata', 'dov.game')) as Rows<UnitRow>).rows
  const zones = ((await devchain.tableRows('dov.game', 'zones', 'dov.game')) as Rows<ZoneRow>).rows
  const response = await fetch(
    `${devchain.url}/atomicassets/v1/assets?owner=${owner}&schema_name=units&limit=1000`,
  )
  const { data } = (await response.json()) as {
    data: { asset_id: string; name: string; template: { template_id: string | number } }[]
  }
  const cards: Card[] = data.map((asset) => {
    const templateId = Number(asset.template.template_id)
    const unit = udata.find((row) => Number(row.template_id) === templateId)
    if (unit === undefined) throw new Error(`no udata for template ${templateId}`)
    return { asset_id: asset.asset_id, name: asset.name, template_id: templateId, unit }
  })
  const zone = (id: number) => {
    const found = zones.find((row) => Number(row.id) === id)
    if (found === undefined) throw new Error(`no zone ${id}`)
    return found
  }
  return { udata, zones, cards, zone }
}

const sum = (pairs: Pair[], key: string, ignoreCase = false) =>
  pairs
    .filter((p) => (ignoreCase ? p.key.toLowerCase() === key.toLowerCase() : p.key === key))
    .reduce((total, p) => total + Number(p.value), 0)

/** "123.4567"-style truncation of integer units with 4 decimals to `decimals`. */
function units(value: bigint, decimals: number): string {
  const whole = value / 10_000n
  const fraction = (value % 10_000n).toString().padStart(4, '0').slice(0, decimals)
  return decimals === 0 ? whole.toString() : `${whole}.${fraction}`
}

export type Expected = {
  power: string
  power1: string
  authorized: boolean
  marker: 'Victory' | 'Draw' | 'Defeat' | undefined
  earnings: string
  earningsUnits: bigint
}

/** What a division of `cards` should show in `zone`, by the spec's rules. */
export function expected(cards: readonly UnitRow[], zone: ZoneRow, udata: readonly UnitRow[]) {
  let base = 0n // power × 10^8
  for (const unit of cards) {
    const power = BigInt(unit.type === 'combat' ? unit.power : 0)
    base +=
      unit.type === 'combat'
        ? power * (10_000n + BigInt(sum(unit.bonus, zone.terrain, true)))
        : power * 100_000_000n
  }
  const bonusw = BigInt(cards.reduce((total, unit) => total + sum(unit.bonus, 'bonusw'), 0))
  const bonusd = BigInt(cards.reduce((total, unit) => total + sum(unit.bonus, 'bonusd'), 0))
  const power = (base * (1_000_000n + bonusw)) / 10_000_000_000n
  const authorized = zone.pre_allow.every((entry) => {
    if (Number(entry.value) < 100 || entry.key === 'tomint') return true
    const required = udata.find((row) => String(row.template_id) === entry.key.trim())
    if (required === undefined) return false
    return cards.some(
      (unit) =>
        unit.type === required.type &&
        sum(unit.bonus, 'fx') === sum(required.bonus, 'fx') &&
        sum(unit.bonus, 'order') >= sum(required.bonus, 'order'),
    )
  })
  const threshold = (key: string) => zone.power.find((p) => p.key === key)?.value
  const reached = (key: string) => {
    const t = threshold(key)
    return t !== undefined && power >= BigInt(t)
  }
  const result = !authorized
    ? undefined
    : reached('win')
      ? 'win'
      : reached('draw')
        ? 'draw'
        : reached('loss')
          ? 'loss'
          : undefined
  const resolution = BigInt(zone.resolutions.find((p) => p.key === result)?.value ?? 0)
  const earningsUnits = (resolution * (1_000_000n + bonusd)) / 1_000_000n
  const marker = { win: 'Victory', draw: 'Draw', loss: 'Defeat' } as const
  return {
    power: units(power, 4),
    power1: units(power, 1),
    authorized,
    marker: result === undefined ? undefined : marker[result],
    earnings: units(earningsUnits, 3),
    earningsUnits,
  } satisfies Expected
}

/** "1.0000" from 10000 units (zone costs). */
export const cost = (zone: ZoneRow, symbol: string) =>
  units(BigInt(zone.costs.find((p) => p.key === symbol)?.value ?? 0), 4)
