import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses what the server builds per request (API JSON, the console's HTML) once it reaches
 * 1 KB. The console's files are compressed at build time (scripts/precompress.mjs) and sent as
 * they are by the static plugin, so only HTML and JSON are compressed here: a download or a
 * stream is never touched, and a file already carrying a Content-Encoding is skipped by the
 * plugin. Requests are not decompressed (no compressed bodies to expand past the body limit).
 * Websocket routes hand their socket over before any reply is sent, so nothing here reaches them.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: /^text\/html(?:;|$)|^application\/(?:[\w.-]+\+)?json(?:;|$)/,
    globalDecompression: false,
  });
}
