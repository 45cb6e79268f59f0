import type { AddressInfo } from 'node:net';
import { createInterface } from 'node:readline';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { runSettlement, type SettlementOptions } from '../modules/agent-contract/settlement';

/**
 * The real server in a process of its own, for tests that kill it (crash.test.ts) and for the
 * wallet bench: built from the environment like main.ts, no demo seed, listening on 127.0.0.1 at
 * PORT (0: any free port). Prints `READY <port>` once listening.
 *
 * With SERVER_WAIT_FOR_GO=1 it loads (and warms) its code, prints `LOADED` and waits for a `GO`
 * line on stdin before it opens the database: a standby that takes over the moment the one before it is killed.
 * It exits when stdin closes (its parent is gone). SIGTERM closes it cleanly (so that --cpu-prof
 * can write its profile); SIGKILL is what the crash test sends.
 *
 * For the scheduled rounds' kill test: TEST_CLOCK_OFFSET_MS runs its clock that far ahead of the
 * real one (rounds the test placed bets on are due at once), and TEST_DIE_AT_WIN=n makes it kill
 * itself (SIGKILL) as the n-th seamless win it took is answered: the win is committed, the caller
 * never hears of it.
 *
 * For the contract settlement's kill test: TEST_SETTLE=1 makes it run one contract settlement
 * (runSettlement, on the clock above) once it listens, TEST_SETTLE_BATCH payments to a transaction,
 * and print `SETTLED <payments> <amount>` (`SETTLED skipped` when another process held the lock);
 * TEST_DIE_AT_PAYMENT=n makes it kill itself (SIGKILL) once its n-th payment is committed.
 */
async function main(): Promise<void> {
  const lines = createInterface({ input: process.stdin });
  lines.once('close', () => process.exit(0));
  if (process.env.SERVER_WAIT_FOR_GO === '1') {
    // Much of the server loads lazily on first build (validators, serialisers): build one on a
    // throwaway in-memory database first, so that the real start only opens the database.
    const warmUp = await buildApp(loadConfig({ ...process.env, SEED_DEMO: 'false', LOG_LEVEL: 'silent', DATABASE_URL: 'sqlite::memory:' }));
    await warmUp.ready();
    await warmUp.close();
    process.stdout.write('LOADED\n');
    await new Promise<void>((resolve) => lines.on('line', (line) => line.trim() === 'GO' && resolve()));
  }
  const config = loadConfig({ ...process.env, SEED_DEMO: 'false', HOST: '127.0.0.1' });
  const offset = Number(process.env.TEST_CLOCK_OFFSET_MS ?? 0);
  const app = await buildApp(config, offset ? { clock: { now: () => Date.now() + offset } } : {});
  const dieAt = Number(process.env.TEST_DIE_AT_WIN ?? 0);
  if (dieAt > 0) {
    let wins = 0;
    app.addHook('onSend', async (request, reply) => {
      if (request.url === '/lgw/seamless/v1/win' && reply.statusCode === 200 && ++wins >= dieAt) process.kill(process.pid, 'SIGKILL');
    });
  }
  await app.listen({ host: config.HOST, port: config.PORT });
  const stop = async () => {
    await app.close();
    process.exit(0);
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  process.stdout.write(`READY ${(app.server.address() as AddressInfo).port}\n`);
  if (process.env.TEST_SETTLE === '1') {
    const dieAtPayment = Number(process.env.TEST_DIE_AT_PAYMENT ?? 0);
    const options: SettlementOptions = {
      afterPayment: (count) => {
        if (dieAtPayment > 0 && count >= dieAtPayment) process.kill(process.pid, 'SIGKILL');
      },
    };
    if (process.env.TEST_SETTLE_BATCH) options.paymentsPerTransaction = Number(process.env.TEST_SETTLE_BATCH);
    const result = await runSettlement(app.ctx, options);
    process.stdout.write(`SETTLED ${result ? `${result.payments} ${result.amount}` : 'skipped'}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
