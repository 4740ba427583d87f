/**
 * The devchain's game tables as the Hall of Fame's browser tests and screenshots read them: plain
 * chain API calls, no app code. `strongestDivision` puts a demo player on the armed forces' board
 * with a real `editdivision`.
 */
import type { Devchain } from './fixtures'

export type Json = Record<string, unknown>
export type Pair = { key: string; value: number }
export type Division = {
  divID: number
  owner: string
  zoneID: number
  units: { key: string; value: string }[]
}
export type UnitRow = { template_id: number; type: string; power: number; bonus: Pair[] }

export async function rpc(devchain: Devchain, path: string, body: Json): Promise<Json> {
  const response = await fetch(`${devchain.url}/v1/chain/${path}`, {
    method: 'POST',
    body: JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`)
  return (await response.json()) as Json
}

/** Every row of a `dov.game` table, page after page. */
export async function allRows<T>(
  devchain: Devchain,
  table: string,
  scope = 'dov.game',
): Promise<T[]> {
  const rows: T[] = []
  for (let lower = ''; ; ) {
    const page = await rpc(devchain, 'get_table_rows', {
      json: true,
      code: 'dov.game',
      scope,
      table,
      lower_bound: lower,
      limit: 1000,
    })
    rows.push(...(page.rows as T[]))
    if (page.more !== true) return rows
    lower = String(page.next_key)
  }
}

/** The accounts with `infos` rows. */
export async function infoOwners(devchain: Devchain): Promise<string[]> {
  const owners: string[] = []
  for (let lower = ''; ; ) {
    const page = await rpc(devchain, 'get_table_by_scope', {
      code: 'dov.game',
      table: 'infos',
      lower_bound: lower,
      limit: 1000,
    })
    for (const row of page.rows as { scope: string; count: number }[])
      if (row.count > 0) owners.push(row.scope)
    if (page.more === '') return owners
    lower = String(page.more)
  }
}

/**
 * Rebuilds `player`'s first division with the strongest combat cards it has (placed in it or
 * free), through the division simulator's `editdivision`, as the builder would.
 */
export async function strongestDivision(devchain: Devchain, player: string) {
  const [divisions, nfts, udata] = await Promise.all([
    allRows<Division>(devchain, 'sdivisions'),
    allRows<{ asset_id: string }>(devchain, 'nfts'),
    allRows<UnitRow>(devchain, 'udata'),
  ])
  const division = divisions.find((d) => d.owner === player)
  if (division === undefined) throw new Error(`${player} has no division`)
  const placed = new Set(nfts.map((n) => String(n.asset_id)))
  const combatPower = new Map(
    udata.filter((u) => u.type === 'combat').map((u) => [Number(u.template_id), Number(u.power)]),
  )
  const { data } = (await fetch(
    `${devchain.url}/atomicassets/v1/assets?owner=${player}&schema_name=units&limit=1000`,
  ).then((r) => r.json())) as { data: { asset_id: string; template: { template_id: string } }[] }
  const own = new Set(division.units.map((u) => u.value))
  const cards = data
    .filter((a) => own.has(a.asset_id) || !placed.has(a.asset_id))
    .map((a) => ({ id: a.asset_id, power: combatPower.get(Number(a.template.template_id)) }))
    .filter((c): c is { id: string; power: number } => c.power !== undefined)
    .sort((a, b) => b.power - a.power)
    .slice(0, 10)
  const setup = [
    ...division.units.filter((u) => !u.key.startsWith('combat')),
    ...cards.map((card, i) => ({ key: `combat${4 + i}`, value: card.id })),
  ]
  await devchain.transact(player, [
    {
      account: 'dov.divsim',
      name: 'editdivision',
      data: { divID: division.divID, player, setup, zoneID: division.zoneID },
    },
  ])
}

/**
 * A commander's rank from their victories on objectives, as docs/rules.md "Commander rank" writes
 * the thresholds (the tests' own table, not `@dov/game`'s).
 */
export function rankTitle(victories: number): string {
  const ranks: [number, string][] = [
    [600, 'General'],
    [250, 'Colonel'],
    [100, 'Major'],
    [40, 'Captain'],
    [15, 'Lieutenant'],
    [5, 'Sergeant'],
    [1, 'Corporal'],
  ]
  return ranks.find(([from]) => victories >= from)?.[1] ?? 'Private'
}
