import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { demoWarning } from './lib/demo-features';
import { demoSeedNeeded, seedDemo } from './seed/demo-seed';

// Defaults relative to the repository, whichever folder the server is started from.
const repoRoot = fileURLToPath(new URL('../../..', import.meta.url));
const defaults = {
  WEB_DIST: `${repoRoot}apps/web/dist`,
  BACKOFFICE_DIST: `${repoRoot}apps/backoffice/dist`,
  DATABASE_URL: `sqlite:${repoRoot}data/panalo.db`,
};

const SHUTDOWN_FORCE_AFTER_MS = 12_000;

async function main(): Promise<void> {
  const config = loadConfig({ ...defaults, ...process.env });
  const app = await buildApp(config);
  const demo = demoWarning(config);
  if (demo) app.log.warn(demo);
  // A fresh database gets its demo brand after the server listens: the probes and a person opening
  // the site are answered from the first second (not ready, "starting up") instead of meeting a
  // closed port while migrations' data and the seed are written.
  if (config.SEED_DEMO && (await demoSeedNeeded(app.ctx))) app.ctx.startup.hold();
  const close = async () => {
    // Requests in flight get ten seconds (the drain in app.ts); a connection still busy after that,
    // such as a client that stopped reading a large answer, is cut so the process does exit.
    setTimeout(() => app.server.closeAllConnections(), SHUTDOWN_FORCE_AFTER_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', close);
  process.once('SIGTERM', close);
  await app.listen({ host: config.HOST, port: config.PORT });
  console.log(`Panalo is serving on http://localhost:${config.PORT} (API docs: http://localhost:${config.PORT}/docs)`);
  if (config.SEED_DEMO) {
    const logins = await seedDemo(app.ctx);
    app.ctx.startup.release();
    const lines = logins.map((l) => `    ${l.username.padEnd(10)} ${l.password.padEnd(12)} ${l.role}`);
    // Printed plainly, not as a log record: a person reads this once at start.
    console.log(`Demo brand ready. Log in with:\n${lines.join('\n')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
