/**
 * An asset's mint number in its details (docs/rules.md, "Mint numbers"): `#12`, `#12 of 57`,
 * `#12 of 57, max 500`, out of how many of its template were minted and its cap. Supplies the
 * source does not give (null) are left out; so is a supply smaller than the number, which an
 * answer read while the next mint lands can give. Only the details use it, so it loads with them,
 * not with every card (a card says `Mint #12`: `ui/AssetCard.tsx`, `ui/AssetOption.tsx`).
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
