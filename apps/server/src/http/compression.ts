import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses what the server builds per request (API JSON, the console's HTML) once it reaches
 * 1 KB. The console's files are not compressed here: the build writes a brotli and a gzip copy of
 * each (scripts/precompress.mjs) and the static plugin sends the copy with its Content-Encoding
 * set, which this plugin leaves alone. Images are not compressible types. Requests are not
 * decompressed (no compressed bodies to expand past the body limit). Websocket routes take over
 * their socket before any reply is sent, so nothing here reaches them.
 */
export async function installCompression(app: FastifyInstance) {
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'], globalDecompression: false });
}
