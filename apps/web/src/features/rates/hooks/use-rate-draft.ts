import type { AriRoomType } from '@hotel/domain';
import { type RefObject, useEffect, useRef } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  clearDraft,
  isUntouchedDraft,
  NEW_CONTRACT,
  type NewRateValues,
  saveDraft,
} from '../model/new-rate-form.ts';

/**
 * Keeps the wizard's draft (values and step) in the browser on every change, so a reload resumes
 * where the user was; nothing is kept once `finished` (the rate is created), nor while the wizard
 * is as fresh (`fresh()`) as it opened: opening it is not leaving a draft.
 */
export function useRateDraftAutosave(
  form: UseFormReturn<NewRateValues>,
  scope: { userId: number; hotelId: number; fresh(): NewRateValues },
  step: number,
  finished: RefObject<boolean>,
) {
  const { userId, hotelId } = scope;
  // The latest fresh values (they name the contracts), read without saving again when they change.
  const fresh = useRef(scope.fresh);
  fresh.current = scope.fresh;
  useEffect(() => {
    const save = () => {
      if (finished.current) return;
      const draft = { step, values: form.getValues() };
      if (isUntouchedDraft(draft, fresh.current())) clearDraft(userId, hotelId);
      else saveDraft(userId, hotelId, draft);
    };
    save();
    const subscription = form.watch(save);
    return () => subscription.unsubscribe();
  }, [form, userId, hotelId, step, finished]);
}

/**
 * A restored draft may name a contract deleted elsewhere (it falls back to the first one, or a
 * new one) or room types the hotel no longer has (they are dropped).
 */
export function dropWhatIsGone(
  form: UseFormReturn<NewRateValues>,
  contractIds: number[],
  roomTypes: readonly AriRoomType[] | undefined,
) {
  const contract = form.getValues('contract');
  if (contract !== NEW_CONTRACT && !contractIds.includes(Number(contract))) {
    form.setValue('contract', contractIds[0] === undefined ? NEW_CONTRACT : String(contractIds[0]));
  }
  const chosen = form.getValues('roomTypes');
  if (roomTypes && chosen.some((id) => !roomTypes.some((room) => room.id === id))) {
    form.setValue(
      'roomTypes',
      chosen.filter((id) => roomTypes.some((room) => room.id === id)),
    );
  }
}
