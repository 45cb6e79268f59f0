import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { MemberType } from '@panalo/contract/member-types';
import { buildApp } from '@panalo/server/app';
import { loadConfig } from '@panalo/server/config';
import { createAccount, createBrand } from '@panalo/server/seed/fixtures';
import { brandDay } from '@panalo/server/modules/agent/team-rollups';
import { dayLabel } from '@panalo/server/modules/agent/team-periods';
import { addTeamDayRows, buildTeamTree } from './team-tree';

/**
 * `npm run bench:agents`: an agent with 111,110 downlines five levels deep (10 per member per
 * level) and 5 million bets over the last 30 days, on SQLite (a temporary file) and, when
 * DATABASE_URL names a PostgreSQL database, there too (in a schema of its own, dropped after).
 * Prints the median and 95th percentile of the team overview and of the team reports over 30 days.
 *
 * AGENTS_BENCH_FAN_OUT (default 10) makes a smaller team for a quick look; AGENTS_BENCH_RUNS (default 15) sets the calls per figure.
 */

const FAN_OUT = Number(process.env.AGENTS_BENCH_FAN_OUT ?? 10);
const LEVELS = 5;
/** Rollup days per member (of the last 30) and bets in each: 111,110 × 9 × 5 ≈ 5 million bets. */
const DAYS_PER_MEMBER = 9;
const BETS_PER_DAY = 5;
const RUNS = Number(process.env.AGENTS_BENCH_RUNS ?? 15);

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
    const { made } = await buildTeamTree(app.ctx, { merchantId, agentId, fanOut: FAN_OUT, levels: LEVELS, now });
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
    for (const [name, path] of calls) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const at = performance.now();
        const answer = await app.inject({ method: 'GET', url: path, headers: { host, authorization: `Bearer ${token}` } });
        times.push(performance.now() - at);
        if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
      report(name, times);
    }
    // Third measurement: settlement timing (a bet and its win through the posting path, rollups
    // included) is added here after merge.
  } finally {
    await app.close();
    await target.cleanup();
  }
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
