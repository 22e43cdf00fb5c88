import type { Contact } from '@hotel/domain';
import { describe, expect, it } from 'vitest';
import { formatPhone } from '../../../lib/phone.ts';
import {
  type ContactFormContact,
  fromServer,
  isHandEdited,
  newContact,
  planSave,
  validateContacts,
  withCommercialCopied,
} from './contact-form.ts';

const load = (contact: Contact) => fromServer(contact, formatPhone);

const PHONE = '+34 600123456';
const EMAIL = 'ventas@hotel.es';

function saved(id: number, overrides: Partial<Contact> = {}): Contact {
  return {
    id,
    hotels: [1],
    possibleHotels: [],
    comercial_name: null,
    operative_name: null,
    administrative_name: null,
    comercial_phone: PHONE,
    comercial_email: EMAIL,
    operative_phone: PHONE,
    operative_email: EMAIL,
    administrative_phone: PHONE,
    administrative_email: EMAIL,
    ...overrides,
  };
}

function filled(overrides: Partial<ContactFormContact> = {}): ContactFormContact {
  return withCommercialCopied({
    ...newContact(),
    comercial_phone: PHONE,
    comercial_email: EMAIL,
    ...overrides,
  });
}

describe('phones', () => {
  it('shows stored E.164 phones in the international format (issue 34 item 10)', () => {
    const contact = load(saved(4, { comercial_phone: '+34952123456', operative_phone: '+34952123456' }));
    expect(contact.comercial_phone).toBe('+34 952 12 34 56');
    // Formatted alike, the operative phone still follows the commercial one.
    expect(contact.edited.operative_phone).toBe(false);
  });
});

describe('hand edits', () => {
  it('the persons follow the commercial one until named by hand; a saved one without names reads blank (issue 19)', () => {
    const copied = withCommercialCopied({ ...newContact(), comercial_name: 'Ana López' });
    expect([copied.operative_name, copied.administrative_name]).toEqual(['Ana López', 'Ana López']);
    const own = withCommercialCopied({
      ...copied,
      comercial_name: 'Eva Martín',
      operative_name: 'Recepción',
      edited: { ...copied.edited, operative_name: true },
    });
    expect([own.operative_name, own.administrative_name]).toEqual(['Recepción', 'Eva Martín']);
    const loaded = load(saved(2, { comercial_name: 'Ana López', operative_name: 'Luis Pérez' }));
    expect([loaded.comercial_name, loaded.operative_name, loaded.administrative_name]).toEqual([
      'Ana López',
      'Luis Pérez',
      '',
    ]);
    expect(loaded.edited.operative_name).toBe(true);
    expect(loaded.edited.administrative_name).toBe(false);
    expect(load(saved(3)).comercial_name).toBe('');
  });

  it('a loaded contact whose values differ from the commercial ones counts as edited', () => {
    const contact = load(
      saved(7, { operative_email: 'ops@hotel.es', administrative_phone: '+34 911222333' }),
    );
    expect(contact.edited).toEqual({
      operative_name: false,
      administrative_name: false,
      operative_phone: false,
      operative_email: true,
      administrative_phone: true,
      administrative_email: false,
    });
    expect(contact.key).toBe('contact-7');
    expect(contact.contactId).toBe(7);
  });

  it('a value typed by hand is an edit while it differs from the commercial one and is not empty', () => {
    const contact = { comercial_name: '', comercial_phone: PHONE, comercial_email: EMAIL };
    expect(isHandEdited(contact, 'operative_email', 'ops@hotel.es')).toBe(true);
    expect(isHandEdited(contact, 'operative_email', EMAIL)).toBe(false);
    expect(isHandEdited(contact, 'administrative_phone', '')).toBe(false);
  });

  it('copies the commercial values except those edited by hand', () => {
    const contact = {
      ...filled(),
      operative_email: 'ops@hotel.es',
      edited: { ...newContact().edited, operative_email: true },
      comercial_email: 'nuevo@hotel.es',
      comercial_phone: '+34 999888777',
    };
    const next = withCommercialCopied(contact);
    expect(next.operative_email).toBe('ops@hotel.es');
    expect(next.administrative_email).toBe('nuevo@hotel.es');
    expect(next.operative_phone).toBe('+34 999888777');
    expect(next.administrative_phone).toBe('+34 999888777');
  });
});

