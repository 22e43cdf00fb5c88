import type { Contract } from '@hotel/domain';
import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contractQuery } from '../../../api/contracts.ts';

/** What the rooms step says about a change of rooms after an approval, or null when nothing applies. */
export function roomsChangeState(contract: Contract | undefined): 'approved' | 'pending' | null {
  if (!contract) return null;
  if (contract.status === 'approved') return 'approved';
  const approvedBefore = contract.events.some((event) => event.action === 'approved');
  return contract.status === 'sent' && approvedBefore ? 'pending' : null;
}

/**
 * The rooms of an approved hotel stay editable (issue 34 item 14, decision 062): a change goes to
 * the group for review, and the channels keep the approved rooms until then. The step says so
 * before the change, and while the group has it ("Cambios pendientes de revisión del grupo").
 */
export function RoomsChangeNotice({ hotelId }: { hotelId: number }) {
  const { t } = useTranslation();
  const contract = useQuery(contractQuery(hotelId));
  const state = roomsChangeState(contract.data);
  if (state === null) return null;
  // The title is body text, not Alert's title: the light yellow title fails the contrast ratio.
  return (
    <Alert
      color={state === 'pending' ? 'yellow' : 'blue'}
      variant="light"
      icon={<span aria-hidden>{state === 'pending' ? '!' : 'i'}</span>}
      data-testid={`rooms-change-${state}`}
    >
      <Text size="sm" fw={700}>
        {t(`rooms.change.${state}_title`)}
      </Text>
      <Text size="sm" mt={4}>
        {t(`rooms.change.${state}_text`)}
      </Text>
    </Alert>
  );
}
