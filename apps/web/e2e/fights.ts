import type { Devchain } from './fixtures'

/** Moves the chain's clock to a minute past the next UTC midnight: fights after it end on one day. */
export async function toNextUtcDay(devchain: Devchain) {
  const info = (await (
    await fetch(`${devchain.url}/v1/chain/get_info`, { method: 'POST', body: '{}' })
  ).json()) as { head_block_time: string }
  const head = Date.parse(
    info.head_block_time.endsWith('Z') ? info.head_block_time : `${info.head_block_time}Z`,
  )
  const day = 86_400_000
  await devchain.advanceTime(Math.ceil(((Math.floor(head / day) + 1) * day - head) / 1000) + 60)
}

/** A division as the fights below need it: its id and the zone it fights in. */
export type Fighter = { divID: string | number; zoneID: number }

/** Sends `divisions` of `account` to fight, each in its zone, in one transaction (outside the app). */
export function startFights(devchain: Devchain, account: string, divisions: readonly Fighter[]) {
  return devchain.transact(
    account,
    divisions.map((division) => ({
      account: 'dov.game',
      name: 'startfight',
      data: { player: account, division_id: String(division.divID), zoneID: division.zoneID },
    })),
  )
}

/** `times` fights of `division` in its zone, each claimed once over (10 minutes of chain time). */
export async function fightAndClaim(
  devchain: Devchain,
  account: string,
  division: Fighter,
  times: number,
) {
  for (let fight = 0; fight < times; fight++) {
    await startFights(devchain, account, [division])
    await devchain.advanceTime(600)
    await devchain.transact(account, [
      {
        account: 'dov.game',
        name: 'claimfight',
        data: { player: account, division_id: String(division.divID) },
      },
    ])
  }
}
