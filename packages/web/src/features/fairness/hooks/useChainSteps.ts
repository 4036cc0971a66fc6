import { useQuery } from '@tanstack/react-query';
import { stepsToAnchorOffThread } from '../chain-check';

/**
 * The chain check of a round's secret, once per secret and anchor (cached): up to a chain's
 * length of hashes can take a second, so it runs in a worker. Idle when there is no chain to check.
 */
export function useChainSteps(claim: { secretHash: string; chain: { anchor: string; round: number } | null } | null) {
  return useQuery({
    queryKey: ['fairness-chain-steps', claim?.secretHash, claim?.chain?.anchor, claim?.chain?.round],
    queryFn: () =>
      claim?.chain ? stepsToAnchorOffThread(claim.secretHash, claim.chain.anchor, claim.chain.round) : null,
    enabled: claim?.chain != null,
    staleTime: Infinity,
    meta: { silent: true },
  });
}