describe('planSave', () => {
  it('gives the only contact on screen every hotel, even when another one was removed', () => {
    const plan = planSave(
      [load(saved(1, { hotels: [1] })), { ...load(saved(2, { hotels: [2] })), removed: true }],
      [1, 2],
    );
    expect(plan.update).toEqual([expect.objectContaining({ key: 'contact-1', id: 1 })]);
    expect(plan.update[0]?.input.hotels).toEqual([1, 2]);
    expect(plan.delete).toEqual([{ key: 'contact-2', id: 2 }]);
    expect(plan.create).toEqual([]);
  });

  it('creates a new contact with hotels, drops a new one without, deletes a saved one without', () => {
    const fresh = filled({ hotels: [2] });
    const blank = filled();
    const plan = planSave([load(saved(1, { hotels: [] })), fresh, blank], [1, 2]);
    expect(plan.create.map((entry) => entry.key)).toEqual([fresh.key]);
    expect(plan.update).toEqual([]);
    expect(plan.delete).toEqual([{ key: 'contact-1', id: 1 }]);
  });

  it('removing every contact deletes every saved one', () => {
    const plan = planSave([{ ...load(saved(3)), removed: true }], [1]);
    expect(plan).toEqual({ create: [], update: [], delete: [{ key: 'contact-3', id: 3 }] });
  });

  it('sends the form fields only, never the screen state', () => {
    const plan = planSave([filled()], [4]);
    expect(Object.keys(plan.create[0]?.input ?? {}).sort()).toEqual(
      [
        'administrative_email',
        'administrative_name',
        'administrative_phone',
        'comercial_email',
        'comercial_name',
        'comercial_phone',
        'hotels',
        'operative_email',
        'operative_name',
        'operative_phone',
      ].sort(),
    );
  });
});

describe('validateContacts', () => {
  it('puts the schema messages on the fields of the contact that would be sent', () => {
    const result = validateContacts(
      {
        contacts: [
          filled({ hotels: [1] }),
          { ...filled({ hotels: [2], comercial_phone: '600' }), operative_email: 'x' },
        ],
      },
      [1, 2],
    );
    const errors = result.errors.contacts as unknown as Record<string, { message: string }>[];
    expect(errors[0]).toBeUndefined();
    expect(errors[1]?.comercial_phone?.message).toBe('errors.phone_too_short');
    expect(errors[1]?.operative_phone?.message).toBe('errors.phone_too_short');
    expect(errors[1]?.operative_email?.message).toBe('errors.email_invalid');
  });

  it('does not hold up a contact that will be deleted or dropped', () => {
    const result = validateContacts(
      {
        contacts: [
          filled({ hotels: [1] }),
          { ...load(saved(9, { comercial_phone: '1' })), removed: true },
          newContact(),
        ],
      },
      [1, 2],
    );
    expect(result.errors).toEqual({});
  });

  it('refuses a new contact with typed data that serves no hotel, but lets a blank one be dropped', () => {
    const result = validateContacts({ contacts: [filled({ hotels: [1] }), filled(), newContact()] }, [1, 2]);
    const errors = result.errors.contacts as unknown as Record<string, { message: string }>[];
    expect(errors[1]?.hotels?.message).toBe('contacts.hotels_required');
    expect(errors[2]).toBeUndefined();
  });

  it('rejects a phone with more digits than any number within 14 characters in E.164', () => {
    // As people type it, '+34 600 123 456' passes here (the server parses it: decision 032).
    expect(
      validateContacts({ contacts: [filled({ comercial_phone: '+34 600 123 456' })] }, [1]).errors,
    ).toEqual({});
    const result = validateContacts(
      { contacts: [filled({ comercial_phone: '+34 600 123 456 789 012 34' })] },
      [1],
    );
    const errors = result.errors.contacts as unknown as Record<string, { message: string }>[];
    expect(errors[0]?.comercial_phone?.message).toBe('errors.phone_too_long');
  });
});

describe('fromServer phones', () => {
  // In the international format (issue 34 item 10): the numbering plans load beside the data
  // (lib/phone-format.ts), not in the route's first load.
  it('shows the stored E.164 phones in the international format, still copies of each other', () => {
    const values = load(
      saved(7, {
        comercial_phone: '+34600123456',
        operative_phone: '+34600123456',
        administrative_phone: '+442079460958',
      }),
    );
    expect([values.comercial_phone, values.operative_phone, values.administrative_phone]).toEqual([
      '+34 600 12 34 56',
      '+34 600 12 34 56',
      '+44 20 7946 0958',
    ]);
    expect(values.edited).toMatchObject({ operative_phone: false, administrative_phone: true });
  });
});
