import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './request-context.ts';

/** Where a request came from, for rate limits and the audit trail. */
export function originOf(request: FastifyRequest): RequestOrigin {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip, ...(userAgent ? { userAgent } : {}) };
}
