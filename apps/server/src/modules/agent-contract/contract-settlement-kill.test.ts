import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { hashPassword } from '../../lib/passwords';
import { createAccount, createBrand } from '../../seed/fixtures';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { bundleServer, freshDatabase, serverEnv, spawnServer, type ServerProcess } from '../../test-support/server-process.test-kit';
import { TestClock, testDatabaseName } from '../../test-support/test-app.test-kit';
import { betPlaced, bonusCredited, winPaid } from '../ledger/ledger';
import { identify, mainOf } from '../ledger/ledger-accounts';
import { runSettlement } from './settlement';

/**
 * The contract settlement run by real server processes, one of them killed with SIGKILL while it
 * pays (issue #15: "after a crash halfway, pays exactly once"). Twelve agents under agent1 hold
 * a real-time salary contract (even ones) or an hourly one (odd ones: one kind each, since each
 * bet pays an agent through one contract), and each agent's player plays a round in every 5-minute
 * window of four hours: 312 payments, which the settling process writes eight to a
 * transaction, four transactions at once, until it kills itself as its 160th payment is
 * committed (other batches of its own still open). Two fresh processes then settle at once over
 * what it left. Every (contract, period) ends paid once, each by one SALARY posting, each agent's
 * balance is the sum of the payments the test computes from its own rounds, the ledger's
 * invariants hold, and a run an hour later pays nothing.
 */

const DOMAIN = 'contractkill.test';
const PASSWORD = 'Kill12345';
const AGENTS = 12;
/** Four hours of 5-minute windows, from 10:00 UTC (the test clock's start). */
const WINDOWS = 48;
const WINDOW_MS = 5 * 60_000;
const HOUR_MS = 60 * 60_000;
const REALTIME = { winRateBp: 10, lossRateBp: 100, singleBetRateBp: 50 };
const HOURLY_RATE_BP = 100;
const BATCH = 8;
/** The first process dies once this many of its payments are committed. */
const DIE_AT_PAYMENT = 160;

const share = (rateBp: number, base: number) => Math.floor((rateBp * Math.max(0, base)) / 10_000);
/** Even agents hold a real-time salary, odd ones an hourly salary. */
const holdsRealtime = (a: number) => a % 2 === 0;
/** The round agent `a`'s player plays in window `w`: stakes of 10.00 to 105.00; a loss, half back or double. */
const roundOf = (a: number, w: number) => {
  const stake = 1_000 + ((a * 7 + w * 13) % 20) * 500;
  return { stake, win: [0, stake / 2, 2 * stake][(a + w) % 3]! };
};

const appConfig = (url: string) =>
  loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    DATABASE_URL: url,
    CONTRACT_SETTLEMENT_CRON: '',
    AML_SCAN_CRON: '',
    STUDIO_SCHEDULE_MS: '0',
    AUTH_RATE_LIMIT_PER_MINUTE: '10000',
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
  });

/**
 * The team, its contracts (offered and accepted through the API at 10:00) and four hours of
 * rounds written through the ledger's posting path (which keeps the window rollups the settlement
 * reads). The agents' ids; every payment the test expects, by `agent id:kind:period key`.
 */
