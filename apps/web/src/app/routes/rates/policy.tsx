import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { rateContractsQuery } from '../../../api/rates.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { RatePolicyEditor } from '../../../features/rates/components/RatePolicyEditor.tsx';
import { WithRatesScope } from './scope.tsx';

/** `/dash/rates/policy?rate=<id>`: the rate's cancellation policy editor (decision 056). */
export default function RatePolicyRoute() {
  const [params] = useSearchParams();
  const rateId = Number(params.get('rate'));
  return (
    <WithRatesScope titleKey="rates.policies.editor.title">
      {(scope) => <RatePolicyOfRate key={`${scope.hotelId}:${rateId}`} {...scope} rateId={rateId} />}
    </WithRatesScope>
  );
}

function RatePolicyOfRate({ userId, hotelId, rateId }: { userId: number; hotelId: number; rateId: number }) {
  const { t } = useTranslation();
  // The rate's contract and name come from the list the rates screen already cached.
  const contracts = useQuery(rateContractsQuery(userId, hotelId));
  if (contracts.isPending) return <PageLoader />;
  const rate = contracts.data?.flatMap((contract) => contract.rates).find((entry) => entry.id === rateId);
  if (!rate)
    return (
      <Alert color="red" role="alert">
        {t('rates.policies.editor.not_found')}
      </Alert>
    );
  return (
    <RatePolicyEditor
      userId={userId}
      hotelId={hotelId}
      contractId={rate.contract}
      rateId={rate.id}
      rateName={rate.name}
    />
  );
}
