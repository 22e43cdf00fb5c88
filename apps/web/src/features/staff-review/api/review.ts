import type { Contract, ContractReturn, StaffReview } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { hotelKeys } from '../../../api/hotels.ts';
import { mediaKeys } from '../../../api/media.ts';
import { approveContract, ratePhoto, returnContract, staffReviewKeys } from '../../../api/staff-review.ts';
import { staffSummaryKeys } from '../../../api/staff-summary.ts';

/** The review screens' hooks on staff's decisions and a photo's stars (apps/web/src/api/staff-review.ts). */

/** After a decision: the queues, the staff home and the hotel's own queries are stale. */
function useDecision<T>(hotelId: number, decide: (input: T) => Promise<Contract>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decide,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: staffReviewKeys.all }),
        // The staff home's queues.
        queryClient.invalidateQueries({ queryKey: staffSummaryKeys.all }),
        queryClient.invalidateQueries({ queryKey: hotelKeys.hotel(hotelId) }),
      ]),
  });
}

export function useApproveContract(hotelId: number) {
  return useDecision<void>(hotelId, () => approveContract(hotelId));
}

export function useReturnContract(hotelId: number) {
  return useDecision<ContractReturn>(hotelId, (body) => returnContract(hotelId, body));
}

/** Rates a photo; the review shows the new stars at once and goes back to the old ones on failure. */
export function useRatePhoto(hotelId: number) {
  const queryClient = useQueryClient();
  const key = staffReviewKeys.review(hotelId);
  const setStars = (photoId: number, stars: number) =>
    queryClient.setQueryData<StaffReview>(key, (review) =>
      review
        ? {
            ...review,
            photos: review.photos.map((photo) =>
              photo.id === photoId ? { ...photo, quality_rate: stars } : photo,
            ),
          }
        : review,
    );
  return useMutation({
    mutationFn: ({ photoId, stars }: { photoId: number; stars: number }) =>
      ratePhoto(hotelId, photoId, stars),
    onMutate({ photoId, stars }) {
      const previous = queryClient
        .getQueryData<StaffReview>(key)
        ?.photos.find((photo) => photo.id === photoId)?.quality_rate;
      setStars(photoId, stars);
      return { previous };
    },
    onSuccess: (photo) =>
      queryClient.setQueryData<StaffReview>(key, (review) =>
        review
          ? { ...review, photos: review.photos.map((item) => (item.id === photo.id ? photo : item)) }
          : review,
      ),
    onError(_error, { photoId }, context) {
      if (context?.previous !== undefined) setStars(photoId, context.previous);
    },
    // The owner's photo step reads them too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: mediaKeys.photos(hotelId) }),
  });
}
