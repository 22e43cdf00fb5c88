import { Alert, Anchor, Button, Divider, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { countriesQuery } from '../../../api/countries.ts';
import { hotelOptionsQuery } from '../../../api/hotels.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { usePhoneFormat } from '../../../lib/phone-format.ts';
import { useToken } from '../../../lib/session.ts';
import { useBillingData } from '../api/billing-data.ts';
import { useBillingConfigurations } from '../api/configurations.ts';
import { usePaymentMethods } from '../api/payment-methods.ts';
import { BillingConfigurations } from './BillingConfigurations.tsx';
import { BillingDataForm } from './BillingDataForm.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';

interface Props {
  userId: number;
  /** After the billing data is saved (spec §4: it goes to contacts). */
  onSaved(): void;
}

/**
 * /auth/facturation: the billing data, the payment methods and the billing configurations.
 * Until the data is complete the user may leave it for later and go on to the hotels.
 */
export function BillingScreen({ userId, onSaved }: Props) {
  const { t, i18n } = useTranslation();
  const data = useBillingData(userId);
  const countries = useQuery(countriesQuery(i18n.language));
  const methods = usePaymentMethods();
  const configurations = useBillingConfigurations();
  const hotels = useQuery(hotelOptionsQuery(useToken()));
  const complete = data.data?.has_facturation_data ?? false;
  const saved = data.data;
  // The phone shows in its international format from the first paint (issue 34 item 10).
  const formatPhone = usePhoneFormat();

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Title order={1} size="h2">
          {t('billing.title')}
        </Title>
        {data.isSuccess ? (
          <Anchor component={Link} to="/dash/hotel" fw={600} c="blue.9" underline="always" mt={6}>
            {complete ? t('billing.back') : t('billing.later')}
          </Anchor>
        ) : null}
      </Group>
      <Text c="dimmed">{complete ? t('billing.intro_complete') : t('billing.intro')}</Text>

      <Section id="billing-data-title" title={t('billing.data.title')} hint={t('billing.data.hint')}>
        <Loaded queries={[data, countries]}>
          {saved && countries.data && formatPhone ? (
            <BillingDataForm
              userId={userId}
              initial={saved}
              countries={countries.data}
              onSaved={onSaved}
              formatPhone={formatPhone}
            />
          ) : null}
        </Loaded>
      </Section>

      <Divider />
      <Section
        id="payment-methods-title"
        title={t('billing.methods.title')}
        hint={t('billing.methods.intro')}
      >
        <Loaded queries={[methods]}>
          {methods.data ? (
            <PaymentMethods
              methods={methods.data}
              suggestion={
                saved?.iban
                  ? { holder: saved.legal_name ?? '', iban: saved.iban, bic: saved.bic ?? '' }
                  : undefined
              }
            />
          ) : null}
        </Loaded>
      </Section>

      <Divider />
      <Section
        id="billing-configurations-title"
        title={t('billing.configurations.title')}
        hint={t('billing.configurations.intro')}
      >
        <Loaded queries={[configurations, hotels, methods]}>
          {configurations.data && hotels.data && methods.data ? (
            <BillingConfigurations
              configurations={configurations.data}
              hotels={hotels.data}
              methods={methods.data}
            />
          ) : null}
        </Loaded>
      </Section>
    </Stack>
  );
}

function Section({
  id,
  title,
  hint,
  children,
}: {
  id: string;
  title: string;
  hint: string;
  children: ReactNode;
}) {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      <Text size="sm" c="dimmed">
        {hint}
      </Text>
      {children}
    </Stack>
  );
}

interface QueryState {
  isError: boolean;
  isPending: boolean;
  refetch(): unknown;
}

/** A loader while the queries load; a message with a retry button when one fails. */
function Loaded({ queries, children }: { queries: QueryState[]; children: ReactNode }) {
  const { t } = useTranslation();
  if (queries.some((query) => query.isError)) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('billing.load_error')}</Text>
          <Button
            size="xs"
            variant="light"
            onClick={() => {
              for (const query of queries) if (query.isError) void query.refetch();
            }}
          >
            {t('billing.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (queries.some((query) => query.isPending)) return <PageLoader />;
  return children;
}
