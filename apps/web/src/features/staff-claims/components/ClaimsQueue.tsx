import { CLAIM_STATUSES, type ClaimStatus, type StaffClaim } from '@hotel/domain';
import { Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CLAIMS_PAGE_SIZE, staffClaimsQuery } from '../../../api/staff-claims.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { Pager } from '../../../components/ui/Pager.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useVerifyClaim } from '../api/claims.ts';
import { ClaimCard } from './ClaimCard.tsx';
import { RejectClaimModal } from './RejectClaimModal.tsx';

const isStatus = (value: string | null): value is ClaimStatus =>
  (CLAIM_STATUSES as readonly (string | null)[]).includes(value);

/**
 * The claims queue (decision 027): who asked to speak for which hotel, oldest first, pending by
 * default; staff verify a claim (confirmed) or reject it with a reason the claimant receives. The
 * status and the page are in the address, so a reload or a shared link keeps them.
 */
export function ClaimsQueue() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const requested = params.get('status');
  const status: ClaimStatus = isStatus(requested) ? requested : 'pending';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const claims = useQuery(staffClaimsQuery(status, page));
  const verify = useVerifyClaim();
  const [rejecting, setRejecting] = useState<StaffClaim>();
  const titleId = useId();

  const go = (next: { status?: ClaimStatus; page?: number }) => {
    const query = new URLSearchParams();
    const nextStatus = next.status ?? status;
    if (nextStatus !== 'pending') query.set('status', nextStatus);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };

  const verifyClaim = async (claim: StaffClaim) => {
    const question = t('staff.claims.verify_confirm', { name: claim.claimant.name, hotel: claim.hotel.name });
    if (!(await confirm(t, question))) return;
    try {
      await verify.mutateAsync(claim.id);
      notifySaved(t('staff.claims.verified', { name: claim.claimant.name, hotel: claim.hotel.name }));
    } catch (error) {
      notifyError(
        (error instanceof ApiError ? error.messages('non_field_errors')[0] : undefined) ??
          t('errors.service_unavailable'),
      );
    }
  };

  const items = claims.data?.items ?? [];
  return (
    <Stack>
      <Title order={1} size="h2" id={titleId}>
        {t('staff.claims.title')}
      </Title>
      <Text size="sm" c="dimmed">
        {t('staff.claims.intro')}
      </Text>
      <SegmentedControl
        aria-label={t('staff.claims.status_label')}
        value={status}
        onChange={(value) => go({ status: value as ClaimStatus })}
        data={CLAIM_STATUSES.map((value) => ({ value, label: t(`staff.claims.statuses.${value}`) }))}
        fullWidth
        maw={520}
      />
      {claims.isPending ? <Loader size="sm" role="status" aria-label={t('common.loading')} /> : null}
      {claims.isError ? <RequestFailed error={claims.error} onRetry={() => void claims.refetch()} /> : null}
      {claims.data ? (
        <>
          <Text size="sm" role="status" data-testid="claims-count">
            {t(`staff.claims.count_${status}`, { count: claims.data.count })}
          </Text>
          {items.length > 0 ? (
            <Stack
              component="ul"
              gap="md"
              m={0}
              p={0}
              aria-labelledby={titleId}
              style={{ opacity: claims.isPlaceholderData ? 0.6 : 1 }}
            >
              {items.map((claim) => (
                <ClaimCard
                  key={claim.id}
                  claim={claim}
                  verifying={verify.isPending && verify.variables === claim.id}
                  onVerify={() => void verifyClaim(claim)}
                  onReject={() => setRejecting(claim)}
                />
              ))}
            </Stack>
          ) : null}
          <Pager
            count={claims.data.count}
            pageSize={CLAIMS_PAGE_SIZE}
            page={page}
            onChange={(next) => go({ page: next })}
            label={t('staff.claims.pages')}
          />
        </>
      ) : null}
      <RejectClaimModal claim={rejecting} onClose={() => setRejecting(undefined)} />
    </Stack>
  );
}
