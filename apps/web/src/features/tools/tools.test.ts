import type { AssetFields, Membership, ToolData } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { aTool, stakedTools, unstakedTools } from './tools'

function tool(id: string, templateId: number, utility: string, name = `Tool ${id}`): AssetFields {
  return {
    asset_id: id,
    name,
    img: `Qm${id}`,
    template_id: templateId,
    schema: 'tools',
    fusion: 1,
    rarity: 'Common',
    utility,
  }
}

const assets = [
  tool('1', 10, 'clock', 'Field Clock Common'),
  tool('2', 11, 'clock', 'Field Clock Rare'),
  tool('3', 20, 'effort', 'Manual'),
  tool('4', 99, 'mystery'),
]
const tdata: ToolData[] = [
  { template_id: 10, type: 'clock', rarity: 'Common', fee: ['1.0000 DOVF'] },
  { template_id: 11, type: 'clock', rarity: 'Rare', fee: ['3.0000 DOVF'] },
  { template_id: 20, type: 'effort', rarity: 'Uncommon', fee: ['2.0000 DOVS'] },
]
const mships: Membership[] = [{ asset_id: '2', owner: 'p', type: 'clock', rarity: 'Rare' }]

describe('tools screen', () => {
  it('names staked tools from their assets, else from type and rarity', () => {
    expect(stakedTools(mships, assets)).toEqual([
      { assetId: '2', name: 'Field Clock Rare', img: 'Qm2', type: 'clock', rarity: 'Rare' },
    ])
    expect(stakedTools(mships, [])[0]?.name).toBe('Rare clock')
  })

  it('offers the unstaked tools of the slot type with their stake fees', () => {
    expect(unstakedTools(assets, mships, tdata, 'clock')).toEqual([
      { asset: assets[0], type: 'clock', fees: ['1.0000 DOVF'] },
    ])
    expect(unstakedTools(assets, mships, tdata, 'effort').map((t) => t.asset.asset_id)).toEqual([
      '3',
    ])
    expect(unstakedTools(assets, mships, tdata, 'booster')).toEqual([])
  })

  it('falls back to the asset utility and unknown fees when tdata is unreadable', () => {
    expect(unstakedTools(assets, [], undefined, 'clock')).toEqual([
      { asset: assets[0], type: 'clock', fees: undefined },
      { asset: assets[1], type: 'clock', fees: undefined },
    ])
  })

  it('names a tool type with its article', () => {
    expect(['clock', 'booster', 'effort'].map((t) => aTool(t as 'clock'))).toEqual([
      'a clock',
      'a booster',
      'an effort',
    ])
  })
})
