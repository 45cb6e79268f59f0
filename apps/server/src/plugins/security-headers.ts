import fp from 'fastify-plugin';

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
 * The headers every answer carries, built once: the CSP above, nosniff, X-Frame-Options
 * SAMEORIGIN for browsers without frame-ancestors, and a Referer that never carries a path (launch
 * URLs and page tokens are in paths and queries). These are helmet's defaults with our choices;
 * helmet itself rebuilt them from its options on every request, a cost every call paid.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = Object.freeze({
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';'),
  // The pay page and "open in a new window" games are popups this page keeps a handle on.
  // (No Cross-Origin-Embedder-Policy: vendor games in the frame do not send the headers
  // cross-origin isolation would demand.)
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
});

/**
 * Security headers on every answer, pages and API alike, set before anything else can answer. The
 * server's own small pages (sandbox payment, sandbox vendor, studio) send their stricter CSP, which
 * replaces this one; an answer taken over with reply.hijack() passes reply.getHeaders() on itself.
 */
export const securityHeadersPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(SECURITY_HEADERS);
    // HSTS only on an answer that reached the browser over TLS. request.protocol reads
    // X-Forwarded-Proto only from a proxy TRUST_PROXY names; otherwise it is the socket's, and this
    // server listens without TLS. A forged header from a client cannot set it.
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
});
