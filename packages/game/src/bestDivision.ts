/**
 * The war room's division proposal: the strongest division the player's free cards can
 * field in a zone, under every rule of spec §5 (power, authorization) and the division rules of
 * §3/§4/§5 (14 typed slots, an officer, a card in one division only, reachable and open zones).
 *
 * Order of divisions (best first), documented in docs/rules.md "War room":
 *   1. the marker: Victory > Draw > Defeat > none (`fight.resultRank`);
 *   2. the power, compared before rounding (`power.exactPower`), so the highest power units;
 *   3. the earnings bonus Σ bonusd, higher first (the same result pays more);
 *   4. fewer cards (the rest stay free for the other divisions);
 *   5. Σ bonusw, higher first, then the summed unit terms (`power.unitBase`), higher first;
 *   6. the asset ids: the division holding the smallest id the other lacks wins (with equal
 *      stats, the oldest cards are proposed).
 * Among authorized divisions the marker only grows with the power (`fightResult` is monotone), so
 * keys 2 to 6 decide. Combat cards are placed strongest first in combat4 … combat13.
 *
 * The search is exact when no card lowers the power: every combat power × (10000 + terrain bonus)
 * and every other power ≥ 0, and Σ bonusw > −1,000,000 for any division (`exact: true`). Outside
 * that domain the proposal is still a valid division, without the optimality guarantee.
 *
 * How: each headquarter slot keeps its Pareto-best cards on (unit term, bonusw, bonusd), combined
 * slot by slot; identical combat cards (same term, bonuses and prerequisites met) form one kind,
 * and a kind beaten on every count by 10 cards is dropped; then a branch and bound over the kinds
 * (counts per kind, greedy first) with exact bounds for each key and a Lagrangian bound
 * (B·X ≤ (λB + X/λ)² / 4) on the power. See bench/best-division.ts for timings at 500 cards.
 *
 * The whole search prices a division from per-card terms (`cardTerms`): its power is
 * `exactPower(Σ unit term, Σ bonusw)`, the rules' own formula (`power.divisionPower`), and its
 * bonusd is Σ bonusd. The bounds rest on that additivity: what the slots left can add is bounded by
 * the best terms of the cards left, whichever cards end up together. A power rule where a card's
 * worth depends on the other cards (a set bonus, a cap per class) would make them unsound, and
 * bestDivision.bound.test.ts fails then.
 */
import { BONUS_SCALE } from './amount'
import { isAuthorized, isPreAllowMet, requirementOf } from './authorization'
import { COMBAT_SLOTS, type SlotKey } from './division'
import { type FightOutcome, fightOutcome } from './fight'
import { pairSum } from './pairs'
import { exactPower, type UnitStats, unitBase } from './power'
import type { DivisionUnit, Pair, UnitConfig, Zone, ZoneWins } from './rows'
import { isZoneReachable } from './zones'

/** A card the planner can place: its stats (an enriched `Asset` is one) and its asset id. */
export type PlannerCard = UnitStats & { asset_id: string }

export type BestDivisionContext = {
  /** The zones table: reachability (§4). */
  zones: readonly Pick<Zone, 'id' | 'nbwins'>[]
  /** The player's wins per zone (`infos`). */
  wins: readonly ZoneWins[]
  /** Unit configs: what a prerequisite (pre_allow) asks for. */
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[]
  /**
   * Asset ids placed in the player's other divisions (§5 "A card already placed in any division
   * is hidden from the picker"): never proposed. The cards of the division being filled are free.
   */
  placed?: ReadonlySet<string> | undefined
}

/**
 * Why no division can be proposed, in the order checked: the zone is closed, not reachable, the
 * player has no free officer ('No Officer Selected'), or some prerequisite no free card meets.
 */
export type NoDivisionReason = 'closed' | 'locked' | 'no-officer' | 'unmet'

export type BestDivision =
  | {
      kind: 'division'
      /** The setup, in slot order (`division.setupPayload` form): officer … godmother, combat4 … */
      units: DivisionUnit[]
      /** `fightOutcome` of the proposal in the zone: power, result, payout. */
      outcome: FightOutcome
      /** Whether the optimality guarantee holds (see the module comment). */
      exact: boolean
    }
  | {
      kind: 'none'
      reason: NoDivisionReason
      /** For 'unmet': the pre_allow entries the free cards cannot meet (`requirementLabel` names them). */
      unmet: Pair[]
    }

