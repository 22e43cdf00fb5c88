import type { StaffUserDetail } from '@hotel/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  attachHotel,
  detachHotel,
  postStaffLink,
  putPermission,
  staffPeopleKeys,
} from '../../../api/staff-people.ts';
import { staffSummaryKeys } from '../../../api/staff-summary.ts';

/** The people screens' hooks on a person's hotels, permission and sign-in links (apps/web/src/api/staff-people.ts). */

/**
 * A change to a person: the answer (the person anew) is shown at once; the people list and the
 * home's recent decisions reload, and so does the person when the change failed.
 */
function usePersonChange<T>(userId: number, change: (value: T) => Promise<StaffUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => queryClient.setQueryData(staffPeopleKeys.detail(userId), detail),
    onSettled: (_detail, error) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: error ? staffPeopleKeys.all : staffPeopleKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: staffSummaryKeys.all }),
      ]),
  });
}

export function useAttachHotel(userId: number) {
  return usePersonChange(userId, (hotel: number) => attachHotel(userId, hotel));
}

export function useDetachHotel(userId: number) {
  return usePersonChange(userId, (hotelId: number) => detachHotel(userId, hotelId));
}

export function useSetPermission(userId: number) {
  return usePersonChange(userId, (granted: boolean) => putPermission(userId, granted));
}

export function useCreateStaffLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postStaffLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffSummaryKeys.all }),
  });
}
