import { buildApp } from '@panalo/server/app';
import { loadConfig } from '@panalo/server/config';
import { importCatalogue } from '@panalo/server/modules/games/catalogue-import';
import { setVendorLaunchUrl } from '@panalo/server/modules/games/catalogue.repository';
import { bonusCredited } from '@panalo/server/modules/ledger/ledger';
import { createAccount, createBrand } from '@panalo/server/seed/fixtures';
import { inProcessStudio } from '@panalo/server/studio/studio-in-process';
import { runScheduledStep } from '@panalo/server/studio/scheduled/scheduled-settlement.service';
import { studioPagePath } from '@panalo/contract/studio';
import { postgresSection, sqliteSection, type Section } from './database-sections';
import { DEFAULT_ADMIN_URL } from './postgres';

/**
 * `npm run bench:scheduled`: bets on one scheduled round (a cockfight arena of the studio), placed
 * over HTTP through the studio and the seamless wallet by 200 members, 10 at a time; then the time
 * the scheduler takes to settle that round of 10,000 bets (each bet's win sent to the wallet once),
 * on SQLite and on PostgreSQL (at PG_ADMIN_URL or the default, when it answers). BETS sets the count.
 */

const BETS = Number(process.env.BETS ?? 10_000);
const MEMBERS = 200;
const PARALLEL = 10;
const VENDOR = 'SV3';
const ARENA = 'SV3_A01';

/** The value below which `share` percent of the samples fall. */
function percentile(samples: readonly number[], share: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((sorted.length * share) / 100) - 1))] ?? 0;
}

/** A clock that stands still while the bets are placed (so they all fit the betting window) and moves when told. */
class BenchClock {
  private time = Date.now();
  now = () => this.time;
  advanceTo(at: number) {
    this.time = Math.max(this.time, at);
  }
}

async function run(section: Section): Promise<void> {
  const clock = new BenchClock();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: section.url,
    SEED_DEMO: 'false',
    STUDIO_SCHEDULE_MS: '0',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    GAMES_CACHE_SECONDS: '0',
  });
  const app = await buildApp(config, { clock });
  try {
    const host = `sched${Date.now()}.test`;
    const { merchantId } = await createBrand(app.ctx, { code: `sched${Date.now()}`, name: 'Scheduled Bench', domains: [host] });
    const now = clock.now();
    await importCatalogue(
      app.ctx.db,
      merchantId,
      {
        vendors: [
          { code: VENDOR, name: 'SV388 Sabong', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
        ],
        games: [
          {
            vendor: VENDOR,
            gameCode: ARENA,
            name: 'Main Arena',
            gameType: 'SPORTS',
            gameClassify: 'TG',
            isLobby: false,
            minBet: 100,
            minLineNum: 0,
            isHot: false,
            supportPlay: 1,
            prizeMode: null,
            rtp: null,
            sortOrder: 0,
          },
        ],
      },
      now,
    );
    await setVendorLaunchUrl(app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const call = async (method: 'GET' | 'POST', url: string, payload?: unknown, token?: string) => {
      const answer = await app.inject({
        method,
        url,
        payload: payload as Record<string, unknown> | undefined,
        headers: { host, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      });
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each call's own answer shape, read where used
      const body = answer.json() as { success: boolean; value: any; code?: string };
      if (!body.success) throw new Error(`${method} ${url}: ${answer.statusCode} ${answer.body}`);
      return body.value;
    };
    const list = await call('GET', `/lgw/games/list?vassalage=${VENDOR}&isGame=GAME`);
    const nodeId = (list.games as { gameCode: string; nodeId: number }[]).find((game) => game.gameCode === ARENA)!.nodeId;

    const sessions: string[] = [];
    for (let index = 0; index < MEMBERS; index++) {
      const username = `sched${String(index).padStart(4, '0')}`;
      const memberId = await createAccount(app.ctx, { merchantId, username, password: 'Bench12345' });
      await app.ctx.money.run((work) =>
        bonusCredited(work, { book: { merchantId, currency: 'PHP' }, memberId, amount: 100_000_000, reference: `fund-${memberId}`, now }),
      );
      const login = await call('POST', '/wps/session/login', { username, password: 'Bench12345' });
      const launched = await call('POST', '/wps/game/launchGame', { nodeId }, login.token);
      sessions.push(new URL(launched.url, 'http://bench.test').searchParams.get('token')!);
    }
    // A round taking bets (between two fights' betting windows, the clock moves on to the next).
    let round: { roundId: string; closesAt: number; decidesAt: number } | undefined;
    for (let tries = 0; !round && tries < 60; tries++) {
      const schedule = await call('GET', `/studio/${VENDOR}/schedule?game=${ARENA}`);
      round = (schedule.live as { roundId: string; closesAt: number; decidesAt: number }[]).find((one) => one.closesAt > clock.now());
      if (!round) clock.advanceTo(clock.now() + 5_000);
    }
    if (!round) throw new Error('no round took bets');

    const latencies: number[] = [];
    let next = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: PARALLEL }, async () => {
        for (let index = next++; index < BETS; index = next++) {
          const at = performance.now();
          await call('POST', `/studio/${VENDOR}/bets`, {
            token: sessions[index % MEMBERS],
            requestKey: `bench-bet-${index}`,
            stake: 1_000,
            legs: [{ game: ARENA, roundId: round.roundId, pick: { side: ['meron', 'wala', 'draw'][index % 3] } }],
          });
          latencies.push(performance.now() - at);
        }
      }),
    );
    const placing = (performance.now() - started) / 1000;
    console.log(
      `${section.database}: ${BETS.toLocaleString()} bets on one round, ${PARALLEL} at a time: ${(BETS / placing).toFixed(0)} bets/s, ` +
        `p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms`,
    );

    clock.advanceTo(round.decidesAt + 1);
    const settling = performance.now();
    let steps = 0;
    let paid = 0;
    for (;;) {
      const summary = await runScheduledStep(inProcessStudio(app, app.ctx.db));
      steps += 1;
      paid += summary?.paid ?? 0;
      if (paid >= BETS || steps > 1_000) break;
    }
    console.log(
      `${section.database}: settling the round of ${BETS.toLocaleString()} bets (${paid.toLocaleString()} wins sent) took ` +
        `${((performance.now() - settling) / 1000).toFixed(1)} s in ${steps} scheduler steps`,
    );
  } finally {
    await app.close();
  }
}

async function main(): Promise<void> {
  const sections = [await sqliteSection('scheduled')];
  const postgres = await postgresSection(process.env.PG_ADMIN_URL ?? DEFAULT_ADMIN_URL);
  if (postgres) sections.push(postgres);
  for (const section of sections) {
    try {
      await run(section);
    } finally {
      await section.drop();
    }
  }
}

await main();
