import { Alert, List, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ContractHotel, contractHotelsQuery, type SendOutcome } from '../../../api/contracts.ts';
import { confirm } from '../../../components/ui/confirm.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useToken } from '../../../lib/session.ts';
import { useSendContracts } from '../api/contract.ts';
import { DoneCard, PendingCard, ReadyCard } from './ContractStepCards.tsx';
import { ContractTermsSummary } from './ContractTermsSummary.tsx';

interface Props {
  /** Selects the hotel and opens its wizard at `path`. */
  onOpen(hotelId: number, path: string): void;
}

/** Where a hotel stands for the contract (decision 030). */
type Standing = 'ready' | 'pending' | 'sent';

function standing(hotel: ContractHotel): Standing {
  if (hotel.contract_status === 'sent') return 'sent';
  return hotel.missing.length === 0 && hotel.verified ? 'ready' : 'pending';
}

/** A refusal of one hotel's send, in the words the server chose for the user's language. */
interface Refusal {
  hotel: string;
  message: string;
  steps: string[];
}

/**
 * The contract step, after the wizard's last step (issue 19, decision 030): every hotel of the user
 * ready to send with what will be sent, the others with what they miss (each step a link to it),
 * and the hotels already sent; "Enviar contrato" asks for confirmation, then sends the chosen ones.
 */
export function ContractStep({ onOpen }: Props) {
  const { t } = useTranslation();
  const hotels = useQuery(contractHotelsQuery(useToken()));
  const send = useSendContracts();
  // Unticked by hand; an approved hotel starts unticked (sending it again puts its changes to staff).
  const [choice, setChoice] = useState<Record<number, boolean>>({});
  const [sent, setSent] = useState<string[]>([]);
  const [refusals, setRefusals] = useState<Refusal[]>([]);

  if (hotels.isPending) return <PageLoader />;
  if (hotels.isError)
    return (
      <Alert color="red" role="alert">
        {t('errors.service_unavailable')}
      </Alert>
    );
  const list = hotels.data;
  const ready = list.filter((hotel) => standing(hotel) === 'ready');
  const pending = list.filter((hotel) => standing(hotel) === 'pending');
  const done = list.filter((hotel) => standing(hotel) === 'sent');
  const isChosen = (hotel: ContractHotel) => choice[hotel.id] ?? hotel.contract_status !== 'approved';
  const chosen = ready.filter(isChosen);

  async function submit() {
    const names = chosen.map((hotel) => hotel.name).join(', ');
    if (!(await confirm(t, t('contract.step.confirm', { count: chosen.length, hotels: names })))) return;
    setSent([]);
    setRefusals([]);
    let outcomes: SendOutcome[];
    try {
      outcomes = await send.mutateAsync(chosen.map((hotel) => hotel.id));
    } catch {
      setRefusals([{ hotel: names, message: t('errors.service_unavailable'), steps: [] }]);
      return;
    }
    const nameOf = (id: number) => list.find((hotel) => hotel.id === id)?.name ?? String(id);
    setSent(outcomes.filter((outcome) => outcome.ok).map((outcome) => nameOf(outcome.hotelId)));
    setRefusals(
      outcomes.flatMap((outcome) =>
        outcome.ok ? [] : [{ hotel: nameOf(outcome.hotelId), ...describe(outcome.error) }],
      ),
    );
    setChoice({});
  }

  function describe(error: unknown): Omit<Refusal, 'hotel'> {
    // The server's messages come in the user's language; a failure without one (a network error, a 5xx) is ours to word.
    const message = error instanceof ApiError ? error.messages('non_field_errors')[0] : undefined;
    return {
      message: message ?? t('errors.service_unavailable'),
      steps: error instanceof ApiError ? error.messages('steps') : [],
    };
  }

  return (
    <Stack gap="lg">
      <div>
        <Title order={1} size="h2">
          {t('contract.step.title')}
        </Title>
        <Text mt="xs">{t('contract.step.intro')}</Text>
      </div>
      <SendResult sent={sent} refusals={refusals} />
      {list.length === 0 ? <Text>{t('contract.step.no_hotels')}</Text> : null}
      <ReadyCard
        ready={ready}
        isChosen={isChosen}
        onChoose={(hotelId, checked) => setChoice((current) => ({ ...current, [hotelId]: checked }))}
        onSend={submit}
        sending={send.isPending}
      />
      {/* What goes to the group with the contract, before sending and while staff review it. */}
      <ContractTermsSummary hotels={[...ready, ...done]} />
      {pending.length > 0 ? <PendingCard pending={pending} onOpen={onOpen} /> : null}
      {done.length > 0 ? <DoneCard done={done} /> : null}
    </Stack>
  );
}

/** What the last send did: the hotels sent, and each refusal with the steps it names. */
function SendResult({ sent, refusals }: { sent: string[]; refusals: Refusal[] }) {
  const { t } = useTranslation();
  return (
    <>
      {sent.length > 0 ? (
        <Alert
          color="teal"
          variant="light"
          role="status"
          title={t('contract.step.sent_title')}
          // Mantine's teal title on the teal background is under 4.5:1 (WCAG AA): it takes the text's colour.
          styles={{ title: { color: 'var(--mantine-color-text)' } }}
          data-testid="contract-sent"
        >
          <Text size="sm">{t('contract.sent_message')}</Text>
          <List size="sm" mt="xs">
            {sent.map((name) => (
              <List.Item key={name}>{name}</List.Item>
            ))}
          </List>
        </Alert>
      ) : null}
      {refusals.map((refusal) => (
        <Alert
          key={refusal.hotel}
          color="red"
          variant="light"
          role="alert"
          title={t('contract.step.refused', { hotel: refusal.hotel })}
          data-testid="contract-refused"
        >
          <Text size="sm">{refusal.message}</Text>
          {refusal.steps.length > 0 ? (
            <List size="sm" mt="xs">
              {refusal.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
          ) : null}
        </Alert>
      ))}
    </>
  );
}
