import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { MemberType } from '@panalo/contract/member-types';
import { catalogueGame } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { importCatalogue } from '../games/catalogue-import';
import {
  betPlaced,
  bonusCredited,
  depositCredited,
  memberTransferred,
  salaryPaid,
  winPaid,
  withdrawalHeld,
  withdrawalPaid,
} from '../ledger/ledger';

const VENDOR = 'REPVEN';
const DAY = 24 * 60 * 60_000;
const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Report Vendor', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [catalogueGame(VENDOR, 'RSLOT', 'Report Slot'), catalogueGame(VENDOR, 'RBAC', 'Report Baccarat', { gameType: 'LIVE' })],
};

/** What the test wrote, the reference every report is checked against. */
interface Play {
  who: string;
  daysAgo: number;
  gameType: 'RNG' | 'LIVE';
  stake: number;
  win: number;
}
interface Movement {
  who: string;
  daysAgo: number;
  type: string;
  /** Signed, as it moved the member's main wallet. */
  amount: number;
}

/**
 * The agent reports through the HTTP API: every report's sums against a reference the test
 * computes from the postings it made (through the ledger's posting path, so the rollups are the
 * ones the posting writes), per period, per downline branch and for the whole team; paging; CSV;
 * and NOT_IN_TEAM for an account outside the team.
 */
