import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';

const RETRY_AFTER_SECONDS = 2;

/** What the probes and the metrics scrape may reach while the gate is held. */
const OPEN_WHILE_STARTING = ['/health/', '/metrics'];

/**
 * A page a person opening the site during those seconds sees: both languages (the brand, and so its
 * language, is what is being prepared), and it reloads itself. No script: the site's CSP holds.
 */
const STARTING_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS}">
<title>Starting up…</title>
<style>
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; font-family: system-ui, sans-serif;
    background: #0f172a; color: #e2e8f0; text-align: center; }
  @media (prefers-color-scheme: light) { body { background: #f8fafc; color: #0f172a; } }
  main { padding: 24px; max-width: 28rem; }
  .spinner { width: 40px; height: 40px; margin: 0 auto 20px; border-radius: 50%;
    border: 4px solid currentColor; border-right-color: transparent; animation: spin 1s linear infinite; }
  @media (prefers-reduced-motion: reduce) { .spinner { animation: none; } }
  @keyframes spin { to { transform: rotate(360deg); } }
  p { margin: 8px 0; line-height: 1.5; }
</style>
</head>
<body>
<main role="status" aria-live="polite">
  <div class="spinner" aria-hidden="true"></div>
  <p>The site is starting up. This page opens by itself in a few seconds.</p>
  <p lang="tl">Nagsisimula pa ang site. Kusang magbubukas ang pahinang ito sa loob ng ilang segundo.</p>
</main>
</body>
</html>
`;

/**
 * While the startup gate is held (the first start fills in the demo brand after listening), page
 * visits get the self-reloading page above and API calls the catalogue's SERVICE_STARTING with
 * Retry-After, both 503: nothing reaches a brand that is half written.
 */
export const startupGatePlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    if (!app.ctx.startup.held) return;
    const path = request.url;
    if (OPEN_WHILE_STARTING.some((prefix) => path.startsWith(prefix))) return;
    const wantsPage = request.method === 'GET' && (request.headers.accept ?? '').includes('text/html');
    if (!wantsPage) throw new AppError('SERVICE_STARTING', { retryAfter: RETRY_AFTER_SECONDS });
    return reply
      .status(503)
      .header('retry-after', String(RETRY_AFTER_SECONDS))
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(STARTING_PAGE);
  });
});
