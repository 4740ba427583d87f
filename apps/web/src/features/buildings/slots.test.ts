import { activeTools } from '@dov/game/buildings'
import type { AssetFields, BuildingData, Membership, StakedBuilding } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { filterUnstaked, matchesMachineFilter } from './filters'
import { cardState, stakedViews, unstakedViews } from './slots'

const bdata: BuildingData[] = [
  {
    template_id: 40,
    type: 'Repair',
    token_in: ['3.0000 DOVX'],
    token_out: ['9.0000 DOVR'],
    rarity: 'Rare',
    delay: 1200,
  },
  {
    template_id: 41,
    type: 'Fuel',
    token_in: ['1.0000 DOVX', '1.5000 DOVS'],
    token_out: ['3.0000 DOVF'],
    rarity: 'Common',
    delay: 600,
  },
]

function asset(id: string, templateId: number, utility: string, fusion: number): AssetFields {
  return {
    asset_id: id,
    name: `Building ${id}`,
    img: `Qm${id}`,
    template_id: templateId,
    schema: 'buildings',
    fusion,
    rarity: 'Rare',
    utility,
  }
}

const assets = [asset('1', 40, 'Repair', 3), asset('2', 41, 'Fuel', 1), asset('3', 99, 'Health', 2)]
const staked: StakedBuilding[] = [
  {
    asset_id: '1',
    owner: 'p',
    template_id: 40,
    last_claim: 1_000,
    type: 'Repair',
    rarity: 'Rare',
  },
]
const texts = (amounts: { units: bigint; symbol: string }[]) =>
  amounts.map((a) => `${a.units} ${a.symbol}`)

describe('staked buildings', () => {
  it('take name and image from the asset and flows over the whole delay from bdata', () => {
    const [view] = stakedViews(staked, bdata, {}, assets)
    expect(view).toMatchObject({ assetId: '1', name: 'Building 1', img: 'Qm1', lastClaim: 1_000 })
    expect(view?.flows?.delay).toBe(1200)
    // 3 DOVX/h and 9 DOVR/h over 1200 s = 1/3 h.
    expect(texts(view?.flows?.consumed ?? [])).toEqual(['10000 DOVX'])
    expect(texts(view?.flows?.produced ?? [])).toEqual(['30000 DOVR'])
  })

  it("apply the player's tools: Supreme clock halves the delay, Epic booster +20 %, Rare effort −15 % DOVX", () => {
    const mships: Membership[] = [
      { asset_id: '7', owner: 'p', type: 'clock', rarity: 'Supreme' },
      { asset_id: '8', owner: 'p', type: 'booster', rarity: 'Epic' },
      { asset_id: '9', owner: 'p', type: 'effort', rarity: 'Rare' },
    ]
    const flows = stakedViews(staked, bdata, activeTools(mships), assets)[0]?.flows
    expect(flows?.delay).toBe(600)
    expect(texts(flows?.consumed ?? [])).toEqual(['8500 DOVX'])
    expect(texts(flows?.produced ?? [])).toEqual(['36000 DOVR'])
  })

  it('fall back to a type name without an asset, and to no flows without bdata', () => {
    const [view] = stakedViews([{ ...staked[0], template_id: 7 } as StakedBuilding], bdata, {}, [])
    expect(view).toMatchObject({ name: 'Repair building', img: '', flows: undefined })
    expect(cardState(view ?? { lastClaim: 0, flows: undefined }, 5_000)).toEqual({
      kind: 'unknown',
    })
  })
})

describe('cardState on the chain clock', () => {
  const view = stakedViews(staked, bdata, {}, assets)[0]
  if (view === undefined) throw new Error('no view')

  it("runs until last_claim + delay with one cycle's amounts", () => {
    expect(cardState(view, 1_000 + 1199)).toMatchObject({ kind: 'running', remaining: 1 })
  })

  it('is finished at last_claim + delay, with what the claim settles', () => {
    const state = cardState(view, 2_200)
    expect(state.kind).toBe('finished')
    if (state.kind !== 'finished') return
    expect(state.cycles).toBe(1)
    expect(texts(state.produced)).toEqual(['30000 DOVR'])
    expect(texts(state.consumed)).toEqual(['10000 DOVX'])
  })

  it('counts every finished cycle: after 2.5 delays, 2 cycles are claimed', () => {
    const state = cardState(view, 1_000 + 3_000)
    expect(state).toMatchObject({ kind: 'finished', cycles: 2 })
    if (state.kind === 'finished') expect(texts(state.produced)).toEqual(['60000 DOVR'])
  })
})

describe('unstaked buildings and filters', () => {
  const list = unstakedViews(assets, staked, bdata, {})

  it('are the owned building assets not staked and known to bdata', () => {
    expect(list.map((item) => item.asset.asset_id)).toEqual(['2'])
    expect(texts(list[0]?.flows.consumed ?? [])).toEqual(['1666 DOVX', '2500 DOVS'])
  })

  it('filter by utility and fusion, "All" keeping everything', () => {
    const all = unstakedViews(assets, [], bdata, {})
    expect(filterUnstaked(all, { utility: 'All', fusion: 'All' })).toHaveLength(2)
    expect(filterUnstaked(all, { utility: 'Repair', fusion: 'All' })).toHaveLength(1)
    expect(filterUnstaked(all, { utility: 'Repair', fusion: 1 })).toHaveLength(0)
    expect(filterUnstaked(all, { utility: 'All', fusion: 3 })).toHaveLength(1)
  })

  it('machine view filters by the contract type and rarity', () => {
    expect(
      matchesMachineFilter({ type: 'Fuel', rarity: 'Common' }, { type: 'All', rarity: 'All' }),
    ).toBe(true)
    expect(
      matchesMachineFilter({ type: 'Fuel', rarity: 'Common' }, { type: 'Fuel', rarity: 'Rare' }),
    ).toBe(false)
  })
})
