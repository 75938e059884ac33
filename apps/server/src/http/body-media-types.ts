import contentType from 'content-type';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './app-error.js';

const UTF8 = new Set(['utf-8', 'utf8']);

/** The charset a JSON request declares, lower-cased; null when it declares none. */
function declaredJsonCharset(request: FastifyRequest): string | null | undefined {
  const header = request.headers['content-type'];
  if (!header) return undefined;
  try {
    const parsed = contentType.parse(header);
    if (parsed.type !== 'application/json') return undefined;
    return parsed.parameters.charset?.toLowerCase() ?? null;
  } catch {
    // A malformed header is left to the body parser, which refuses it as an unsupported type.
    return undefined;
  }
}

/**
 * The API speaks JSON in UTF-8 only (RFC 8259): a body declared in another charset would be read
 * as UTF-8 anyway and its text garbled, so it is refused with 415, before it is parsed. Plain text
 * bodies are refused too: no route takes one, and Fastify's built-in text parser would hand a
 * string to routes that read no body.
 */
export function installBodyMediaTypes(app: FastifyInstance) {
  app.removeContentTypeParser('text/plain');
  app.addHook('preParsing', async (request) => {
    const charset = declaredJsonCharset(request);
    if (charset && !UTF8.has(charset)) throw new AppError('UNSUPPORTED_MEDIA_TYPE');
  });
}
