/** Texts of the spec's catalogue (section 8) that more than one screen shows. */

/** Success of an unstake, of buildings or of tools. */
export const ASSETS_UNSTAKED = 'Assets unstaked.'
