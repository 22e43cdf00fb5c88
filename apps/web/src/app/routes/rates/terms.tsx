import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { rateContractsQuery } from '../../../api/rates.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { RateTermsEditor } from '../../../features/rates/components/RateTermsEditor.tsx';
import { WithRatesScope } from './scope.tsx';

/** `/dash/rates/terms?rate=<id>`: the rate's contract terms editor (issue 33). */
export default function RateTermsRoute() {
  const [params] = useSearchParams();
  const rateId = Number(params.get('rate'));
  return (
    <WithRatesScope titleKey="rates.terms.editor.title">
      {(scope) => <RateTermsOfRate key={`${scope.hotelId}:${rateId}`} {...scope} rateId={rateId} />}
    </WithRatesScope>
  );
}

function RateTermsOfRate({ userId, hotelId, rateId }: { userId: number; hotelId: number; rateId: number }) {
  const { t } = useTranslation();
  // The rate, its contract and the rates to copy to come from the list the rates screen cached.
  const contracts = useQuery(rateContractsQuery(userId, hotelId));
  if (contracts.isPending) return <PageLoader />;
  const rates = contracts.data?.flatMap((contract) => contract.rates) ?? [];
  const rate = rates.find((entry) => entry.id === rateId);
  if (!rate)
    return (
      <Alert color="red" role="alert">
        {t('rates.policies.editor.not_found')}
      </Alert>
    );
  return <RateTermsEditor userId={userId} hotelId={hotelId} rate={rate} rates={rates} />;
}
