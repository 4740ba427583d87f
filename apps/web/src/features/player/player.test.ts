import { describe, expect, it } from 'vitest'
import type { IndexedPlayer } from '../../chain/read/indexer/player'
import { chainDivisions, chainView, divisionRankText, indexedView, rankText } from './player'

const noPlace = { bunker: null, camp: null, radar: null, hq: null, bridge: null }

const indexed = (divisions: IndexedPlayer['divisions']): IndexedPlayer => ({
  chainId: 'c',
  asOf: { blockNum: 1, blockId: 'b', time: 0 },
  catchingUp: false,
  account: 'player5',
  known: true,
  avatar: 1,
  divisions,
  standing: { officers: null, objectives: noPlace, forces: [] },
  recentVictories: [],
  medals: [],
})
const division = (divID: number, endTime: number) => ({
  divID,
  zoneID: 1,
  power: 10_000,
  rank: divID,
  fighting: endTime !== 0,
  endTime,
  units: 1,
})

describe("a commander page's figures", () => {
  it('numbers the divisions by id and calls fighting only a fight still running', () => {
    const view = indexedView(indexed([division(9, 0), division(3, 2_000), division(5, 500)]), 1_000)
    expect(view.divisions.map((d) => [d.title, d.divID, d.fighting, d.power])).toEqual([
      ['DIVISION 1', 3, true, '1.0'],
      // Over but not claimed: the indexer counts it as fighting, the page does not.
      ['DIVISION 2', 5, false, '1.0'],
      ['DIVISION 3', 9, false, '1.0'],
    ])
  })

  it('sums the victories per objective, and waits for the ranks until everyone is read', () => {
    const view = chainView({
      divisions: [],
      wins: [
        { zone: 1, wins: 2 },
        { zone: 4, wins: 1 },
        { zone: 17, wins: 5 },
        { zone: 21, wins: 9 },
      ],
      avatarId: 1,
      forces: undefined,
      standing: undefined,
    })
    expect(view.known).toBe(true)
    expect(view.boards.map((row) => [row.board, row.victories, rankText(row.rank)])).toEqual([
      ['officers', 8, '…'],
      ['bunker', 3, '…'],
      ['camp', 0, '…'],
      ['radar', 0, '…'],
      ['hq', 0, '…'],
      ['bridge', 5, '…'],
    ])
    expect(view.recent).toBeNull()
  })

  it('writes ranks as the boards do', () => {
    expect(rankText(null)).toBe('not ranked')
    expect(rankText(1234)).toBe('#1,234')
    expect(divisionRankText(3)).toBe('#3 of all divisions')
    expect(divisionRankText(undefined)).toBe('…')
  })

  it('says an account with no division and no victory never played', () => {
    const view = chainView({
      divisions: [],
      wins: [{ zone: 1, wins: 0 }],
      avatarId: 1,
      forces: [],
      standing: { officers: null, objectives: noPlace },
    })
    expect(view.known).toBe(false)
    expect(view.boards.every((row) => row.rank === null)).toBe(true)
  })
})

describe('chainDivisions', () => {
  const row = (divID: number, end_time: number) => ({ divID, zoneID: divID + 1, end_time })

  it('each division with its entry’s power, fighting only while its fight runs', () => {
    const divisions = [row(4, 0), row(2, 2_000), row(7, 1_000)]
    expect(chainDivisions(divisions, [{ power: 5 }, { power: 7 }, { power: 9 }], 1_000)).toEqual([
      { divID: 4, zoneID: 5, power: 5, fighting: false },
      { divID: 2, zoneID: 3, power: 7, fighting: true },
      // Its end reached: over, not fighting.
      { divID: 7, zoneID: 8, power: 9, fighting: false },
    ])
  })

  it('a division without an entry has no power; none, none', () => {
    expect(chainDivisions([row(1, 0)], [], 0)).toEqual([
      { divID: 1, zoneID: 2, power: 0, fighting: false },
    ])
    expect(chainDivisions([], [], 0)).toEqual([])
  })
})
