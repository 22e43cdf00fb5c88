import { type ErrorDetail, issueMessage, MSG, REFUSAL, type RefusalCode } from '@hotel/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, type Message } from '../lib/errors.ts';
import { negotiateLanguage, translate } from './i18n.ts';

const NON_FIELD = 'non_field_errors';

/**
 * `{"detail"}`; a 403 also carries its reason as `code` (decision 023), so that the web tells a
 * refusal apart from an invalid session (401) without reading the message.
 */
function sendDetail(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  message: Message,
  refusal?: RefusalCode,
) {
  const body: ErrorDetail = { detail: request.t(message.key, message.params) };
  if (status === 403) body.code = refusal ?? REFUSAL.forbidden;
  return reply.status(status).send(body);
}

function sendFields(request: FastifyRequest, reply: FastifyReply, fields: Record<string, Message[]>) {
  const body: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(fields)) {
    body[field || NON_FIELD] = messages.map((m) => request.t(m.key, m.params));
  }
  return reply.status(400).send(body);
}

/** NUL, or a UTF-16 surrogate without its pair (JSON allows both; PostgreSQL text and jsonb do not). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is exactly what is looked for
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * The paths of the strings (values or keys) of a parsed body that PostgreSQL cannot store. Walked
 * with an explicit stack: a body nested thousands of levels deep must not overflow it.
 */
function unstorablePaths(body: unknown): string[] {
  const found: string[] = [];
  const stack: { value: unknown; path: string }[] = [{ value: body, path: '' }];
  while (stack.length > 0 && found.length < 10) {
    const { value, path } = stack.pop() as { value: unknown; path: string };
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) found.push(path || NON_FIELD);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) found.push(path || NON_FIELD);
        else stack.push({ value: child, path: path ? `${path}.${key}` : key });
      }
    }
  }
  return found;
}

/**
 * Fastify's router answers a URL it cannot decode ('%zz') or a path parameter beyond
 * maxParamLength before any hook runs, in its own English shape. Like a path parameter that does
 * not parse, such a URL names a resource that cannot exist: 404 `{"detail"}`, translated.
 */
export function frameworkErrorHandler(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const language = negotiateLanguage(request.headers['accept-language']);
  // Answered outside the hooks, so the security plugin's Cache-Control hook does not see it.
  return reply
    .status(404)
    .header('content-language', language)
    .header('cache-control', 'no-store')
    .send({ detail: translate(language, MSG.notFound) });
}

/**
 * The API's error shape (docs/architecture.md, "The HTTP API"): 400
 * `{"<field>": [...], "non_field_errors": [...]}`, otherwise `{"detail"}`; every message translated
 * by Accept-Language; never a stack trace.
 */
export const errorHandlerPlugin = fp(async (app: FastifyInstance) => {
  // Refused before validation so that no such string reaches a query (it failed there: a 500).
  app.addHook('preValidation', async (request) => {
    const paths = unstorablePaths(request.body);
    if (paths.length)
      throw AppError.validation(Object.fromEntries(paths.map((path) => [path, MSG.invalidValue])));
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      if (error.headers) reply.headers(error.headers);
      if (error.statusCode === 400 && error.fields) return sendFields(request, reply, error.fields);
      return sendDetail(request, reply, error.statusCode, error.detail, error.refusal);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      // A path parameter that does not parse names a resource that cannot exist.
      if (error.validationContext === 'params') return sendDetail(request, reply, 404, { key: MSG.notFound });
      const fields: Record<string, Message[]> = {};
      for (const item of error.validation) {
        const issue = { code: item.keyword, message: item.message ?? '', ...(item.params as object) };
        const path = item.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const fieldMessages = fields[path] ?? [];
        fieldMessages.push(issueMessage(issue));
        fields[path] = fieldMessages;
        if (issue.code === 'unrecognized_keys' && Array.isArray((issue as { keys?: unknown }).keys)) {
          delete fields[path];
          for (const key of (issue as unknown as { keys: string[] }).keys) {
            fields[path ? `${path}.${key}` : key] = [{ key: MSG.unknownField }];
          }
        }
      }
      return sendFields(request, reply, fields);
    }
    switch (error.code) {
      case 'FST_ERR_CTP_INVALID_JSON_BODY':
      case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
        return sendFields(request, reply, { [NON_FIELD]: [{ key: MSG.malformedBody }] });
      case 'FST_ERR_CTP_BODY_TOO_LARGE':
      case 'FST_REQ_FILE_TOO_LARGE':
      case 'FST_PARTS_LIMIT':
      case 'FST_FILES_LIMIT':
        return sendDetail(request, reply, 413, { key: MSG.bodyTooLarge });
      case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
        return sendDetail(request, reply, 415, { key: MSG.unsupportedMediaType });
    }
    if (error.statusCode === 400 && error instanceof SyntaxError) {
      return sendFields(request, reply, { [NON_FIELD]: [{ key: MSG.malformedBody }] });
    }
    const status =
      error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) {
      request.log.error({ err: error }, 'unexpected error');
      return sendDetail(request, reply, 500, { key: MSG.internal });
    }
    request.log.info({ err: error }, 'client error');
    const key =
      status === 404
        ? MSG.notFound
        : status === 413
          ? MSG.bodyTooLarge
          : status === 415
            ? MSG.unsupportedMediaType
            : MSG.invalidValue;
    if (status === 400) return sendFields(request, reply, { [NON_FIELD]: [{ key }] });
    return sendDetail(request, reply, status, { key });
  });
});
