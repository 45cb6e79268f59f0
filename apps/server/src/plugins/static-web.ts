import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { AppError } from '../lib/app-error';
import { isApiRequest, normalisedPath } from './request-area';

/**
 * Serves the built web app. Hashed assets (their names change with their content) are cached for a
 * year as immutable; everything else, index.html first, is revalidated on each use, so a new
 * release reaches players at their next page load. The build writes a brotli and a gzip copy of
 * each text file beside it, and the copy the browser accepts goes out as is (no compression per
 * request). Any other GET that is not an API path gets index.html, so the app's own router handles
 * deep links such as /member.
 */
export const staticWebPlugin = fp<{ root: string; backoffice?: string }>(async (app, { root, backoffice = '' }) => {
  const dir = resolve(root);
  const hasApp = root !== '' && existsSync(resolve(dir, 'index.html'));
  // The back office (apps/backoffice) is its own bundle under /bo/, with the same caching rules;
  // the player site never loads it.
  const boDir = resolve(backoffice);
  const hasBackoffice = backoffice !== '' && existsSync(resolve(boDir, 'index.html'));
  const cacheHeaders = (res: { setHeader(name: string, value: string): void }, path: string) =>
    res.setHeader('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
  if (hasBackoffice) {
    await app.register(fastifyStatic, {
      root: boDir,
      prefix: '/bo/',
      decorateReply: false,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
    app.get('/bo', (_request, reply) => reply.redirect('/bo/'));
  }
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: dir,
      // Looked up per request, so a rebuilt app is served without a restart.
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      // Our own header below; @fastify/static's would replace it with max-age=0.
      cacheControl: false,
      setHeaders: cacheHeaders,
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = normalisedPath(request.url);
    const isAsset = path.startsWith('/assets/') || path.startsWith('/bo/assets/');
    if (hasBackoffice && request.method === 'GET' && !isAsset && path.startsWith('/bo/')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', boDir);
    }
    if (hasApp && request.method === 'GET' && !isAsset && !isApiRequest(request) && !path.startsWith('/docs')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    throw new AppError('NOT_FOUND');
  });
});
