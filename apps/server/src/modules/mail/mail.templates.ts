import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@hotel/domain';
import type { MessageParams } from '../../lib/errors.ts';
import { type Block, blockHtml, blockText, layoutHtml } from './mail.blocks.ts';

export { escapeHtml } from './mail.blocks.ts';

/** The parameters of each email template; every value is plain text, escaped when rendered. */
export interface MailTemplates {
  /** The password-restore link, to the account's owner. */
  restore: { name: string; link: string };
  /** A contact-form message, to the group's staff. */
  contact: {
    name: string;
    email: string;
    phone: string;
    comment: string;
    /** Who sent it: a user id, or empty for a visitor who was not signed in. */
    account: string;
    language: string;
  };
  /** A hotel asks for a professional photographer, to the group's staff (media module). */
  photographer_request: {
    hotel: string;
    code: string;
    city: string;
    name: string;
    email: string;
    phone: string;
    price: string;
  };
  /** A hotel sent its contract, to the approvers attached to it (contracts module). */
  contract_sent: { hotel: string; code: string; name: string; link: string };
  /** A contract was approved, to the hotel's users (contracts module). */
  contract_approved: { hotel: string; code: string; name: string; link: string };
  /** Staff returned a contract with a reason per wizard step, to the hotel's users (contracts module). */
  contract_returned: {
    hotel: string;
    code: string;
    name: string;
    link: string;
    /** Wizard step keys (named through `nav.<step>`) with staff's reasons, in step order. */
    steps: { step: string; reason: string }[];
  };
  /** Staff verified the claimant's request to speak for a hotel (staff module, decision 027). */
  claim_verified: { name: string; hotel: string; code: string; link: string };
  /** Staff rejected the claimant's request, with their reason (staff module, decision 027). */
  claim_rejected: { name: string; hotel: string; code: string; reason: string; link: string };
  /**
   * Staff verified another claimant of the hotel: this claimant's pending claim is rejected and
   * the hotel detached from them (staff module, decision 044).
   */
  claim_superseded: { name: string; hotel: string; code: string; link: string };
  /** A staff sign-in link for a hotel, to the address staff gave (staff module, decision 027). */
  hotel_link: { hotel: string; code: string; link: string; expires: string };
  // Account notices (issue 18, decision 022), to the account's owner, in the account's language.
  /** A new account: it can sign in now. */
  welcome: NoticeParams & { login_link: string };
  /** Someone registered with an address that already has an account, to that account. */
  register_existing: NoticeParams & { login_link: string };
  password_changed: NoticeParams;
  password_restored: NoticeParams;
  totp_enabled: NoticeParams;
  totp_disabled: NoticeParams;
  recovery_codes_regenerated: NoticeParams;
  /** To the current (old) address: a change to `new_email` waits for its link. */
  email_change_requested: NoticeParams & { new_email: string };
  /** To the new address: the single-use link that applies the change. */
  email_confirm: NoticeParams & { link: string };
  /** To the old address, once the link was opened: the account now uses `new_email`. */
  email_changed: NoticeParams & { new_email: string };
  // Reservations (issue 32, decision 058), to the hotel's operative contact, in its language.
  /** The group sent a new reservation. */
  reservation_created: ReservationMailParams;
  /** The group modified a reservation: what it is now. */
  reservation_modified: ReservationMailParams;
  /** The group cancelled a reservation, at `penalty`. */
  reservation_cancelled: ReservationMailParams & { penalty: string };
}

/**
 * What a reservation e-mail says. Amounts and dates are already written in the recipient's
 * language (see reservation-notices.ts); status and boards are codes the template names.
 */
export interface ReservationMailParams {
  /** The operative contact's name; empty when the contact names no one. */
  name: string;
  hotel: string;
  code: string;
  /** The group's reference of the reservation. */
  reference: string;
  /** `confirmed`, `modified`, `cancelled` or `no_show`. */
  status: string;
  /** The hotel's confirmation number; empty until the hotel gives it. */
  confirmation: string;
  guest: string;
  guest_email: string;
  guest_phone: string;
  requests: string;
  /** The reservation's total as the product computed it, as money. */
  total: string;
  stays: ReservationMailStay[];
  /** The reservation in the extranet. */
  link: string;
}

export interface ReservationMailStay {
  room: string;
  rate: string;
  /** A board code (`RO`, `BB`, …). */
  board: string;
  arrival: string;
  departure: string;
  nights: number;
  guests: number;
  total: string;
}

