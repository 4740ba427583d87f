import { describe, expect, it } from 'vitest'
import { ChainDataError } from './errors'
import {
  AtomicAssetSchema,
  AtomicTemplateSchema,
  BalanceRowSchema,
  BuildingDataSchema,
  ChainBool,
  ChainId,
  ChainInt,
  ChainSeconds,
  CraftDataSchema,
  DivisionSchema,
  GameConfigSchema,
  MembershipSchema,
  NftRowSchema,
  parseChainTime,
  parseRows,
  parseWith,
  RaritySchema,
  StakedBuildingSchema,
  UnitConfigSchema,
  ZoneSchema,
  ZoneWinsSchema,
} from './schemas'

const T = 'test/table'

function errorOf(run: () => unknown): ChainDataError {
  try {
    run()
  } catch (error) {
    if (error instanceof ChainDataError) return error
    throw error
  }
  throw new Error('expected a ChainDataError')
}

describe('scalars', () => {
  it('reads integers written as numbers or decimal strings', () => {
    expect(parseWith(ChainInt, 42, T)).toBe(42)
    expect(parseWith(ChainInt, '4294967296', T)).toBe(4294967296)
    expect(parseWith(ChainInt, '-1', T)).toBe(-1)
    expect(errorOf(() => parseWith(ChainInt, '1.5', T)).detail).toContain('integer')
    expect(errorOf(() => parseWith(ChainInt, 1.5, T)).detail).toContain('integer')
    expect(errorOf(() => parseWith(ChainInt, '18446744073709551615', T)).detail).toContain('2^53')
    expect(() => parseWith(ChainInt, null, T)).toThrow(ChainDataError)
  })

  it('reads uint64 ids as decimal strings, beyond 2^53 too', () => {
    expect(parseWith(ChainId, 1099511627776, T)).toBe('1099511627776')
    expect(parseWith(ChainId, '1099511627776123456', T)).toBe('1099511627776123456')
    expect(parseWith(ChainId, 7, T)).toBe('7')
    for (const bad of [-1, 1.5, '', '01', '1e3', 'abc', null]) {
      expect(() => parseWith(ChainId, bad, T)).toThrow(ChainDataError)
    }
  })

  it('reads booleans and 0/1 flags', () => {
    expect(parseWith(ChainBool, true, T)).toBe(true)
    expect(parseWith(ChainBool, 0, T)).toBe(false)
    expect(parseWith(ChainBool, 1, T)).toBe(true)
    expect(() => parseWith(ChainBool, 2, T)).toThrow('boolean')
    expect(() => parseWith(ChainBool, 'true', T)).toThrow(ChainDataError)
  })

  it('reads rarities by name in any case or by rank', () => {
    expect(parseWith(RaritySchema, 'Epic', T)).toBe('Epic')
    expect(parseWith(RaritySchema, 'legendary', T)).toBe('Legendary')
    expect(parseWith(RaritySchema, 6, T)).toBe('Supreme')
    expect(parseWith(RaritySchema, 1, T)).toBe('Common')
    for (const bad of [0, 7, 1.5, 'Mythic', null]) {
      expect(() => parseWith(RaritySchema, bad, T)).toThrow(ChainDataError)
    }
  })

  it('reads nodeos times as UTC although they have no Z', () => {
    expect(parseChainTime('2025-01-01T00:00:00.500')).toBe(Date.UTC(2025, 0, 1, 0, 0, 0, 500))
    expect(parseChainTime('2025-01-01T00:00:01')).toBe(Date.UTC(2025, 0, 1, 0, 0, 1))
    expect(parseChainTime('2025-01-01T00:00:01Z')).toBe(Date.UTC(2025, 0, 1, 0, 0, 1))
    expect(parseChainTime('yesterday')).toBeUndefined()
    expect(parseChainTime('2025-13-45T99:00:00')).toBeUndefined()
    expect(parseWith(ChainSeconds, '2025-01-01T00:00:01.999', T)).toBe(
      Date.UTC(2025, 0, 1) / 1000 + 1,
    )
    expect(parseWith(ChainSeconds, 1735689600, T)).toBe(1735689600)
    expect(parseWith(ChainSeconds, '1735689600', T)).toBe(1735689600)
    expect(errorOf(() => parseWith(ChainSeconds, 'soon', T)).detail).toContain('"soon"')
  })
})

