/** The catalogue module's door (decision 049): what other modules, the wiring and the tests may use. */
export { createCatalogueModule, createCatalogueService } from './catalogue.module.ts';
export type { CatalogueHotelRow } from './catalogue.repository.ts';
export type { CatalogueEntries, CatalogueService } from './catalogue.service.ts';
export type { ReferenceItemRow } from './reference.repository.ts';
export type { ReferenceService } from './reference.service.ts';