const HQ_TYPES = ['officer', 'support', 'tactic', 'godmother'] as const
const COMBAT_SLOT_COUNT = COMBAT_SLOTS.length
const M = Number(BONUS_SCALE)
/** Relative safety margin of the floating-point bounds (their rounding error is far below). */
const EPS = 1e-9

/**
 * What one card adds to a division's sums: its unit term on the terrain (`power.unitBase`, in
 * 1/10^8 points), its bonusw and its bonusd. The rules compute a division's power as
 * `exactPower(Σ base, Σ bonusw)` (rounded down once) and its bonusd as Σ bonusd; the search and its
 * bounds read a card only through these terms.
 */
export type CardTerms = { base: bigint; bonusw: number; bonusd: number }

/** A card's terms on a terrain (see `CardTerms`). */
export function cardTerms(unit: UnitStats, terrain: string): CardTerms {
  return {
    base: unitBase(unit, terrain),
    bonusw: pairSum(unit.bonus, 'bonusw'),
    bonusd: pairSum(unit.bonus, 'bonusd'),
  }
}

type Card = {
  id: string
  /** Position of the id in ascending numeric order (the tie-break on ids). */
  rank: number
  type: string
  stats: UnitStats
  /** `cardTerms` on the zone terrain: unit term (exact, and a float for the bounds), bonusw, bonusd. */
  b: bigint
  bn: number
  w: number
  d: number
}

type Option = { cards: Card[]; b: bigint; bn: number; w: number; d: number; ranks: number[] }

type Kind = {
  cards: Card[]
  m: number
  b: bigint
  bn: number
  w: number
  d: number
  sig: number
  score: number
}

/** A division's place in the order above (keys 2–5): power, Σ bonusd, cards, Σ bonusw, Σ terms. */
type OrderKeys = { f: bigint; d: number; count: number; w: number; b: bigint }

/**
 * The order above on keys 2–5: > 0 when `a` is the better division, 0 when they tie there (the
 * asset ids decide). The search compares both finished divisions and upper bounds with it.
 */
function compareKeys(a: OrderKeys, b: OrderKeys): number {
  if (a.f !== b.f) return a.f > b.f ? 1 : -1
  if (a.d !== b.d) return a.d > b.d ? 1 : -1
  if (a.count !== b.count) return a.count < b.count ? 1 : -1
  if (a.w !== b.w) return a.w > b.w ? 1 : -1
  if (a.b !== b.b) return a.b > b.b ? 1 : -1
  return 0
}

/** The best division found so far: its keys, its headquarter option and its count per kind. */
type Best = OrderKeys & {
  hq: Option
  counts: Int32Array
  /** Its power B·X as a float, for the floating-point bounds. */
  fn: number
}

/**
 * A key ordering asset ids: decimal ids in numeric order (by length once leading zeros are
 * dropped, then by digits; "011" just after "11"), any other text after them, by text.
 */
function assetIdKey(id: string): string {
  if (!/^\d+$/.test(id)) return `~${id}`
  const digits = id.replace(/^0+(?=\d)/, '')
  return `${String(digits.length).padStart(6, '0')}${digits}|${id}`
}

/** Asset ids in the order of the tie-break: numeric for decimal ids (9 < 10 < 100). */
export function compareAssetIds(a: string, b: string): number {
  const x = assetIdKey(a)
  const y = assetIdKey(b)
  return x < y ? -1 : x > y ? 1 : 0
}

/** Ascending numbers: the first position where they differ decides, the smaller wins (< 0). */
function compareRanks(a: readonly number[], b: readonly number[]): number {
  const n = Math.min(a.length, b.length)
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0
    const y = b[i] ?? 0
    if (x !== y) return x - y
  }
  return a.length - b.length
}

const EMPTY_OPTION: Option = { cards: [], b: 0n, bn: 0, w: 0, d: 0, ranks: [] }

function addCard(option: Option, card: Card): Option {
  const ranks = [...option.ranks, card.rank].sort((x, y) => x - y)
  return {
    cards: [...option.cards, card],
    b: option.b + card.b,
    bn: option.bn + card.bn,
    w: option.w + card.w,
    d: option.d + card.d,
    ranks,
  }
}

