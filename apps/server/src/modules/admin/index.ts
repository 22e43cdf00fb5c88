/** The admin module's door (decision 049): what the wiring, the command line and the tests may use. */

export { type AdminCommandsOptions, createAdminCommands, createAdminModule } from './admin.module.ts';
export type { AdminService, AdminUser } from './admin.service.ts';
export { parseAdminArgs, renderUsers } from './admin-cli.ts';
export type { HotelLinksService } from './hotel-links.service.ts';
