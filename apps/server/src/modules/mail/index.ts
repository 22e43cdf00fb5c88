/** The mail module's door (decision 049): what other modules, the wiring and the tests may use. */
export { type AccountNotices, formatWhen, type NoticeRecipient } from './account-notices.ts';
export { createMailModule } from './mail.module.ts';
export type { MailMessage, MailService } from './mail.service.ts';
export type { MailTemplateName } from './mail.templates.ts';
export {
  formatMoney,
  type ReservationNotice,
  type ReservationNoticeKind,
  type ReservationNoticeRecipient,
  type ReservationNotices,
} from './reservation-notices.ts';
