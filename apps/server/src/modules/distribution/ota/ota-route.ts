import { type ApiKeyScope, OTA_MSG } from '@hotel/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../../lib/errors.ts';

/** The instance a route plugin registers on. */
type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

const XML_TYPE = 'application/xml; charset=utf-8';

/** What an OTA route answers: the document, its HTTP status and the outcome header's value. */
export interface OtaAnswer {
  status: number;
  outcome: string;
  xml: string;
}

/**
 * One OTA route for machine clients (OTA in's ARI messages, reservations' messages): XML bodies
 * read as text up to `bodyLimit`, and every answer an OTA document. The key's scope, the declared
 * size and the content type are checked before a byte of the body is read; a body that grows past
 * the limit without declaring it, or one the parser cannot read, is refused as it arrives. Each
 * caller builds its own refusal document (`refusal`) and its answer (`receive`).
 */
export function otaXmlRoute(
  app: ZodApp,
  route: {
    url: string;
    scope: ApiKeyScope;
    bodyLimit: number;
    summary: string;
    /** The OTA document of a refusal before the message is read (`status` 400: not XML). */
    refusal(status: number, key: string): string;
    receive(request: FastifyRequest, body: string): Promise<OtaAnswer>;
  },
): void {
  // XML bodies for the registering plugin's routes only, read as text; 413 past the limit.
  app.addContentTypeParser(
    ['application/xml', 'text/xml'],
    { parseAs: 'string', bodyLimit: route.bodyLimit },
    (_request, body, done) => done(null, body),
  );
  const requireScope = app.requireApiKey(route.scope);
  const refuse = (reply: FastifyReply, status: number, key: string, headers?: Record<string, string>) =>
    reply
      .code(status)
      .headers(headers ?? {})
      .type(XML_TYPE)
      .header('x-ota-outcome', 'refused')
      .send(route.refusal(status, key));

  app.post(
    route.url,
    {
      onRequest: async (request, reply) => {
        try {
          await requireScope(request);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          const key = error.statusCode === 401 ? OTA_MSG.unauthorized : error.detail.key;
          return refuse(reply, error.statusCode, key, error.headers);
        }
        const declared = Number(request.headers['content-length']);
        if (Number.isFinite(declared) && declared > route.bodyLimit)
          return refuse(reply, 413, OTA_MSG.tooLarge);
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (type !== 'application/xml' && type !== 'text/xml') return refuse(reply, 415, OTA_MSG.contentType);
      },
      errorHandler: (error, _request, reply) => {
        if ((error as { code?: string }).code === 'FST_ERR_CTP_BODY_TOO_LARGE')
          return refuse(reply, 413, OTA_MSG.tooLarge);
        const status = (error as { statusCode?: number }).statusCode ?? 500;
        if (status === 415) return refuse(reply, 415, OTA_MSG.contentType);
        if (status >= 400 && status < 500) return refuse(reply, 400, OTA_MSG.notXml);
        throw error;
      },
      bodyLimit: route.bodyLimit,
      schema: {
        tags: ['distribution'],
        security: [{ apiKey: [] }],
        summary: route.summary,
        consumes: ['application/xml', 'text/xml'],
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const answer = await route.receive(request, typeof request.body === 'string' ? request.body : '');
      return reply
        .code(answer.status)
        .type(XML_TYPE)
        .header('x-ota-outcome', answer.outcome)
        .send(answer.xml);
    },
  );
}
