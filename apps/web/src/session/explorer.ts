/** The block explorer page of a transaction, when the network has an explorer. */
export function explorerTransactionLink(
  explorer: string | undefined,
  id: string,
): { href: string; label: string } | undefined {
  if (explorer === undefined || !/^[0-9a-f]{64}$/.test(id)) return undefined
  return {
    href: `${explorer.replace(/\/+$/, '')}/transaction/${id}`,
    label: 'View on the block explorer',
  }
}
