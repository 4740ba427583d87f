/**
 * Withdrawal (spec §5 "Withdrawal net total shown: amount minus amount times fee percent / 100.";
 * §2 "The withdraw view shows a FEE percentage, or '-' if unknown.").
 */
import { AmountError, mulDivFloor } from './amount'
import type { GameConfig } from './rows'

/**
 * Net units received: floor(amount × (100 − fee) / 100), computed with the fee in hundredths of a
 * percent (wfee is rounded to 0.01 %): 100.0000 DOVX at 5 % → 95.0000; 0.0001 at 5 % → 0.
 * The fee must be within 0..100.
 */
export function withdrawNet(amountUnits: bigint, feePercent: number): bigint {
  if (!Number.isFinite(feePercent) || feePercent < 0 || feePercent > 100) {
    throw new AmountError(`Fee percent out of range: ${feePercent}`)
  }
  const basisPoints = BigInt(Math.round(feePercent * 100))
  return mulDivFloor(amountUnits, 10_000n - basisPoints, 10_000n)
}

/** The fee units the chain keeps: amount − net. */
export function withdrawFee(amountUnits: bigint, feePercent: number): bigint {
  return amountUnits - withdrawNet(amountUnits, feePercent)
}

/** "5%" when the config is known, '-' otherwise. */
export function feeLabel(config: Pick<GameConfig, 'wfee'> | undefined): string {
  return config === undefined || !Number.isFinite(config.wfee) ? '-' : `${config.wfee}%`
}
