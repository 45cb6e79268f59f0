import { rm } from 'node:fs/promises';
import { setTimeout as delay } from 'node:timers/promises';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { studioPagePath } from '@panalo/contract/studio';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { importCatalogue } from '../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../modules/games/catalogue.repository';
import { seedFundedMembers } from '../../test-support/funded-members.test-kit';
import { catalogueGame } from '../../test-support/games-kit.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { bundleServer, freshDatabase, serverEnv, spawnServer, type ServerProcess } from '../../test-support/server-process.test-kit';
import { TestClock, testDatabaseName } from '../../test-support/test-app.test-kit';
import { FIGHT_BETTING_MS, FIGHT_PERIOD_MS } from './cockfight/cockfight-line';

/**
 * Scheduled rounds settled by real server processes (docs/studio.md, "Scheduled rounds"): bets on
 * one fight are placed here, then a server process settles the fight and is killed with SIGKILL
 * the moment the wallet has committed one of its wins, before it hears the answer; two more
 * processes then step at once over what it left. Every bet ends paid exactly once: the wallet's
 * bet record holds each bet's payout once, the members hold their funding less the stakes plus the
 * payouts, and the ledger's invariants hold.
 */

const DOMAIN = 'schedkill.test';
const VENDOR = 'SV3';
const ARENA = 'SV3_A01';
const MEMBERS = 8;
const BETS_EACH = 15;
const FUNDING = 10_000_000;
const PASSWORD = 'Kill12345';
/** The first process dies as the wallet answers this many of its wins. */
const DIE_AT_WIN = 25;

interface StudioBet {
  bet_id: string;
  status: string;
  stake: string | number;
  payout: string | number;
}

