/** The profile module's door (decision 049). */
export { createProfileModule } from './profile.module.ts';
export { PASSWORD_CHECK_LIMIT, type ProfileService } from './profile.service.ts';