/** What every account notice says: who, when, from where, and where to go if it was not them. */
export interface NoticeParams {
  name: string;
  /** The moment, already written in the recipient's language. */
  when: string;
  /** The client address and the browser ('Firefox 131 (Windows 10)'); empty when not known. */
  ip: string;
  browser: string;
  /** `${PUBLIC_URL}/auth/restore-password?lang=…` and `${PUBLIC_URL}/auth/contact?lang=…`. */
  restore_link: string;
  contact_link: string;
}
export type MailTemplateName = keyof MailTemplates;

export type Translate = (language: Language, key: string, params?: MessageParams) => string;

interface Composition {
  subject: string;
  blocks: Block[];
}

type Tr = (key: string, params?: MessageParams) => string;

const greeting = (t: Tr, params: NoticeParams): Block => ({
  kind: 'paragraph',
  text: t('mail.layout.greeting', { name: params.name }),
});

/** When and from where the change was made. */
const origin = (t: Tr, params: NoticeParams): Block => ({
  kind: 'fields',
  rows: [
    { label: t('mail.notice.when'), value: params.when },
    { label: t('mail.notice.ip'), value: params.ip || t('mail.notice.unknown') },
    { label: t('mail.notice.browser'), value: params.browser || t('mail.notice.unknown') },
  ],
});

/** "If it was not you": choose a new password (ends every session) and tell us. */
const notYou = (t: Tr, params: NoticeParams, withRestore = true): Block[] => [
  { kind: 'paragraph', text: t(withRestore ? 'mail.notice.not_you' : 'mail.notice.not_you_contact') },
  ...(withRestore
    ? [{ kind: 'action' as const, label: t('mail.notice.restore_action'), href: params.restore_link }]
    : []),
  { kind: 'action', label: t('mail.notice.contact_action'), href: params.contact_link },
];

/** A notice that only says what happened: the password, the second factor, the recovery codes. */
const simpleNotice =
  (name: 'password_changed' | 'password_restored' | 'totp_enabled' | 'totp_disabled' | 'recovery_codes') =>
  (t: Tr, params: NoticeParams): Composition => ({
    subject: t(`mail.${name}.subject`),
    blocks: [
      greeting(t, params),
      { kind: 'paragraph', text: t(`mail.${name}.intro`) },
      origin(t, params),
      ...notYou(t, params),
    ],
  });

/** A reservation's mail: what happened, the reservation as it stands now, each room, the link. */
const reservationMail =
  (kind: 'created' | 'modified' | 'cancelled') =>
  (t: Tr, params: ReservationMailParams & { penalty?: string }): Composition => {
    const named = { hotel: params.hotel, code: params.code, reference: params.reference };
    const guest = [params.guest, params.guest_email, params.guest_phone].filter(Boolean).join('\n');
    const rows = [
      { label: t('mail.reservation.reference'), value: params.reference },
      { label: t('mail.reservation.status'), value: t(`rates.reservations.screen.status.${params.status}`) },
      { label: t('mail.reservation.hotel'), value: `${params.hotel} (${params.code})` },
      { label: t('mail.reservation.guest'), value: guest },
      ...(params.requests ? [{ label: t('mail.reservation.requests'), value: params.requests }] : []),
      {
        label: t('mail.reservation.confirmation'),
        value: params.confirmation || t('mail.reservation.no_confirmation'),
      },
      { label: t('mail.reservation.total'), value: params.total },
      ...(kind === 'cancelled'
        ? [{ label: t('mail.reservation.penalty'), value: params.penalty ?? '' }]
        : []),
    ];
    const stays = params.stays.flatMap((stay, index): Block[] => [
      { kind: 'paragraph', text: t('mail.reservation.stay', { number: index + 1 }) },
      {
        kind: 'fields',
        rows: [
          { label: t('mail.reservation.room_type'), value: stay.room },
          { label: t('mail.reservation.rate'), value: `${stay.rate} · ${t(`rates.board.${stay.board}`)}` },
          { label: t('mail.reservation.arrival'), value: stay.arrival },
          { label: t('mail.reservation.departure'), value: stay.departure },
          { label: t('mail.reservation.nights'), value: String(stay.nights) },
          { label: t('mail.reservation.guests'), value: String(stay.guests) },
          { label: t('mail.reservation.stay_total'), value: stay.total },
        ],
      },
    ]);
    return {
      subject: t(`mail.reservation.subject_${kind}`, named),
      blocks: [
        ...(params.name
          ? [{ kind: 'paragraph' as const, text: t('mail.layout.greeting', { name: params.name }) }]
          : []),
        { kind: 'paragraph', text: t(`mail.reservation.intro_${kind}`, named) },
        { kind: 'fields', rows },
        ...stays,
        ...(kind !== 'cancelled' && !params.confirmation
          ? [{ kind: 'paragraph' as const, text: t('mail.reservation.confirm_hint') }]
          : []),
        { kind: 'action', label: t('mail.reservation.action'), href: params.link },
      ],
    };
  };

