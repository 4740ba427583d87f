import { describe, expect, it } from 'vitest'
import { parseWith } from '../../transport/parse'
import { AssetMintSchema } from './asset'

describe('AssetMintSchema', () => {
  const asset = {
    asset_id: '1099511627780',
    owner: 'player2',
    template_mint: '12',
    template: { template_id: '3', issued_supply: '57', max_supply: '500' },
  }

  it("reads the mint number, how many of the template exist and how many may, as the API's strings", () => {
    expect(parseWith(AssetMintSchema, asset, 'T')).toEqual({
      asset_id: '1099511627780',
      owner: 'player2',
      mint: 12,
      issued: 57,
      maxSupply: 500,
    })
  })

  it('says none for an unlimited template, and nothing of a template-less asset', () => {
    const unlimited = { ...asset, template: { ...asset.template, max_supply: '0' } }
    expect(parseWith(AssetMintSchema, unlimited, 'T')).toMatchObject({ mint: 12, maxSupply: null })
    const alone = { ...asset, template_mint: '0', template: null }
    expect(parseWith(AssetMintSchema, alone, 'T')).toMatchObject({
      mint: null,
      issued: null,
      maxSupply: null,
    })
  })

  it('refuses a supply that is not a number', () => {
    const bad = { ...asset, template: { ...asset.template, issued_supply: 'many' } }
    expect(() => parseWith(AssetMintSchema, bad, 'T')).toThrow('issued_supply')
  })
})