/**
 * Keeps the options no other beats: p beats q when p's term, bonusw and bonusd are all ≥ q's and
 * p has no more cards, one of them strictly; of options equal on all four, the one with the
 * smaller ids. Sound for the order above within the exact domain (more term or bonusw never
 * lowers the power there).
 */
function paretoOptions(options: readonly Option[]): Option[] {
  const kept: Option[] = []
  for (const q of options) {
    let beaten = false
    for (const p of options) {
      if (p === q) continue
      if (p.b < q.b || p.w < q.w || p.d < q.d || p.cards.length > q.cards.length) continue
      const equal = p.b === q.b && p.w === q.w && p.d === q.d && p.cards.length === q.cards.length
      if (!equal || compareRanks(p.ranks, q.ranks) < 0) {
        beaten = true
        break
      }
    }
    if (!beaten) kept.push(q)
  }
  return kept
}

const none = (reason: NoDivisionReason, unmet: Pair[] = []): BestDivision => ({
  kind: 'none',
  reason,
  unmet,
})

type Udata = BestDivisionContext['udata']

/**
 * The cards that may be proposed: unit cards not placed in another division, each id once (its
 * first entry), with their terms on `terrain`, in id order (`rank` is the position).
 */
function freeCardsOf(
  cards: readonly PlannerCard[],
  terrain: string,
  placed: ReadonlySet<string> | undefined,
): Card[] {
  const seen = new Set<string>()
  const free: Card[] = []
  for (const card of cards) {
    if (seen.has(card.asset_id) || placed?.has(card.asset_id)) continue
    if (card.type !== 'combat' && !(HQ_TYPES as readonly string[]).includes(card.type)) continue
    seen.add(card.asset_id)
    const stats: UnitStats = { type: card.type, power: card.power, bonus: card.bonus }
    const terms = cardTerms(stats, terrain)
    free.push({
      id: card.asset_id,
      rank: 0,
      type: card.type,
      stats,
      b: terms.base,
      bn: Number(terms.base),
      w: terms.bonusw,
      d: terms.bonusd,
    })
  }
  const keyed = free.map((card) => ({ card, key: assetIdKey(card.id) }))
  keyed.sort((x, y) => (x.key < y.key ? -1 : x.key > y.key ? 1 : 0))
  return keyed.map(({ card }, index) => {
    card.rank = index
    return card
  })
}

/**
 * The headquarter slots' combined options: per slot, the cards meeting every entry of its type,
 * Pareto-best, combined slot by slot and kept Pareto-best. A 'none' when a required slot (the
 * officer, or a type with entries) has no card.
 */
function headquarterOptions(
  free: readonly Card[],
  byType: ReadonlyMap<string, Pair[]>,
  meets: (entry: Pair, card: Card) => boolean,
): Option[] | BestDivision {
  let hqOptions: Option[] = [EMPTY_OPTION]
  for (const type of HQ_TYPES) {
    const entries = byType.get(type) ?? []
    const allowed = free.filter(
      (card) => card.type === type && entries.every((entry) => meets(entry, card)),
    )
    const required = type === 'officer' || entries.length > 0
    if (allowed.length === 0) {
      if (type === 'officer' && entries.length === 0) return none('no-officer')
      if (required) return none('unmet', entries)
    }
    // Within the domain a card that adds nothing (term, bonusw, bonusd ≤ 0) loses to the empty slot.
    const useful = required ? allowed : allowed.filter((c) => c.b > 0n || c.w > 0 || c.d > 0)
    // Cards of equal stats: only the oldest can be proposed (`free` is in id order).
    const distinct = new Map<string, Card>()
    for (const card of useful) {
      const key = `${card.b}|${card.w}|${card.d}`
      if (!distinct.has(key)) distinct.set(key, card)
    }
    const slot = paretoOptions([...distinct.values()].map((card) => addCard(EMPTY_OPTION, card)))
    if (!required) slot.push(EMPTY_OPTION)
    const combined: Option[] = []
    for (const option of hqOptions)
      for (const pick of slot)
        combined.push(pick.cards[0] ? addCard(option, pick.cards[0]) : option)
    hqOptions = paretoOptions(combined)
  }
  return hqOptions
}

