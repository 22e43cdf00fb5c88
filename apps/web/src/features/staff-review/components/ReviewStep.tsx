import { Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What a step's "changed" mark compares with: the last approval, or (never approved, returned
 * before) the last return (issue 34 item 17). The review sets it once for all its steps.
 */
export const ChangedSince = createContext<'approval' | 'return'>('approval');

import { useTranslation } from 'react-i18next';

interface Props {
  /** The section's id: its heading's id is `review-<id>`. */
  id: string;
  title: string;
  /** The step differs from what staff approved last (every step when never approved). */
  changed?: boolean;
  children: ReactNode;
}

/** One step of the review, read-only, with its "changed since the last approval (or return)" mark. */
export function ReviewStep({ id, title, changed = false, children }: Props) {
  const { t } = useTranslation();
  const since = useContext(ChangedSince);
  const headingId = `review-${id}`;
  return (
    <Card withBorder component="section" aria-labelledby={headingId} data-testid={`review-step-${id}`}>
      <Stack gap="sm">
        <Group gap="sm" wrap="wrap">
          <Title order={2} size="h4" id={headingId}>
            {title}
          </Title>
          {changed ? (
            <Badge color="grape.9" variant="filled" data-testid="changed-mark">
              {t(since === 'return' ? 'staff.review.changed_since_return' : 'staff.review.changed')}
            </Badge>
          ) : null}
        </Group>
        {children}
      </Stack>
    </Card>
  );
}

/** A label and its value, or a dash for nothing. */
export function Field({ label, children }: { label: string; children: ReactNode }) {
  const empty =
    children === null ||
    children === undefined ||
    children === '' ||
    (Array.isArray(children) && children.length === 0);
  return (
    <div>
      <Text size="xs" c="dimmed" component="dt">
        {label}
      </Text>
      <Text size="sm" component="dd" m={0}>
        {empty ? '—' : children}
      </Text>
    </div>
  );
}

/** Nothing filled in for this step. */
export function Empty() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('staff.review.empty_step')}
    </Text>
  );
}
