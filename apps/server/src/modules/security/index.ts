/** The security module's door (decision 049): what other modules, the wiring and the tests may use. */
export { createSecurityModule } from './security.module.ts';
// A class, not only a type: the throttling tests watch its prototype's `verify`.
export { SecurityService } from './security.service.ts';
export { totpAt } from './totp.ts';
