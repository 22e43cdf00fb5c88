import { Alert } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rateContractsQuery } from '../../../api/rates.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { HotelTaxesEditor } from '../../../features/rates/components/HotelTaxesEditor.tsx';
import { WithRatesScope } from './scope.tsx';

/** `/dash/rates/taxes`: the hotel's taxes and fees editor (issue 33). */
export default function HotelTaxesRoute() {
  return (
    <WithRatesScope titleKey="rates.taxes.editor.title">
      {(scope) => <TaxesOfHotel key={scope.hotelId} {...scope} />}
    </WithRatesScope>
  );
}

function TaxesOfHotel({ userId, hotelId }: { userId: number; hotelId: number }) {
  const { t } = useTranslation();
  // The hotel's rates, which a tax may be scoped to.
  const contracts = useQuery(rateContractsQuery(userId, hotelId));
  if (contracts.isPending) return <PageLoader />;
  if (contracts.isError)
    return (
      <Alert color="red" role="alert">
        {t('rates.load_error')}
      </Alert>
    );
  return (
    <HotelTaxesEditor
      userId={userId}
      hotelId={hotelId}
      rates={contracts.data.flatMap((contract) => contract.rates)}
    />
  );
}