describe('row schemas', () => {
  const zone = {
    id: 1,
    name: 'Bunker',
    terrain: 'desert',
    open: 1,
    nbwins: 0,
    wmini: 0,
    nextZone: 2,
    costs: [{ key: 'DOVH', value: 10000 }],
    resolutions: [{ key: 'win', value: '25000' }],
    pre_allow: [],
    power: [{ key: 'win', value: 1500000 }],
  }

  it('parses zones, normalizing flags and big values', () => {
    expect(parseRows(ZoneSchema, [zone], T)).toEqual([
      { ...zone, open: true, resolutions: [{ key: 'win', value: 25000 }] },
    ])
  })

  it('names the table, the row and the field of a malformed row', () => {
    const bad = { ...zone, power: [{ key: 'win', value: 'lots' }] }
    const error = errorOf(() => parseRows(ZoneSchema, [zone, bad], 'dov.game/zones'))
    expect(error.source).toBe('dov.game/zones')
    expect(error.detail).toMatch(/^row 1: power\.0\.value: expected an integer/)
    expect(error.message).toContain('Unexpected data from dov.game/zones: row 1: power.0.value')
  })

  it('reports a missing field and a row that is not an object', () => {
    const { terrain: _, ...missing } = zone
    expect(errorOf(() => parseRows(ZoneSchema, [missing], T)).detail).toMatch(/^row 0: terrain: /)
    expect(errorOf(() => parseRows(ZoneSchema, ['zone'], T)).detail).toMatch(/^row 0: .*object/i)
  })

  it('parses divisions with asset ids as strings and any end_time form', () => {
    const rows = [
      {
        divID: 1,
        owner: 'player1',
        zoneID: 3,
        end_time: 0,
        units: [{ key: 'officer', value: 1099511627776 }],
      },
      {
        divID: '2',
        owner: 'player1',
        zoneID: 3,
        end_time: -1,
        units: [{ key: 'combat4', value: '1099511627777' }],
      },
      { divID: 3, owner: 'player2', zoneID: 1, end_time: '2025-01-01T00:10:00', units: [] },
    ]
    expect(parseRows(DivisionSchema, rows, T)).toEqual([
      {
        divID: 1,
        owner: 'player1',
        zoneID: 3,
        end_time: 0,
        units: [{ key: 'officer', value: '1099511627776' }],
      },
      {
        divID: 2,
        owner: 'player1',
        zoneID: 3,
        end_time: -1,
        units: [{ key: 'combat4', value: '1099511627777' }],
      },
      {
        divID: 3,
        owner: 'player2',
        zoneID: 1,
        end_time: Date.UTC(2025, 0, 1, 0, 10) / 1000,
        units: [],
      },
    ])
  })

  it('parses unit configs and refuses an unknown unit type', () => {
    const row = {
      template_id: 10,
      type: 'combat',
      power: 1000000,
      bonus: [{ key: 'desert', value: 2000 }],
    }
    expect(parseRows(UnitConfigSchema, [row], T)).toEqual([row])
    const error = errorOf(() => parseRows(UnitConfigSchema, [{ ...row, type: 'dragon' }], T))
    expect(error.detail).toContain(
      'type: expected a unit type (officer, support, tactic, godmother, combat)',
    )
  })

  it('parses the staking tables', () => {
    expect(parseRows(GameConfigSchema, [{ wfee: 5, use_dov: 0 }], T)).toEqual([
      { wfee: 5, use_dov: false },
    ])
    const cdata = {
      template_id: 7,
      type: 'tool',
      costs: ['10.0000 DOVX'],
      schema: 'tools',
      available: 3,
    }
    expect(parseRows(CraftDataSchema, [cdata], T)).toEqual([cdata])
    const bdata = {
      template_id: 20,
      type: 'Fuel',
      token_in: ['1.0000 DOVX'],
      token_out: ['2.0000 DOVF'],
      rarity: 'Rare',
      delay: 3600,
    }
    expect(parseRows(BuildingDataSchema, [bdata], T)).toEqual([bdata])
    expect(() => parseRows(BuildingDataSchema, [{ ...bdata, token_in: ['lots'] }], T)).toThrow(
      'token_in.0: expected an asset',
    )
    const building = {
      asset_id: '1099511627800',
      owner: 'p',
      template_id: 20,
      last_claim: 1735689600,
      type: 'Fuel',
      rarity: 3,
    }
    expect(parseRows(StakedBuildingSchema, [building], T)).toEqual([
      { ...building, rarity: 'Rare' },
    ])
    const mship = { asset_id: 1099511627801, owner: 'p', type: 'clock', rarity: 'Supreme' }
    expect(parseRows(MembershipSchema, [mship], T)).toEqual([
      { ...mship, asset_id: '1099511627801' },
    ])
    expect(() => parseRows(MembershipSchema, [{ ...mship, type: 'hammer' }], T)).toThrow(
      'tool type',
    )
  })

  it('parses balances, wins and nfts', () => {
    expect(
      parseRows(BalanceRowSchema, [{ balance: '12.3456 DOVX' }, { balance: '3 AVT' }], T),
    ).toHaveLength(2)
    expect(() => parseRows(BalanceRowSchema, [{ balance: 12 }], T)).toThrow(ChainDataError)
    expect(parseRows(ZoneWinsSchema, [{ zone: 4, wins: '7' }], T)).toEqual([{ zone: 4, wins: 7 }])
    expect(parseRows(NftRowSchema, [{ asset_id: 5, owner: 'p', template_id: '9' }], T)).toEqual([
      { asset_id: '5', owner: 'p', template_id: 9 },
    ])
  })
})

