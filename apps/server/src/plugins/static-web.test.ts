import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staticWebPlugin } from './static-web.ts';

/** A build as apps/web/vite.config.ts writes it: each text file with its .br and .gz beside it. */
const webDir = mkdtempSync(join(tmpdir(), 'hx-static-web-'));
const INDEX = `<!doctype html><html lang="es"><title>Extranet</title>${'<!-- padding -->'.repeat(100)}</html>`;
const SCRIPT = `export const answer = ${JSON.stringify('x'.repeat(4000))};`;
function writeWithSiblings(path: string, content: string) {
  writeFileSync(path, content);
  writeFileSync(`${path}.br`, brotliCompressSync(content));
  writeFileSync(`${path}.gz`, gzipSync(content));
}

// The plugin alone on a bare Fastify: what it serves does not depend on the database.
const t: { app: FastifyInstance } = { app: Fastify({ logger: false }) };
beforeAll(async () => {
  mkdirSync(join(webDir, 'assets'));
  writeWithSiblings(join(webDir, 'index.html'), INDEX);
  writeWithSiblings(join(webDir, 'assets', 'app-Bx1.js'), SCRIPT);
  await t.app.register(staticWebPlugin, { root: webDir });
  await t.app.ready();
});
afterAll(async () => {
  await t.app.close();
  rmSync(webDir, { recursive: true, force: true });
});

describe('static web: precompressed files', () => {
  it('sends the brotli sibling of an asset to a browser that accepts it, cached as the asset', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Bx1.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers.vary).toContain('accept-encoding');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(answer.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Bx1.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({
      method: 'GET',
      url: '/assets/app-Bx1.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  it('keeps index.html uncached when its compressed sibling is sent, on the history fallback too', async () => {
    for (const url of ['/index.html', '/dash/home']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      expect(answer.headers['content-type']).toMatch(/text\/html/);
      const body =
        answer.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(answer.rawPayload).toString()
          : answer.body;
      expect(body).toBe(INDEX);
    }
  });
});