describe(`scheduled rounds settled by processes that die (${testDatabaseName()})`, () => {
  it('pays every bet once when the settling process is killed mid-way and two others take over', { timeout: 300_000 }, async () => {
    const database = await freshDatabase('schedkill');
    const bundle = await bundleServer();
    const servers: ServerProcess[] = [];
    let opened: ReturnType<typeof openDatabase> | null = null;
    try {
      const brand = await seedFundedMembers(database.url, { domain: DOMAIN, count: MEMBERS, funding: FUNDING, password: PASSWORD });
      const handle = (opened = openDatabase(database.url));

      // Here, on a clock of its own (no scheduler): the arena, the members' game sessions and their bets on one fight.
      const clock = new TestClock(Date.now());
      const app = await buildApp(
        loadConfig({
          NODE_ENV: 'test',
          LOG_LEVEL: 'silent',
          SEED_DEMO: 'false',
          DATABASE_URL: database.url,
          STUDIO_SCHEDULE_MS: '0',
          GAMES_CACHE_SECONDS: '0',
          AUTH_RATE_LIMIT_PER_MINUTE: '10000',
          PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
        }),
        { clock },
      );
      let decidesAt = 0;
      const placed: string[] = [];
      try {
        const call = async (method: 'GET' | 'POST', url: string, payload?: object, token?: string) => {
          const answer = await app.inject({
            method,
            url,
            payload,
            headers: { host: DOMAIN, ...(token ? { authorization: `Bearer ${token}` } : {}) },
          });
          expect(answer.statusCode, `${method} ${url}: ${answer.body}`).toBe(200);
          return answer.json().value;
        };
        await importCatalogue(
          app.ctx.db,
          brand.merchantId,
          {
            vendors: [
              { code: VENDOR, name: 'SV388 Sabong', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
            ],
            games: [catalogueGame(VENDOR, ARENA, 'Main Arena', { gameType: 'SPORTS', gameClassify: 'TG', minBet: 1_000, minLineNum: 0 })],
          },
          clock.now(),
        );
        await setVendorLaunchUrl(app.ctx.db, VENDOR, studioPagePath(VENDOR));
        const nodeId = ((await call('GET', `/lgw/games/list?vassalage=${VENDOR}&isGame=GAME`)).games as { nodeId: number }[])[0]!.nodeId;
        const sessions: string[] = [];
        for (const member of brand.members) {
          const { token } = await call('POST', '/wps/session/login', { username: member.username, password: PASSWORD });
          const launched = await call('POST', '/wps/game/launchGame', { nodeId }, token);
          sessions.push(new URL(launched.url, 'http://site.test').searchParams.get('token')!);
        }
        // The next fight's betting window, a second in.
        const now = clock.now();
        clock.advance((Math.floor((now + FIGHT_BETTING_MS) / FIGHT_PERIOD_MS) + 1) * FIGHT_PERIOD_MS - FIGHT_BETTING_MS - now + 1_000);
        const live = (await call('GET', `/studio/${VENDOR}/schedule?game=${ARENA}`)).live as {
          roundId: string;
          opensAt: number;
          closesAt: number;
          decidesAt: number;
        }[];
        const fight = live.find((round) => round.opensAt <= clock.now() && clock.now() < round.closesAt)!;
        expect(fight, 'a fight takes bets').toBeDefined();
        decidesAt = fight.decidesAt;
        await Promise.all(
          sessions.map(async (session, member) => {
            for (let n = 0; n < BETS_EACH; n += 1) {
              const bet = await call('POST', `/studio/${VENDOR}/bets`, {
                token: session,
                requestKey: `kill-${member}-${n}`,
                stake: 1_000 * (1 + (n % 4)),
                legs: [{ game: ARENA, roundId: fight.roundId, pick: { side: ['meron', 'wala', 'draw'][(member + n) % 3] } }],
              });
              placed.push(bet.betId as string);
            }
          }),
        );
      } finally {
        await app.close();
      }
      expect(placed).toHaveLength(MEMBERS * BETS_EACH);

      const bets = async () =>
        (await sql<StudioBet>`SELECT bet_id, status, stake, payout FROM studio_scheduled_bets`.execute(handle.db)).rows;
      const countOf = async (status: string) => (await bets()).filter((bet) => bet.status === status).length;
      const spawn = (offsetMs: number, label: string, extra: Record<string, string> = {}) =>
        spawnServer(
          serverEnv({
            DATABASE_URL: database.url,
            PORT: '0',
            STUDIO_SCHEDULE_MS: '200',
            TEST_CLOCK_OFFSET_MS: String(Math.round(offsetMs)),
            ...extra,
          }),
          { bundle, label },
        ).go();

      // A process whose clock is past the fight decides it and settles; it dies as its 25th win is committed.
      const first = await spawn(decidesAt + 1_000 - Date.now(), 'settling-server', { TEST_DIE_AT_WIN: String(DIE_AT_WIN) });
      servers.push(first);
      await first.exited;
      const left = await bets();
      expect(left.filter((bet) => bet.status === 'PAID').length).toBeLessThan(placed.length);
      expect(left.filter((bet) => bet.status === 'SETTLING').length, 'the killed process left bets whose win it sent').toBeGreaterThan(0);

      // Two processes a minute later on the fight's clock (the killed one's claims look stale to them) step at once.
      const later = decidesAt + 61_000 - Date.now();
      servers.push(...(await Promise.all([spawn(later, 'server-a'), spawn(later, 'server-b')])));
      for (let waited = 0; (await countOf('PAID')) < placed.length && waited < 120_000; waited += 250) await delay(250);
      await Promise.all(servers.map((server) => server.stop()));

      const settled = await bets();
      expect(settled.map((bet) => bet.status).sort()).toEqual(placed.map(() => 'PAID'));
      // The wallet's record of each bet (its round) holds its stake and its payout once.
      const records = await handle.db
        .selectFrom('bet_records')
        .select(['round_id', 'stake', 'win'])
        .where('vendor_code', '=', VENDOR)
        .execute();
      expect(records).toHaveLength(placed.length);
      const recordOf = new Map(records.map((record) => [record.round_id, record]));
      for (const bet of settled) {
        expect(Number(recordOf.get(bet.bet_id)?.stake), bet.bet_id).toBe(Number(bet.stake));
        expect(Number(recordOf.get(bet.bet_id)?.win), bet.bet_id).toBe(Number(bet.payout));
      }
      const paidOut = settled.reduce((sum, bet) => sum + Number(bet.payout), 0);
      const staked = settled.reduce((sum, bet) => sum + Number(bet.stake), 0);
      expect(paidOut, 'some bets won').toBeGreaterThan(0);
      const held = await handle.db
        .selectFrom('ledger_accounts')
        .select((eb) => eb.fn.sum<string | number>('balance').as('total'))
        .where('merchant_id', '=', brand.merchantId)
        .where('member_id', 'is not', null)
        .executeTakeFirstOrThrow();
      expect(Number(held.total)).toBe(MEMBERS * FUNDING - staked + paidOut);
      expect(await checkLedger(handle.db)).toEqual([]);
    } finally {
      for (const server of servers) await server.kill();
      await opened?.close();
      await rm(bundle, { force: true });
      await database.drop();
    }
  });
});
