/**
 * The domain by area: `<area>/contract.ts` holds the API contract (zod schemas and their types),
 * `<area>/rules.ts` the rules and constants, without zod (the web's first loads use them; a zod
 * module would bring zod along); `shared/` the ids, messages and limits every area uses.
 */
export * from './account/contract.ts';
export * from './account/email-change.ts';
export * from './account/restore.ts';
export * from './account/rules.ts';
export * from './account/sessions.ts';
export * from './auth/contract.ts';
export * from './billing/contract.ts';
export * from './billing/rules.ts';
export * from './catalogue/contract.ts';
export * from './catalogue/reference.ts';
export * from './catalogue/rules.ts';
export * from './contacts/rules.ts';
export * from './contracts/contract.ts';
export * from './contracts/rules.ts';
export * from './distribution/ari.ts';
export * from './distribution/content.ts';
export * from './distribution/contract.ts';
export * from './distribution/rules.ts';
export * from './hotels/contract.ts';
export * from './hotels/rules.ts';
export * from './media/contract.ts';
export * from './media/photo-alert.ts';
export * from './media/rules.ts';
export * from './messages/contract.ts';
export * from './messages/rules.ts';
export * from './opinions/contract.ts';
export * from './opinions/rules.ts';
export * from './rates/ari.ts';
export * from './rates/calendar.ts';
export * from './rates/contract.ts';
export * from './rates/rules.ts';
export * from './rooms/contract.ts';
export * from './rooms/rules.ts';
export * from './shared/constants.ts';
export * from './shared/contract.ts';
export * from './shared/errors.ts';
export * from './shared/issues.ts';
export * from './shared/messages.ts';
export * from './shared/phone.ts';
export * from './shared/refusals.ts';
export * from './staff/contract.ts';
export * from './staff/rules.ts';
export * from './wizard/carousel.ts';
export * from './wizard/contract.ts';
export * from './wizard/onboarding.ts';
export * from './wizard/progress.ts';
export * from './wizard/resume.ts';
export * from './wizard/rules.ts';
export * from './wizard/validity.ts';
