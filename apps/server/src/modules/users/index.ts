/** The users module's door (decision 049). */
export { createUsersModule } from './users.module.ts';
export type { UsersService } from './users.service.ts';
