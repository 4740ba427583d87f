/**
 * Antelope account names. A name is up to 13 characters of a 64-bit value, but an account's is at
 * most 12 of a-z, 1-5 and dots (the 13th character holds 4 bits only, and `newaccount` refuses
 * it), and it does not end with a dot: `player1.` is the name `player1`, written otherwise.
 */

/** Up to 12 of a-z, 1-5 and dots, not ending with a dot. */
export const ACCOUNT_NAME = /^[a-z1-5.]{0,11}[a-z1-5]$/

/** The longest account name. */
export const ACCOUNT_NAME_MAX = 12

/** Whether `name` can be an account's name. */
export function isAccountName(name: string): boolean {
  return ACCOUNT_NAME.test(name)
}
