import { Alert, Anchor, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCurrentUser } from '../../../api/current-user.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';

/**
 * The back office's screens are for staff (approbe_contract_perm): a hotel user who opens one sees
 * a plain refusal instead, without asking the API (which answers 403 anyway: the screens show its
 * message if the permission goes meanwhile).
 */
export function StaffOnly({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (user.isPending) return <PageLoader />;
  if (user.isError) return <RequestFailed error={user.error} onRetry={() => void user.refetch()} />;
  if (user.data?.approbe_contract_perm) return children;
  return (
    <Stack>
      <Title order={1} size="h2">
        {t('staff.forbidden.title')}
      </Title>
      <Alert color="red" role="alert" data-testid="forbidden">
        {t('staff.forbidden.text')}
      </Alert>
      <Anchor component={Link} to="/dash/home">
        {t('staff.forbidden.back')}
      </Anchor>
    </Stack>
  );
}