async function prepare(url: string, clock: TestClock): Promise<{ agentIds: number[]; expected: Map<string, number> }> {
  const app = await buildApp(appConfig(url), { clock });
  try {
    const ctx = app.ctx;
    const { merchantId } = await createBrand(ctx, { code: 'contractkill', name: 'Contract kill', domains: [DOMAIN] });
    const passwordHash = await hashPassword(PASSWORD);
    const account = (username: string, spec: { type?: number; uplineId?: number; agentRateBp?: number }) =>
      createAccount(ctx, { merchantId, username, password: PASSWORD, passwordHash, ...spec });
    const login = async (username: string) => {
      const answer = await app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { host: DOMAIN },
        payload: { username, password: PASSWORD },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().value.token as string;
    };
    const call = async (token: string, url: string, payload: object) => {
      const answer = await app.inject({ method: 'POST', url, headers: { host: DOMAIN, authorization: `Bearer ${token}` }, payload });
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
      return answer.json().value as { id: number };
    };

    const top = await account('killagent', { type: MemberType.AGENT, agentRateBp: 300 });
    const topToken = await login('killagent');
    const agentIds: number[] = [];
    const playerIds: number[] = [];
    for (let a = 0; a < AGENTS; a++) {
      const agent = await account(`killagent${a}`, { type: MemberType.AGENT_41, uplineId: top });
      agentIds.push(agent);
      playerIds.push(await account(`killplayer${a}`, { uplineId: agent }));
      const token = await login(`killagent${a}`);
      const [kind, terms] = holdsRealtime(a) ? ['REALTIME', { realtime: REALTIME }] : ['HOURLY', { tiers: [{ rateBp: HOURLY_RATE_BP }] }];
      const offer = await call(topToken, '/wps/agent/contract/offer', { kind, account: `killagent${a}`, terms });
      await call(token, `/wps/agent/contract/${offer.id}/accept`, { confirmEndDownline: true });
    }

    const book = { merchantId, currency: 'PHP' };
    await ctx.money.run(async (work) => {
      for (const memberId of playerIds)
        await bonusCredited(work, { book, memberId, amount: 10_000_000, reference: `funding-${memberId}`, now: clock.now() });
    });
    const start = clock.now();
    for (let w = 0; w < WINDOWS; w++) {
      const at = start + w * WINDOW_MS + 60_000;
      await ctx.money.run(async (work) => {
        for (const [a, memberId] of playerIds.entries()) {
          const { stake, win } = roundOf(a, w);
          await betPlaced(work, { book, memberId, amount: stake, reference: `kill-bet-${a}-${w}`, now: at });
          if (win > 0) await winPaid(work, { book, memberId, amount: win, reference: `kill-win-${a}-${w}`, now: at + 1_000 });
        }
      });
    }

    // The reference: each window's real-time salary and each hour's salary, from the rounds above.
    const expected = new Map<string, number>();
    const minute = (at: number) => new Date(at).toISOString().slice(0, 16);
    for (const [a, agentId] of agentIds.entries()) {
      if (holdsRealtime(a))
        for (let w = 0; w < WINDOWS; w++) {
          const { stake, win } = roundOf(a, w);
          const result = win < stake ? share(REALTIME.lossRateBp, stake - win) : share(REALTIME.winRateBp, stake);
          expected.set(`${agentId}:REALTIME:${minute(start + w * WINDOW_MS)}`, share(REALTIME.singleBetRateBp, stake) + result);
        }
      else
        for (let h = 0; h < (WINDOWS * WINDOW_MS) / HOUR_MS; h++) {
          let staked = 0;
          for (let w = h * 12; w < (h + 1) * 12; w++) staked += roundOf(a, w).stake;
          expected.set(`${agentId}:HOURLY:${minute(start + h * HOUR_MS).slice(0, 13)}`, share(HOURLY_RATE_BP, staked));
        }
    }
    await delay(300); // the balance pushes after the commits run on their own; let them end before closing
    return { agentIds, expected };
  } finally {
    await app.close();
  }
}

