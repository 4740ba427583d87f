import type { CraftData } from '@dov/game/rows'
import { describe, expect, it } from 'vitest'
import { craftViews, shortReason } from './craft'

const recipe = (template_id: number, costs: string[], available = 5): CraftData => ({
  template_id,
  type: 'unit',
  costs,
  schema: 'units',
  available,
})

const cdata = [
  recipe(5, ['2.0000 DOVX', '1.0000 DOVS']),
  recipe(7, ['8.125 DOVX', '2.0075 DOVH']),
  recipe(12, ['5.0000 DOVX']),
  recipe(14, ['12.0000 DOVX']),
  recipe(36, ['100.0000 DOVX'], 0),
  recipe(37, ['750.0000 DOVX', '25.0000 DOVR', '1.0000 DOVS']),
  recipe(53, ['3.0000 DOVX']),
]
const templates = [
  { template_id: 7, name: 'Captain', img: 'QmCaptain' },
  { template_id: 37, name: 'Workshop Mk 1', img: 'QmWorkshop' },
]
const balances = [
  { balance: '500.0000 DOVX' },
  { balance: '0.5000 DOVS' },
  { balance: '200.0000 DOVH' },
  { balance: '200.0000 DOVR' },
]

describe('craftViews', () => {
  const views = craftViews(cdata, templates, balances, [{ template_id: 7 }, { template_id: 7 }])

  it('shows the first 6 recipes, named from their templates', () => {
    expect(views.map((v) => v.templateId)).toEqual([5, 7, 12, 14, 36, 37])
    expect(views[1]).toMatchObject({ name: 'Captain', img: 'QmCaptain', remains: 5, owned: 2 })
    expect(views[0]).toMatchObject({ name: 'Template 5', img: '', owned: 0 })
  })

  it('costs with 4 decimals and their symbol', () => {
    expect(views[1]?.costs).toEqual([
      { text: '8.1250 DOVX', symbol: 'DOVX', short: false },
      { text: '2.0075 DOVH', symbol: 'DOVH', short: false },
    ])
  })

  it('no button when nothing remains, even when the player could not pay', () => {
    expect(views[4]?.action).toEqual({ kind: 'none' })
  })

  it('a craft the balances do not cover is blocked, with what is missing', () => {
    expect(views[0]?.action).toEqual({
      kind: 'blocked',
      reason: 'You need 0.5000 DOVS more in game.',
    })
    expect(views[5]?.action).toEqual({
      kind: 'blocked',
      reason: 'You need 250.0000 DOVX and 0.5000 DOVS more in game.',
    })
    expect(views[5]?.costs.map((c) => c.short)).toEqual([true, false, true])
    expect(views[2]?.action).toEqual({ kind: 'ready' })
  })

  it('unknown balances are never read as 0: the buttons wait, saying why', () => {
    const unknown = craftViews(cdata, [], undefined, undefined)
    expect(unknown.map((v) => v.action)).toEqual([
      ...Array(4).fill({ kind: 'blocked', reason: 'Your in-game balances are unknown.' }),
      { kind: 'none' },
      { kind: 'blocked', reason: 'Your in-game balances are unknown.' },
    ])
    expect(unknown.every((v) => v.owned === undefined)).toBe(true)
    expect(unknown.flatMap((v) => v.costs).every((c) => !c.short)).toBe(true)
  })
})

describe('shortReason', () => {
  it('lists three tokens with commas and "and"', () => {
    const amount = (symbol: string) => ({ units: 10_000n, precision: 4, symbol })
    const s = (symbol: string) => ({
      cost: amount(symbol),
      balance: amount(symbol),
      missing: amount(symbol),
    })
    expect(shortReason([s('DOVX'), s('DOVH'), s('DOVR')])).toBe(
      'You need 1.0000 DOVX, 1.0000 DOVH and 1.0000 DOVR more in game.',
    )
  })
})
