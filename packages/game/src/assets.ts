/**
 * Asset enrichment (spec §3 "Enriched with: type (combat, or other utility types), power (only for
 * combat, else 0), bonus (list of key/value pairs)").
 */
import type { UnitStats } from './power'
import type { Asset, AssetFields, UnitConfig } from './rows'

/**
 * The stats a template gives a unit: type from udata (else the asset's utility), power only for
 * combat (else 0), bonus from udata (else none). Both the app (via enrichAsset) and the fight
 * contract resolve units through this, so they compute the same power.
 */
export function unitStats(
  templateId: number,
  udata: readonly UnitConfig[],
  fallbackType = '',
): UnitStats {
  const row = udata.find((candidate) => candidate.template_id === templateId)
  if (!row) return { type: fallbackType, power: 0, bonus: [] }
  return { type: row.type, power: row.type === 'combat' ? row.power : 0, bonus: row.bonus }
}

/** Adds type, power and bonus to an asset from the asset service. */
export function enrichAsset(fields: AssetFields, udata: readonly UnitConfig[]): Asset {
  return { ...fields, ...unitStats(fields.template_id, udata, fields.utility) }
}

/** A lookup of unit stats by asset id, for `storedDivisionPower` and Hall of Fame rankings. */
export function unitLookup(assets: readonly Asset[]): (assetId: string) => UnitStats | undefined {
  const byId = new Map(assets.map((asset) => [asset.asset_id, asset]))
  return (assetId) => {
    const asset = byId.get(assetId)
    return asset && { type: asset.type, power: asset.power, bonus: asset.bonus }
  }
}
