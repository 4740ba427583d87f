import { describe, expect, it } from 'vitest'
import type { IndexedHof } from '../../chain/read/indexer/hof'
import { ownMismatches } from './ownRows'

const hof: IndexedHof = {
  chainId: 'c',
  asOf: { blockNum: 1, blockId: 'b', time: 0 },
  catchingUp: false,
  officers: [
    { rank: 1, owner: 'army.ike', victories: 20 },
    { rank: 2, owner: 'player1', victories: 9 },
  ],
  objectives: {
    bunker: [{ rank: 1, owner: 'player1', victories: 5 }],
    camp: [{ rank: 1, owner: 'player1', victories: 4 }],
    radar: [],
    hq: [],
    bridge: [],
  },
  forces: [],
  avatars: new Map(),
  victories: new Map(),
  week: { start: 0, top: [] },
}

describe("the player's own rows against the chain", () => {
  it('agree: nothing to say', () => {
    const wins = [
      { zone: 1, wins: 3 },
      { zone: 2, wins: 2 },
      { zone: 5, wins: 4 },
    ]
    expect(ownMismatches(hof, 'player1', wins)).toEqual([])
  })

  it('differ: each board where they do, with both figures', () => {
    const wins = [
      { zone: 1, wins: 4 },
      { zone: 2, wins: 2 },
      { zone: 5, wins: 4 },
    ]
    expect(ownMismatches(hof, 'player1', wins)).toEqual([
      'Officers: 10 on the chain, 9 here',
      'Bunker: 6 on the chain, 5 here',
    ])
  })

  it('a player on no board cannot be compared', () => {
    expect(ownMismatches(hof, 'player2', [{ zone: 1, wins: 50 }])).toEqual([])
  })
})
