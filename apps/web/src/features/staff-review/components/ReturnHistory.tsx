import type { StaffReview, StepChange } from '@hotel/domain';
import { Card, List, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dateTimeFormat } from '../model/describe.ts';
import { fieldLabel, valueText } from '../model/describe-event.ts';

/**
 * What changed since the contract was last returned (issue 34 item 17), per step: the fields with
 * their value then and now, the rooms, photos or videos added, removed or changed.
 */
export function SinceReturn({ since }: { since: NonNullable<StaffReview['since_return']> }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language).format(new Date(since.at));
  return (
    <Card withBorder component="section" aria-labelledby="since-return-title" data-testid="since-return">
      <Title order={2} size="h4" id="since-return-title">
        {t('staff.review.since_return_title', { when })}
      </Title>
      {since.steps.length === 0 ? (
        <Text size="sm" mt="xs">
          {t('staff.review.since_return_none')}
        </Text>
      ) : (
        <Stack gap="xs" mt="xs">
          {since.steps.map((change) => (
            <StepChangeLines key={change.step} change={change} />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function StepChangeLines({ change }: { change: StepChange }) {
  const { t, i18n } = useTranslation();
  const exists = (key: string) => i18n.exists(key);
  const lines = [
    ...change.fields.map((field) =>
      field.field === 'order' && field.before === null && field.after === null
        ? t('staff.review.order')
        : t('staff.activity.detail.change', {
            field: fieldLabel(t, exists, field.field),
            before: valueText(t, field.before),
            after: valueText(t, field.after),
          }),
    ),
    ...(change.added.length > 0 ? [t('staff.review.added', { items: change.added.join(', ') })] : []),
    ...(change.removed.length > 0 ? [t('staff.review.removed', { items: change.removed.join(', ') })] : []),
    ...(change.changed.length > 0
      ? [t('staff.review.changed_items', { items: change.changed.join(', ') })]
      : []),
  ];
  return (
    <div data-testid={`since-return-${change.step}`}>
      <Text size="sm" fw={600}>
        {t(`nav.${change.step}`)}
      </Text>
      <List size="sm" spacing={2}>
        {lines.map((line) => (
          <List.Item key={line}>{line}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** Every return of the contract, newest first: when, who, and the reason given for each step. */
export function ReturnHistory({ returns }: { returns: StaffReview['returns'] }) {
  const { t, i18n } = useTranslation();
  const when = dateTimeFormat(i18n.language);
  return (
    <Card withBorder component="section" aria-labelledby="return-history-title" data-testid="return-history">
      <Title order={2} size="h4" id="return-history-title">
        {t('staff.review.returns_title')}
      </Title>
      <Stack gap="sm" mt="xs">
        {returns.map((item) => (
          <div key={item.at}>
            <Text size="sm" fw={600}>
              <time dateTime={item.at}>
                {t('staff.review.returns_item', {
                  when: when.format(new Date(item.at)),
                  who: item.by ?? t('contract.history.unknown_user'),
                })}
              </time>
            </Text>
            <List size="sm" spacing={2}>
              {item.steps.map((step) => (
                <List.Item key={step.step}>
                  {t(`nav.${step.step}`)}: {step.reason}
                </List.Item>
              ))}
            </List>
          </div>
        ))}
      </Stack>
    </Card>
  );
}
