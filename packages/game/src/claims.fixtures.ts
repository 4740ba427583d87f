/**
 * Rows the claim rules' tests share (`claims.test.ts`, `claimAll.test.ts`): a workshop (1 h
 * cycle) and a refinery (30 min), and a staked building of either. Test data only.
 */
import type { BuildingData, StakedBuilding } from './rows'

export const workshop: BuildingData = {
  template_id: 1,
  type: 'Repair',
  token_in: ['1.0000 DOVX'],
  token_out: ['3.0000 DOVR'],
  rarity: 'Common',
  delay: 3600,
}

export const refinery: BuildingData = {
  template_id: 2,
  type: 'Fuel',
  token_in: ['2.0000 DOVX', '1.5000 DOVS'],
  token_out: ['6.0000 DOVF'],
  rarity: 'Rare',
  delay: 1800,
}

export const staked = (assetId: string, templateId: number, lastClaim: number): StakedBuilding => ({
  asset_id: assetId,
  owner: 'player1',
  template_id: templateId,
  last_claim: lastClaim,
  type: templateId === 1 ? 'Repair' : 'Fuel',
  rarity: 'Common',
})
