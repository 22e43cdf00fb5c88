import type { StaffReview, WizardStepKey } from '@hotel/domain';
import { Alert, Anchor, Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { reviewQuery } from '../../../api/staff-review.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { notifyError, notifySaved } from '../../../components/ui/notify.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { RequestFailed } from '../../../components/ui/RequestFailed.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useApproveContract } from '../api/review.ts';
import { dateTimeFormat } from '../model/describe.ts';
import { ActivityLog } from './ActivityLog.tsx';
import { OpinionsSection, RatesSection, UsersSection } from './ContentSections.tsx';
import {
  AccessibilitySection,
  ActivitiesSection,
  BasicSection,
  LocationSection,
  ServicesSection,
} from './HotelSections.tsx';
import { PhotosSection, VideosSection } from './MediaSections.tsx';
import { ReturnForm } from './ReturnForm.tsx';
import { ReturnHistory, SinceReturn } from './ReturnHistory.tsx';
import { ChangedSince } from './ReviewStep.tsx';
import { RoomsSection } from './RoomsSection.tsx';

const STATUS_COLOURS = { none: 'gray.8', sent: 'blue.9', returned: 'red.9', approved: 'teal.9' } as const;

interface Props {
  hotelId: number;
  /** Where "back to the queue" goes (the queue with the filters it was opened from). */
  queuePath: string;
  /** After a decision: back to the queue (the notification says what happened). */
  onDecided(): void;
}

/**
 * /staff/contracts/:hotelId: the whole hotel read-only, step by step in wizard order, each step
 * marked when it changed since the last approval; the users, the activity log, and the decision
 * (approve, or return with a reason per step) while the contract is sent.
 */
export function ReviewScreen({ hotelId, queuePath, onDecided }: Props) {
  const { t } = useTranslation();
  const review = useQuery(reviewQuery(hotelId));
  if (review.isError)
    return (
      <Stack>
        <RequestFailed error={review.error} onRetry={() => void review.refetch()} />
        <Anchor component={Link} to={queuePath}>
          ← {t('staff.review.back')}
        </Anchor>
      </Stack>
    );
  if (!review.data) return <PageLoader />;
  return <Review review={review.data} queuePath={queuePath} onDecided={onDecided} />;
}

function Review({ review, queuePath, onDecided }: { review: StaffReview } & Omit<Props, 'hotelId'>) {
  const { t, i18n } = useTranslation();
  const { hotel, contract } = review;
  // Never approved but returned before: a step is marked when it changed since the last return,
  // not merely because nothing was ever approved (issue 34 item 17).
  const sinceReturn = review.last_approval === null ? review.since_return : null;
  const marked = sinceReturn
    ? sinceReturn.steps.flatMap((change) => (change.step === 'rooms' ? ['rooms', 'room'] : [change.step]))
    : review.changed_steps;
  const changed = (...steps: WizardStepKey[]) => steps.some((step) => marked.includes(step));
  const when = dateTimeFormat(i18n.language);
  const returned = contract.status === 'returned' ? contract.returned_steps : [];

  return (
    <ChangedSince.Provider value={sinceReturn ? 'return' : 'approval'}>
      <Stack>
        <Anchor component={Link} to={queuePath} size="sm">
          ← {t('staff.review.back')}
        </Anchor>
        <div>
          <Text size="sm" c="dimmed">
            {t('staff.review.title')}
          </Text>
          <Title order={1} size="h2">
            {hotel.name}
          </Title>
          <Group gap="xs" mt={4} wrap="wrap">
            <Text size="sm" c="dimmed">
              {hotel.code}
            </Text>
            <Badge color={STATUS_COLOURS[contract.status]} variant="filled" data-testid="review-status">
              {t(`contract.status.${contract.status}`)}
            </Badge>
            {review.verified ? (
              <Badge color="teal.9" variant="outline">
                {t('staff.hotel_verified')}
              </Badge>
            ) : (
              <Badge color="violet.9" variant="outline">
                {t('staff.hotel_unverified')}
              </Badge>
            )}
          </Group>
          <Text size="sm" mt={4} data-testid="last-approval">
            {review.last_approval
              ? t('staff.review.last_approval', {
                  when: when.format(new Date(review.last_approval.at)),
                  who: review.last_approval.by ?? t('contract.history.unknown_user'),
                })
              : sinceReturn
                ? t('staff.review.since_return_note')
                : t('staff.review.never_approved')}
          </Text>
        </div>
        {returned.length > 0 ? (
          <Alert color="red" title={t('staff.review.returned_title')}>
            <Stack gap={2}>
              {returned.map((item) => (
                <Text key={item.step} size="sm">
                  {t(`nav.${item.step}`)}: {item.reason}
                </Text>
              ))}
            </Stack>
          </Alert>
        ) : null}
        {review.since_return ? <SinceReturn since={review.since_return} /> : null}
        {review.returns.length > 0 ? <ReturnHistory returns={review.returns} /> : null}
        <Decision review={review} onDecided={onDecided} />
        <BasicSection hotel={hotel} changed={changed('basic')} />
        <LocationSection hotel={hotel} changed={changed('ubication')} />
        <AccessibilitySection hotel={hotel} changed={changed('accesibility')} />
        <ServicesSection hotel={hotel} changed={changed('services')} />
        <ActivitiesSection hotel={hotel} changed={changed('activities')} />
        <RoomsSection rooms={review.rooms} changed={changed('rooms', 'room')} />
        <PhotosSection hotelId={hotel.id} photos={review.photos} changed={changed('photos')} />
        <VideosSection videos={review.videos} changed={changed('videos')} />
        <OpinionsSection opinions={review.opinions} changed={changed('opinions')} />
        <RatesSection
          rates={review.rates}
          rateTerms={review.rate_terms}
          taxes={review.taxes}
          rooms={review.rooms}
        />
        <UsersSection users={review.users} />
        <ActivityLog hotelId={hotel.id} />
      </Stack>
    </ChangedSince.Provider>
  );
}

/** Approve or return: only while the contract is sent (the server answers 409 otherwise). */
function Decision({ review, onDecided }: { review: StaffReview; onDecided(): void }) {
  const { t } = useTranslation();
  const hotelId = review.hotel.id;
  const approve = useApproveContract(hotelId);
  const [returning, setReturning] = useState(false);
  const sent = review.contract.status === 'sent';

  async function runApprove() {
    if (!(await confirm(t, t('staff.review.approve_confirm', { hotel: review.hotel.name })))) return;
    try {
      await approve.mutateAsync();
      notifySaved(t('staff.review.approved', { hotel: review.hotel.name }));
      onDecided();
    } catch (error) {
      notifyError(
        (error instanceof ApiError
          ? (error.messages('non_field_errors')[0] ?? error.fieldErrors[0]?.[1])
          : undefined) ?? t('errors.service_unavailable'),
      );
    }
  }

  if (!sent)
    return (
      <Text size="sm" c="dimmed" data-testid="not-decidable">
        {t('staff.review.not_sent')}
      </Text>
    );
  return (
    <Card withBorder data-testid="review-decision">
      {returning ? (
        <ReturnForm
          hotelId={hotelId}
          onCancel={() => setReturning(false)}
          onReturned={() => {
            notifySaved(t('staff.review.returned', { hotel: review.hotel.name }));
            onDecided();
          }}
        />
      ) : (
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Text size="sm">{t('staff.review.decide')}</Text>
          <Group gap="xs">
            <Button variant="outline" color="red.9" onClick={() => setReturning(true)}>
              {t('staff.review.return_action')}
            </Button>
            <Button color="teal.9" onClick={runApprove} loading={approve.isPending}>
              {t('staff.review.approve')}
            </Button>
          </Group>
        </Group>
      )}
    </Card>
  );
}
