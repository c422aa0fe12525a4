import compress from '@fastify/compress';
import etag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';
import { COMPRESS_THRESHOLD } from './wire';

/**
 * Compression and validators for every answer that does not carry its own (see wire.ts): JSON of 1 KB or more
 * goes out as brotli or gzip, and every answer gets a weak ETag so a repeated GET can be answered with 304.
 * Routes sending stored bodies set Content-Encoding and ETag themselves, and both plugins then leave them be.
 */
export function installCompression(app: FastifyInstance): void {
  app.register(compress, { global: true, threshold: COMPRESS_THRESHOLD, encodings: ['br', 'gzip'] });
  app.register(etag, { weak: true });
}
