import { PROGRESS_WEIGHTS } from '@hotel/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, rows, type TestApp } from '../../test/app.ts';
import { completeWizard, userWithHotel } from '../../test/media.test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

interface Summary {
  id: number;
  progress: { completed: string[]; percent: number; steps: { key: string; state: string }[] };
  resume: { step: string } | null;
}

describe('honest progress (issue 19, decision 031)', () => {
  it('starts a new hotel low and moves step by step as the steps are saved', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const summary = async () => {
      const list = json<Summary[]>(
        await t.app.inject({ method: 'GET', url: '/api/hotel/', headers: user.headers }),
      );
      const found = list.find((hotel) => hotel.id === hotelId);
      if (!found) throw new Error('hotel not listed');
      return found;
    };
    const review = async (step: string) => {
      const answer = await t.app.inject({
        method: 'PUT',
        url: `/api/hotel/${hotelId}/steps/${step}`,
        headers: user.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return json<{ reviewed: string[] }>(answer).reviewed;
    };

    const fresh = await summary();
    expect(fresh.progress.percent).toBe(0);
    expect(fresh.progress.completed).toEqual([]);
    const states = Object.fromEntries(fresh.progress.steps.map((step) => [step.key, step.state]));
    expect(states).toMatchObject({ basic: 'invalid', services: 'not_reviewed', photos: 'not_reviewed' });
    // Resuming still follows the spec's validity rules.
    expect(fresh.resume?.step).toBe('basic');
    expect(
      json(await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}/steps`, headers: user.headers })),
    ).toEqual({ reviewed: [] });

    // Data saved but no step reviewed yet: nothing counts.
    await completeWizard(t.app, user, hotelId);
    expect((await summary()).progress.percent).toBe(0);

    let expected = 0;
    const order = ['basic', 'ubication', 'accesibility', 'services', 'activities', 'rooms', 'room'] as const;
    for (const step of order) {
      await review(step);
      expected += PROGRESS_WEIGHTS[step];
      const now = await summary();
      expect(now.progress.percent, step).toBe(expected);
      expect(now.progress.completed).toContain(step);
    }
    // Saving a step again changes nothing (idempotent).
    expect(await review('basic')).toEqual([...order]);
    expect((await summary()).progress.percent).toBe(expected);

    // Photos save without counting: they count by the guidance, 10 of 20 → half the weight.
    await review('photos');
    expect((await summary()).progress.steps.find((step) => step.key === 'photos')?.state).toBe('partial');
    for (let order = 1; order <= 10; order++) {
      await rows(
        t.app,
        sql`insert into media (hotel_id, kind, category, "order", quality_rate) values (${hotelId}, 'photo', 'general', ${order}, 5)`,
      );
    }
    expected += PROGRESS_WEIGHTS.photos / 2;
    expect((await summary()).progress.percent).toBe(expected);
    await review('videos');
    await review('opinions');
    expected += PROGRESS_WEIGHTS.videos + PROGRESS_WEIGHTS.opinions;
    expect((await summary()).progress.percent).toBe(expected);
    expect(expected).toBe(90);

    for (let order = 11; order <= 20; order++) {
      await rows(
        t.app,
        sql`insert into media (hotel_id, kind, category, "order", quality_rate) values (${hotelId}, 'photo', 'general', ${order}, 4)`,
      );
    }
    const done = await summary();
    expect(done.progress.percent).toBe(100);
    expect(done.resume).toBeNull();
  });

  it('refuses an unknown step with 404 and keeps another user out of the hotel', async () => {
    const { user, hotelId } = await userWithHotel(t.app);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: `/api/hotel/${hotelId}/steps/contract`,
      headers: user.headers,
    });
    expect(unknown.statusCode).toBe(404);
    const other = await userWithHotel(t.app);
    const foreign = await t.app.inject({
      method: 'PUT',
      url: `/api/hotel/${hotelId}/steps/basic`,
      headers: other.user.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const reviewed = await t.app.inject({
      method: 'GET',
      url: `/api/hotel/${hotelId}/steps`,
      headers: user.headers,
    });
    expect(json(reviewed)).toEqual({ reviewed: [] });
  });
});
