import { errorCatalogue, isMessageKey, pickLocale, translate, type ErrorName } from '@cloudphone/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error.js';
import './server-messages.js';

export const localeOf = (request: FastifyRequest) => pickLocale(request.headers['accept-language']);

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  name: ErrorName,
  params?: Record<string, string | number>,
  data: unknown = null,
) {
  const entry = errorCatalogue[name];
  return reply.status(entry.status).send({ code: entry.code, data, msg: translate(entry.message, localeOf(request), params) });
}

/** Statuses Fastify and its plugins raise that have their own catalogue entry. */
const REJECTIONS: Partial<Record<number, ErrorName>> = {
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** One place decides how every failure is shown: a translated message for the user, the cause for the log. */
export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return sendError(request, reply, error.errorName, error.params, error.data);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const key = first?.message;
      const locale = localeOf(request);
      const msg = key && isMessageKey(key) ? translate(key, locale) : translate('validation.invalid', locale);
      return reply.status(400).send({ code: 400, data: null, msg });
    }
    if (error.statusCode === 429) return sendError(request, reply, 'TOO_MANY_REQUESTS');
    if (error.code === 'FST_ERR_HANDLER_TIMEOUT') {
      request.log.warn({ err: error }, 'request timed out');
      return sendError(request, reply, 'TIMEOUT');
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      // Malformed JSON, wrong content type, oversized body: the request's fault, not ours. The
      // status says which (a client tells 413 and 415 apart from 400), the message is translated.
      request.log.info({ err: error }, 'rejected request');
      const name = REJECTIONS[error.statusCode];
      if (name) return sendError(request, reply, name);
      const msg = translate(errorCatalogue.BAD_REQUEST.message, localeOf(request));
      return reply.status(error.statusCode).send({ code: error.statusCode, data: null, msg });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendError(request, reply, 'INTERNAL');
  });
  app.setNotFoundHandler((request, reply) => sendError(request, reply, 'NOT_FOUND'));
}
