import { useMutation, useQueryClient } from '@tanstack/react-query';
import { rejectClaim, staffClaimKeys, verifyClaim } from '../../../api/staff-claims.ts';
import { staffPeopleKeys } from '../../../api/staff-people.ts';
import { staffSummaryKeys } from '../../../api/staff-summary.ts';

/** The claims queue's hooks on staff's decisions (apps/web/src/api/staff-claims.ts). */

/** A decision changes the queue, the home's counts and the claimant's page: all reload, whatever the answer. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: staffClaimKeys.all }),
      queryClient.invalidateQueries({ queryKey: staffSummaryKeys.all }),
      queryClient.invalidateQueries({ queryKey: staffPeopleKeys.all }),
    ]);
}

export function useVerifyClaim() {
  const refresh = useRefreshAfterDecision();
  return useMutation({ mutationFn: verifyClaim, onSettled: refresh });
}

export function useRejectClaim() {
  const refresh = useRefreshAfterDecision();
  return useMutation({
    mutationFn: ({ claimId, reason }: { claimId: number; reason: string }) => rejectClaim(claimId, reason),
    onSettled: refresh,
  });
}
