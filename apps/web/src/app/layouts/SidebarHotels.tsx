import { CONTRACT_STEP_PATH, hotelNextAction, isWizardPath } from '@hotel/domain';
import { NavLink, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { confirm } from '../../components/ui/confirm.ts';
import { useHotels } from '../../features/hotels/api/hotels.ts';
import { useWizard } from '../../features/wizard/hooks/wizard-context.tsx';
import { session, useSelectedHotelId } from '../../lib/session.ts';
import { SidebarRooms } from './SidebarRooms.tsx';

/**
 * The sidebar's hotel picker (spec §4): picking a hotel asks for confirmation and discards unsaved
 * changes, then moves on to the hotel's next step to do (decision 030; the spec went to the hotel
 * screen, where the user had to choose again).
 */
export function SidebarHotels({ onPicked }: { onPicked(): void }) {
  const { t } = useTranslation();
  const hotels = useHotels();
  const selected = useSelectedHotelId();
  const wizard = useWizard();
  const navigate = useNavigate();

  async function pick(hotelId: number) {
    if (!(await confirm(t, t('hotels.change_confirm')))) return;
    const hotel = hotels.data?.find((item) => item.id === hotelId);
    session.selectHotel(hotelId);
    onPicked();
    if (!hotel) {
      wizard.stop();
      navigate('/dash/hotel');
      return;
    }
    // The same next action as the home's list; waiting for staff to verify it, the contract step says so.
    const path = hotelNextAction(hotel).path ?? CONTRACT_STEP_PATH;
    if (isWizardPath(path)) wizard.start();
    else wizard.stop();
    navigate(path);
  }

  if (!hotels.data?.length) return null;
  return (
    <nav aria-label={t('dash.my_hotels')}>
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} px="sm" pt="md" pb={4}>
        {t('dash.my_hotels')}
      </Text>
      {hotels.data.map((hotel) => (
        <Fragment key={hotel.id}>
          <NavLink
            component="button"
            label={hotel.name}
            description={`${hotel.progress.percent}%`}
            // The default description colour is too light on the active background (WCAG AA).
            styles={{ description: { color: 'var(--mantine-color-gray-8)' } }}
            active={hotel.id === selected}
            aria-current={hotel.id === selected ? 'true' : undefined}
            onClick={() => pick(hotel.id)}
            data-testid={`sidebar-hotel-${hotel.id}`}
          />
          {hotel.id === selected ? <SidebarRooms hotelId={hotel.id} onNavigate={onPicked} /> : null}
        </Fragment>
      ))}
    </nav>
  );
}
