import { describe, expect, it } from 'vitest';
import {
  type ContactDraft,
  type ContactHandEdits,
  type ContactSavePlan,
  contactSavePlan,
  copyCommercial,
} from './rules.ts';

const fields = {
  comercial_name: 'Ana López',
  operative_name: 'Luis Pérez',
  administrative_name: 'Eva Martín',
  comercial_phone: '+34911111111',
  comercial_email: 'ventas@hotel.es',
  operative_phone: '+34922222222',
  operative_email: 'recepcion@hotel.es',
  administrative_phone: '+34933333333',
  administrative_email: 'admin@hotel.es',
};
const contact = (id: number | undefined, hotels: number[]): ContactDraft =>
  id === undefined ? { hotels, ...fields } : { id, hotels, ...fields };

/** The plan reduced to ids (created contacts show as 'new') and hotels, for readable tables. */
function summary(plan: ContactSavePlan) {
  return {
    create: plan.create.map((c) => c.hotels),
    update: plan.update.map((c) => [c.id, c.hotels]),
    delete: plan.delete,
  };
}

describe('contactSavePlan', () => {
  const all = [1, 2, 3];
  it.each<[string, ContactDraft[], number[], ReturnType<typeof summary>]>([
    ['nothing to save', [], all, { create: [], update: [], delete: [] }],
    [
      'only contact, existing: gets all hotels',
      [contact(5, [1])],
      all,
      { create: [], update: [[5, all]], delete: [] },
    ],
    [
      'only contact, existing with no hotels: kept with all hotels, not deleted',
      [contact(5, [])],
      all,
      { create: [], update: [[5, all]], delete: [] },
    ],
    [
      'only contact, new with no hotels: created with all hotels',
      [contact(undefined, [])],
      all,
      { create: [all], update: [], delete: [] },
    ],
    [
      'only contact while the user has no hotels: still kept',
      [contact(5, [])],
      [],
      { create: [], update: [[5, []]], delete: [] },
    ],
    [
      'id and hotels: updated; id and none: deleted; new with hotels: created',
      [contact(5, [1, 2]), contact(6, []), contact(undefined, [3])],
      all,
      { create: [[3]], update: [[5, [1, 2]]], delete: [6] },
    ],
    [
      'new contact without hotels is dropped when not alone',
      [contact(5, [1]), contact(undefined, [])],
      all,
      { create: [], update: [[5, [1]]], delete: [] },
    ],
    [
      'foreign and repeated hotel ids are dropped',
      [contact(5, [2, 9, 2]), contact(6, [9]), contact(undefined, [8, 3])],
      all,
      { create: [[3]], update: [[5, [2]]], delete: [6] },
    ],
    [
      'every contact deleted',
      [contact(5, []), contact(6, [])],
      all,
      { create: [], update: [], delete: [5, 6] },
    ],
  ])('%s', (_name, contacts, hotelIds, expected) => {
    expect(summary(contactSavePlan(contacts, hotelIds))).toEqual(expected);
  });

  it('keeps the contact fields and does not change its input', () => {
    const input = [contact(5, [1])];
    const plan = contactSavePlan(input, [1, 2]);
    expect(plan.update[0]).toEqual({ id: 5, hotels: [1, 2], ...fields });
    expect(input[0]?.hotels).toEqual([1]);
    expect(plan.update[0]?.hotels).not.toBe(input[0]?.hotels);
  });
});

describe('copyCommercial', () => {
  const copied = {
    operative_name: fields.comercial_name,
    administrative_name: fields.comercial_name,
    operative_phone: fields.comercial_phone,
    operative_email: fields.comercial_email,
    administrative_phone: fields.comercial_phone,
    administrative_email: fields.comercial_email,
  };
  it.each<[string, ContactHandEdits, Partial<ContactDraft>]>([
    ['nothing edited: all copied', {}, copied],
    [
      'operative phone edited',
      { operative_phone: true },
      { ...copied, operative_phone: fields.operative_phone },
    ],
    [
      'administrative email edited',
      { administrative_email: true },
      { ...copied, administrative_email: fields.administrative_email },
    ],
    ['edited flag false still copies', { operative_email: false }, copied],
    [
      'operative person named by hand (issue 19)',
      { operative_name: true },
      { ...copied, operative_name: fields.operative_name },
    ],
    [
      'everything edited: nothing copied',
      {
        operative_name: true,
        administrative_name: true,
        operative_phone: true,
        operative_email: true,
        administrative_phone: true,
        administrative_email: true,
      },
      {
        operative_name: fields.operative_name,
        administrative_name: fields.administrative_name,
        operative_phone: fields.operative_phone,
        operative_email: fields.operative_email,
        administrative_phone: fields.administrative_phone,
        administrative_email: fields.administrative_email,
      },
    ],
  ])('%s', (_name, edited, expected) => {
    const draft = contact(3, [1]);
    const next = copyCommercial(draft, edited);
    expect(next).toEqual({ ...draft, ...expected });
    expect(draft).toEqual(contact(3, [1]));
  });

  it('follows later commercial changes for fields not edited by hand', () => {
    const draft = { ...contact(undefined, []), comercial_phone: '+34600000000' };
    expect(copyCommercial(draft, { administrative_phone: true })).toMatchObject({
      comercial_phone: '+34600000000',
      operative_phone: '+34600000000',
      administrative_phone: fields.administrative_phone,
    });
  });
});
