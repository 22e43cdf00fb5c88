import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, json, type TestApp } from '../../test/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform', () => {
  it('answers the health check after checking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({
      status: 'ok',
      database: process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite',
    });
  });

  it('sets the security headers and names no server version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers.server).toBeUndefined();
  });

  it('answers unknown API paths with a translated 404', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/nothing',
      headers: { 'accept-language': 'fr' },
    });
    expect(response.statusCode).toBe(404);
    expect(json(response)).toEqual({ detail: 'Introuvable' });
  });

  it('serves the OpenAPI document generated from the schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = json<{ paths: Record<string, Record<string, unknown>> }>(response);
    expect(document.paths['/api/auth/login/']).toHaveProperty('post');
    expect(document.paths['/api/auth/user/data/{userId}/']).toHaveProperty('patch');
    expect(JSON.stringify(document.paths['/api/auth/user/data/'])).toContain('hotels');
  });
});

describe('client configuration', () => {
  it('tells the web app, without a session, where the map tiles come from', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/client-config' });
    expect(response.statusCode).toBe(200);
    expect(json(response)).toEqual({ map_tile_url: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png' });
  });

  it('answers the configured tile server, whose host the CSP lets images come from', async () => {
    const custom = await createTestApp({ MAP_TILE_URL: 'https://tiles.example.test/osm/{z}/{x}/{y}.png' });
    try {
      const response = await custom.app.inject({ method: 'GET', url: '/api/client-config/' });
      expect(response.statusCode).toBe(200);
      expect(json(response)).toEqual({ map_tile_url: 'https://tiles.example.test/osm/{z}/{x}/{y}.png' });
      expect(response.headers['content-security-policy']).toMatch(
        /img-src [^;]*https:\/\/tiles\.example\.test/,
      );
    } finally {
      await custom.close();
    }
  });
});
