import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { depositPaid, playDice } from '../rewards/rewards.test-kit';
import { readyMember } from '../withdraw/withdraw.test-kit';
import { createMission } from './mission-catalogue';
import { cardOf, claimMission, missions, playOriginal } from './missions.test-kit';

const DAY = 86_400_000;
const title = (en: string) => ({ EN: en, TY: `${en} (TY)` });

describe(`missions (${testDatabaseName()})`, () => {
  let t: TestApp;
  let ids: Record<'bet' | 'liveBet' | 'deposit' | 'login' | 'games', number>;
  let members = 0;
  const member = async () => readyMember(t, `mission${String((members += 1)).padStart(2, '0')}`, 1_000_000);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '16' });
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    const make = (input: object) => createMission(t.app.ctx, t.merchantId, input as never);
    ids = {
      bet: await make({ period: 'DAILY', kind: 'BET', target: 3_000, gameType: 'RNG', reward: 500, title: title('Bet 30 on slots') }),
      liveBet: await make({ period: 'DAILY', kind: 'BET', target: 1_000, gameType: 'LIVE', reward: 500, title: title('Bet on live') }),
      deposit: await make({ period: 'DAILY', kind: 'DEPOSIT', target: 40_000, reward: 1_000, title: title('Deposit 400') }),
      login: await make({ period: 'WEEKLY', kind: 'LOGIN_DAYS', target: 2, reward: 2_000, title: title('Log in on 2 days') }),
      games: await make({ period: 'DAILY', kind: 'DISTINCT_GAMES', target: 2, reward: 700, title: title('Play 2 games') }),
    };
  }, 60_000);
  afterAll(() => t.close());

  it('counts stakes in the mission game type only, and pays a completed mission once into the main wallet', async () => {
    const { token } = await member();
    await playDice(t, token, 2, 1_000);
    expect(await cardOf(t, token, ids.bet)).toMatchObject({
      progress: 2_000,
      target: 3_000,
      status: 'IN_PROGRESS',
      title: 'Bet 30 on slots',
    });
    expect((await claimMission(t, token, ids.bet)).json().code).toBe('MISSION_NOT_COMPLETE');
    await playDice(t, token, 2, 1_000);
    const done = await missions(t, token);
    expect(done.missions.find((card) => card.id === ids.bet)).toMatchObject({ progress: 3_000, status: 'CLAIMABLE' });
    expect(done.missions.find((card) => card.id === ids.liveBet)).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
    expect(done.badge).toBe(1);

    const before = (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance;
    const claimed = await claimMission(t, token, ids.bet);
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json().value).toEqual({ missionId: ids.bet, reward: 500 });
    const after = (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance;
    expect(after - before).toBe(500);
    const again = await claimMission(t, token, ids.bet);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('MISSION_ALREADY_CLAIMED');
    expect(await cardOf(t, token, ids.bet)).toMatchObject({ status: 'CLAIMED' });
    expect((await missions(t, token)).badge).toBe(0);
  });

  it('starts the daily count again the next brand day', async () => {
    const { token } = await member();
    await playDice(t, token, 2, 1_000);
    t.clock.advance(DAY);
    const next = await t.login(`mission${String(members).padStart(2, '0')}`, 'Member1234');
    expect(await cardOf(t, next, ids.bet)).toMatchObject({ progress: 0, status: 'IN_PROGRESS' });
  });

  it('counts credited deposits towards a deposit mission', async () => {
    const { token } = await member();
    await depositPaid(t, token, 20_000);
    expect(await cardOf(t, token, ids.deposit)).toMatchObject({ progress: 20_000, status: 'IN_PROGRESS' });
    await depositPaid(t, token, 30_000);
    expect(await cardOf(t, token, ids.deposit)).toMatchObject({ progress: 40_000, status: 'CLAIMABLE' });
  });

  it('counts distinct games, not rounds', async () => {
    const { token } = await member();
    await playDice(t, token, 3, 100);
    expect(await cardOf(t, token, ids.games)).toMatchObject({ progress: 1 });
    await playOriginal(t, token, 'slot', { amount: 100 });
    expect(await cardOf(t, token, ids.games)).toMatchObject({ progress: 2, status: 'CLAIMABLE' });
  });

  it('counts log-in days, once a day, within the week', async () => {
    const { token: first } = await member();
    const username = `mission${String(members).padStart(2, '0')}`;
    expect(await cardOf(t, first, ids.login)).toMatchObject({ progress: 1, period: 'WEEKLY' });
    // Into the next week (Monday, brand time): a new week counts from zero again.
    t.clock.advance((await cardOf(t, first, ids.login)).endsAt - t.clock.now() + 3_600_000);
    const monday = await t.login(username, 'Member1234');
    expect(await cardOf(t, monday, ids.login)).toMatchObject({ progress: 1, status: 'IN_PROGRESS' });
    // A second log-in the same day adds nothing; Tuesday's does.
    await t.login(username, 'Member1234');
    expect(await cardOf(t, monday, ids.login)).toMatchObject({ progress: 1 });
    t.clock.advance(DAY);
    const tuesday = await t.login(username, 'Member1234');
    expect(await cardOf(t, tuesday, ids.login)).toMatchObject({ progress: 2, status: 'CLAIMABLE' });
  });

  it('pays a mission claimed ten times at once exactly once', async () => {
    const { token, memberId } = await member();
    await playDice(t, token, 3, 1_000);
    const answers = await Promise.all(Array.from({ length: 10 }, () => claimMission(t, token, ids.bet)));
    const codes = answers.map((answer) => (answer.statusCode === 200 ? 'OK' : answer.json().code)).sort();
    expect(codes).toEqual(['OK', ...Array(9).fill('MISSION_ALREADY_CLAIMED')].sort());
    // Paid through the promotion engine: one reward of the brand's mission promotion, one grant of it.
    const rewards = await t.app.ctx.db
      .selectFrom('promotion_rewards')
      .select(['id', 'amount', 'status'])
      .where('member_id', '=', memberId)
      .where('period_key', 'like', `MS${ids.bet}-%`)
      .execute();
    expect(rewards).toHaveLength(1);
    expect(rewards[0]!.status).toBe('RELEASED');
    const paid = await t.app.ctx.db
      .selectFrom('ledger_postings')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('reference', '=', `RW${rewards[0]!.id}`)
      .where('event', '=', 'BONUS_GRANT')
      .executeTakeFirstOrThrow();
    expect(Number(paid.n)).toBe(1);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('ranks the period by missions completed, with masked names and the caller marked', async () => {
    const { token } = await member();
    await playDice(t, token, 3, 1_000);
    await playOriginal(t, token, 'slot', { amount: 100 });
    const board = await t.request({ method: 'GET', url: '/wps/v2/missions/leaderboard?period=DAILY', headers: bearer(token) });
    expect(board.statusCode, board.body).toBe(200);
    const [top] = board.json().value.entries;
    expect(top).toMatchObject({ rank: 1, completed: 2, self: true });
    expect(top.name).toMatch(/^mi\*{4}\d$/);
    const bad = await t.request({ method: 'GET', url: '/wps/v2/missions/leaderboard?period=YEARLY', headers: bearer(token) });
    expect(bad.statusCode).toBe(400);
  });

  it('answers an unknown mission and a visitor with codes', async () => {
    const { token } = await member();
    expect((await claimMission(t, token, 999_999)).json().code).toBe('RECORD_NOT_FOUND');
    expect((await t.request({ method: 'GET', url: '/wps/v2/missions' })).statusCode).toBe(401);
  });
});