describe(`agent reports (${testDatabaseName()})`, () => {
  let t: TestApp;
  const ids: Record<string, number> = {};
  const tokens: Record<string, string> = {};
  const gameIds: Record<string, number> = {};
  const plays: Play[] = [];
  const movements: Movement[] = [];
  /** Members of the agent's team, as the tree is built below. */
  const team = ['repm1', 'repsub', 'reps1', 'reps2'];
  const levels: Record<string, number> = { repm1: 1, repsub: 1, reps1: 2, reps2: 3 };
  let today = '';
  const label = (daysAgo: number) => new Date(Date.parse(`${today}T00:00:00Z`) - daysAgo * DAY).toISOString().slice(0, 10);

  const get = (url: string, who = 'repagent') => t.request({ method: 'GET', url, headers: bearer(tokens[who]!) });
  const report = async (path: string, query: string, who = 'repagent') => {
    const response = await get(`/wps/agent/reports/${path}?${query}`, who);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };

  const book = () => ({ merchantId: t.merchantId, currency: 'PHP' });
  const at = (daysAgo: number) => t.clock.now() - daysAgo * DAY;
  let serial = 0;
  const money = (who: string, amount: number, daysAgo: number, gameId?: number) => ({
    book: book(),
    memberId: ids[who]!,
    amount,
    reference: `rep-${++serial}`,
    now: at(daysAgo),
    ...(gameId !== undefined ? { gameId } : {}),
  });

  const play = async (entry: Play) => {
    const game = gameIds[entry.gameType === 'RNG' ? 'RSLOT' : 'RBAC']!;
    await t.app.ctx.money.run(async (work) => {
      await betPlaced(work, money(entry.who, entry.stake, entry.daysAgo, game));
      if (entry.win > 0) await winPaid(work, money(entry.who, entry.win, entry.daysAgo, game));
    });
    plays.push(entry);
    movements.push({ who: entry.who, daysAgo: entry.daysAgo, type: 'BET', amount: -entry.stake });
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    const games = await t.app.ctx.db.selectFrom('games').select(['id', 'game_code']).where('game_code', 'in', ['RSLOT', 'RBAC']).execute();
    for (const game of games) gameIds[game.game_code] = game.id;
    const password = 'Secret1234';
    const make = async (username: string, extra: Record<string, unknown> = {}) => {
      ids[username] = await t.account({ username, password, ...extra });
    };
    await make('repagent', { type: MemberType.AGENT, agentRateBp: 200 });
    await make('repm1', { uplineId: ids.repagent });
    await make('repsub', { type: MemberType.AGENT_41, uplineId: ids.repagent, agentRateBp: 100 });
    await make('reps1', { uplineId: ids.repsub });
    await make('reps2', { uplineId: ids.reps1 });
    await make('otheragt', { type: MemberType.AGENT, agentRateBp: 300 });
    await make('otherm1', { uplineId: ids.otheragt });
    for (const name of ['repagent', 'repsub', 'otheragt', 'repm1']) tokens[name] = await t.login(name, password);

    // Starting money, 40 days ago: a bonus each.
    for (const who of [...team, 'otherm1', 'repagent']) {
      await t.app.ctx.money.run((work) => bonusCredited(work, money(who, 500_000, 40)));
      if (who !== 'repagent' && who !== 'otherm1') movements.push({ who, daysAgo: 40, type: 'BONUS', amount: 500_000 });
    }
    // Play over several days and both game types; a deterministic spread of stakes and wins.
    let seed = 7;
    const next = () => (seed = (seed * 48271) % 2147483647);
    for (const daysAgo of [0, 1, 3, 6, 9, 29, 31]) {
      for (const who of [...team, 'otherm1']) {
        for (let round = 0; round < 3; round++) {
          const stake = 100 + (next() % 50) * 10;
          const win = next() % 3 === 0 ? stake * 2 : 0;
          await play({ who, daysAgo, gameType: next() % 2 ? 'RNG' : 'LIVE', stake, win });
        }
      }
    }
    // Money in and out, transfers both ways, a salary and a rebate to the agent.
    for (const [who, daysAgo, amount] of [
      ['repm1', 0, 30_000],
      ['reps2', 2, 12_000],
      ['otherm1', 0, 99_000],
    ] as const) {
      await t.app.ctx.money.run((work) => depositCredited(work, money(who, amount, daysAgo)));
      if (who !== 'otherm1') movements.push({ who, daysAgo, type: 'DEPOSIT', amount });
    }
    await t.app.ctx.money.run(async (work) => {
      await withdrawalHeld(work, money('reps1', 7_000, 1));
      await withdrawalPaid(work, money('reps1', 7_000, 1));
    });
    movements.push({ who: 'reps1', daysAgo: 1, type: 'WITHDRAW', amount: -7_000 });
    await t.app.ctx.money.run((work) =>
      memberTransferred(work, { ...money('repagent', 4_000, 0), toMemberId: ids.repm1!, direction: 'DOWNLINE' }),
    );
    movements.push({ who: 'repm1', daysAgo: 0, type: 'TRANSFER_DOWNLINE', amount: 4_000 });
    await t.app.ctx.money.run((work) =>
      memberTransferred(work, { ...money('reps1', 2_500, 2), toMemberId: ids.repsub!, direction: 'UPLINE' }),
    );
    movements.push({ who: 'reps1', daysAgo: 2, type: 'TRANSFER_UPLINE', amount: -2_500 });
    movements.push({ who: 'repsub', daysAgo: 2, type: 'TRANSFER_UPLINE', amount: 2_500 });
    await t.app.ctx.money.run((work) => salaryPaid(work, money('repagent', 8_800, 1)));
    await t.app.ctx.money.run((work) => bonusCredited(work, money('repagent', 1_200, 1)));
    await t.app.ctx.money.run((work) => salaryPaid(work, money('repagent', 300, 45)));
    today = (await report('income', '')).to;
  }, 120_000);
  afterAll(() => t.close());

  /** Alternates the game by member, for the parallel bets. */
  const gameOf = (who: string) => (team.indexOf(who) % 2 ? gameIds.RBAC! : gameIds.RSLOT!);

  const inWindow = (daysAgo: number, from: number, to: number) => daysAgo >= to && daysAgo <= from;

  /** Each member's upline in the test's tree (the agent's own upline is nobody). */
  const uplineOf: Record<string, string> = { repm1: 'repagent', repsub: 'repagent', reps1: 'repsub', reps2: 'reps1' };
  const isUnder = (who: string, top: string): boolean => who === top || (uplineOf[who] !== undefined && isUnder(uplineOf[who]!, top));
  /** Levels below the viewing agent (repagent, or repsub looking at their own team). */
  const levelFor = (who: string, viewer: string) => levels[who]! - (viewer === 'repagent' ? 0 : levels[viewer]!);
  /**
   * The report's rows, branches first: for each direct downline of `top` a BRANCH row with the
   * plays of that downline's whole subtree; when `top` is an asked downline, an OWN row with theirs.
   */
  function branchesOf(top: string, viewer: string) {
    const branches = Object.keys(uplineOf)
      .filter((who) => uplineOf[who] === top)
      .map((who) => ({ account: who, kind: 'BRANCH' as const, members: (m: string) => isUnder(m, who) }));
    const own = top === viewer ? [] : [{ account: top, kind: 'OWN' as const, members: (m: string) => m === top }];
    return [...branches, ...own].map((row) => ({
      ...row,
      level: levelFor(row.account, viewer),
      hasTeam: row.kind === 'BRANCH' && Object.values(uplineOf).includes(row.account),
    }));
  }

  function bettingReference(top: string, fromAgo: number, toAgo: number, viewer = 'repagent') {
    const groups = new Map<
      string,
      {
        account: string;
        level: number;
        kind: string;
        hasTeam: boolean;
        gameType: string;
        betCount: number;
        validBet: number;
        payout: number;
      }
    >();
    for (const branch of branchesOf(top, viewer)) {
      for (const p of plays.filter((p) => branch.members(p.who) && inWindow(p.daysAgo, fromAgo, toAgo))) {
        const key = `${branch.account}/${branch.kind}/${p.gameType}`;
        const { account, level, kind, hasTeam } = branch;
        const row = groups.get(key) ?? { account, level, kind, hasTeam, gameType: p.gameType, betCount: 0, validBet: 0, payout: 0 };
        row.betCount += 1;
        row.validBet += p.stake;
        row.payout += p.win;
        groups.set(key, row);
      }
    }
    return [...groups.values()].map((row) => ({ ...row, winLoss: row.payout - row.validBet }));
  }

  const byKey = <T extends { account: string; kind?: string; gameType?: string }>(rows: T[]) =>
    [...rows].sort((a, b) =>
      `${a.account}/${a.kind ?? ''}/${a.gameType ?? ''}`.localeCompare(`${b.account}/${b.kind ?? ''}/${b.gameType ?? ''}`),
    );

  it('team betting: per branch and game type, summed from the rollups, per period, team or branch, drilling down', async () => {
    for (const [fromAgo, toAgo] of [
      [6, 0],
      [29, 0],
      [1, 1],
      [40, 30],
    ] as const) {
      const query = `from=${label(fromAgo)}&to=${label(toAgo)}&pageSize=100`;
      const whole = await report('team-betting', query);
      const reference = bettingReference('repagent', fromAgo, toAgo);
      expect(byKey(whole.list), query).toEqual(byKey(reference));
      // The totals are the whole team's plays, straight from the reference's raw bets.
      const teamPlays = plays.filter((p) => team.includes(p.who) && inWindow(p.daysAgo, fromAgo, toAgo));
      const sum = (pick: (p: Play) => number) => teamPlays.reduce((total, p) => total + pick(p), 0);
      expect(whole.totals).toEqual({
        betCount: teamPlays.length,
        validBet: sum((p) => p.stake),
        payout: sum((p) => p.win),
        winLoss: sum((p) => p.win) - sum((p) => p.stake),
      });
      // Into the sub-agent's branch (their own play and their downline's branch), and one level deeper.
      for (const downline of ['repsub', 'reps1', 'reps2']) {
        const sub = await report('team-betting', `${query}&downline=${downline}`);
        expect(byKey(sub.list), `${query} ${downline}`).toEqual(byKey(bettingReference(downline, fromAgo, toAgo)));
      }
    }
    // The sub-agent's own view: their team's branches, one level up.
    const own = await report('team-betting', `from=${label(6)}&to=${label(0)}&pageSize=100`, 'repsub');
    expect(byKey(own.list)).toEqual(byKey(bettingReference('repsub', 6, 0, 'repsub')));
    // The most valid betting first.
    const whole = await report('team-betting', `from=${label(29)}&to=${label(0)}&pageSize=100`);
    const bets = whole.list.map((row: { validBet: number }) => row.validBet);
    expect(bets).toEqual([...bets].sort((a, b) => b - a));
  });

  it('profit and loss: each branch’s deposits, withdrawals and user loss', async () => {
    const query = `from=${label(6)}&to=${label(0)}&pageSize=100`;
    const expectedFor = (top: string) =>
      branchesOf(top, 'repagent').map(({ members, ...branch }) => {
        const own = plays.filter((p) => members(p.who) && p.daysAgo <= 6);
        const validBet = own.reduce((total, p) => total + p.stake, 0);
        const payout = own.reduce((total, p) => total + p.win, 0);
        const sumOf = (type: string) =>
          Math.abs(movements.filter((m) => members(m.who) && m.type === type && m.daysAgo <= 6).reduce((total, m) => total + m.amount, 0));
        return {
          ...branch,
          depositAmount: sumOf('DEPOSIT'),
          withdrawAmount: sumOf('WITHDRAW'),
          validBet,
          payout,
          userLoss: validBet - payout,
        };
      });
    const value = await report('profit-loss', query);
    const expected = expectedFor('repagent');
    expect(byKey(value.list)).toEqual(byKey(expected));
    // The biggest loss first.
    const losses = value.list.map((row: { userLoss: number }) => row.userLoss);
    expect(losses).toEqual([...losses].sort((a, b) => b - a));
    expect(value.totals.depositAmount).toBe(42_000);
    expect(value.totals.withdrawAmount).toBe(7_000);
    expect(value.totals.userLoss).toBe(expected.reduce((total, row) => total + row.userLoss, 0));
    const one = await report('profit-loss', `${query}&downline=repm1`);
    expect(one.list).toEqual(expectedFor('repm1'));
    const deeper = await report('profit-loss', `${query}&downline=reps1`);
    expect(byKey(deeper.list)).toEqual(byKey(expectedFor('reps1')));
  });

  it('my income: salary, rebates and transfers of the agent’s own wallet per day', async () => {
    const value = await report('income', `from=${label(6)}&to=${label(0)}`);
    expect(value.list).toEqual([
      { day: label(0), salary: 0, dividend: 0, rebate: 0, transfer: -4_000, total: -4_000 },
      { day: label(1), salary: 8_800, dividend: 0, rebate: 1_200, transfer: 0, total: 10_000 },
    ]);
    expect(value.totals).toEqual({ salary: 8_800, dividend: 0, rebate: 1_200, transfer: -4_000, total: 6_000 });
    const older = await report('income', `from=${label(50)}&to=${label(44)}`);
    expect(older.totals.salary).toBe(300);
    const paged = await report('income', `from=${label(6)}&to=${label(0)}&pageSize=1&pageNo=2`);
    expect([paged.total, paged.totalPages, paged.list]).toEqual([2, 2, [value.list[1]]]);
  });

  it('downline transactions: deposits, withdrawals, transfers and bonuses of the team, newest first, a page at a time', async () => {
    const query = `from=${label(40)}&to=${label(0)}`;
    const expected = movements.filter((m) => m.type !== 'BET');
    const all = await report('downline-transactions', `${query}&pageSize=100`);
    const seen = all.list.map((row: { account: string; type: string; amount: number; level: number }) => [
      row.account,
      row.type,
      row.amount,
      row.level,
    ]);
    expect(seen.sort()).toEqual(expected.map((m) => [m.who, m.type, m.amount, levels[m.who]]).sort());
    const times = all.list.map((row: { createdAt: number }) => row.createdAt);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const pages = [];
    for (let pageNo = 1; pageNo <= 3; pageNo++)
      pages.push(...(await report('downline-transactions', `${query}&pageSize=4&pageNo=${pageNo}`)).list);
    expect(pages).toEqual(all.list.slice(0, 12));
    const deposits = await report('downline-transactions', `${query}&type=DEPOSIT&downline=repsub`);
    expect(deposits.list).toMatchObject([{ account: 'reps2', type: 'DEPOSIT', amount: 12_000, level: 3 }]);
    const recent = await report('downline-transactions', `from=${label(2)}&to=${label(0)}&pageSize=100`);
    expect(recent.total).toBe(expected.filter((m) => m.daysAgo <= 2).length);
  });

  it('pages through team betting without losing or repeating a row', async () => {
    const query = `from=${label(29)}&to=${label(0)}`;
    const all = await report('team-betting', `${query}&pageSize=100`);
    const first = await report('team-betting', `${query}&pageSize=3`);
    const second = await report('team-betting', `${query}&pageSize=3&pageNo=2`);
    expect([first.total, first.totalPages]).toEqual([all.total, Math.ceil(all.total / 3)]);
    expect([...first.list, ...second.list]).toEqual(all.list.slice(0, 6));
    expect(first.totals).toEqual(all.totals);
  });

  it('exports the same query as CSV', async () => {
    const query = `from=${label(6)}&to=${label(0)}&pageSize=2`;
    const value = await report('team-betting', `from=${label(6)}&to=${label(0)}&pageSize=100`);
    const response = await get(`/wps/agent/reports/team-betting.csv?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toContain(`team-betting-${label(6)}-${label(0)}.csv`);
    const lines = response.body.trim().split('\r\n');
    expect(lines[0]).toBe('account,level,kind,gameType,betCount,validBet,payout,winLoss');
    // All rows, not only the page asked for.
    expect(lines.slice(1)).toEqual(
      value.list.map((row: Record<string, unknown>) =>
        ['account', 'level', 'kind', 'gameType', 'betCount', 'validBet', 'payout', 'winLoss'].map((key) => row[key]).join(','),
      ),
    );
    for (const path of ['profit-loss', 'income', 'downline-transactions']) {
      const csv = await get(`/wps/agent/reports/${path}.csv?from=${label(40)}&to=${label(0)}`);
      expect(csv.statusCode, `${path}: ${csv.body}`).toBe(200);
      expect(csv.body.split('\r\n').length).toBeGreaterThan(2);
    }
    const moves = await get(`/wps/agent/reports/downline-transactions.csv?from=${label(40)}&to=${label(0)}&type=DEPOSIT`);
    expect(moves.body.split('\r\n')[1]).toMatch(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z,(repm1|reps2),\d,DEPOSIT,\d+,rep-\d+$/);
  });

  it('adds bets settled at once by the whole team to every agent above them, none lost', async () => {
    const overview = async (who: string) => (await get('/wps/agent/overview', who)).json().value.periods.today;
    const before = { top: await overview('repagent'), sub: await overview('repsub') };
    const stakes = Array.from({ length: 24 }, (_, index) => ({ who: team[index % team.length]!, stake: 100 + index }));
    await Promise.all(stakes.map(({ who, stake }) => t.app.ctx.money.run((work) => betPlaced(work, money(who, stake, 0, gameOf(who))))));
    const total = (members: string[]) => stakes.filter((s) => members.includes(s.who)).reduce((sum, s) => sum + s.stake, 0);
    expect((await overview('repagent')).validBet - before.top.validBet).toBe(total(team));
    expect((await overview('repsub')).validBet - before.sub.validBet).toBe(total(['reps1', 'reps2']));
    for (const { who, stake } of stakes)
      plays.push({ who, daysAgo: 0, gameType: gameOf(who) === gameIds.RSLOT ? 'RNG' : 'LIVE', stake, win: 0 });
  });

  it('refuses a foreign account, members, bad periods; another team sees nothing of this one', async () => {
    for (const [who, account] of [
      ['repagent', 'otherm1'],
      ['repsub', 'repm1'],
      ['repagent', 'repagent'],
      ['otheragt', 'repm1'],
    ] as const) {
      for (const path of ['team-betting', 'profit-loss', 'downline-transactions', 'team-betting.csv']) {
        const response = await get(`/wps/agent/reports/${path}?downline=${account}`, who);
        expect([response.statusCode, response.json().code], `${who} → ${account} ${path}`).toEqual([404, 'NOT_IN_TEAM']);
      }
    }
    const member = await get('/wps/agent/reports/team-betting', 'repm1');
    expect(member.json().code).toBe('NOT_AGENT');
    for (const query of ['from=2026-13-01', `from=${label(0)}&to=${label(1)}`, `from=${label(400)}&to=${label(0)}`, 'pageSize=0']) {
      const response = await get(`/wps/agent/reports/profit-loss?${query}`);
      expect([response.statusCode, response.json().code], query).toEqual([400, 'VALIDATION_FAILED']);
    }
    const other = await report('team-betting', `from=${label(40)}&to=${label(0)}&pageSize=100`, 'otheragt');
    expect(other.list.every((row: { account: string }) => row.account === 'otherm1')).toBe(true);
    expect(other.total).toBe(2);
  });

  it('filters and groups team betting and profit and loss by vendor', async () => {
    const other = 'REPVEN2';
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [{ code: other, name: 'Second Vendor', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
        games: [catalogueGame(other, 'R2SLOT', 'Second Slot')],
      },
      t.clock.now(),
    );
    const game = await t.app.ctx.db.selectFrom('games').select('id').where('game_code', '=', 'R2SLOT').executeTakeFirstOrThrow();
    for (const [who, stake, win] of [
      ['repm1', 700, 0],
      ['reps2', 300, 900],
      ['reps2', 200, 0],
    ] as const) {
      await t.app.ctx.money.run(async (work) => {
        await betPlaced(work, money(who, stake, 0, game.id));
        if (win) await winPaid(work, money(who, win, 0, game.id));
      });
    }
    const query = `from=${label(6)}&to=${label(0)}&pageSize=100`;
    const only = await report('team-betting', `${query}&vendor=${other.toLowerCase()}`);
    const branch = { level: 1, kind: 'BRANCH', gameType: 'RNG' };
    expect(byKey(only.list)).toEqual([
      { account: 'repm1', ...branch, hasTeam: false, betCount: 1, validBet: 700, payout: 0, winLoss: -700 },
      { account: 'repsub', ...branch, hasTeam: true, betCount: 2, validBet: 500, payout: 900, winLoss: 400 },
    ]);
    expect(only.totals).toEqual({ betCount: 3, validBet: 1_200, payout: 900, winLoss: -300 });
    const branchOnly = await report('team-betting', `${query}&vendor=${other}&downline=repsub`);
    expect(branchOnly.list.map((row: { account: string; kind: string }) => `${row.account} ${row.kind}`)).toEqual(['reps1 BRANCH']);

    // Grouped: the same sums, split by vendor; summed back per member and game type they are the ungrouped rows.
    const plain = await report('team-betting', query);
    const grouped = await report('team-betting', `${query}&groupBy=VENDOR`);
    expect(grouped.totals).toEqual(plain.totals);
    expect(new Set(grouped.list.map((row: { vendor: string }) => row.vendor))).toEqual(new Set([VENDOR, other]));
    const merged = new Map<string, { betCount: number; validBet: number; payout: number }>();
    for (const row of grouped.list as { account: string; gameType: string; betCount: number; validBet: number; payout: number }[]) {
      const key = `${row.account}/${row.gameType}`;
      const sum = merged.get(key) ?? { betCount: 0, validBet: 0, payout: 0 };
      merged.set(key, { betCount: sum.betCount + row.betCount, validBet: sum.validBet + row.validBet, payout: sum.payout + row.payout });
    }
    for (const row of plain.list as { account: string; gameType: string; betCount: number; validBet: number; payout: number }[])
      expect(merged.get(`${row.account}/${row.gameType}`), `${row.account}/${row.gameType}`).toEqual({
        betCount: row.betCount,
        validBet: row.validBet,
        payout: row.payout,
      });

    // Profit and loss: a vendor's play only (money in and out has no vendor); grouped, deposits sit on the '' row.
    const loss = await report('profit-loss', `${query}&vendor=${other}`);
    const lossBranch = { level: 1, kind: 'BRANCH', depositAmount: 0, withdrawAmount: 0 };
    expect(byKey(loss.list)).toEqual([
      { account: 'repm1', ...lossBranch, hasTeam: false, validBet: 700, payout: 0, userLoss: 700 },
      { account: 'repsub', ...lossBranch, hasTeam: true, validBet: 500, payout: 900, userLoss: -400 },
    ]);
    const lossGrouped = await report('profit-loss', `${query}&groupBy=VENDOR`);
    const lossPlain = await report('profit-loss', query);
    expect(lossGrouped.totals).toEqual(lossPlain.totals);
    expect(lossGrouped.list.find((row: { account: string; vendor: string }) => row.account === 'repm1' && row.vendor === '')).toMatchObject(
      {
        depositAmount: 30_000,
        validBet: 0,
      },
    );
    const csv = await get(`/wps/agent/reports/team-betting.csv?${query}&groupBy=VENDOR`);
    expect(csv.body.split('\r\n')[0]).toBe('account,level,kind,vendor,gameType,betCount,validBet,payout,winLoss');
    const bad = await get(`/wps/agent/reports/team-betting?groupBy=GAME`);
    expect([bad.statusCode, bad.json().code]).toEqual([400, 'VALIDATION_FAILED']);
  });
});