/** The combat prerequisites left once implied ones are dropped, and the cards meeting each. */
type CombatNeeds = {
  /** Per combat entry, the combat cards meeting it. */
  matchSets: Set<Card>[]
  /** The entries kept (indexes into `matchSets`): bit k of a mask stands for `needed[k]`. */
  needed: number[]
}

/**
 * Drops a combat entry implied by another (every card meeting the other meets it). The entries
 * left are met by disjoint sets of cards (one fx each): each needs its own card.
 */
function combatNeeds(
  combatEntries: readonly Pair[],
  combatCards: readonly Card[],
  meets: (entry: Pair, card: Card) => boolean,
): CombatNeeds {
  const matchSets = combatEntries.map(
    (entry) => new Set(combatCards.filter((card) => meets(entry, card))),
  )
  const needed: number[] = []
  matchSets.forEach((set, i) => {
    const implied = matchSets.some((other, j) => {
      if (j === i || other.size > set.size) return false
      for (const card of other) if (!set.has(card)) return false
      return other.size < set.size || j < i
    })
    if (!implied) needed.push(i)
  })
  return { matchSets, needed }
}

/**
 * Kinds of combat cards: same term, bonuses and entries met, at most 10 cards each (the oldest);
 * cards adding nothing and kinds beaten by 10 cards are dropped. In decreasing term order.
 */
function combatKinds(combatCards: readonly Card[], { matchSets, needed }: CombatNeeds): Kind[] {
  const kindsByKey = new Map<string, Kind>()
  for (const card of combatCards) {
    let sig = 0
    needed.forEach((entryIndex, bit) => {
      if (matchSets[entryIndex]?.has(card)) sig |= 1 << bit
    })
    if (card.b <= 0n && card.w <= 0 && card.d <= 0 && sig === 0) continue
    const key = `${card.b}|${card.w}|${card.d}|${sig}`
    const kind = kindsByKey.get(key)
    if (kind) kind.cards.push(card)
    else
      kindsByKey.set(key, {
        cards: [card],
        m: 0,
        b: card.b,
        bn: card.bn,
        w: card.w,
        d: card.d,
        sig,
        score: 0,
      })
  }
  const kinds = [...kindsByKey.values()]
  for (const kind of kinds) {
    kind.cards.sort((x, y) => x.rank - y.rank)
    kind.cards = kind.cards.slice(0, COMBAT_SLOT_COUNT)
    kind.m = kind.cards.length
  }
  // A kind beaten (≥ on every count, strictly on one, meeting at least its entries) by 10 cards
  // is never needed: one of the 10 is free to take its place.
  kinds.sort((x, y) => (y.b > x.b ? 1 : y.b < x.b ? -1 : 0))
  return kinds.filter((c) => {
    let beaters = 0
    for (const a of kinds) {
      if (a.b < c.b) break
      if (a === c || a.w < c.w || a.d < c.d || (a.sig & c.sig) !== c.sig) continue
      if (a.b === c.b && a.w === c.w && a.d === c.d) continue
      beaters += a.m
      if (beaters >= COMBAT_SLOT_COUNT) return false
    }
    return true
  })
}

/**
 * Whether the free cards lie in the domain where the search is exact: no term below 0, and the
 * bonusw factor above 0 for the worst division (the lowest bonusw of each headquarter type and
 * the 10 lowest combat ones).
 */
function isExactDomain(free: readonly Card[], combatCards: readonly Card[]): boolean {
  let worstW = 0
  for (const type of HQ_TYPES) {
    let low = 0
    for (const card of free) if (card.type === type && card.w < low) low = card.w
    worstW += low
  }
  const negativeW = combatCards
    .map((card) => card.w)
    .filter((w) => w < 0)
    .sort((x, y) => x - y)
  for (const w of negativeW.slice(0, COMBAT_SLOT_COUNT)) worstW += w
  return M + worstW > 0 && free.every((card) => card.b >= 0n)
}

/**
 * The Lagrangian bound at the root for a λ: max over divisions of λB + X/λ (B the summed terms,
 * X = M + Σ bonusw), bounded by the best headquarter option plus the 10 best positive card scores
 * λ·b + w/λ. (Per-card scores add up because B and X are sums of per-card terms.)
 */
