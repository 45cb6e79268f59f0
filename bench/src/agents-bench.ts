import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { MemberType } from '@panalo/contract/member-types';
import { buildApp } from '@panalo/server/app';
import { loadConfig } from '@panalo/server/config';
import { createAccount, createBrand } from '@panalo/server/seed/fixtures';
import { brandDay } from '@panalo/server/kernel/posting-facts';
import { dayLabel } from '@panalo/server/modules/agent/team-periods';
import type { AppContext } from '@panalo/server/app-context';
import { importCatalogue } from '@panalo/server/modules/games/catalogue-import';
import { betPlaced, bonusCredited, winPaid } from '@panalo/server/modules/ledger/ledger';
import type { CatalogueGame } from '@panalo/contract/games';
import { addTeamCounts, addTeamDayRows, buildTeamTree } from './team-tree';
import { timeContractSettlement } from './contract-settlement-bench';

/**
 * `npm run bench:agents`: an agent with 111,110 downlines five levels deep (10 per member per
 * level) and 5 million bets over the last 30 days, on SQLite (a temporary file) and, when
 * DATABASE_URL names a PostgreSQL database, there too (in a schema of its own, dropped after).
 * Prints the median and 95th percentile of the team overview and of the team reports over 30 days,
 * the time of one 5-minute contract settlement with 50,000 new bets, and rounds on the posting path.
 *
 * AGENTS_BENCH_FAN_OUT (default 10) makes a smaller team for a quick look; AGENTS_BENCH_RUNS
 * (default 15) sets the calls per figure (0: the settlement figure only).
 */

const FAN_OUT = Number(process.env.AGENTS_BENCH_FAN_OUT ?? 10);
const LEVELS = 5;
/** Rollup days per member (of the last 30) and bets in each: 111,110 × 9 × 5 ≈ 5 million bets. */
const DAYS_PER_MEMBER = 9;
const BETS_PER_DAY = 5;
const RUNS = Number(process.env.AGENTS_BENCH_RUNS ?? 15);
/** Rounds settled one at a time, and members settling at once in the parallel figure (each SETTLE_RUNS/10 rounds). */
const SETTLE_RUNS = 200;
const SETTLE_PARALLEL = 10;

interface Target {
  name: string;
  url: string;
  searchPath?: string;
  cleanup: () => Promise<void>;
}

