import { skipToken, useQuery } from '@tanstack/react-query'
import { network } from '../../config/current'
import { type AnnouncedMedal, earnedMedals, type ReportClaim } from './earnedMedals'

/**
 * The medals the report's claim earned (`earnedMedals`), once the indexer has read it; undefined
 * while it is being read, without the indexer, or when it could not tell. Asked once per claim.
 */
export function useEarnedMedals(claim: ReportClaim | undefined): AnnouncedMedal[] | undefined {
  const { data } = useQuery({
    queryKey: ['battle-report', 'medals', network.chainId, claim?.trxId],
    queryFn:
      claim === undefined || network.indexerUrl === undefined
        ? skipToken
        : () => earnedMedals(claim).then((medals) => medals ?? null),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  })
  return data ?? undefined
}
