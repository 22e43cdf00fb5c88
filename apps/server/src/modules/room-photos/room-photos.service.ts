import type { RoomPhotos } from '@hotel/domain';
import { AppError } from '../../lib/errors.ts';
import type { MediaLibrary } from '../media/index.ts';
import type { RoomPhotosRepository } from './room-photos.repository.ts';

/** Which of the hotel's photos each room type or apartment shows, in order (spec §7). */
export class RoomPhotosService {
  constructor(
    private readonly repository: RoomPhotosRepository,
    private readonly media: Pick<MediaLibrary, 'find'>,
  ) {}

  async rooms(hotelId: number): Promise<RoomPhotos[]> {
    const rooms = await this.repository.roomsWithPhotos(hotelId);
    return rooms.map((room) => ({
      id: room.id,
      name: room.name,
      is_apartment: room.isApartment,
      photos: room.photos,
    }));
  }

  async list(hotelId: number, roomId: number, isApartment: boolean): Promise<RoomPhotos> {
    const room = await this.room(hotelId, roomId, isApartment);
    return {
      id: room.id,
      name: room.name,
      is_apartment: room.isApartment,
      photos: await this.repository.roomPhotos(roomId),
    };
  }

  async place(
    hotelId: number,
    roomId: number,
    isApartment: boolean,
    photoId: number,
    order: number,
  ): Promise<RoomPhotos> {
    const room = await this.room(hotelId, roomId, isApartment);
    if (!(await this.media.find(hotelId, 'photo', photoId))) throw AppError.notFound();
    const photos = await this.repository.placeRoomPhoto(hotelId, roomId, photoId, order);
    return { id: room.id, name: room.name, is_apartment: room.isApartment, photos };
  }

  async remove(hotelId: number, roomId: number, isApartment: boolean, photoId: number): Promise<void> {
    await this.room(hotelId, roomId, isApartment);
    if (!(await this.repository.removeRoomPhoto(hotelId, roomId, photoId))) throw AppError.notFound();
  }

  /** A room type of the hotel reached through the matching path (/room/ or /apartment/), else 404. */
  private async room(hotelId: number, roomId: number, isApartment: boolean) {
    const room = await this.repository.findRoom(hotelId, roomId);
    if (!room || room.isApartment !== isApartment) throw AppError.notFound();
    return room;
  }
}
