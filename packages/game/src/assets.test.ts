import { describe, expect, it } from 'vitest'
import { enrichAsset, unitLookup, unitStats } from './assets'
import type { AssetFields, UnitConfig } from './rows'

const udata: UnitConfig[] = [
  { template_id: 10, type: 'combat', power: 900_000, bonus: [{ key: 'desert', value: 100 }] },
  { template_id: 11, type: 'officer', power: 55, bonus: [{ key: 'order', value: 2 }] },
]
const fields = (template_id: number, utility = ''): AssetFields => ({
  asset_id: '1099511627776123',
  name: 'Unit',
  img: 'Qm',
  template_id,
  schema: 'units',
  fusion: 1,
  rarity: 'Rare',
  utility,
})

describe('enrichAsset', () => {
  it('combat keeps its udata power and bonus', () => {
    const asset = enrichAsset(fields(10), udata)
    expect(asset).toMatchObject({ type: 'combat', power: 900_000, bonus: udata[0]?.bonus })
    expect(asset.asset_id).toBe('1099511627776123')
  })
  it('a non-combat unit gets power 0 (udata 55 ignored) and its bonus', () => {
    expect(enrichAsset(fields(11), udata)).toMatchObject({ type: 'officer', power: 0 })
  })
  it('a template not in udata: type = utility, power 0, no bonus', () => {
    expect(enrichAsset(fields(99, 'Fuel'), udata)).toMatchObject({
      type: 'Fuel',
      power: 0,
      bonus: [],
    })
  })
  it('unitStats and unitLookup give the same stats', () => {
    const asset = enrichAsset(fields(10), udata)
    expect(unitLookup([asset])('1099511627776123')).toEqual(unitStats(10, udata))
    expect(unitLookup([asset])('2')).toBeUndefined()
  })
})
