import type {
  ReferenceApartmentAttributes,
  ReferenceBedType,
  ReferenceRoomAttributes,
  Room,
} from '@hotel/domain';
import { Alert, Button, Group, List, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useReference } from '../../../api/reference.ts';
import { translateMessage } from '../../../components/ui/form-errors.ts';
import { PageLoader } from '../../../components/ui/PageLoader.tsx';
import { useApartmentAttributes, useRoomAttributes } from '../api/rooms.ts';
import { useRoomDetailForm } from '../hooks/use-room-detail-form.ts';
import { issueLabel } from '../model/issue-label.ts';
import { roomLayout } from '../model/room-form.ts';
import { BathSection, GeneralSection, ViewsSection } from './RoomDetailSections.tsx';
import { OccupancySection, StructureSection } from './RoomLayoutSections.tsx';

interface Props {
  hotelId: number;
  room: Room;
  locked: boolean;
  /** While the wizard is active saving moves on ('Guardar y continuar'); otherwise it stays. */
  inWizard: boolean;
  /** After a successful save, with the room as the server now has it. */
  onSaved(room: Room): void;
}

/**
 * Step 6: a room type or an apartment in detail (spec §3, §5). The form is checked with the
 * same schema the server applies; a refused save keeps its errors and what was typed for this
 * room type (spec §8) and lists them under 'Revise los siguientes errores'.
 */
export function RoomDetailForm(props: Props) {
  const beddings = useReference('beddings');
  const roomAttributes = useRoomAttributes();
  const apartmentAttributes = useApartmentAttributes();
  if (!beddings.data || !roomAttributes.data || !apartmentAttributes.data) return <PageLoader />;
  return (
    <RoomDetailFormLoaded
      {...props}
      bedTypes={beddings.data}
      roomAttributes={roomAttributes.data}
      apartmentAttributes={apartmentAttributes.data}
    />
  );
}

function RoomDetailFormLoaded({
  hotelId,
  room,
  locked,
  inWizard,
  onSaved,
  bedTypes,
  roomAttributes,
  apartmentAttributes,
}: Props & {
  bedTypes: ReferenceBedType[];
  roomAttributes: ReferenceRoomAttributes;
  apartmentAttributes: ReferenceApartmentAttributes;
}) {
  const { t } = useTranslation();
  const apartment = room.is_apartment;
  const { form, values, issues, restored, summaryRef, errorAt, submit, discard, saving } = useRoomDetailForm({
    hotelId,
    room,
    onSaved,
  });

  const bedNames = useMemo(() => new Map(bedTypes.map((type) => [type.id, type.name])), [bedTypes]);
  const capacities = useMemo(() => new Map(bedTypes.map((type) => [type.id, type.capacity])), [bedTypes]);
  const bedName = (rbed: number) => bedNames.get(rbed) ?? t('rooms.detail.unknown_bed', { id: rbed });
  const layout = roomLayout(values, capacities);
  const attributes = apartment ? apartmentAttributes : roomAttributes;
  const shared = { errorAt, disabled: locked };

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label={room.name}>
        <Stack>
          <Title order={2} size="h3" data-testid="room-title">
            {room.name}
          </Title>
          {locked ? (
            <Alert color="blue" title={t('rooms.locked_title')}>
              {t('rooms.locked_notice')}
            </Alert>
          ) : null}
          {issues.length > 0 ? (
            <Alert
              color="red"
              role="alert"
              title={t('rooms.detail.errors_title')}
              ref={summaryRef}
              tabIndex={-1}
              data-testid="room-errors"
            >
              <List size="sm">
                {issues.map((issue) => {
                  const label = issueLabel(t, issue.path, values, bedName, apartment);
                  const message = translateMessage(t, issue.message) ?? issue.message;
                  return (
                    <List.Item key={`${issue.path}|${issue.message}`}>
                      {label ? t('rooms.detail.issue', { label, message }) : message}
                    </List.Item>
                  );
                })}
              </List>
              {restored ? (
                <Group mt="sm">
                  <Text size="sm">{t('rooms.detail.restored')}</Text>
                  <Button size="xs" variant="white" color="red.9" onClick={discard}>
                    {t('rooms.detail.discard')}
                  </Button>
                </Group>
              ) : null}
            </Alert>
          ) : null}

          <GeneralSection
            {...shared}
            apartment={apartment}
            attributes={attributes}
            roomAttributes={roomAttributes}
          />
          <StructureSection
            {...shared}
            apartment={apartment}
            bedTypes={bedTypes}
            bedNames={bedNames}
            bedName={bedName}
            layout={layout}
          />
          <OccupancySection {...shared} values={values} layout={layout} />
          <BathSection
            {...shared}
            apartment={apartment}
            roomAttributes={roomAttributes}
            apartmentAttributes={apartmentAttributes}
          />
          <ViewsSection {...shared} attributes={attributes} />

          {locked ? null : (
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                {inWizard ? t('wizard.save_next') : t('rooms.save')}
              </Button>
            </Group>
          )}
        </Stack>
      </form>
    </FormProvider>
  );
}
