import { constants } from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Compresses answers above COMPRESSION_THRESHOLD_BYTES: brotli when the client takes it, else gzip.
 * Brotli runs at quality 4, which keeps most of the saving at a small part of the CPU of the
 * default 11 (that level is for the build, where the web app's files are compressed once).
 * The web app's files go out precompressed (static-web.ts) and are not compressed again: an answer
 * that already has a content-encoding is left alone. Request bodies are not decompressed: no
 * client sends them compressed, and a compressed body could expand past the body limit.
 */
export const compressionPlugin = fp<{ threshold: number }>(async (app, { threshold }) => {
  await app.register(fastifyCompress, {
    threshold,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
});
