import { describe, expect, it } from 'vitest';
import { TEXT_AREA_MAX } from '../shared/constants.ts';
import { opinionCreateSchema } from './contract.ts';
import { opinionSavePlan } from './rules.ts';

describe('opinionSavePlan', () => {
  const saved = [
    { id: 1, area: 'hotel', text: 'Familiar.' },
    { id: 2, area: 'rooms', text: 'Amplias.' },
    { id: 3, area: 'location', text: 'Céntrico.' },
  ];
  it('creates non-empty new areas, updates changed ones, deletes emptied ones, skips the rest', () => {
    expect(
      opinionSavePlan(saved, [
        { area: 'hotel', text: 'Familiar.' },
        { area: 'rooms', text: '  Amplias y luminosas. ' },
        { area: 'location', text: '   ' },
        { area: 'gastronomy', text: 'Cocina local.' },
        { area: 'services', text: '' },
      ]),
    ).toEqual({
      create: [{ area: 'gastronomy', text: 'Cocina local.' }],
      update: [{ id: 2, text: 'Amplias y luminosas.' }],
      delete: [3],
    });
  });

  it('saves nothing when every text is empty and nothing was saved', () => {
    expect(
      opinionSavePlan(
        [],
        [
          { area: 'hotel', text: '' },
          { area: 'rooms', text: ' \n ' },
        ],
      ),
    ).toEqual({ create: [], update: [], delete: [] });
  });
});

describe('opinionCreateSchema', () => {
  it.each<[string, unknown, boolean]>([
    ['a text', { area: 'hotel', text: 'Bien.' }, true],
    ['exactly the cap', { area: 'hotel', text: 'a'.repeat(TEXT_AREA_MAX) }, true],
    ['one over the cap', { area: 'hotel', text: 'a'.repeat(TEXT_AREA_MAX + 1) }, false],
    ['spaces only', { area: 'hotel', text: '   ' }, false],
    ['unknown area', { area: 'casino', text: 'Bien.' }, false],
    ['unknown field', { area: 'hotel', text: 'Bien.', stars: 5 }, false],
  ])('%s', (_name, body, valid) => {
    expect(opinionCreateSchema.safeParse(body).success).toBe(valid);
  });
});
