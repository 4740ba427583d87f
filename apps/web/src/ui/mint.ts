/**
 * How a mint number reads (docs/rules.md, "Mint numbers"): on a card `Mint #12`; in an asset's
 * details `#12 of 57`, out of how many of its template were minted, with the template's cap when it
 * has one (`#12 of 57, max 500`).
 */

/** A card's line: `Mint #12`. */
export function mintLabel(mint: number): string {
  return `Mint #${mint}`
}

/**
 * The details' value: `#12`, `#12 of 57`, `#12 of 57, max 500`. Supplies the source does not give
 * (null) are left out; so is a supply smaller than the number, which an answer read while the next
 * mint lands can give.
 */
export function mintOfSupply(
  mint: number,
  issued: number | null,
  maxSupply: number | null,
): string {
  const of = issued !== null && issued >= mint ? ` of ${issued}` : ''
  const max = of !== '' && maxSupply !== null ? `, max ${maxSupply}` : ''
  return `#${mint}${of}${max}`
}
