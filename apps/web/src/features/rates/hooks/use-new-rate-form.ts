import { zodResolver } from '@hookform/resolvers/zod';
import type { AriRoomType, RateContract } from '@hotel/domain';
import { useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { emptyDraft, loadDraft, type NewRateValues, stepSchema } from '../model/new-rate-form.ts';
import { productContext } from '../model/rate-product.ts';
import { dropWhatIsGone, useRateDraftAutosave } from './use-rate-draft.ts';

/**
 * The new-rate wizard's form and step: resumed from the draft left half-filled before a reload,
 * checked against the step on screen only, and kept as a draft on every change until `finished`.
 */
export function useNewRateForm({
  userId,
  hotelId,
  contracts,
  roomTypes,
}: {
  userId: number;
  hotelId: number;
  contracts: RateContract[];
  roomTypes: readonly AriRoomType[] | undefined;
}) {
  const { t, i18n } = useTranslation();
  const contractIds = contracts.map((contract) => contract.id);
  const fresh = () =>
    emptyDraft(contractIds, t('rates.wizard.default_contract_name', { year: new Date().getFullYear() }));
  // Read once: the draft left half-filled before a reload.
  const [restored] = useState(() => loadDraft(userId, hotelId, fresh()));
  const [step, setStep] = useState(restored?.step ?? 0);
  const finished = useRef(false);
  // The schema of the step on screen (moving on checks only what that step asks), with the room
  // types and rates the product section is checked against.
  const checks = useRef({ step, context: productContext(contracts, roomTypes, i18n.language) });
  checks.current = { step, context: productContext(contracts, roomTypes, i18n.language) };
  const resolver = useMemo<Resolver<NewRateValues>>(
    () => (values, context, options) =>
      (
        zodResolver(
          stepSchema(checks.current.step, checks.current.context) as z.ZodType<NewRateValues, NewRateValues>,
        ) as Resolver<NewRateValues>
      )(values, context, options),
    [],
  );
  // A message goes away as soon as the field is put right.
  const form = useForm<NewRateValues>({
    defaultValues: restored?.values ?? fresh(),
    resolver,
    mode: 'onChange',
  });
  dropWhatIsGone(form, contractIds, roomTypes);
  useRateDraftAutosave(form, { userId, hotelId, fresh }, step, finished);

  return { form, restored, step, setStep, fresh, finished, checks };
}
