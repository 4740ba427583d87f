import { describe, expect, it, vi } from 'vitest'
import { network } from '../../config/current'
import { earnedMedals, type MedalsPage } from './earnedMedals'
import { PLACES_TRIES } from './hofPlaces'

const TRX = 'a'.repeat(64)
const OTHER = 'b'.repeat(64)
const none = { bunker: null, camp: null, radar: null, hq: null, bridge: null }
const claim = { account: 'player2', trxId: TRX, wins: [{ zone: 1, wins: 3 }] }
type Medal = MedalsPage['medals'][number]
const medal = (id: string, trxId: string | null): Medal => ({ id, trxId })

/** player2's page counting `victories` in zone 1 (a Bunker zone), holding `medals`. */
const page = (victories: number, medals: Medal[], chainId = network.chainId): MedalsPage => {
  const place = { rank: 4, victories }
  return { chainId, standing: { officers: place, objectives: { ...none, bunker: place } }, medals }
}
const noWait = async () => {}

describe('the medals a claim earned', () => {
  it("are the page's medals of the claim's transaction, once the page counts the claim's wins", async () => {
    const held = [medal('first-victory', null), medal('bunker', OTHER)]
    const answers = [
      page(2, held),
      page(3, [...held, medal('hat-trick', TRX), medal('zone-veteran', TRX)]),
    ]
    const read = vi.fn(async () => answers.shift() ?? page(0, []))
    const medals = await earnedMedals(claim, read, noWait)
    // In the medals' own order, each with the words the report shows.
    expect(medals?.map((m) => [m.id, m.name])).toEqual([
      ['zone-veteran', 'Zone Veteran'],
      ['hat-trick', 'Hat-Trick'],
    ])
    expect(read).toHaveBeenCalledTimes(2)
  })

  it('are none when the claim earned none', async () => {
    expect(
      await earnedMedals(claim, async () => page(3, [medal('bunker', OTHER)]), noWait),
    ).toEqual([])
  })

  it('are not known when the indexer fails, answers for another chain, or never counts the claim', async () => {
    const failing = vi.fn(async (): Promise<MedalsPage> => {
      throw new Error('indexer down')
    })
    expect(await earnedMedals(claim, failing, noWait)).toBeUndefined()
    expect(failing).toHaveBeenCalledTimes(PLACES_TRIES)
    const elsewhere = async () => page(3, [medal('hat-trick', TRX)], 'f'.repeat(64))
    expect(await earnedMedals(claim, elsewhere, noWait)).toBeUndefined()
    const behind = vi.fn(async () => page(2, []))
    expect(await earnedMedals(claim, behind, noWait)).toBeUndefined()
    expect(behind).toHaveBeenCalledTimes(PLACES_TRIES)
  })
})
