import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '@panalo/server/app';
import { loadConfig } from '@panalo/server/config';
import { seedDemo } from '@panalo/server/seed/demo-seed';

/**
 * One server under test, in its own process so that it does not share an event loop with the
 * load generator. `bare` is a plain Fastify route; `app` is Panalo built from the environment
 * (DATABASE_URL, LOG_LEVEL, …) with the demo brand seeded. Prints `READY <port>` once listening
 * and stops on SIGTERM, SIGINT or when the parent closes stdin.
 */

async function startBare(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => ({ success: true, value: { status: 0 } }));
  return app;
}

async function startApp(): Promise<FastifyInstance> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);
  if (config.SEED_DEMO) await seedDemo(app.ctx);
  return app;
}

async function main(): Promise<void> {
  const kind = process.argv[2];
  if (kind !== 'bare' && kind !== 'app') throw new Error(`usage: server-child.ts bare|app (got ${kind ?? 'nothing'})`);
  const app = kind === 'bare' ? await startBare() : await startApp();
  await app.listen({ host: '127.0.0.1', port: 0 });

  let closing = false;
  const stop = async () => {
    if (closing) return;
    closing = true;
    await app.close();
    process.exit(0); // a clean exit, so that --cpu-prof writes its profile
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdin.on('end', stop).resume();

  const { port } = app.server.address() as AddressInfo;
  process.stdout.write(`READY ${port}\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
