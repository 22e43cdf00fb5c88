import {
  type Contact,
  type ContactDraft,
  type ContactHandEdits,
  type ContactInput,
  contactInputSchema,
  contactSavePlan,
  copyCommercial,
} from '@hotel/domain';
import type { FieldErrors, ResolverResult } from 'react-hook-form';

/** The values a contact card edits. */
export const CONTACT_FIELDS = [
  'hotels',
  'comercial_name',
  'operative_name',
  'administrative_name',
  'comercial_phone',
  'comercial_email',
  'operative_phone',
  'operative_email',
  'administrative_phone',
  'administrative_email',
] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** The fields that copy a commercial value until the user edits them by hand. */
export const COPIED_FIELDS = [
  'operative_name',
  'administrative_name',
  'operative_phone',
  'operative_email',
  'administrative_phone',
  'administrative_email',
] as const;
export type CopiedField = (typeof COPIED_FIELDS)[number];

/** One contact as the screen holds it. */
export interface ContactFormContact {
  /** Stable client key: `contact-<id>` for a loaded contact, `new-<n>` for a new one. */
  key: string;
  /** The server's id, once the contact exists there. */
  contactId: number | null;
  /** Marked for deletion: hidden, and on save its hotels are cleared, so it is deleted. */
  removed: boolean;
  hotels: number[];
  /** The person of each role (issue 19); '' when none. */
  comercial_name: string;
  operative_name: string;
  administrative_name: string;
  comercial_phone: string;
  comercial_email: string;
  operative_phone: string;
  operative_email: string;
  administrative_phone: string;
  administrative_email: string;
  edited: Required<ContactHandEdits>;
}

export interface ContactsFormValues {
  contacts: ContactFormContact[];
}

let counter = 0;
export function newContact(): ContactFormContact {
  counter += 1;
  return {
    key: `new-${counter}`,
    contactId: null,
    removed: false,
    hotels: [],
    comercial_name: '',
    operative_name: '',
    administrative_name: '',
    comercial_phone: '',
    comercial_email: '',
    operative_phone: '',
    operative_email: '',
    administrative_phone: '',
    administrative_email: '',
    edited: {
      operative_name: false,
      administrative_name: false,
      operative_phone: false,
      operative_email: false,
      administrative_phone: false,
      administrative_email: false,
    },
  };
}

const SOURCE: Record<CopiedField, 'comercial_name' | 'comercial_phone' | 'comercial_email'> = {
  operative_name: 'comercial_name',
  administrative_name: 'comercial_name',
  operative_phone: 'comercial_phone',
  operative_email: 'comercial_email',
  administrative_phone: 'comercial_phone',
  administrative_email: 'comercial_email',
};

/**
 * Whether a value typed by hand in an operative or administrative field stops it following
 * the commercial one: it does when it differs from it. Emptying the field hands it back to the
 * copy. The same rule tells a loaded contact: a value unlike the commercial one was edited.
 */
export function isHandEdited(
  contact: Pick<ContactFormContact, 'comercial_name' | 'comercial_phone' | 'comercial_email'>,
  field: CopiedField,
  value: string,
): boolean {
  return value !== '' && value !== contact[SOURCE[field]];
}

/**
 * A contact as the form edits it; its phones (E.164) shown by `formatPhone`, in the international
 * format ('+34 952 12 34 56', lib/phone-format.ts): the server reads them back to E.164 on save.
 */
export function fromServer(contact: Contact, formatPhone: (phone: string) => string): ContactFormContact {
  const values = {
    comercial_name: contact.comercial_name ?? '',
    operative_name: contact.operative_name ?? '',
    administrative_name: contact.administrative_name ?? '',
    comercial_phone: formatPhone(contact.comercial_phone),
    comercial_email: contact.comercial_email,
    operative_phone: formatPhone(contact.operative_phone),
    operative_email: contact.operative_email,
    administrative_phone: formatPhone(contact.administrative_phone),
    administrative_email: contact.administrative_email,
  };
  return {
    key: `contact-${contact.id}`,
    contactId: contact.id,
    removed: false,
    hotels: contact.hotels,
    ...values,
    edited: {
      operative_name: isHandEdited(values, 'operative_name', values.operative_name),
      administrative_name: isHandEdited(values, 'administrative_name', values.administrative_name),
      operative_phone: isHandEdited(values, 'operative_phone', values.operative_phone),
      operative_email: isHandEdited(values, 'operative_email', values.operative_email),
      administrative_phone: isHandEdited(values, 'administrative_phone', values.administrative_phone),
      administrative_email: isHandEdited(values, 'administrative_email', values.administrative_email),
    },
  };
}

export function toFormValues(
  contacts: readonly Contact[],
  formatPhone: (phone: string) => string,
): ContactsFormValues {
  return { contacts: contacts.map((contact) => fromServer(contact, formatPhone)) };
}

/** The contact after a commercial value changed: the fields not edited by hand follow it. */
export function withCommercialCopied(contact: ContactFormContact): ContactFormContact {
  return copyCommercial(contact, contact.edited);
}

type KeyedDraft = ContactDraft & { key: string };

export interface PlannedSave {
  create: { key: string; input: ContactInput }[];
  update: { key: string; id: number; input: ContactInput }[];
  delete: { key: string; id: number }[];
}

