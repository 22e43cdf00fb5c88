import type { StepReviews, WizardStepKey } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { putStepReviewed, wizardStepKeys } from '../../../api/wizard-steps.ts';

/** The wizard's hook on the steps a hotel reviewed (apps/web/src/api/wizard-steps.ts, decision 031). */

/**
 * Marks a step reviewed: the cached list shows it at once (the progress moves as the user moves
 * on), then takes the server's answer; a failure puts the list back as the server has it.
 */
export function useMarkStepReviewed(hotelId: number | null, options: { onSettled?: () => unknown } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    // On the mutation, not on `mutate`: it still runs when the step has navigated away meanwhile.
    onSettled: options.onSettled,
    mutationFn: (step: WizardStepKey) => {
      if (hotelId === null) throw new Error('no hotel selected');
      return putStepReviewed(hotelId, step);
    },
    onMutate: (step) => {
      if (hotelId === null) return;
      queryClient.setQueryData<StepReviews>(wizardStepKeys.hotel(hotelId), (current) =>
        current && !current.reviewed.includes(step) ? { reviewed: [...current.reviewed, step] } : current,
      );
    },
    onSuccess: (answer) => {
      if (hotelId !== null) queryClient.setQueryData(wizardStepKeys.hotel(hotelId), answer);
    },
    onError: () => {
      if (hotelId !== null) void queryClient.invalidateQueries({ queryKey: wizardStepKeys.hotel(hotelId) });
    },
  });
}