function upperBoundLagrangianAtRoot(
  hqOptions: readonly Option[],
  kinds: readonly Kind[],
  lam: number,
): number {
  let head = Number.NEGATIVE_INFINITY
  for (const option of hqOptions) head = Math.max(head, lam * option.bn + (M + option.w) / lam)
  const top: number[] = []
  for (const kind of kinds) {
    const score = lam * kind.bn + kind.w / lam
    for (let c = 0; c < kind.m && score > 0; c++) {
      if (top.length === COMBAT_SLOT_COUNT && score <= (top[top.length - 1] ?? 0)) break
      let at = top.length
      while (at > 0 && (top[at - 1] ?? 0) < score) at--
      top.splice(at, 0, score)
      if (top.length > COMBAT_SLOT_COUNT) top.pop()
    }
  }
  return top.reduce((sum, v) => sum + v, head)
}

/**
 * λ for the Lagrangian bound B·X ≤ (λB + X/λ)² / 4: the λ of the tightest bound at the root,
 * min over λ of `upperBoundLagrangianAtRoot` (a convex function of ln λ: golden-section search
 * around √(X/B) of a rough division).
 */
function chooseLambda(hqOptions: readonly Option[], kinds: readonly Kind[]): number {
  let guessB = 0
  let guessX = M
  for (const kind of kinds) guessB += Math.max(0, kind.bn) * kind.m
  for (const kind of kinds) guessX += Math.max(0, kind.w) * kind.m
  let headB = 0
  let headW = 0
  for (const option of hqOptions) {
    headB = Math.max(headB, option.bn)
    headW = Math.max(headW, option.w)
  }
  guessB += headB
  guessX += headW
  if (guessB <= 0) return 1
  const bound = (lnLambda: number) =>
    upperBoundLagrangianAtRoot(hqOptions, kinds, Math.exp(lnLambda))
  const golden = (Math.sqrt(5) - 1) / 2
  let lo = Math.log(Math.sqrt(guessX / guessB)) - 8
  let hi = lo + 16
  let x1 = hi - golden * (hi - lo)
  let x2 = lo + golden * (hi - lo)
  let f1 = bound(x1)
  let f2 = bound(x2)
  for (let round = 0; round < 48; round++) {
    if (f1 <= f2) {
      hi = x2
      x2 = x1
      f2 = f1
      x1 = hi - golden * (hi - lo)
      f1 = bound(x1)
    } else {
      lo = x1
      x1 = x2
      f1 = f2
      x2 = lo + golden * (hi - lo)
      f2 = bound(x2)
    }
  }
  return Math.exp((lo + hi) / 2)
}

/**
 * What the branch and bound shares while it walks the kinds: the kinds in search order, the
 * tables its bounds read (built once), the counts of the division being built and the best
 * division found so far.
 */
type SearchState = {
  /** Combat kinds, best λ-score first: kind i is decided at depth i. */
  kinds: Kind[]
  /** Every needed combat entry met (one bit per entry of `CombatNeeds.needed`). */
  full: number
  /** The Lagrangian multiplier (`chooseLambda`). */
  lambda: number
  /**
   * Per kind i and r ≤ 10, at i × R + r: the best sum of r cards among kinds i… for each key
   * separately (unit term as a float and exact, bonusw, bonusd; positive values only).
   */
  topBn: Float64Array
  topB: bigint[]
  topW: Float64Array
  topD: Float64Array
  /** Per kind i: the entries kinds i… can meet (OR of their signatures). */
  suffixOr: Int32Array
  /** Per kind i: the position of its first card in the kinds' card order. */
  start: Int32Array
  /** Prefix sums of max(0, λ-score) over the cards in kind order (scores decrease). */
  cumScore: Float64Array
  /** Cards over all kinds. */
  cardCount: number
  /** The division being built: cards taken per kind (kinds ≥ the node's depth at 0). */
  counts: Int32Array
  best: Best | undefined
}

/** Row width of the `top…` tables: r = 0 … 10 cards. */
const R = COMBAT_SLOT_COUNT + 1

/** A node of the search: a headquarter option, kinds before `i` decided (`counts`), their sums. */
type SearchNode = {
  hq: Option
  /** The next kind to decide. */
  i: number
  /** Combat slots left. */
  r: number
  /** Sums over the cards taken: unit term (exact and float), bonusw, bonusd, card count. */
  b: bigint
  bn: number
  w: number
  d: number
  count: number
  /** Needed entries met so far (bits of `full`). */
  covered: number
}

