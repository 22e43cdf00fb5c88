import { afterEach, describe, expect, it, vi } from 'vitest';
import { ZodError } from 'zod';
import { queueAnswer, reviewAnswer } from '../test/staff-fixtures.ts';
import { fetchOwnClaims } from './own-claims.ts';
import {
  EMPTY_QUEUE_FILTERS,
  fetchActivity,
  fetchQueue,
  fetchReview,
  queueSearch,
  ratePhoto,
  returnContract,
} from './staff-review.ts';

/** Answers every request with `body`; answers the URLs and bodies asked for. */
function answer(body: unknown, status = 200) {
  const seen: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit = {}) => {
    seen.push({ url, init });
    return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  });
  return seen;
}

afterEach(() => vi.unstubAllGlobals());

describe('the staff review API layer', () => {
  it('builds the queue query with the filters set only, trimmed', () => {
    expect(queueSearch(EMPTY_QUEUE_FILTERS)).toBe('status=sent&page=1&page_size=25');
    expect(
      queueSearch({ ...EMPTY_QUEUE_FILTERS, status: 'returned', country: 'ES', city: ' Sevilla ', page: 3 }),
    ).toBe('status=returned&country=ES&city=Sevilla&page=3&page_size=25');
  });

  it('parses the queue, and refuses an answer that is not the contract of the API', async () => {
    const seen = answer(queueAnswer());
    expect((await fetchQueue(EMPTY_QUEUE_FILTERS)).items[0]?.hotel.name).toBe('Hotel Miramar');
    expect(seen[0]?.url).toMatch(/\/api\/staff\/contracts\/\?status=sent&page=1&page_size=25$/);

    answer({ count: 1, items: [] });
    await expect(fetchQueue(EMPTY_QUEUE_FILTERS)).rejects.toBeInstanceOf(ZodError);
  });

  it('parses the review, and refuses one with a step the wizard does not have', async () => {
    answer(reviewAnswer());
    expect((await fetchReview(7)).changed_steps).toEqual(['basic', 'photos']);

    answer(reviewAnswer({ changed_steps: ['kitchen' as never] }));
    await expect(fetchReview(7)).rejects.toBeInstanceOf(ZodError);
  });

  it('sends a return as {steps} and parses the contract it answers', async () => {
    const contract = { ...reviewAnswer().contract, status: 'returned' };
    const seen = answer(contract);
    const steps = [{ step: 'photos' as const, reason: 'Faltan fotos.' }];
    expect((await returnContract(7, { steps })).status).toBe('returned');
    expect(seen[0]?.url).toMatch(/\/api\/staff\/contracts\/7\/return$/);
    expect(seen[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ steps });
  });

  it('pages the activity log with its filters and parses its entries', async () => {
    const seen = answer({
      count: 1,
      reads: [],
      people: [{ id: 2, name: 'Marta' }],
      hotels: [],
      items: [
        {
          id: 1,
          hotel: { id: 7, name: 'Hotel Miramar' },
          subject: null,
          user: { id: 2, name: 'Marta' },
          kind: 'contract',
          action: 'contract.returned',
          detail: { steps: [{ step: 'photos', reason: 'Faltan fotos.' }] },
          at: '2026-11-22T10:00:00.000Z',
        },
      ],
    });
    expect((await fetchActivity({ hotel: 7, page: 2 })).items[0]?.kind).toBe('contract');
    expect(seen[0]?.url).toMatch(/\/api\/staff\/hotels\/7\/activity\?page=2&page_size=20$/);
    await fetchActivity({ user: 2, kind: 'rates', page: 1 });
    expect(seen[1]?.url).toMatch(/\/api\/staff\/activity\?page=1&page_size=20&user=2&kind=rates$/);

    answer({ count: 1, items: [{ id: 1, kind: 'read' }], reads: [], people: [], hotels: [] });
    await expect(fetchActivity({ hotel: 7, page: 1 })).rejects.toBeInstanceOf(ZodError);
  });

  it('rates a photo with PATCH {quality_rate} and parses the photo', async () => {
    const seen = answer({
      id: 1,
      order: 1,
      category: 'exterior',
      quality_rate: 5,
      suggested_quality_rate: 4,
      low_quality: false,
      url: '/a.webp',
      thumbnail_url: '/a-t.webp',
      public_url: '/a-b.webp',
      width: null,
      height: null,
    });
    expect((await ratePhoto(7, 1, 5)).quality_rate).toBe(5);
    expect(seen[0]?.init.method).toBe('PATCH');
    expect(JSON.parse(String(seen[0]?.init.body))).toEqual({ quality_rate: 5 });
  });

  it("parses the caller's own claims", async () => {
    answer([
      {
        id: 1,
        status: 'rejected',
        reason: 'No es su hotel.',
        created_at: '2026-11-20T10:00:00.000Z',
        decided_at: '2026-11-21T10:00:00.000Z',
        hotel: { name: 'Hotel Miramar', code: 'H7' },
      },
    ]);
    expect((await fetchOwnClaims())[0]?.reason).toBe('No es su hotel.');

    answer([{ id: 1, status: 'lost' }]);
    await expect(fetchOwnClaims()).rejects.toBeInstanceOf(ZodError);
  });
});
