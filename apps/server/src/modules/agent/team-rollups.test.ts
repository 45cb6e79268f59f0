import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { CatalogueFile } from '@panalo/contract/games';
import { MemberType } from '@panalo/contract/member-types';
import { catalogueGame } from '../../test-support/games-kit.test-kit';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { importCatalogue } from '../games/catalogue-import';
import { betPlaced, bonusCredited, depositCredited, winPaid } from '../ledger/ledger';

const VENDOR = 'TRVEN';
const DAY = 24 * 60 * 60_000;
const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Rollup Vendor', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [catalogueGame(VENDOR, 'TRSLOT', 'Rollup Slot'), catalogueGame(VENDOR, 'TRBAC', 'Rollup Baccarat', { gameType: 'LIVE' })],
};

/**
 * The agents' own rows against the members' rows they summarise, after many postings at once:
 * every agent's team day rows equal the sums of their team's member day rows, and their team
 * counts equal the distinct members with a bet per day, week and month and the registrations per
 * day. On PostgreSQL the postings run in parallel transactions, so a lost or doubled update shows.
 */
describe(`team rollups under parallel postings (${testDatabaseName()})`, () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const games: number[] = [];
  const members = ['trm1', 'trm2', 'trsub', 'trs1', 'trs2', 'trs3', 'trdeep1', 'trdeep2'];

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    for (const game of await t.app.ctx.db.selectFrom('games').select('id').where('game_code', 'in', ['TRSLOT', 'TRBAC']).execute())
      games.push(game.id);
    const make = async (username: string, upline: string | null, type: number = MemberType.MEMBER) => {
      ids[username] = await t.account({ username, password: 'Secret1234', type, ...(upline ? { uplineId: ids[upline]! } : {}) });
    };
    await make('tragent', null, MemberType.AGENT);
    await make('trm1', 'tragent');
    await make('trm2', 'tragent');
    await make('trsub', 'tragent', MemberType.AGENT_41);
    await make('trs1', 'trsub');
    await make('trs2', 'trsub');
    await make('trs3', 'trsub', MemberType.AGENT_41);
    await make('trdeep1', 'trs3');
    await make('trdeep2', 'trs3');
    for (const who of members)
      await t.app.ctx.money.run((work) =>
        bonusCredited(work, {
          book: { merchantId: t.merchantId, currency: 'PHP' },
          memberId: ids[who]!,
          amount: 10_000_000,
          reference: `tr-fund-${who}`,
          now: t.clock.now(),
        }),
      );
  }, 60_000);
  afterAll(() => t.close());

  /** What the parallel postings wrote: the reference the reports are checked against. */
  let rounds: { memberId: number; gameId: number; stake: number; win: number; deposit: number; now: number; reference: string }[] = [];

  it('keeps every agent’s rows equal to the sums of their team’s member rows after 120 postings at once', async () => {
    const book = { merchantId: t.merchantId, currency: 'PHP' };
    let seed = 11;
    const next = () => (seed = (seed * 48271) % 2147483647);
    rounds = Array.from({ length: 120 }, (_, index) => ({
      memberId: ids[members[next() % members.length]!]!,
      gameId: games[next() % games.length]!,
      stake: 100 + (next() % 40) * 10,
      win: next() % 3 === 0 ? 500 : 0,
      deposit: next() % 10 === 0 ? 2_000 : 0,
      // Today, yesterday or a week ago: several day, week and month rows.
      now: t.clock.now() - [0, 1, 7][next() % 3]! * DAY,
      reference: `tr-${index}`,
    }));
    await Promise.all(
      rounds.map((round) =>
        t.app.ctx.money.run(async (work) => {
          const money = { book, memberId: round.memberId, now: round.now, gameId: round.gameId };
          await betPlaced(work, { ...money, amount: round.stake, reference: `${round.reference}-bet` });
          if (round.win) await winPaid(work, { ...money, amount: round.win, reference: `${round.reference}-win` });
          if (round.deposit)
            await depositCredited(work, {
              book,
              memberId: round.memberId,
              now: round.now,
              amount: round.deposit,
              reference: `${round.reference}-dep`,
            });
        }),
      ),
    );
    const db = t.app.ctx.db;
    const agents = [ids.tragent!, ids.trsub!, ids.trs3!];
    const columns = 'bet_count, valid_bet, payout, deposit_count, deposit_amount, withdraw_count, withdraw_amount';
    const text = (rows: Record<string, unknown>[]) => rows.map((row) => Object.values(row).map(String).join(' ')).sort();
    for (const agent of agents) {
      const own = await sql<Record<string, unknown>>`
        SELECT day, game_type, vendor, ${sql.raw(columns)} FROM team_day_rollups WHERE ancestor_id = ${agent}`.execute(db);
      const summed = await sql<Record<string, unknown>>`
        SELECT r.day, r.game_type, r.vendor, sum(r.bet_count) AS bet_count, sum(r.valid_bet) AS valid_bet, sum(r.payout) AS payout,
          sum(r.deposit_count) AS deposit_count, sum(r.deposit_amount) AS deposit_amount,
          sum(r.withdraw_count) AS withdraw_count, sum(r.withdraw_amount) AS withdraw_amount
        FROM member_day_rollups r JOIN member_tree t ON t.descendant_id = r.member_id
        WHERE t.ancestor_id = ${agent} AND t.depth >= 1
        GROUP BY r.day, r.game_type, r.vendor`.execute(db);
      expect(own.rows.length).toBeGreaterThan(0);
      expect(text(own.rows), `agent ${agent}`).toEqual(text(summed.rows));

      // Active members per day: the distinct team members with a bet that day.
      const counted = await sql<Record<string, unknown>>`
        SELECT start, active_members FROM team_counts WHERE ancestor_id = ${agent} AND kind = 'D' AND active_members > 0`.execute(db);
      const distinct = await sql<Record<string, unknown>>`
        SELECT r.day, count(DISTINCT r.member_id) AS active FROM member_day_rollups r JOIN member_tree t ON t.descendant_id = r.member_id
        WHERE t.ancestor_id = ${agent} AND t.depth >= 1 AND r.bet_count > 0 GROUP BY r.day`.execute(db);
      expect(text(counted.rows), `agent ${agent} active`).toEqual(text(distinct.rows));
    }
    // Weeks and months: each member counts once however many days they played.
    const marks = await db
      .selectFrom('member_active_marks')
      .select(['member_id', 'kind', 'start'])
      .where('member_id', 'in', Object.values(ids))
      .execute();
    const top = await db
      .selectFrom('team_counts')
      .select(['kind', 'start', 'active_members'])
      .where('ancestor_id', '=', ids.tragent!)
      .where('kind', '<>', 'D')
      .execute();
    for (const row of top)
      expect(row.active_members).toBe(marks.filter((mark) => mark.kind === row.kind && mark.start === row.start).length);
    // Registrations: the whole team joined today.
    const fresh = await db
      .selectFrom('team_counts')
      .select((eb) => eb.fn.sum<number>('new_members').as('n'))
      .where('ancestor_id', '=', ids.tragent!)
      .executeTakeFirstOrThrow();
    expect(Number(fresh.n)).toBe(members.length);
  });
  it('answers team betting and profit and loss, branches first, with the sums of the raw postings', async () => {
    const uplineOf: Record<string, string> = {
      trm1: 'tragent',
      trm2: 'tragent',
      trsub: 'tragent',
      trs1: 'trsub',
      trs2: 'trsub',
      trs3: 'trsub',
      trdeep1: 'trs3',
      trdeep2: 'trs3',
    };
    const isUnder = (who: string, top: string): boolean => who === top || (uplineOf[who] !== undefined && isUnder(uplineOf[who]!, top));
    const nameOf = Object.fromEntries(Object.entries(ids).map(([name, id]) => [id, name]));
    const typeOf = new Map(
      (await t.app.ctx.db.selectFrom('games').select(['id', 'game_type']).where('id', 'in', games).execute()).map((g) => [
        g.id,
        g.game_type,
      ]),
    );
    const token = await t.login('tragent', 'Secret1234');
    const get = async (path: string, query: string) => {
      const response = await t.request({
        method: 'GET',
        url: `/wps/agent/reports/${path}?${query}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value;
    };
    const today = (await get('team-betting', '')).to as string;
    const from = new Date(Date.parse(`${today}T00:00:00Z`) - 29 * DAY).toISOString().slice(0, 10);
    const text = (rows: object[]) => rows.map((row) => JSON.stringify(Object.entries(row).sort())).sort();

    for (const top of ['tragent', 'trsub', 'trs3']) {
      const query = `from=${from}&to=${today}&pageSize=100${top === 'tragent' ? '' : `&downline=${top}`}`;
      // Every direct downline of the top with their whole team, and the asked downline's own play.
      const rowsOf = [
        ...Object.keys(uplineOf)
          .filter((who) => uplineOf[who] === top)
          .map((who) => ({ account: who, kind: 'BRANCH', has: (m: string) => isUnder(m, who) })),
        ...(top === 'tragent' ? [] : [{ account: top, kind: 'OWN', has: (m: string) => m === top }]),
      ];
      const betting = new Map<
        string,
        { account: string; kind: string; gameType: string; betCount: number; validBet: number; payout: number }
      >();
      const profit = new Map<string, { account: string; kind: string; depositAmount: number; validBet: number; payout: number }>();
      for (const row of rowsOf) {
        for (const round of rounds.filter((r) => row.has(nameOf[r.memberId]!))) {
          const gameType = typeOf.get(round.gameId)!;
          const key = `${row.account}/${row.kind}/${gameType}`;
          const bet = betting.get(key) ?? { account: row.account, kind: row.kind, gameType, betCount: 0, validBet: 0, payout: 0 };
          betting.set(key, { ...bet, betCount: bet.betCount + 1, validBet: bet.validBet + round.stake, payout: bet.payout + round.win });
          const money = profit.get(row.account) ?? { account: row.account, kind: row.kind, depositAmount: 0, validBet: 0, payout: 0 };
          profit.set(row.account, {
            ...money,
            depositAmount: money.depositAmount + round.deposit,
            validBet: money.validBet + round.stake,
            payout: money.payout + round.win,
          });
        }
      }
      const bets = await get('team-betting', query);
      const pick = <K extends string>(rows: Record<string, unknown>[], keys: readonly K[]) =>
        rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])));
      expect(text(pick(bets.list, ['account', 'kind', 'gameType', 'betCount', 'validBet', 'payout'])), top).toEqual(
        text([...betting.values()]),
      );
      const all = [...betting.values()];
      expect(bets.totals.validBet, top).toBe(all.reduce((sum, row) => sum + row.validBet, 0));
      expect(bets.totals.betCount, top).toBe(all.reduce((sum, row) => sum + row.betCount, 0));
      const losses = await get('profit-loss', query);
      expect(text(pick(losses.list, ['account', 'kind', 'depositAmount', 'validBet', 'payout'])), top).toEqual(text([...profit.values()]));
    }
  });
});
