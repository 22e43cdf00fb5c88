/** The hotels module's door (decision 049): what other modules, the wiring and the tests may use. */
export type { HotelDirectory, HotelRow } from './hotel-directory.ts';
export { createHotelDirectory, createHotelsModule } from './hotels.module.ts';
export type { HotelReference, HotelRoomsSource, HotelsService } from './hotels.service.ts';