/** Orders the kinds by λ-score and builds the bound tables over them. */
function searchState(kinds: Kind[], lambda: number, full: number): SearchState {
  for (const kind of kinds) kind.score = lambda * kind.bn + kind.w / lambda
  kinds.sort(
    (x, y) =>
      y.score - x.score ||
      (y.b > x.b ? 1 : y.b < x.b ? -1 : 0) ||
      y.w - x.w ||
      y.d - x.d ||
      x.sig - y.sig ||
      (x.cards[0]?.rank ?? 0) - (y.cards[0]?.rank ?? 0),
  )
  const K = kinds.length
  const topBn = new Float64Array((K + 1) * R)
  const topW = new Float64Array((K + 1) * R)
  const topD = new Float64Array((K + 1) * R)
  const topB: bigint[] = new Array((K + 1) * R).fill(0n)
  const suffixOr = new Int32Array(K + 1)
  let listBn: number[] = []
  let listW: number[] = []
  let listD: number[] = []
  let listB: bigint[] = []
  // The 10 largest values seen so far, decreasing, with `m` copies of `value` merged in.
  const merge = <T>(list: T[], value: T, m: number, below: (x: T, y: T) => boolean): T[] => {
    const out = [...list]
    for (let c = 0; c < m; c++) {
      let at = out.length
      while (at > 0 && below(out[at - 1] as T, value)) at--
      out.splice(at, 0, value)
    }
    return out.slice(0, COMBAT_SLOT_COUNT)
  }
  const lt = (x: number, y: number) => x < y
  for (let i = K - 1; i >= 0; i--) {
    const kind = kinds[i] as Kind
    if (kind.bn > 0) listBn = merge(listBn, kind.bn, kind.m, lt)
    if (kind.w > 0) listW = merge(listW, kind.w, kind.m, lt)
    if (kind.d > 0) listD = merge(listD, kind.d, kind.m, lt)
    if (kind.b > 0n) listB = merge(listB, kind.b, kind.m, (x, y) => x < y)
    suffixOr[i] = (suffixOr[i + 1] ?? 0) | kind.sig
    for (let r = 1; r < R; r++) {
      const at = i * R + r
      topBn[at] = (topBn[at - 1] ?? 0) + (listBn[r - 1] ?? 0)
      topW[at] = (topW[at - 1] ?? 0) + (listW[r - 1] ?? 0)
      topD[at] = (topD[at - 1] ?? 0) + (listD[r - 1] ?? 0)
      topB[at] = (topB[at - 1] ?? 0n) + (listB[r - 1] ?? 0n)
    }
  }
  const start = new Int32Array(K + 1)
  for (let i = 0; i < K; i++) start[i + 1] = (start[i] ?? 0) + (kinds[i]?.m ?? 0)
  const cardCount = start[K] ?? 0
  const cumScore = new Float64Array(cardCount + 1)
  let at = 0
  for (const kind of kinds)
    for (let c = 0; c < kind.m; c++) {
      cumScore[at + 1] = (cumScore[at] ?? 0) + Math.max(0, kind.score)
      at++
    }
  return {
    kinds,
    full,
    lambda,
    topBn,
    topB,
    topW,
    topD,
    suffixOr,
    start,
    cumScore,
    cardCount,
    counts: new Int32Array(K),
    best: undefined,
  }
}

/*
 * The bounds below are admissible (never under what a completion of the node reaches) because
 * the power is additive per card: the rules price a division as exactPower(B, M + X') with
 * B = Σ unit term and X' = Σ bonusw over its cards (`cardTerms`), each card's terms the same
 * whichever cards it sits with. So the r cards a completion adds raise B by at most the sum of
 * the r best terms among the kinds left (`topB`/`topBn`), X' by at most the r best bonusw
 * (`topW`), Σ bonusd by at most the r best bonusd (`topD`), each maximum taken on its own; and
 * since B·X grows with B and with X in the exact domain (B ≥ 0, X > 0), the power of any
 * completion is at most the power of those sums. A rule where a card's worth depends on the
 * others (a bonus for two units of a class, a cap) breaks this: a completion could exceed the
 * bound and be pruned. bestDivision.bound.test.ts checks the additivity against `divisionPower`.
 */

