import { describe, expect, it } from 'vitest';
import {
  isHotelScreenPath,
  type LandingDecision,
  type LandingHotel,
  type LandingInput,
  landingDecision,
} from './resume.ts';

/** Hotel 1 complete, hotel 2 stopped at accessibility, hotel 3 at basic. */
const complete: LandingHotel = { id: 1, resume: null };
const atAccessibility: LandingHotel = { id: 2, resume: { path: '/accesibility' } };
const atBasic: LandingHotel = { id: 3, resume: { path: '/basic' } };
const atRoom: LandingHotel = { id: 4, resume: { path: '/room/41' } };
const all = [complete, atAccessibility, atBasic];

const stay: LandingDecision = { kind: 'stay' };
const go = (hotelId: number, path: string): LandingDecision => ({ kind: 'resume', hotelId, path });

function input(partial: Partial<LandingInput>): LandingInput {
  return { hotels: all, selectedHotelId: null, pendingCount: 0, pathname: '/dash/hotel', ...partial };
}

describe('isHotelScreenPath', () => {
  it.each<[string, boolean]>([
    ['/dash/hotel', true],
    ['/dash/hotel/', true],
    ['/dash/hotel?lang=en', true],
    ['/dash/hotel#top', true],
    ['/dash/hotels', false],
    ['/dash/hotel/2', false],
    ['/dash', false],
    ['/dash/home', false],
    ['/', false],
    ['', false],
  ])('%j → %s', (pathname, expected) => {
    expect(isHotelScreenPath(pathname)).toBe(expected);
  });
});

describe('landingDecision on the hotel screen', () => {
  it.each<[string, Partial<LandingInput>, LandingDecision]>([
    [
      'the selected incomplete hotel resumes at its first invalid step',
      { selectedHotelId: 2 },
      go(2, '/accesibility'),
    ],
    ['the selected hotel wins over an earlier incomplete one', { selectedHotelId: 3 }, go(3, '/basic')],
    ['a room step resumes at that room', { hotels: [atRoom], selectedHotelId: 4 }, go(4, '/room/41')],
    ['no selection: the first hotel with incomplete steps, selected', {}, go(2, '/accesibility')],
    ['a selection not among the hotels counts as none', { selectedHotelId: 99 }, go(2, '/accesibility')],
    ['the selected hotel complete: the hotel screen stays', { selectedHotelId: 1 }, stay],
    ['every hotel complete: the hotel screen stays', { hotels: [complete] }, stay],
    ['no hotels yet: the hotel screen stays', { hotels: [] }, stay],
    ['pending hotels keep priority (no selection)', { pendingCount: 1 }, stay],
    [
      'pending hotels keep priority (selected incomplete hotel)',
      { pendingCount: 2, selectedHotelId: 2 },
      stay,
    ],
    [
      'the same with a trailing slash and a language',
      { pathname: '/dash/hotel/?lang=en' },
      go(2, '/accesibility'),
    ],
  ])('%s', (_, partial, expected) => {
    expect(landingDecision(input(partial))).toEqual(expected);
  });
});

describe('landingDecision on a wizard page: stays there', () => {
  it.each<[string, Partial<LandingInput>, LandingDecision]>([
    [
      'selected hotel incomplete: the wizard goes on from here',
      { pathname: '/services', selectedHotelId: 2 },
      { kind: 'continue' },
    ],
    ['even before its first invalid step', { pathname: '/basic', selectedHotelId: 2 }, { kind: 'continue' }],
    ['on a room', { pathname: '/room/41', hotels: [atRoom], selectedHotelId: 4 }, { kind: 'continue' }],
    [
      'with pending hotels too',
      { pathname: '/ubication', selectedHotelId: 3, pendingCount: 1 },
      { kind: 'continue' },
    ],
    ['selected hotel complete: no wizard', { pathname: '/photos', selectedHotelId: 1 }, stay],
    ['no hotel selected: no wizard, and no other hotel picked', { pathname: '/basic' }, stay],
    ['a selection not among the hotels: no wizard', { pathname: '/basic', selectedHotelId: 99 }, stay],
  ])('%s', (_, partial, expected) => {
    expect(landingDecision(input(partial))).toEqual(expected);
  });
});

describe('landingDecision on any other screen: stays there (outside the wizard)', () => {
  it.each([
    '/contacts',
    '/dash/home',
    '/dash/profile',
    '/dash/rates',
    '/dash/rates/calendar',
    '/dash/rates/new',
    '/dash/contact',
    '/dash',
    '/404',
  ])('%s', (pathname) => {
    expect(landingDecision(input({ pathname }))).toEqual(stay);
    expect(landingDecision(input({ pathname, selectedHotelId: 2 }))).toEqual(stay);
  });
});
