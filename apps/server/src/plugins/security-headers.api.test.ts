/**
 * Issue 18, item 4: private API answers carried no Cache-Control (the user, the full IBAN of a
 * payment method, the login answer with its token) and HSTS was never sent. Every /api answer is
 * `no-store` unless a route serves public reference data; HSTS follows PUBLIC_URL and HSTS_MAX_AGE.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHotel, createTestApp, registration, signUp, type TestApp } from '../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('Cache-Control on /api answers', () => {
  it('is no-store on private answers, the login answer and error answers', async () => {
    const body = registration();
    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/user/data/',
      payload: body,
      remoteAddress: '10.77.0.1',
    });
    expect(registered.headers['cache-control']).toBe('no-store');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { email: body.email, password: body.password },
      remoteAddress: '10.77.0.1',
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');

    const ana = await signUp(t.app);
    const hotelId = await createHotel(t.app, ana.headers);
    const privateReads = [
      `/api/auth/user/data/${ana.userId}/`,
      '/api/facturation/payment-method/',
      `/api/hotel/${hotelId}`,
      '/api/hotel/',
    ];
    for (const url of privateReads) {
      const response = await t.app.inject({ method: 'GET', url, headers: ana.headers });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }

    const errors = [
      await t.app.inject({ method: 'GET', url: `/api/hotel/${hotelId}` }), // 401
      await t.app.inject({ method: 'GET', url: '/api/hotel/999999', headers: ana.headers }), // 404
      await t.app.inject({ method: 'GET', url: '/api/no-such-route' }), // 404 of the router
      await t.app.inject({ method: 'GET', url: '/api/hotel/type/abc' }), // 404 on a public route
      await t.app.inject({ method: 'GET', url: '/api/hotel/%zz' }), // the router's own refusal
    ];
    expect(errors.map((r) => r.statusCode)).toEqual([401, 404, 404, 404, 404]);
    for (const response of errors) expect(response.headers['cache-control']).toBe('no-store');
  });

  it('keeps the public caching of reference lists, the catalogue and the countries', async () => {
    for (const url of [
      '/api/hotel/language',
      '/api/hotel/type',
      '/api/hotel/service',
      '/api/catalogue/hotels?q=hotel',
      '/api/facturation/countries',
    ]) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^public, max-age=\d+$/);
    }
    // A revalidated reference list (304) stays public too.
    const first = await t.app.inject({ method: 'GET', url: '/api/hotel/language' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/hotel/language',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('leaves answers outside /api alone', async () => {
    const health = await t.app.inject({ method: 'GET', url: '/media/avatars/none.webp' });
    expect(health.statusCode).toBe(404);
    expect(health.headers['cache-control']).toBeUndefined();
  });
});

describe('Strict-Transport-Security', () => {
  it('is absent when PUBLIC_URL is http (the default of the test app)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('is sent on every answer when PUBLIC_URL is https, configurable, and off at max-age 0', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com' });
    try {
      for (const url of ['/api/health', '/api/hotel/language', '/api/no-such-route', '/dash/hotel']) {
        const response = await https.app.inject({ method: 'GET', url });
        expect(response.headers['strict-transport-security'], url).toBe(
          'max-age=31536000; includeSubDomains',
        );
      }
    } finally {
      await https.close();
    }
    const tuned = await createTestApp({
      PUBLIC_URL: 'https://extranet.example.com',
      HSTS_MAX_AGE: '600',
      HSTS_INCLUDE_SUBDOMAINS: 'false',
    });
    try {
      const response = await tuned.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBe('max-age=600');
    } finally {
      await tuned.close();
    }
    const off = await createTestApp({ PUBLIC_URL: 'https://extranet.example.com', HSTS_MAX_AGE: '0' });
    try {
      const response = await off.app.inject({ method: 'GET', url: '/api/health' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await off.close();
    }
  });
});
