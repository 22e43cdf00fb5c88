import type { StepReviews, WizardStepKey } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putStepReviewed, wizardStepKeys } from '../../../api/wizard-steps.ts';

/** The wizard's hook on the steps a hotel reviewed (apps/web/src/api/wizard-steps.ts, decision 031). */

/**
 * Marks a step of a hotel reviewed: the cached list shows it at once (the progress moves as the
 * user moves on), then takes the server's answer; a failure puts the list back as the server has
 * it. The hotel travels with the call, not with the hook: a save that moves on to another hotel
 * (Opinions, spec §4) still marks the hotel it saved.
 */
export function useMarkStepReviewed(options: { onSettled?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // On the mutation, not on `mutate`: it still runs when the step has navigated away meanwhile.
    onSettled: options.onSettled,
    mutationFn: ({ hotelId, step }: { hotelId: number; step: WizardStepKey }) =>
      putStepReviewed(hotelId, step),
    onMutate: ({ hotelId, step }) => {
      queryClient.setQueryData<StepReviews>(wizardStepKeys.hotel(hotelId), (current) =>
        current && !current.reviewed.includes(step) ? { reviewed: [...current.reviewed, step] } : current,
      );
    },
    onSuccess: (answer, { hotelId }) => {
      queryClient.setQueryData(wizardStepKeys.hotel(hotelId), answer);
    },
    onError: (_error, { hotelId }) => {
      void queryClient.invalidateQueries({ queryKey: wizardStepKeys.hotel(hotelId) });
    },
  });
}
