import type { QueryClient } from '@tanstack/react-query'
import { chainKey } from '../transport/keys'

/**
 * Asks again for every chain read on screen (every active query under `chainKey`): the shell's
 * Retry when no endpoint answered.
 */
export function refetchChainReads(queryClient: QueryClient): Promise<void> {
  return queryClient.refetchQueries({ queryKey: chainKey, type: 'active' })
}
