import { bestDivision } from '@dov/game/bestDivision'
import type { Asset, UnitConfig, Zone } from '@dov/game/rows'
import { battlePlan } from '@dov/game/warRoom'
import { describe, expect, it } from 'vitest'
import { zoneView } from '../../widgets/map/zones'
import { planView, proposalView, proposeDivision } from './plan'

const POINT = 10_000
const zone = (id: number, partial: Partial<Zone> = {}): Zone => ({
  id,
  name: `Zone${id}`,
  terrain: 'plain',
  open: true,
  nbwins: 1,
  wmini: 0,
  nextZone: id + 1,
  costs: [
    { key: 'DOVH', value: POINT },
    { key: 'DOVX', value: 2 * POINT },
  ],
  resolutions: [
    { key: 'win', value: 3 * POINT },
    { key: 'draw', value: POINT },
  ],
  pre_allow: [],
  power: [
    { key: 'win', value: 10 * POINT * id },
    { key: 'draw', value: 5 * POINT * id },
  ],
  ...partial,
})
const zones = Array.from({ length: 20 }, (_, i) =>
  zone(
    i + 1,
    i + 1 === 15 ? { open: false } : i + 1 === 4 ? { pre_allow: [{ key: '9', value: 100 }] } : {},
  ),
)
const udata: UnitConfig[] = [
  { template_id: 1, type: 'officer', power: 0, bonus: [{ key: 'order', value: 1 }] },
  { template_id: 2, type: 'combat', power: 12 * POINT, bonus: [] },
  { template_id: 9, type: 'officer', power: 0, bonus: [{ key: 'order', value: 3 }] },
]
const asset = (asset_id: string, template: UnitConfig, name: string): Asset => ({
  asset_id,
  name,
  img: '',
  template_id: template.template_id,
  schema: 'units',
  fusion: 0,
  rarity: 'Common',
  utility: '',
  type: template.type,
  power: template.power,
  bonus: template.bonus,
})
const [officerRow, combatRow, majorRow] = udata as [UnitConfig, UnitConfig, UnitConfig]
const cards = [asset('10', officerRow, 'Lieutenant'), asset('20', combatRow, 'Rifleman')]
const byId = new Map(cards.map((card) => [card.asset_id, card]))
const wins = [
  { zone: 1, wins: 1 },
  { zone: 2, wins: 1 },
  { zone: 3, wins: 1 },
]
const names = (id: number) => (id === majorRow.template_id ? 'Major' : undefined)

describe('planView', () => {
  const units = [
    { key: 'officer', value: '10' },
    { key: 'combat4', value: '20' },
  ]
  const plan = planView(
    battlePlan(units, byId, {
      zones,
      udata,
      wins,
      balances: [{ balance: '1.0000 DOVH' }, { balance: '10.0000 DOVX' }],
      nameOf: names,
    }),
    zones,
    wins,
  )

  it('words each of the 20 zones: marker, access, cost, earnings, what is missing', () => {
    expect(plan.cells).toHaveLength(20)
    const [one, , , four, five] = plan.cells
    expect(one).toMatchObject({
      status: 'Victory',
      tone: 'victory',
      access: undefined,
      cost: '1.0000 DOVH, 2.0000 DOVX',
      earnings: '3.000 DOVX',
      perHour: undefined,
      selectable: true,
      best: true,
    })
    expect(four?.status).toBe('Unauthorized')
    expect(four?.notes.join()).toContain('needs Major')
    expect(five).toMatchObject({ status: 'No result', access: 'Locked', selectable: false })
    expect(five?.notes).toContain('1 win needed in Zone4, you have 0')
    expect(plan.cells[14]).toMatchObject({
      access: 'Closed: zones 16–20 stay locked until it reopens',
      selectable: false,
    })
  })

  it("a closed zone says what it holds locked, in the campaign map's words", () => {
    const closed = zones[14] as Zone
    const cases = [
      // No wins past zone 3: zones 16 to 20 wait on the closed zone 15.
      wins,
      // Zone 19 reachable (a win in 18): the closed zone holds 16 to 18.
      [...wins, { zone: 18, wins: 1 }],
      // Zone 17 reachable: only 16 held, said for one zone.
      [...wins, { zone: 16, wins: 1 }],
      // Its own wins already open zone 16: it holds nothing, and says only `Closed`.
      [...wins, { zone: 15, wins: 1 }],
    ]
    const words = cases.map((caseWins) => {
      const cell = planView(
        battlePlan(units, byId, { zones, udata, wins: caseWins }),
        zones,
        caseWins,
      ).cells[14]
      expect(cell?.access).toBe(zoneView(zones, closed, caseWins).reason)
      return cell?.access
    })
    expect(words).toEqual([
      'Closed: zones 16–20 stay locked until it reopens',
      'Closed: zones 16–18 stay locked until it reopens',
      'Closed: zone 16 stays locked until it reopens',
      'Closed',
    ])
  })

  it('marks exactly one best zone, and says which in words', () => {
    expect(plan.cells.filter((cell) => cell.best).map((cell) => cell.zoneId)).toEqual([1])
    expect(plan.best).toBe('1 Zone1: 3.000 DOVX per fight, 1.000 DOVX net of its DOVX cost')
  })

  it('no best zone when the balances cannot pay', () => {
    const poor = planView(
      battlePlan(units, byId, { zones, udata, wins, balances: [{ balance: '0.0000 DOVH' }] }),
      zones,
      wins,
    )
    expect(poor.best).toBeUndefined()
    expect(poor.cells[0]?.notes.join()).toContain('your in-game balance lacks 1.0000 DOVH')
  })
})

