import { MSG } from '@hotel/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentApiKey } from '../../../plugins/api-key.ts';
import { type ChangeFeedService, FEED_LIMIT_DEFAULT, FEED_LIMIT_MAX } from './change-feed.service.ts';

export const changeFeedQuerySchema = z
  .object({
    /** The cursor of the previous page; none for the start of the feed. */
    cursor: z.string({ error: MSG.invalidValue }).max(200, { error: MSG.invalidValue }).optional(),
    limit: z.coerce
      .number({ error: MSG.invalidValue })
      .int({ error: MSG.invalidValue })
      .min(1, { error: MSG.invalidValue })
      .max(FEED_LIMIT_MAX, { error: MSG.invalidValue })
      .default(FEED_LIMIT_DEFAULT),
  })
  .strict();

export const changeFeedPageSchema = z.object({
  changes: z.array(
    z.object({
      hotelId: z.number().int(),
      hotelCode: z.string(),
      kind: z.enum(['content', 'rates', 'reservations']),
      at: z.iso.datetime({ offset: true }),
      /** Rates: `{ rate, from, to }` where known; reservations: `{ event, reservation, reference, status, revision }`. */
      detail: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
  /** Poll with it next time, even when `changes` is empty. */
  cursor: z.string(),
  /** More changes wait: ask again at once. */
  more: z.boolean(),
});

/** The change feed of distribution (decision 029), for keys with content:read, ari:read or reservations:read. */
export const changeFeedRoutes: FastifyPluginAsyncZod<{ feed: ChangeFeedService }> = async (app, { feed }) => {
  app.get(
    '/api/distribution/changes',
    {
      // Either scope reads the feed, each its own kind of change.
      preHandler: app.requireApiKey('ari:read', 'content:read', 'reservations:read'),
      schema: {
        tags: ['distribution'],
        summary:
          'Changes of content, rates and reservations after the cursor, oldest first, for the hotels the key reaches (no gap, no repeat)',
        security: [{ apiKey: [] }],
        querystring: changeFeedQuerySchema,
        response: { 200: changeFeedPageSchema },
      },
    },
    async (request) => feed.read(currentApiKey(request), request.query.cursor, request.query.limit),
  );
};
