import { DEFAULT_LANGUAGE, isLanguage, LANGUAGES, type Language } from '@hotel/domain';
import { type Catalogue, interpolate, lookupMessage } from '@hotel/i18n';
import { readCatalogue } from '@hotel/i18n/node';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { MessageParams } from '../lib/errors.ts';

declare module 'fastify' {
  interface FastifyRequest {
    language: Language;
    t(key: string, params?: MessageParams): string;
  }
}

const catalogues = new Map<Language, Catalogue>(
  LANGUAGES.map((language) => [language, readCatalogue(language)]),
);

/** Translates a key; falls back to Spanish, then to the key itself (never an empty message). */
export function translate(language: Language, key: string, params?: MessageParams): string {
  // A count picks its plural form by the language's rules, as on the web (issue 34).
  const text =
    lookupMessage(catalogues.get(language) ?? {}, key, language, params) ??
    lookupMessage(catalogues.get(DEFAULT_LANGUAGE) ?? {}, key, DEFAULT_LANGUAGE, params) ??
    key;
  return interpolate(text, params);
}

/** Picks the best supported language of an Accept-Language header (q-values respected). */
export function negotiateLanguage(header: string | undefined): Language {
  if (!header) return DEFAULT_LANGUAGE;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, position) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const quality = q ? Number(q.slice(2)) : 1;
      return { language: tag.trim().toLowerCase().split('-')[0] ?? '', quality, position };
    })
    .filter((entry) => Number.isFinite(entry.quality) && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.position - b.position);
  return ranked.map((entry) => entry.language).find(isLanguage) ?? DEFAULT_LANGUAGE;
}

export const i18nPlugin = fp(async (app: FastifyInstance) => {
  app.decorateRequest('language', DEFAULT_LANGUAGE);
  app.decorateRequest('t', function (this: FastifyRequest, key: string, params?: MessageParams) {
    return translate(this.language, key, params);
  });
  app.addHook('onRequest', async (request, reply) => {
    request.language = negotiateLanguage(request.headers['accept-language']);
    reply.header('content-language', request.language);
  });
});