describe(`contract settlement by processes that die (${testDatabaseName()})`, () => {
  // About 15 s on a quiet 2-core machine; the limit is a guard against a hang, not a measure.
  it(
    'pays every (contract, period) once when the settling process is killed mid-way and two others take over',
    { timeout: 240_000 },
    async () => {
      const database = await freshDatabase('contractkill');
      const bundle = bundleServer(); // built while the database is prepared
      bundle.catch(() => undefined); // reported where it is awaited
      const servers: ServerProcess[] = [];
      let opened: ReturnType<typeof openDatabase> | null = null;
      try {
        const clock = new TestClock();
        const { agentIds, expected } = await prepare(database.url, clock);
        expect(expected.size).toBe((AGENTS / 2) * (WINDOWS + WINDOWS / 12));
        const total = [...expected.values()].reduce((sum, amount) => sum + amount, 0);
        // 14:01: every window and hour of play is closed.
        clock.advance(WINDOWS * WINDOW_MS + 60_000);
        const handle = (opened = openDatabase(database.url));
        const db = handle.db;

        const spawn = async (label: string, extra: Record<string, string> = {}) => {
          const server = await spawnServer(
            serverEnv({
              DATABASE_URL: database.url,
              PORT: '0',
              CONTRACT_SETTLEMENT_CRON: '',
              AML_SCAN_CRON: '',
              STUDIO_SCHEDULE_MS: '0',
              TEST_CLOCK_OFFSET_MS: String(clock.now() - Date.now()),
              TEST_SETTLE: '1',
              TEST_SETTLE_BATCH: String(BATCH),
              ...extra,
            }),
            { bundle: await bundle, label },
          ).go();
          servers.push(server);
          return server;
        };
        const settled = async (server: ServerProcess) => {
          const [, payments, amount] = await server.printed(/^SETTLED (?:(\d+) (\d+)|skipped)$/);
          return { payments: Number(payments ?? 0), amount: Number(amount ?? 0) };
        };
        const payments = () =>
          db
            .selectFrom('agent_contract_payments')
            .select(['contract_id', 'member_id', 'kind', 'period_key', 'amount', 'posting_id'])
            .execute();

        const first = await spawn('settling-server', { TEST_DIE_AT_PAYMENT: String(DIE_AT_PAYMENT) });
        expect(await first.exited, 'the settling process was killed').toBe('SIGKILL');
        const paidBefore = await payments();
        const left = paidBefore.length;
        expect(left, 'the kill came after some payments').toBeGreaterThanOrEqual(DIE_AT_PAYMENT);
        expect(left, 'the kill came before the last payment').toBeLessThan(expected.size);

        if (testDatabaseName() === 'postgres') {
          // Its advisory lock goes with its connection, once PostgreSQL has noticed the connection closed.
          const held = async () =>
            Number(
              (
                await sql<{ n: string | number }>`
                SELECT count(*) AS n FROM pg_locks
                WHERE locktype = 'advisory' AND database = (SELECT oid FROM pg_database WHERE datname = current_database())`.execute(db)
              ).rows[0]!.n,
            );
          for (let waited = 0; (await held()) > 0 && waited < 10_000; waited += 100) await delay(100);
        }

        const takers = await Promise.all([spawn('server-a'), spawn('server-b')]);
        const runs = await Promise.all(takers.map(settled));
        await Promise.all(takers.map((server) => server.stop()));
        expect(
          runs.reduce((sum, run) => sum + run.payments, 0),
          'the takers paid what the killed one had not',
        ).toBe(expected.size - left);
        const paidBeforeAmount = paidBefore.reduce((sum, row) => sum + Number(row.amount), 0);
        expect(runs.reduce((sum, run) => sum + run.amount, 0)).toBe(total - paidBeforeAmount);

        // Every (contract, period) once, for what the test computed, each linked to one SALARY posting of its own.
        const rows = await payments();
        const contracts = await db.selectFrom('agent_contracts').select('id').execute();
        expect(new Set(rows.map((row) => `${row.contract_id}:${row.period_key}`)).size).toBe(rows.length);
        expect(new Map(rows.map((row) => [`${row.member_id}:${row.kind}:${row.period_key}`, Number(row.amount)]))).toEqual(expected);
        expect(rows.length).toBe(expected.size);
        expect(contracts).toHaveLength(AGENTS);
        const postings = await db.selectFrom('ledger_postings').select(['id', 'reference']).where('event', '=', 'SALARY').execute();
        expect(postings).toHaveLength(expected.size);
        const postingOf = new Map(postings.map((posting) => [posting.id, posting.reference]));
        expect(new Set(postings.map((posting) => posting.reference)).size).toBe(postings.length);
        for (const row of rows)
          expect(postingOf.get(Number(row.posting_id)), `${row.contract_id}:${row.period_key}`).toBe(
            `contract:${row.contract_id}:${row.period_key}`,
          );

        // Each agent holds exactly its payments: it received nothing else.
        const accounts = await db
          .selectFrom('ledger_accounts')
          .select(['account_key', 'balance'])
          .where(
            'account_key',
            'in',
            agentIds.map((id) => identify(mainOf(id)).key),
          )
          .execute();
        const balanceOf = new Map(accounts.map((row) => [row.account_key, Number(row.balance)]));
        for (const id of agentIds) {
          const owed = [...expected].filter(([key]) => key.startsWith(`${id}:`)).reduce((sum, [, amount]) => sum + amount, 0);
          expect(balanceOf.get(identify(mainOf(id)).key), `agent ${id}`).toBe(owed);
        }
        expect([...balanceOf.values()].reduce((sum, balance) => sum + balance, 0)).toBe(total);
        expect(await checkLedger(db)).toEqual([]);

        // A run an hour later, here, pays nothing more.
        clock.advance(HOUR_MS);
        const later = await buildApp(appConfig(database.url), { clock });
        try {
          expect(await runSettlement(later.ctx)).toEqual({ payments: 0, amount: 0 });
        } finally {
          await later.close();
        }
        expect((await payments()).length).toBe(expected.size);
        expect(await checkLedger(db)).toEqual([]);
      } finally {
        for (const server of servers) await server.kill();
        await opened?.close();
        const bundled = await bundle.catch(() => null);
        if (bundled) await rm(bundled, { force: true });
        await database.drop();
      }
    },
  );
});
