/**
 * What the crafting screen shows (spec §2 Crafting): the first 6 `cdata` recipes with their
 * template's name and image, `Remains`, the costs with 4 decimals, how many the player owns, and
 * whether the craft button is there and works (`checkCraft`, the contract's own check).
 */
import { type Amount, displayAmount } from '@dov/game/amount'
import { formatMissing, type Shortfall } from '@dov/game/costs'
import { type CraftCheck, canCraft, checkCraft, craftCosts, craftList } from '@dov/game/craft'
import type { AssetFields, BalanceRow, CraftData } from '@dov/game/rows'

/** A craft item's name and image, from the AtomicAssets templates endpoint. */
export type TemplateInfo = { template_id: number; name: string; img: string }

/** `symbol`: the token, for the cost's `data-token` mark (the theme's icon and colour). */
export type CostView = { text: string; symbol: string; short: boolean }

/**
 * The craft button: absent when nothing remains (`none`), `ready`, or `blocked` with the reason:
 * the balances fall short, or they are unknown (a balance that could not be read is not 0, and
 * the costs cannot be checked until it is read).
 */
export type CraftAction = { kind: 'none' } | { kind: 'ready' } | { kind: 'blocked'; reason: string }

export const BALANCES_UNKNOWN_TEXT = 'Your in-game balances are unknown.'

export type CraftView = {
  templateId: number
  name: string
  /** IPFS hash of the image; '' when the template is unknown (the placeholder shows). */
  img: string
  remains: number
  costs: CostView[]
  /** Assets of this template the player owns; undefined when unknown. */
  owned: number | undefined
  action: CraftAction
}

/** An amount with 4 decimals and its symbol: "8.1250 DOVX". */
export function costText(amount: Amount): string {
  return displayAmount(amount)
}

/** "You need 250.0000 DOVX and 0.5000 DOVS more in game." */
export function shortReason(short: readonly Shortfall[]): string {
  return `You need ${formatMissing(short)} more in game.`
}

/** The name shown when the template could not be read. */
export function fallbackName(templateId: number): string {
  return `Template ${templateId}`
}

/** The button of a recipe from the contract's check; undefined: the balances are unknown. */
function actionFor(item: CraftData, check: CraftCheck | undefined): CraftAction {
  if (!canCraft(item)) return { kind: 'none' }
  if (check === undefined) return { kind: 'blocked', reason: BALANCES_UNKNOWN_TEXT }
  if (check.ok) return { kind: 'ready' }
  return check.reason === 'short'
    ? { kind: 'blocked', reason: shortReason(check.short) }
    : { kind: 'none' }
}

/**
 * The views of the first 6 recipes. `balances` undefined: unknown (every button is blocked);
 * `owned` undefined: unknown; a template missing from `templates` gets `fallbackName`.
 */
export function craftViews(
  cdata: readonly CraftData[],
  templates: readonly TemplateInfo[],
  balances: readonly BalanceRow[] | undefined,
  owned: readonly Pick<AssetFields, 'template_id'>[] | undefined,
): CraftView[] {
  const byId = new Map(templates.map((t) => [t.template_id, t]))
  return craftList(cdata).map((item) => {
    const template = byId.get(item.template_id)
    const check = balances === undefined ? undefined : checkCraft(item, balances)
    const short = check !== undefined && !check.ok && check.reason === 'short' ? check.short : []
    const shortSymbols = new Set(short.map((s) => s.cost.symbol))
    return {
      templateId: item.template_id,
      name: template?.name || fallbackName(item.template_id),
      img: template?.img ?? '',
      remains: item.available,
      costs: craftCosts(item).map((cost) => ({
        text: costText(cost),
        symbol: cost.symbol,
        short: shortSymbols.has(cost.symbol),
      })),
      owned: owned?.filter((asset) => asset.template_id === item.template_id).length,
      action: actionFor(item, check),
    }
  })
}
