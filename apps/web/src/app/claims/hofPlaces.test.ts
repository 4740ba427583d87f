import type { Places } from '@dov/game/battleReport'
import { describe, expect, it, vi } from 'vitest'
import { PLACES_TRIES, placesAfter, placesBefore } from './hofPlaces'

const none = { bunker: null, camp: null, radar: null, hq: null, bridge: null }
const standing = (officers: number, bunker: number, victories: number): Places => ({
  officers: { rank: officers, victories },
  objectives: { ...none, bunker: { rank: bunker, victories } },
})
const before = [{ zone: 1, wins: 20 }]
const after = [{ zone: 1, wins: 21 }]
const noWait = async () => {}

describe('Hall of Fame places', () => {
  it('compares the standing as of the wins before with the first as of the wins after', async () => {
    const answers = [standing(7, 6, 20), standing(7, 6, 20), standing(5, 5, 21)]
    const read = vi.fn(async () => answers.shift() ?? standing(1, 1, 99))
    const was = placesBefore('player5', before, read)
    // The indexer had not read the claim at first: asked again until it has.
    expect(await placesAfter('player5', was, after, read, noWait)).toEqual([
      { board: 'officers', rank: 5, was: 7 },
      { board: 'bunker', rank: 5, was: 6 },
    ])
    expect(read).toHaveBeenCalledTimes(3)
  })

  it('says nothing when the standing before is past the claim, or the indexer fails', async () => {
    const ahead = vi.fn(async () => standing(5, 5, 21))
    expect(
      await placesAfter('player5', placesBefore('player5', before, ahead), after, ahead, noWait),
    ).toBeUndefined()
    const down = vi.fn(async (): Promise<Places> => {
      throw new Error('indexer down')
    })
    expect(await placesBefore('player5', before, down)).toBeUndefined()
  })

  it('gives up after PLACES_TRIES answers that are not as of the wins after', async () => {
    const read = vi.fn(async () => standing(7, 6, 20))
    expect(
      await placesAfter('player5', placesBefore('player5', before, read), after, read, noWait),
    ).toBeUndefined()
    expect(read).toHaveBeenCalledTimes(1 + PLACES_TRIES)
  })
})
