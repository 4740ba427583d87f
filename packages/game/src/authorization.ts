/**
 * Authorization (spec §5): "A division is authorized only if every pre_allow entry is met. An entry
 * with value below 100 or key tomint is automatically met. Otherwise some assigned unit must have
 * the same type and fx and an order at least that of the required template."
 */
import { pairSum } from './pairs'
import type { Pair, UnitConfig } from './rows'

/** Below this value a pre_allow entry is met automatically. */
export const PRE_ALLOW_AUTO_BELOW = 100
export const TOMINT_KEY = 'tomint'

export type AuthUnit = { type: string; bonus: Pair[] }

/**
 * The template id a pre_allow key names: decimal digits, blanks around allowed ('500', ' 500 ').
 * Any other key ('tomint', '', '1e3', '-5') names no template.
 */
export function templateIdOf(key: string): number | undefined {
  const k = key.trim()
  return /^\d+$/.test(k) ? Number(k) : undefined
}

/**
 * The templates whose udata rows decide `isAuthorized`: those named by entries that are not met
 * automatically, each once, in pre_allow order.
 */
export function requiredTemplateIds(preAllow: readonly Pair[]): number[] {
  const ids: number[] = []
  for (const entry of preAllow) {
    if (isAutoMet(entry)) continue
    const id = templateIdOf(entry.key)
    if (id !== undefined && !ids.includes(id)) ids.push(id)
  }
  return ids
}

function isAutoMet(entry: Pair): boolean {
  return entry.value < PRE_ALLOW_AUTO_BELOW || entry.key === TOMINT_KEY
}

/**
 * Whether one pre_allow entry is met. The key names a template (`templateIdOf`); its udata row gives the required
 * type, fx and order (missing fx/order read as 0). An entry whose template is not in udata cannot be
 * matched and is unmet. One matching unit is enough, whatever the value (≥ 100).
 */
export function isPreAllowMet(
  entry: Pair,
  units: readonly AuthUnit[],
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[],
): boolean {
  if (isAutoMet(entry)) return true
  const templateId = templateIdOf(entry.key)
  const required = udata.find((row) => row.template_id === templateId)
  if (!required) return false
  const fx = pairSum(required.bonus, 'fx')
  const order = pairSum(required.bonus, 'order')
  return units.some(
    (unit) =>
      unit.type === required.type &&
      pairSum(unit.bonus, 'fx') === fx &&
      pairSum(unit.bonus, 'order') >= order,
  )
}

/**
 * What an entry that is not met automatically asks for: a unit of `type` whose `fx` equals the
 * required template's and whose `order` is at least its order (from the template's udata row).
 * undefined when the key names no template, or one missing from udata (nothing can meet it).
 */
export type Requirement = { templateId: number; type: string; fx: number; order: number }

export function requirementOf(
  entry: Pair,
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[],
): Requirement | undefined {
  const templateId = templateIdOf(entry.key)
  const row = udata.find((candidate) => candidate.template_id === templateId)
  if (templateId === undefined || !row) return undefined
  return {
    templateId,
    type: row.type,
    fx: pairSum(row.bonus, 'fx'),
    order: pairSum(row.bonus, 'order'),
  }
}

/**
 * The pre_allow entries the units do not meet, in pre_allow order: what the screens name after
 * 'Unauthorized to fight'. Empty exactly when `isAuthorized` holds.
 */
export function unmetPreAllow(
  preAllow: readonly Pair[],
  units: readonly AuthUnit[],
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[],
): Pair[] {
  return preAllow.filter((entry) => !isPreAllowMet(entry, units, udata))
}

/** Every pre_allow entry met (an empty list authorizes). */
export function isAuthorized(
  preAllow: readonly Pair[],
  units: readonly AuthUnit[],
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[],
): boolean {
  return preAllow.every((entry) => isPreAllowMet(entry, units, udata))
}

/**
 * What the screens say an unmet pre_allow entry needs, after 'Unauthorized to fight':
 * "Major (officer of order 3 or higher)" with the required template's name, "an officer of order
 * 3 or higher (template 13)" without it, "template 999 (no unit config)" when udata lacks it.
 */
export function requirementLabel(
  entry: Pair,
  udata: readonly Pick<UnitConfig, 'template_id' | 'type' | 'bonus'>[],
  nameOf: (templateId: number) => string | undefined = () => undefined,
): string {
  const required = requirementOf(entry, udata)
  if (!required) return `template ${entry.key.trim() || '(none)'} (no unit config)`
  const kind = `${required.type} of order ${required.order} or higher`
  const name = nameOf(required.templateId)?.trim()
  if (name) return `${name} (${kind})`
  return `${/^[aeiou]/i.test(required.type) ? 'an' : 'a'} ${kind} (template ${required.templateId})`
}

/** The label shown on the fight list and in the division builder. */
export function authorizationLabel(authorized: boolean): string {
  return authorized ? 'Authorized to fight' : 'Unauthorized to fight'
}
