import { useHotel, useRoomsLocked } from '../../features/hotels/api/hotels.ts';
import { RoomTypesSidebar } from '../../features/rooms/components/RoomTypesSidebar.tsx';

/** The selected hotel's room types under it in the sidebar: the hotel says rooms or apartments, and whether they are locked. */
export function SidebarRooms({ hotelId, onNavigate }: { hotelId: number; onNavigate(): void }) {
  const hotel = useHotel(hotelId);
  const locked = useRoomsLocked(hotelId);
  if (!hotel.data || locked.data === undefined) return null;
  return (
    <RoomTypesSidebar
      hotelId={hotelId}
      apartment={hotel.data.is_apartment}
      locked={locked.data}
      onNavigate={onNavigate}
    />
  );
}