/**
 * Upper bound, in floating point, on B·X (X = M + Σ bonusw) for any completion of the node: the
 * smaller of the decoupled bound (B + best r terms)·(X + best r bonusw) and the Lagrangian bound
 * B·X ≤ (λB + X/λ)² / 4, where λB + X/λ gains at most the r best positive card scores λb + w/λ
 * (the kinds are in score order, so those are the next r cards' scores).
 */
function upperBoundPower(state: SearchState, node: SearchNode): number {
  const { i, r, bn, w } = node
  const at = i * R + r
  const x = M + w
  const from = state.start[i] ?? 0
  const gain =
    (state.cumScore[Math.min(from + r, state.cardCount)] ?? 0) - (state.cumScore[from] ?? 0)
  const lin = state.lambda * bn + x / state.lambda + gain
  const lagrange = (lin * lin) / 4
  const decoupled = (bn + (state.topBn[at] ?? 0)) * (x + (state.topW[at] ?? 0))
  return Math.min(lagrange, decoupled)
}

/**
 * Upper bound on keys 2–5 of any completion of the node, exact: the power and Σ bonusw from the
 * best r terms and bonusw, Σ bonusd from the best r bonusd, and the fewest cards (one more when a
 * needed entry is still unmet).
 */
function upperBoundKeys(state: SearchState, node: SearchNode): OrderKeys {
  const at = node.i * R + node.r
  const ubB = node.b + (state.topB[at] ?? 0n)
  const ubW = node.w + (state.topW[at] ?? 0)
  return {
    f: exactPower(ubB, ubW),
    d: node.d + (state.topD[at] ?? 0),
    count: node.count + (node.covered === state.full ? 0 : 1),
    w: ubW,
    b: ubB,
  }
}

/**
 * Whether the node can still hold a division at least as good as the best (every key bounded; a
 * tie may still win on the asset ids). The float bound first, with a margin for its rounding.
 */
function promising(state: SearchState, node: SearchNode): boolean {
  const best = state.best
  if (best === undefined) return true
  if (upperBoundPower(state, node) < best.fn * (1 - EPS)) return false
  return compareKeys(upperBoundKeys(state, node), best) >= 0
}

/** A complete division (every needed entry met): kept when better than the best. */
function consider(state: SearchState, node: SearchNode): void {
  const { hq, b, bn, w, d, count } = node
  const f = exactPower(b, w)
  const best = state.best
  if (best !== undefined) {
    let order = compareKeys({ f, d, count, w, b }, best)
    if (order === 0) {
      const mine = rankList(hq, state.counts, state.kinds)
      const theirs = rankList(best.hq, best.counts, state.kinds)
      order = -Math.sign(compareRanks(mine, theirs))
    }
    if (order <= 0) return
  }
  state.best = { hq, counts: state.counts.slice(), f, fn: bn * (M + w), d, count, w, b }
}

/** Branch and bound: kind `node.i` taken c times, c from the most down to 0, then the next kind. */
function search(state: SearchState, node: SearchNode): void {
  const { i, r, covered } = node
  if (i === state.kinds.length || r === 0) {
    if (covered === state.full) consider(state, node)
    return
  }
  const need = state.full & ~covered
  if ((need & (state.suffixOr[i] ?? 0)) !== need) return
  if (!promising(state, node)) return
  const kind = state.kinds[i] as Kind
  for (let c = Math.min(kind.m, r); c >= 0; c--) {
    state.counts[i] = c
    search(state, {
      hq: node.hq,
      i: i + 1,
      r: r - c,
      b: node.b + BigInt(c) * kind.b,
      bn: node.bn + c * kind.bn,
      w: node.w + c * kind.w,
      d: node.d + c * kind.d,
      count: node.count + c,
      covered: c > 0 ? covered | kind.sig : covered,
    })
  }
  state.counts[i] = 0
}

/** The root node of a headquarter option: no combat card yet, every combat slot left. */
function rootNode(option: Option): SearchNode {
  return {
    hq: option,
    i: 0,
    r: COMBAT_SLOT_COUNT,
    b: option.b,
    bn: option.bn,
    w: option.w,
    d: option.d,
    count: option.cards.length,
    covered: 0,
  }
}