function toDraft(contact: ContactFormContact): KeyedDraft {
  return {
    key: contact.key,
    ...(contact.contactId === null ? {} : { id: contact.contactId }),
    hotels: contact.removed ? [] : contact.hotels,
    comercial_name: contact.comercial_name,
    operative_name: contact.operative_name,
    administrative_name: contact.administrative_name,
    comercial_phone: contact.comercial_phone,
    comercial_email: contact.comercial_email,
    operative_phone: contact.operative_phone,
    operative_email: contact.operative_email,
    administrative_phone: contact.administrative_phone,
    administrative_email: contact.administrative_email,
  };
}

/** The body a contact is sent with (unparsed: the schema trims and lower-cases on parse). */
function toInput(draft: ContactDraft): ContactInput {
  return {
    hotels: draft.hotels,
    comercial_name: draft.comercial_name ?? null,
    operative_name: draft.operative_name ?? null,
    administrative_name: draft.administrative_name ?? null,
    comercial_phone: draft.comercial_phone,
    comercial_email: draft.comercial_email,
    operative_phone: draft.operative_phone,
    operative_email: draft.operative_email,
    administrative_phone: draft.administrative_phone,
    administrative_email: draft.administrative_email,
  };
}

/**
 * What Save does (spec §4, through the domain's contactSavePlan): the contacts on screen are
 * planned as the rules say (one contact gets every hotel; with an id and no hotels it is
 * deleted, with hotels updated; without an id created). A removed contact has its hotels
 * cleared, so it is deleted; it is planned apart from those on screen so that it does not
 * count towards "only one contact" (which would keep it) and removing every contact works.
 */
export function planSave(
  contacts: readonly ContactFormContact[],
  allHotelIds: readonly number[],
): PlannedSave {
  const shown = contacts.filter((contact) => !contact.removed).map(toDraft);
  const plan = contactSavePlan(shown, allHotelIds);
  const keyOf = (draft: ContactDraft) => (draft as KeyedDraft).key;
  const keyOfId = new Map(
    contacts.flatMap((contact) =>
      contact.contactId === null ? [] : [[contact.contactId, contact.key] as const],
    ),
  );
  // A removed contact has an id and no hotels: deleted (a removed new one is simply dropped).
  const removedIds = contacts.flatMap((contact) =>
    contact.removed && contact.contactId !== null ? [contact.contactId] : [],
  );
  return {
    create: plan.create.map((draft) => ({ key: keyOf(draft), input: toInput(draft) })),
    update: plan.update.map((draft) => ({
      key: keyOf(draft),
      id: draft.id as number,
      input: toInput(draft),
    })),
    delete: [...new Set([...plan.delete, ...removedIds])].map((id) => ({ key: keyOfId.get(id) ?? '', id })),
  };
}

/** Puts one error per field, as react-hook-form nests them for `contacts.<index>.<field>`. */
function nest(
  errors: Record<number, Partial<Record<ContactField, { type: string; message: string }>>>,
): FieldErrors<ContactsFormValues> {
  const list: unknown[] = [];
  for (const [index, fields] of Object.entries(errors)) list[Number(index)] = fields;
  return { contacts: list } as FieldErrors<ContactsFormValues>;
}

/** A screen message (not a schema one): a new contact with typed data must serve a hotel. */
export const HOTELS_REQUIRED = 'contacts.hotels_required';

const TEXT_FIELDS = CONTACT_FIELDS.filter((field) => field !== 'hotels');
function isBlank(contact: ContactFormContact): boolean {
  return TEXT_FIELDS.every((field) => contact[field].trim() === '');
}

/**
 * Validates every contact that Save would send with the domain's contactInputSchema, with the
 * hotels the plan gives it; messages are catalogue keys, translated where they are shown.
 * A new contact that the plan would drop for want of hotels, although the user typed in it,
 * is refused too, so that nothing typed is lost without a word.
 */
export function validateContacts(
  values: ContactsFormValues,
  allHotelIds: readonly number[],
): ResolverResult<ContactsFormValues> {
  const plan = planSave(values.contacts, allHotelIds);
  const sent = new Map([...plan.create, ...plan.update].map((entry) => [entry.key, entry.input]));
  const errors: Record<number, Partial<Record<ContactField, { type: string; message: string }>>> = {};
  values.contacts.forEach((contact, index) => {
    const planned = sent.get(contact.key);
    // The plan would drop a new contact without hotels: fine for a blank row, but never
    // silently when the user typed in it; it is checked as if sent, and asked for a hotel.
    const typedButDropped = !planned && !contact.removed && contact.contactId === null && !isBlank(contact);
    const input = planned ?? (typedButDropped ? toInput(toDraft(contact)) : undefined);
    if (!input) return;
    if (typedButDropped) errors[index] = { hotels: { type: 'validation', message: HOTELS_REQUIRED } };
    const result = contactInputSchema.safeParse(input);
    if (result.success) return;
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ContactField;
      const own = errors[index] ?? {};
      own[field] ??= { type: 'validation', message: issue.message };
      errors[index] = own;
    }
  });
  if (Object.keys(errors).length === 0) return { values, errors: {} };
  return { values: {}, errors: nest(errors) };
}

/** The body as the server will store it: trimmed, e-mails in lower case. */
export function parseInput(input: ContactInput): ContactInput {
  return contactInputSchema.parse(input);
}