async function sqliteTarget(): Promise<Target> {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-agents-bench-'));
  return { name: 'SQLite', url: `sqlite:${join(dir, 'agents.db')}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function postgresTarget(url: string): Promise<Target> {
  const schema = `agents_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    name: 'PostgreSQL',
    url,
    searchPath: schema,
    cleanup: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

async function runOn(target: Target): Promise<void> {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: target.url,
    SEED_DEMO: 'false',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    // The bench runs the contract settlement itself, once, and times it.
    CONTRACT_SETTLEMENT_CRON: '',
  });
  const app = await buildApp(config, target.searchPath ? { searchPath: target.searchPath } : {});
  try {
    const { merchantId } = await createBrand(app.ctx, {
      code: `agentsbench${Date.now()}`,
      name: 'Agents Bench',
      domains: [`agents${Date.now()}.test`],
    });
    const host = (
      await app.ctx.db.selectFrom('merchant_domains').select('domain').where('merchant_id', '=', merchantId).executeTakeFirstOrThrow()
    ).domain;
    const agentId = await createAccount(app.ctx, { merchantId, username: 'benchagent', password: 'Bench12345', type: MemberType.AGENT });
    const now = app.ctx.clock.now();
    const started = Date.now();
    const { made, lastLevel } = await buildTeamTree(app.ctx, { merchantId, agentId, fanOut: FAN_OUT, levels: LEVELS, now });
    const treeSeconds = (Date.now() - started) / 1000;

    // The bets, written in bulk as the day rollup rows the posting path (team-rollups.ts) would
    // leave after settling them: per member, nine days of the last 30, two game types.
    const today = brandDay(now, 480);
    const days = sql.raw(Array.from({ length: DAYS_PER_MEMBER }, (_, n) => `SELECT ${n} AS n`).join(' UNION ALL '));
    await sql`
      INSERT INTO member_day_rollups
        (merchant_id, member_id, day, game_type, bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount)
      SELECT ${merchantId}, t.descendant_id, ${today} - ((t.descendant_id * 7 + k.n * 3) % 30),
        CASE WHEN (t.descendant_id + k.n) % 2 = 0 THEN 'RNG' ELSE 'LIVE' END,
        ${BETS_PER_DAY}, 5000 + (t.descendant_id % 13) * 100, 4700 + (t.descendant_id % 7) * 100,
        CASE WHEN k.n = 0 THEN 1 ELSE 0 END, CASE WHEN k.n = 0 THEN 20000 ELSE 0 END, 0, 0
      FROM member_tree t CROSS JOIN (${days}) k
      WHERE t.ancestor_id = ${agentId} AND t.depth >= 1
    `.execute(app.ctx.db);
    await addTeamDayRows(app.ctx, merchantId);
    await addTeamCounts(app.ctx, merchantId, 480);
    if (app.ctx.dialect === 'postgres') await sql`ANALYZE`.execute(app.ctx.db);
    const bets = made * DAYS_PER_MEMBER * BETS_PER_DAY;
    console.log(
      `${target.name}: ${made.toLocaleString()} downlines (${treeSeconds.toFixed(1)} s), ${bets.toLocaleString()} bets as ${(made * DAYS_PER_MEMBER).toLocaleString()} rollup rows, ready in ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host },
      payload: { username: 'benchagent', password: 'Bench12345' },
    });
    const token = login.json().value.token as string;
    const period = `from=${dayLabel(today - 29)}&to=${dayLabel(today)}`;
    const calls = [
      ['team overview', '/wps/agent/overview'],
      ['team betting, 30 days', `/wps/agent/reports/team-betting?${period}`],
      ['profit and loss, 30 days', `/wps/agent/reports/profit-loss?${period}`],
      ['team betting, one branch', `/wps/agent/reports/team-betting?${period}&downline=l1m0`],
    ] as const;
    for (const [name, path] of RUNS > 0 ? calls : []) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const at = performance.now();
        const answer = await app.inject({ method: 'GET', url: path, headers: { host, authorization: `Bearer ${token}` } });
        times.push(performance.now() - at);
        if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
      report(name, times);
    }
    await timeContractSettlement(app.ctx, merchantId, agentId);
    if (RUNS > 0) await timeSettlement(app.ctx, merchantId, lastLevel, now);
  } finally {
    await app.close();
    await target.cleanup();
  }
}

/**
 * Settlement: a bet and its win through the posting path (the money writer and every listener,
 * the member, team and count rollups included) for members five levels deep in the team, one at a
 * time and then SETTLE_PARALLEL at once (members of one team queue on their agents' day rows).
 */
async function timeSettlement(ctx: AppContext, merchantId: number, members: number[], now: number): Promise<void> {
  const vendor = 'AGBENCH';
  const game: CatalogueGame = {
    vendor,
    gameCode: 'AGSLOT',
    name: 'Bench Slot',
    gameType: 'RNG',
    gameClassify: 'SC',
    isLobby: false,
    minBet: 100,
    minLineNum: 20,
    isHot: false,
    supportPlay: 1,
    prizeMode: null,
    rtp: null,
    sortOrder: 0,
  };
  await importCatalogue(
    ctx.db,
    merchantId,
    {
      vendors: [{ code: vendor, name: 'Bench', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
      games: [game],
    },
    now,
  );
  const gameId = (await ctx.db.selectFrom('games').select('id').where('game_code', '=', 'AGSLOT').executeTakeFirstOrThrow()).id;
  const book = { merchantId, currency: 'PHP' };
  const bettors = members.slice(0, Math.max(SETTLE_PARALLEL, 50));
  for (const memberId of bettors)
    await ctx.money.run((work) =>
      bonusCredited(work, { book, memberId, amount: 10_000_000, reference: `agb-fund-${memberId}`, now: Date.now() }),
    );
  let serial = 0;
  const settle = (memberId: number) =>
    ctx.money.run(async (work) => {
      const round = { book, memberId, gameId, now: Date.now() };
      await betPlaced(work, { ...round, amount: 500, reference: `agb-${++serial}` });
      await winPaid(work, { ...round, amount: 900, reference: `agb-${++serial}` });
    });
  const one: number[] = [];
  for (let run = 0; run < SETTLE_RUNS; run++) {
    const at = performance.now();
    await settle(bettors[run % bettors.length]!);
    one.push(performance.now() - at);
  }
  report('settle a round, one', one);
  const parallel: number[] = [];
  const started = performance.now();
  await Promise.all(
    bettors.slice(0, SETTLE_PARALLEL).map(async (memberId) => {
      for (let run = 0; run < SETTLE_RUNS / 10; run++) {
        const at = performance.now();
        await settle(memberId);
        parallel.push(performance.now() - at);
      }
    }),
  );
  report(`settle, ${SETTLE_PARALLEL} at once`, parallel);
  console.log(
    `  ${'rounds settled per second'.padEnd(26)} ${((parallel.length / (performance.now() - started)) * 1000).toFixed(0)} at ${SETTLE_PARALLEL} at once`,
  );
}

function report(name: string, times: number[]): void {
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  const p95 = times[Math.min(times.length - 1, Math.ceil(times.length * 0.95) - 1)]!;
  console.log(`  ${name.padEnd(26)} p50 ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
}

const postgresUrl = process.env.DATABASE_URL?.startsWith('postgres') ? process.env.DATABASE_URL : undefined;
await runOn(await sqliteTarget());
if (postgresUrl) await runOn(await postgresTarget(postgresUrl));
else console.log('PostgreSQL: skipped (set DATABASE_URL=postgres://… to run there too)');