/**
 * The strongest division `cards` can field in `zone` (see the module comment for the order and
 * the tie-break), or why there is none. Deterministic: the input order of `cards` does not matter
 * (a repeated asset id counts once, its first entry).
 */
export function bestDivision(
  cards: readonly PlannerCard[],
  zone: Zone,
  context: BestDivisionContext,
): BestDivision {
  if (!zone.open) return none('closed')
  if (!isZoneReachable(context.zones, zone.id, context.wins)) return none('locked')
  const { udata } = context

  const free = freeCardsOf(cards, zone.terrain, context.placed)
  if (!free.some((card) => card.type === 'officer')) return none('no-officer')

  // Prerequisites: those met automatically drop out; the others go to their unit type.
  const meets = (entry: Pair, card: Card) => isPreAllowMet(entry, [card.stats], udata)
  const byType = new Map<string, Pair[]>()
  const unmeetable: Pair[] = []
  for (const entry of zone.pre_allow) {
    if (isPreAllowMet(entry, [], udata)) continue
    const type = requirementOf(entry, udata)?.type
    if (type === undefined || !free.some((card) => meets(entry, card))) {
      unmeetable.push(entry)
      continue
    }
    byType.set(type, [...(byType.get(type) ?? []), entry])
  }
  if (unmeetable.length > 0) return none('unmet', unmeetable)

  const hqOptions = headquarterOptions(free, byType, meets)
  if (!Array.isArray(hqOptions)) return hqOptions

  // (A combat entry of another type was unmeetable above: free cards are unit cards only.)
  const combatEntries = byType.get('combat') ?? []
  const combatCards = free.filter((card) => card.type === 'combat')
  const needs = combatNeeds(combatEntries, combatCards, meets)
  if (needs.needed.length > COMBAT_SLOT_COUNT) return none('unmet', combatEntries)
  const kinds = combatKinds(combatCards, needs)
  const exact = isExactDomain(free, combatCards)
  const state = searchState(kinds, chooseLambda(hqOptions, kinds), (1 << needs.needed.length) - 1)

  // Headquarter options, most promising first (decoupled bound with every combat slot).
  const ranked = hqOptions
    .map((option, index) => ({
      option,
      index,
      ub:
        (option.bn + (state.topBn[COMBAT_SLOT_COUNT] ?? 0)) *
        (M + option.w + (state.topW[COMBAT_SLOT_COUNT] ?? 0)),
    }))
    .sort((x, y) => y.ub - x.ub || x.index - y.index)
  for (const { option } of ranked) search(state, rootNode(option))
  if (state.best === undefined) return none('unmet', combatEntries)
  return proposal(state.best, state.kinds, zone, udata, exact)
}

/** The setup of the best division: headquarter cards in their slots, combat cards strongest first. */
function proposal(
  best: Best,
  kinds: readonly Kind[],
  zone: Zone,
  udata: Udata,
  exact: boolean,
): BestDivision {
  const units: DivisionUnit[] = []
  for (const type of HQ_TYPES) {
    const card = best.hq.cards.find((c) => c.type === type)
    if (card) units.push({ key: type, value: card.id })
  }
  const combat: Card[] = []
  kinds.forEach((kind, i) => {
    combat.push(...kind.cards.slice(0, best.counts[i] ?? 0))
  })
  combat.sort(
    (x, y) => (y.b > x.b ? 1 : y.b < x.b ? -1 : 0) || y.w - x.w || y.d - x.d || x.rank - y.rank,
  )
  combat.forEach((card, i) => {
    units.push({ key: COMBAT_SLOTS[i] as SlotKey, value: card.id })
  })
  const stats = [...best.hq.cards, ...combat].map((card) => card.stats)
  const outcome = fightOutcome(stats, zone, udata)
  if (!isAuthorized(zone.pre_allow, stats, udata)) {
    throw new Error('bestDivision: the proposal is unauthorized (internal error)')
  }
  return { kind: 'division', units, outcome, exact }
}

/** The ids (as ranks) of a division found by the search, ascending. */
function rankList(hq: Option, counts: Int32Array, kinds: readonly Kind[]): number[] {
  const ranks = [...hq.ranks]
  kinds.forEach((kind, i) => {
    for (const card of kind.cards.slice(0, counts[i] ?? 0)) ranks.push(card.rank)
  })
  return ranks.sort((x, y) => x - y)
}
