import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { CachedAnswer } from './reference.service.ts';

/** The tags of the reference routes in the API document. */
export const referenceTags = ['reference'];

/** The 304 answer of a reference route: no body. */
export const notModified = z.null();

/**
 * Answers a reference list with its caching headers: public for an hour (per language) and a
 * strong ETag; 304 without a body when the client's copy is current.
 */
export function answerCached<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer<T>,
): T | FastifyReply {
  return isFresh(request, reply, answer) ? reply.status(304).send(null) : answer.body;
}

/**
 * Sets the caching headers of a reference answer and tells whether the client's copy is current
 * (If-None-Match lists the answer's ETag, or is `*`), in which case the caller answers 304.
 */
function isFresh(request: FastifyRequest, reply: FastifyReply, answer: CachedAnswer<unknown>): boolean {
  reply.header('cache-control', 'public, max-age=3600');
  reply.header('vary', 'Accept-Language');
  reply.header('etag', answer.etag);
  const header = request.headers['if-none-match'];
  if (!header) return false;
  // If-None-Match uses the weak comparison (RFC 9110 §13.1.2): a W/ prefix does not matter.
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === answer.etag);
}
