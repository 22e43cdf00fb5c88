/** Contacts on save (spec §3 Contact, §4 "Contacts, on save"). */

/** A contact as the contacts screen edits it; id absent until the server created it. */
export interface ContactDraft {
  id?: number;
  hotels: number[];
  /** The person of each role (issue 19): optional, null or blank when none. */
  comercial_name?: string | null;
  operative_name?: string | null;
  administrative_name?: string | null;
  comercial_phone: string;
  comercial_email: string;
  operative_phone: string;
  operative_email: string;
  administrative_phone: string;
  administrative_email: string;
}

export interface ContactSavePlan {
  create: ContactDraft[];
  update: ContactDraft[];
  /** Ids of the contacts to delete. */
  delete: number[];
}

/** The contact's hotels limited to the user's hotels, each once, in their first order. */
function ownHotels(hotels: readonly number[], allHotelIds: readonly number[]): number[] {
  const own = new Set(allHotelIds);
  return [...new Set(hotels)].filter((id) => own.has(id));
}

/**
 * What saving the contacts screen does, in this order of rules:
 * 1. With only one contact, it is assigned all the user's hotels, and it is always kept
 *    (updated when it has an id, created otherwise), even if the user has no hotels.
 * 2. Hotels are limited to `allHotelIds` (each once); foreign hotel ids are dropped.
 * 3. With an id and no hotels: deleted. With an id and hotels: updated.
 * 4. Without an id and with hotels: created. Without an id and no hotels: dropped (a blank
 *    new row serves nobody), unless it is the only contact (rule 1).
 */
export function contactSavePlan(
  contacts: readonly ContactDraft[],
  allHotelIds: readonly number[],
): ContactSavePlan {
  const plan: ContactSavePlan = { create: [], update: [], delete: [] };
  const only = contacts.length === 1;
  for (const contact of contacts) {
    const hotels = ownHotels(only ? allHotelIds : contact.hotels, allHotelIds);
    const draft: ContactDraft = { ...contact, hotels };
    if (contact.id !== undefined && contact.id !== null) {
      if (hotels.length > 0 || only) plan.update.push(draft);
      else plan.delete.push(contact.id);
    } else if (hotels.length > 0 || only) {
      plan.create.push(draft);
    }
  }
  return plan;
}

/** Which operative and administrative fields the user has edited by hand. */
export interface ContactHandEdits {
  operative_name?: boolean;
  administrative_name?: boolean;
  operative_phone?: boolean;
  operative_email?: boolean;
  administrative_phone?: boolean;
  administrative_email?: boolean;
}

const COPIED_FROM = {
  operative_name: 'comercial_name',
  administrative_name: 'comercial_name',
  operative_phone: 'comercial_phone',
  operative_email: 'comercial_email',
  administrative_phone: 'comercial_phone',
  administrative_email: 'comercial_email',
} as const;

/**
 * The draft with the operative and administrative values copied from the commercial ones,
 * except those edited by hand, which keep their own value.
 */
export function copyCommercial<T extends Omit<ContactDraft, 'id' | 'hotels'>>(
  draft: T,
  edited: ContactHandEdits,
): T {
  const next = { ...draft };
  for (const [field, source] of Object.entries(COPIED_FROM) as [keyof typeof COPIED_FROM, keyof T][]) {
    // A name, phone or e-mail is copied onto the field of the same kind (COPIED_FROM).
    if (!edited[field]) (next as Record<string, unknown>)[field] = draft[source];
  }
  return next;
}
