import { type ApiKeyScope, DISTRIBUTION_MSG } from '@hotel/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/errors.ts';
import type { ApiKeyAuthenticator, ApiKeyPrincipal } from '../lib/request-context.ts';
import type { RateLimiter } from './rate-limiter.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The machine client of a distribution route; set by `requireApiKey`. */
    apiKey: ApiKeyPrincipal | null;
  }
  interface FastifyInstance {
    /**
     * A preHandler for the distribution routes (decision 029): 401 unless the request carries a
     * live `Authorization: Bearer hxk_…` key (a session token is never one), 403 when the key
     * has none of `scopes` (any key passes when none is named), 429 with Retry-After past the key's requests a minute, and 404 when a
     * `:hotelId` path parameter names a hotel the key does not reach.
     */
    requireApiKey(...scopes: ApiKeyScope[]): (request: FastifyRequest) => Promise<void>;
  }
}

/** The key of a request that passed `requireApiKey`. */
export function currentApiKey(request: FastifyRequest): ApiKeyPrincipal {
  if (!request.apiKey) throw AppError.unauthenticated();
  return request.apiKey;
}

const RATE_WINDOW_MS = 60_000;

export const apiKeyPlugin = fp(
  async (app: FastifyInstance, options: { apiKeys: ApiKeyAuthenticator; rateLimiter: RateLimiter }) => {
    app.decorateRequest('apiKey', null);
    app.decorate('requireApiKey', (...scopes: ApiKeyScope[]) => async (request: FastifyRequest) => {
      const key = await options.apiKeys.authenticate(request.headers.authorization);
      if (!key) throw keyRequired();
      if (scopes.length > 0 && !scopes.some((scope) => key.scopes.includes(scope))) {
        throw AppError.forbidden(DISTRIBUTION_MSG.scopeMissing);
      }
      // Counted per key across instances (decision 021's limiter); a refused request counts too.
      await options.rateLimiter.reserve([
        { bucket: 'api-key', key: String(key.id), limit: key.rateLimit, windowMs: RATE_WINDOW_MS },
      ]);
      const { hotelId } = (request.params ?? {}) as { hotelId?: unknown };
      if (hotelId !== undefined) {
        if (typeof hotelId !== 'number' || !(await options.apiKeys.reaches(key, hotelId))) {
          throw AppError.notFound();
        }
      }
      request.apiKey = key;
    });
  },
);

/** 401 with the scheme the client should use. */
function keyRequired(): AppError {
  const error = AppError.unauthenticated();
  return new AppError(error.statusCode, error.detail, undefined, { 'www-authenticate': 'Bearer' });
}
