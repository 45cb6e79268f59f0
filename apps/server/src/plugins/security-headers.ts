import fp from 'fastify-plugin';
import helmet from '@fastify/helmet';

/**
 * The site's Content-Security-Policy. Only our own scripts run (the built app has no inline
 * script). Styles may be inline: React style attributes and the human-check widget's own style
 * element need it. The widget solves its proof of work in workers it starts from blob: URLs.
 * Images come from the brands' CDNs (any https: host). Vendor games open in the game frame from
 * their own https: hosts (or from this server: the sandbox vendor, the originals page), and only
 * our own pages may frame ours: the withdraw page cannot be framed by anyone else.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'script-src-attr': ["'none'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'worker-src': ["'self'", 'blob:'],
  'frame-src': ["'self'", 'https:'],
  'frame-ancestors': ["'self'"],
  'form-action': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
};

/** One year; not includeSubDomains: a brand's other subdomains may not all be served over TLS. */
const HSTS = 'max-age=31536000';

/**
 * Security headers on every answer, pages and API alike (helmet): the CSP above, nosniff,
 * X-Frame-Options SAMEORIGIN for browsers without frame-ancestors, and a Referer that never
 * carries a path (launch URLs and page tokens are in paths and queries). The server's own small
 * pages (sandbox payment, sandbox vendor) send their stricter CSP, which replaces this one.
 */
export const securityHeadersPlugin = fp(async (app) => {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // The pay page and "open in a new window" games are popups this page keeps a handle on.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    // Vendor games in the frame do not send the headers cross-origin isolation would demand.
    crossOriginEmbedderPolicy: false,
    // HSTS is decided per request below: only an answer that reached the browser over TLS may carry it.
    strictTransportSecurity: false,
  });
  // request.protocol reads X-Forwarded-Proto only from a proxy TRUST_PROXY names; otherwise it is
  // the socket's, and this server listens without TLS. A forged header from a client cannot set it.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
});