const TEMPLATES: { [K in MailTemplateName]: (t: Tr, params: MailTemplates[K]) => Composition } = {
  restore: (t, params) => ({
    subject: t('mail.restore.subject'),
    blocks: [
      { kind: 'paragraph', text: t('mail.layout.greeting', { name: params.name }) },
      { kind: 'paragraph', text: t('mail.restore.intro') },
      { kind: 'action', label: t('mail.restore.action'), href: params.link },
      { kind: 'paragraph', text: t('mail.restore.expiry') },
      { kind: 'paragraph', text: t('mail.restore.ignore') },
    ],
  }),
  contact: (t, params) => ({
    subject: t('mail.contact.subject', { name: params.name }),
    blocks: [
      { kind: 'paragraph', text: t('mail.contact.intro') },
      {
        kind: 'fields',
        rows: [
          { label: t('mail.contact.name'), value: params.name },
          { label: t('mail.contact.email'), value: params.email },
          { label: t('mail.contact.phone'), value: params.phone || t('mail.contact.none') },
          { label: t('mail.contact.account'), value: params.account || t('mail.contact.visitor') },
          { label: t('mail.contact.language'), value: params.language },
        ],
      },
      { kind: 'paragraph', text: t('mail.contact.comment') },
      { kind: 'quote', text: params.comment },
    ],
  }),
  photographer_request: (t, params) => ({
    subject: t('media.mail.photographer.subject', { hotel: params.hotel }),
    blocks: [
      { kind: 'paragraph', text: t('media.mail.photographer.intro', { price: params.price }) },
      {
        kind: 'fields',
        rows: [
          { label: t('media.mail.photographer.hotel'), value: `${params.hotel} (${params.code})` },
          {
            label: t('media.mail.photographer.city'),
            value: params.city || t('media.mail.photographer.none'),
          },
          { label: t('media.mail.photographer.name'), value: params.name },
          { label: t('media.mail.photographer.email'), value: params.email },
          { label: t('media.mail.photographer.phone'), value: params.phone },
          {
            label: t('media.mail.photographer.price'),
            value: t('media.mail.photographer.price_value', { price: params.price }),
          },
        ],
      },
    ],
  }),
  contract_sent: (t, params) => ({
    subject: t('contract.mail.sent.subject', { hotel: params.hotel }),
    blocks: [
      {
        kind: 'paragraph',
        text: t('contract.mail.sent.intro', { hotel: params.hotel, code: params.code, name: params.name }),
      },
      { kind: 'action', label: t('contract.mail.sent.action'), href: params.link },
    ],
  }),
  contract_approved: (t, params) => ({
    subject: t('contract.mail.approved.subject', { hotel: params.hotel }),
    blocks: [
      {
        kind: 'paragraph',
        text: t('contract.mail.approved.intro', {
          hotel: params.hotel,
          code: params.code,
          name: params.name,
        }),
      },
      { kind: 'paragraph', text: t('contract.mail.approved.rooms_change') },
      { kind: 'action', label: t('contract.mail.approved.action'), href: params.link },
    ],
  }),
  contract_returned: (t, params) => ({
    subject: t('mail.contract_returned.subject', { hotel: params.hotel }),
    blocks: [
      {
        kind: 'paragraph',
        text: t('mail.contract_returned.intro', {
          hotel: params.hotel,
          code: params.code,
          name: params.name,
        }),
      },
      {
        kind: 'fields',
        rows: params.steps.map(({ step, reason }) => ({ label: t(`nav.${step}`), value: reason })),
      },
      { kind: 'paragraph', text: t('mail.contract_returned.send_again') },
      { kind: 'action', label: t('mail.contract_returned.action'), href: params.link },
    ],
  }),
  claim_verified: (t, params) => ({
    subject: t('mail.claim_verified.subject', { hotel: params.hotel }),
    blocks: [
      { kind: 'paragraph', text: t('mail.layout.greeting', { name: params.name }) },
      { kind: 'paragraph', text: t('mail.claim_verified.intro', { hotel: params.hotel, code: params.code }) },
      { kind: 'action', label: t('mail.claim_verified.action'), href: params.link },
    ],
  }),
  claim_rejected: (t, params) => ({
    subject: t('mail.claim_rejected.subject', { hotel: params.hotel }),
    blocks: [
      { kind: 'paragraph', text: t('mail.layout.greeting', { name: params.name }) },
      { kind: 'paragraph', text: t('mail.claim_rejected.intro', { hotel: params.hotel, code: params.code }) },
      { kind: 'quote', text: params.reason },
      { kind: 'paragraph', text: t('mail.claim_rejected.next') },
      { kind: 'action', label: t('mail.claim_rejected.action'), href: params.link },
    ],
  }),
  claim_superseded: (t, params) => ({
    subject: t('mail.claim_superseded.subject', { hotel: params.hotel }),
    blocks: [
      { kind: 'paragraph', text: t('mail.layout.greeting', { name: params.name }) },
      {
        kind: 'paragraph',
        text: t('mail.claim_superseded.intro', { hotel: params.hotel, code: params.code }),
      },
      { kind: 'paragraph', text: t('mail.claim_superseded.next') },
      { kind: 'action', label: t('mail.claim_superseded.action'), href: params.link },
    ],
  }),
  hotel_link: (t, params) => ({
    subject: t('mail.hotel_link.subject', { hotel: params.hotel }),
    blocks: [
      { kind: 'paragraph', text: t('mail.hotel_link.intro', { hotel: params.hotel, code: params.code }) },
      { kind: 'action', label: t('mail.hotel_link.action'), href: params.link },
      { kind: 'paragraph', text: t('mail.hotel_link.expiry', { date: params.expires }) },
      { kind: 'paragraph', text: t('mail.hotel_link.ignore') },
    ],
  }),
  welcome: (t, params) => ({
    subject: t('mail.welcome.subject'),
    blocks: [
      greeting(t, params),
      { kind: 'paragraph', text: t('mail.welcome.intro') },
      { kind: 'action', label: t('mail.welcome.action'), href: params.login_link },
      origin(t, params),
      ...notYou(t, params, false),
    ],
  }),
  register_existing: (t, params) => ({
    subject: t('mail.register_existing.subject'),
    blocks: [
      greeting(t, params),
      { kind: 'paragraph', text: t('mail.register_existing.intro') },
      origin(t, params),
      { kind: 'paragraph', text: t('mail.register_existing.if_you') },
      { kind: 'action', label: t('mail.welcome.action'), href: params.login_link },
      { kind: 'action', label: t('mail.notice.restore_action'), href: params.restore_link },
      { kind: 'paragraph', text: t('mail.register_existing.not_you') },
    ],
  }),
  password_changed: simpleNotice('password_changed'),
  password_restored: simpleNotice('password_restored'),
  totp_enabled: simpleNotice('totp_enabled'),
  totp_disabled: simpleNotice('totp_disabled'),
  recovery_codes_regenerated: simpleNotice('recovery_codes'),
  email_change_requested: (t, params) => ({
    subject: t('mail.email_change_requested.subject'),
    blocks: [
      greeting(t, params),
      { kind: 'paragraph', text: t('mail.email_change_requested.intro', { email: params.new_email }) },
      origin(t, params),
      { kind: 'paragraph', text: t('mail.email_change_requested.pending') },
      ...notYou(t, params),
    ],
  }),
  email_confirm: (t, params) => ({
    subject: t('mail.email_confirm.subject'),
    blocks: [
      greeting(t, params),
      { kind: 'paragraph', text: t('mail.email_confirm.intro') },
      { kind: 'action', label: t('mail.email_confirm.action'), href: params.link },
      { kind: 'paragraph', text: t('mail.email_confirm.expiry') },
      origin(t, params),
      { kind: 'paragraph', text: t('mail.email_confirm.ignore') },
    ],
  }),
  email_changed: (t, params) => ({
    subject: t('mail.email_changed.subject'),
    blocks: [
      greeting(t, params),
      { kind: 'paragraph', text: t('mail.email_changed.intro', { email: params.new_email }) },
      origin(t, params),
      ...notYou(t, params, false),
    ],
  }),
  reservation_created: reservationMail('created'),
  reservation_modified: reservationMail('modified'),
  reservation_cancelled: reservationMail('cancelled'),
};

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/**
 * Renders a template in the recipient's language (Spanish when the language is not one of ours):
 * the texts come from the 'mail' catalogue namespace, every value is escaped in the HTML, and the
 * plain-text part says the same.
 */
export function renderMail<K extends MailTemplateName>(
  translate: Translate,
  template: K,
  language: string,
  params: MailTemplates[K],
): RenderedMail {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  const t: Tr = (key, values) => translate(lang, key, values);
  const { subject, blocks } = TEMPLATES[template](t, params);
  const product = t('common.product');
  const footer = t('mail.layout.footer');
  return {
    // A header never carries a line break (no header injection through a name).
    subject: subject.replace(/[\r\n]+/g, ' ').trim(),
    html: layoutHtml(lang, product, subject, blocks.map(blockHtml).join('\n'), footer),
    text: `${blocks.map(blockText).join('\n\n')}\n\n-- \n${product}\n${footer}\n`,
  };
}