describe('proposalView', () => {
  const context = { zones, udata, wins }
  it('a proposal: its cards by slot, power, marker and earnings', () => {
    const zone1 = zones[0] as Zone
    const view = proposalView(bestDivision(cards, zone1, context), zone1, byId, udata, names)
    expect(view).toEqual({
      kind: 'division',
      units: [
        { slot: 'Officer', card: 'Lieutenant #10' },
        { slot: 'Combat 4', card: 'Rifleman #20' },
      ],
      power: '12.0000',
      result: 'win',
      earnings: '3.000 DOVX',
    })
  })

  it('the reasons: closed, locked, no free officer, an unmet prerequisite named', () => {
    const reason = (z: Zone, placed = new Set<string>()) => {
      const view = proposalView(
        bestDivision(cards, z, { ...context, placed }),
        z,
        byId,
        udata,
        names,
      )
      return view.kind === 'none' ? view.reason : view.kind
    }
    expect(reason(zones[14] as Zone)).toBe('15 Zone15 is closed.')
    expect(reason(zones[5] as Zone)).toMatch(/^6 Zone6 is locked/)
    expect(reason(zones[0] as Zone, new Set(['10']))).toMatch(/^No Officer Selected/)
    expect(reason(zones[3] as Zone)).toBe(
      'Your free cards cannot meet Major (officer of order 3 or higher).',
    )
  })
})

describe('proposeDivision', () => {
  const reads = { cards, cardsById: byId, zones, wins, udata }

  it('a division: the units to draft and the view of bestDivision', () => {
    const zone1 = zones[0] as Zone
    const proposal = proposeDivision(reads, zone1, new Set(), names)
    expect(proposal.units.map((unit) => [unit.key, unit.value])).toEqual([
      ['officer', '10'],
      ['combat4', '20'],
    ])
    expect(proposal.view).toEqual(
      proposalView(bestDivision(cards, zone1, { zones, udata, wins }), zone1, byId, udata, names),
    )
  })

  it('the cards of other divisions are not free: no officer, no units, the reason', () => {
    const proposal = proposeDivision(reads, zones[0] as Zone, new Set(['10']), names)
    expect(proposal.units).toEqual([])
    expect(proposal.view).toMatchObject({
      kind: 'none',
      reason: expect.stringMatching(/^No Officer/),
    })
  })

  it('wins not read yet count as none: every zone past the first is locked', () => {
    const proposal = proposeDivision(
      { ...reads, wins: undefined },
      zones[1] as Zone,
      new Set(),
      names,
    )
    expect(proposal).toEqual({
      units: [],
      view: { kind: 'none', reason: '2 Zone2 is locked: win the zone before it first.' },
    })
  })
})
