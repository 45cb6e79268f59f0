import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MemberType } from '@panalo/contract/member-types';
import { buildApp } from '@panalo/server/app';
import { loadConfig } from '@panalo/server/config';
import { createAccount, createBrand } from '@panalo/server/seed/fixtures';
import { brandDay } from '@panalo/server/kernel/posting-facts';
import { addTeamCounts, addTeamDayRows, buildTeamTree } from './team-tree';

/**
 * `npm run bench:team`: one agent with 111,110 downlines five levels deep (10 per member per level),
 * 20,000 of them with ten days of rollup rows, on SQLite (a temporary file) or on PostgreSQL when
 * DATABASE_URL says so. Prints the median and 95th percentile of the agent's team calls: the
 * overview, the whole team's first page, one level, and a search. The tree is a closure table, so
 * each call is an indexed read from the agent's rows, never a walk of the tree.
 */

const FAN_OUT = 10;
const LEVELS = 5;
const ACTIVE = 20_000;
const DAYS = 10;
const RUNS = 15;

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'panalo-team-bench-'));
  const url = process.env.DATABASE_URL ?? `sqlite:${join(dir, 'team.db')}`;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'warn',
    DATABASE_URL: url,
    SEED_DEMO: 'false',
    // One request at a time: the overload guard has nothing to guard here.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const app = await buildApp(config);
  try {
    const { merchantId } = await createBrand(app.ctx, {
      code: `teambench${Date.now()}`,
      name: 'Team Bench',
      domains: [`team${Date.now()}.test`],
    });
    const host = (
      await app.ctx.db.selectFrom('merchant_domains').select('domain').where('merchant_id', '=', merchantId).executeTakeFirstOrThrow()
    ).domain;
    const agentId = await createAccount(app.ctx, { merchantId, username: 'benchagent', password: 'Bench12345', type: MemberType.AGENT });
    const now = app.ctx.clock.now();
    const started = Date.now();

    const { made, lastLevel } = await buildTeamTree(app.ctx, { merchantId, agentId, fanOut: FAN_OUT, levels: LEVELS, now });
    const activeIds = lastLevel.filter((_, index) => index % 5 === 0).slice(0, ACTIVE);
    const today = brandDay(now, 480);
    for (let start = 0; start < activeIds.length; start += 50) {
      const rollups = activeIds.slice(start, start + 50).flatMap((memberId) =>
        Array.from({ length: DAYS }, (_, back) => ({
          merchant_id: merchantId,
          member_id: memberId,
          day: today - back,
          game_type: 'RNG',
          bet_count: 3,
          valid_bet: 3_000,
          payout: 2_500,
          deposit_count: 1,
          deposit_amount: 10_000,
          withdraw_count: 0,
          withdraw_amount: 0,
        })),
      );
      await app.ctx.db.insertInto('member_day_rollups').values(rollups).execute();
    }
    await addTeamDayRows(app.ctx, merchantId);
    await addTeamCounts(app.ctx, merchantId, 480);
    console.log(
      `prepared ${made.toLocaleString()} downlines, ${(activeIds.length * DAYS).toLocaleString()} rollup rows in ${((Date.now() - started) / 1000).toFixed(1)} s on ${app.ctx.dialect}`,
    );

    const login = await app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: { host },
      payload: { username: 'benchagent', password: 'Bench12345' },
    });
    const token = login.json().value.token as string;
    const calls = [
      ['overview', '/wps/agent/overview'],
      ['team, first page', '/wps/agent/team?pageSize=20'],
      ['level 3, page 5', '/wps/agent/team?level=3&pageNo=5'],
      ['search', '/wps/agent/team?search=m4242'],
      ['one downline', '/wps/agent/team/l5m99999'],
    ] as const;
    for (const [name, path] of calls) {
      const times: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const at = performance.now();
        const answer = await app.inject({ method: 'GET', url: path, headers: { host, authorization: `Bearer ${token}` } });
        times.push(performance.now() - at);
        if (answer.statusCode !== 200) throw new Error(`${path} answered ${answer.statusCode} ${answer.body.slice(0, 200)}`);
      }
      times.sort((a, b) => a - b);
      const median = times[Math.floor(RUNS / 2)]!;
      const p95 = times[Math.min(RUNS - 1, Math.ceil(RUNS * 0.95) - 1)]!;
      console.log(`${name.padEnd(18)} median ${median.toFixed(1).padStart(7)} ms   p95 ${p95.toFixed(1).padStart(7)} ms`);
    }
  } finally {
    await app.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