describe('AtomicAssets schemas', () => {
  const asset = {
    asset_id: '1099511627776',
    name: 'Sniper',
    data: { img: 'QmSniper', name: 'Sniper', fusion: '2', rarity: 'Epic' },
    template: { template_id: '101' },
    schema: { schema_name: 'units' },
    owner: 'player1',
  }

  it('flattens an asset', () => {
    expect(parseWith(AtomicAssetSchema, asset, T)).toEqual({
      asset_id: '1099511627776',
      name: 'Sniper',
      img: 'QmSniper',
      template_id: 101,
      schema: 'units',
      fusion: 2,
      rarity: 'Epic',
      utility: '',
    })
  })

  it('takes the data name when the asset has none, and a template-less asset as template 0', () => {
    const { name: _, ...noName } = asset
    expect(parseWith(AtomicAssetSchema, { ...noName, template: null }, T)).toMatchObject({
      name: 'Sniper',
      template_id: 0,
    })
    const nameless = { ...asset, name: null, data: { rarity: 'Common', img: null, fusion: null } }
    expect(parseWith(AtomicAssetSchema, nameless, T)).toMatchObject({
      name: '',
      img: '',
      fusion: 0,
    })
  })

  it('refuses an asset without a rarity', () => {
    const bad = { ...asset, data: { img: 'x' } }
    expect(() => parseWith(AtomicAssetSchema, bad, T)).toThrow('data.rarity')
  })

  it('reads a template', () => {
    const template = {
      template_id: '7',
      immutable_data: { img: 'QmTool', name: 'Clock' },
      schema: {},
    }
    expect(parseWith(AtomicTemplateSchema, template, T)).toEqual({
      template_id: 7,
      img: 'QmTool',
      name: 'Clock',
    })
  })
})
