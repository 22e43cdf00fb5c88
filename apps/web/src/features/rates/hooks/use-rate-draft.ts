import type { AriRoomType } from '@hotel/domain';
import { type RefObject, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { NEW_CONTRACT, type NewRateValues, saveDraft } from '../model/new-rate-form.ts';

/**
 * Keeps the wizard's draft (values and step) in the browser on every change, so a reload resumes
 * where the user was; nothing is kept once `finished` (the rate is created).
 */
export function useRateDraftAutosave(
  form: UseFormReturn<NewRateValues>,
  scope: { userId: number; hotelId: number },
  step: number,
  finished: RefObject<boolean>,
) {
  const { userId, hotelId } = scope;
  useEffect(() => {
    const save = () => {
      if (!finished.current) saveDraft(userId, hotelId, { step, values: form.getValues() });
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
