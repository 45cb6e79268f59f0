import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember, oneSlotSeamlessVendor } from '../../test-support/games-kit.test-kit';
import { seamlessCalls } from '../../test-support/seamless-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { channelsOf, deposit, paidBody, pressOnPage, SANDBOX_SECRET, sendCallback, startDeposit } from '../deposit/deposit.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';

const VENDOR = 'RGVEN';
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe(`responsible gaming limits (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let gameId = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET });
    ({ secret, gameId } = await oneSlotSeamlessVendor(t, VENDOR, 'RG Vendor'));
  }, 120_000);
  afterAll(() => t.close());

  const player = async (balance = 1_000_000) => {
    const username = `rgplayer${String((members += 1)).padStart(3, '0')}`;
    // Verified: some of these members play on for days, past the KYC deadline.
    return { ...(await fundedMember(t, username, balance, { kycStatus: 'A' })), username };
  };
  const setLimits = (token: string, limits: { key: string; value: number | null }[]) =>
    t.request({ method: 'POST', url: '/wps/responsibleGaming/limits', headers: bearer(token), payload: { limits } });
  const limitsOf = async (token: string) => {
    const response = await t.request({ method: 'GET', url: '/wps/responsibleGaming/limits', headers: bearer(token) });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as {
      limits: {
        key: string;
        value: number | null;
        pending: { value: number | null; appliesAt: number } | null;
        used: number | null;
        resetsAt: number | null;
      }[];
    };
  };
  const limit = async (token: string, key: string) => (await limitsOf(token)).limits.find((row) => row.key === key)!;
  const launch = (token: string) =>
    t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: gameId }, headers: bearer(token) });
  const gameToken = async (token: string) => {
    const launched = await launch(token);
    expect(launched.statusCode, launched.body).toBe(200);
    return new URL(launched.json().value.url).searchParams.get('token')!;
  };
  const session = async (balance: number) => gameToken((await player(balance)).token);
  const { id, value, refusal, call } = seamlessCalls(() => ({ t, vendor: VENDOR, secret, session }));
  const bet = (token: string, amount: number) => call('bet', { token, transactionId: id('bet'), roundId: id('round'), amount });

  it('applies a first or lower limit at once and waits 24 hours for a raise or removal', async () => {
    const { token: first, username } = await player();
    let token = first;
    expect((await setLimits(token, [{ key: 'DEPOSIT_DAILY', value: 50_000 }])).statusCode).toBe(200);
    expect(await limit(token, 'DEPOSIT_DAILY')).toMatchObject({ value: 50_000, pending: null, used: 0 });

    await setLimits(token, [{ key: 'DEPOSIT_DAILY', value: 80_000 }]);
    expect(await limit(token, 'DEPOSIT_DAILY')).toMatchObject({
      value: 50_000,
      pending: { value: 80_000, appliesAt: t.clock.now() + DAY },
    });
    // Lowering while a raise waits applies at once and drops the raise.
    await setLimits(token, [{ key: 'DEPOSIT_DAILY', value: 30_000 }]);
    expect(await limit(token, 'DEPOSIT_DAILY')).toMatchObject({ value: 30_000, pending: null });

    await setLimits(token, [{ key: 'DEPOSIT_DAILY', value: null }]);
    expect(await limit(token, 'DEPOSIT_DAILY')).toMatchObject({ value: 30_000, pending: { value: null } });
    t.clock.advance(DAY - 1);
    token = await t.login(username, 'Player1234');
    expect((await limit(token, 'DEPOSIT_DAILY')).value).toBe(30_000);
    t.clock.advance(1);
    expect(await limit(token, 'DEPOSIT_DAILY')).toMatchObject({ value: null, pending: null });
  });

  it('refuses a deposit request past the deposit limit, naming the limit and its reset', async () => {
    const { token: first, username } = await player();
    let token = first;
    const [gcash] = await channelsOf(t, token);
    await setLimits(token, [{ key: 'DEPOSIT_DAILY', value: 150_000 }]);
    expect((await deposit(t, token, { channelId: gcash!.id, amount: 100_000 })).statusCode).toBe(200);
    const refused = await deposit(t, token, { channelId: gcash!.id, amount: 60_000 });
    expect(refused.statusCode).toBe(400);
    const body = refused.json();
    expect(body).toMatchObject({ code: 'RG_DEPOSIT_LIMIT', limit: { key: 'DEPOSIT_DAILY', period: 'DAILY' } });
    // The brand is on GMT+8: the day ends at 16:00 UTC.
    const resetsAt = body.limit.resetsAt as number;
    expect(new Date(resetsAt).toISOString().slice(11, 16)).toBe('16:00');
    expect(body.message).toContain('daily deposit limit');
    expect(body.message).toContain('(GMT+8)');
    const tagalog = await t.request({
      method: 'POST',
      url: '/wps/v2/deposit',
      headers: { ...bearer(token), 'idempotency-key': id('k'), language: 'TY', 'accept-language': 'tl' },
      payload: { channelId: gcash!.id, amount: 60_000 },
    });
    expect(tagalog.json().code).toBe('RG_DEPOSIT_LIMIT');
    expect((await deposit(t, token, { channelId: gcash!.id, amount: 50_000 })).statusCode).toBe(200);
    expect((await limit(token, 'DEPOSIT_DAILY')).used).toBe(150_000);
    // At the brand's midnight the day resets.
    t.clock.advance(resetsAt - t.clock.now());
    token = await t.login(username, 'Player1234');
    expect((await limit(token, 'DEPOSIT_DAILY')).used).toBe(0);
    expect((await deposit(t, token, { channelId: gcash!.id, amount: 100_000 })).statusCode).toBe(200);
  });

  it('gives a cancelled or failed request its reservation back, and takes it again when the money comes late', async () => {
    const { token } = await player();
    await setLimits(token, [{ key: 'DEPOSIT_DAILY', value: 100_000 }]);
    const cancelled = await startDeposit(t, token, 60_000);
    expect((await limit(token, 'DEPOSIT_DAILY')).used).toBe(60_000);
    const cancel = await t.request({ method: 'POST', url: `/wps/v2/deposit/${cancelled.id}/cancel`, headers: bearer(token) });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // A retried cancel does not give it back twice.
    await t.request({ method: 'POST', url: `/wps/v2/deposit/${cancelled.id}/cancel`, headers: bearer(token) });
    expect((await limit(token, 'DEPOSIT_DAILY')).used).toBe(0);

    const declined = await startDeposit(t, token, 70_000);
    expect((await pressOnPage(t, declined.payUrl, 'decline')).statusCode).toBeLessThan(400);
    expect((await limit(token, 'DEPOSIT_DAILY')).used).toBe(0);

    // The cancelled request's money arrives after all: it is credited and counts again.
    const late = await sendCallback(t, await paidBody(t, cancelled.reference));
    expect(late.statusCode, late.body).toBe(200);
    expect((await limit(token, 'DEPOSIT_DAILY')).used).toBe(60_000);
    expect((await deposit(t, token, { channelId: (await channelsOf(t, token))[0]!.id, amount: 50_000 })).json().code).toBe(
      'RG_DEPOSIT_LIMIT',
    );
  });

  it('refuses a seamless bet past the wager limit and the launch once nothing is left', async () => {
    const { token: first, username } = await player();
    let token = first;
    const game = await gameToken(token);
    await setLimits(token, [{ key: 'WAGER_WEEKLY', value: 1_000 }]);
    expect((await bet(game, 600)).statusCode).toBe(200);
    const refused = await bet(game, 500);
    expect(refused.json()).toMatchObject({ code: 'RG_WAGER_LIMIT', limit: { key: 'WAGER_WEEKLY', period: 'WEEKLY' } });
    expect((await value('balance', { token: game })).balance).toBe(1_000_000 - 600);
    expect((await bet(game, 400)).statusCode).toBe(200);
    expect((await launch(token)).json().code).toBe('RG_WAGER_LIMIT');
    // The week runs Monday to Sunday in the brand's zone: the limit resets on Monday 00:00 GMT+8.
    const resetsAt = (await limit(token, 'WAGER_WEEKLY')).resetsAt!;
    expect(new Date(resetsAt + 8 * HOUR).getUTCDay()).toBe(1);
    t.clock.advance(resetsAt - t.clock.now());
    token = await t.login(username, 'Player1234');
    expect((await launch(token)).statusCode).toBe(200);
  });

  it('counts the loss as bets less wins and always lets wins and rollbacks land', async () => {
    const { token } = await player();
    const game = await gameToken(token);
    await setLimits(token, [{ key: 'LOSS_MONTHLY', value: 1_000 }]);
    const roundId = id('round');
    await value('bet', { token: game, transactionId: id('bet'), roundId, amount: 900 });
    await value('win', { token: game, transactionId: id('win'), roundId, amount: 500, endRound: true });
    // Net loss 400: a bet of 600 makes 1,000 (allowed), one more of 1 passes it.
    expect((await bet(game, 600)).statusCode).toBe(200);
    expect((await refusal('bet', { token: game, transactionId: id('bet'), roundId: id('round'), amount: 1 })).code).toBe('RG_LOSS_LIMIT');
    expect((await limit(token, 'LOSS_MONTHLY')).used).toBe(1_000);
  });

  it('refuses bets of the built-in games past a limit', async () => {
    const { token } = await player();
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${ORIGINALS_VENDOR}` })).json().value.games;
    const dice = (list as { gameCode: string; nodeId: number }[]).find((game) => game.gameCode === 'dice')!;
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: dice.nodeId },
      headers: bearer(token),
    });
    const session = new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
    await setLimits(token, [{ key: 'WAGER_DAILY', value: 1_500 }]);
    const play = () =>
      t.request({
        method: 'POST',
        url: '/lgw/originals/v1/play',
        payload: { token: session, game: 'dice', bet: { amount: 1_000, direction: 'under', target: 5_000 } },
      });
    expect((await play()).statusCode).toBe(200);
    expect((await play()).json()).toMatchObject({ code: 'RG_WAGER_LIMIT', limit: { key: 'WAGER_DAILY' } });
  });

  it('ends a log-in session at the session time limit, with the reason', async () => {
    const { token } = await player();
    await setLimits(token, [{ key: 'SESSION_MINUTES', value: 30 }]);
    const view = await t.request({ method: 'GET', url: '/wps/responsibleGaming/limits', headers: bearer(token) });
    expect(view.json().value.sessionEndsAt).toBeGreaterThan(t.clock.now());
    t.clock.advance(30 * 60_000);
    const ended = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) });
    expect(ended.json().code).toBe('RG_SESSION_LIMIT');
    expect((await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })).json().code).not.toBe('SUCCESS');
  });

  it('holds the wager limit under a burst of parallel bets', async () => {
    const { token } = await player();
    const game = await gameToken(token);
    await setLimits(token, [{ key: 'WAGER_DAILY', value: 1_000 }]);
    const answers = await Promise.all(Array.from({ length: 40 }, () => bet(game, 100)));
    const placed = answers.filter((answer) => answer.statusCode === 200).length;
    expect(placed).toBe(10);
    expect(answers.filter((answer) => answer.statusCode !== 200).every((answer) => answer.json().code === 'RG_WAGER_LIMIT')).toBe(true);
    expect((await value('balance', { token: game })).balance).toBe(1_000_000 - 1_000);
  });

  it('holds the deposit limit under a burst of parallel deposit requests', async () => {
    const { token } = await player();
    const [gcash] = await channelsOf(t, token);
    await setLimits(token, [{ key: 'DEPOSIT_MONTHLY', value: 100_000 }]);
    const answers = await Promise.all(Array.from({ length: 20 }, () => deposit(t, token, { channelId: gcash!.id, amount: 20_000 })));
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(5);
    expect((await limit(token, 'DEPOSIT_MONTHLY')).used).toBe(100_000);
  });

  it('gives the reality check: interval, time played, net result, previous log-in', async () => {
    const { token } = await player();
    const set = await t.request({
      method: 'POST',
      url: '/wps/responsibleGaming/realityCheck',
      headers: bearer(token),
      payload: { minutes: 30 },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect(
      (await t.request({ method: 'POST', url: '/wps/responsibleGaming/realityCheck', headers: bearer(token), payload: { minutes: 45 } }))
        .statusCode,
    ).toBe(400);
    const game = await gameToken(token);
    await bet(game, 300);
    t.clock.advance(31 * 60_000);
    const check = (await t.request({ method: 'GET', url: '/wps/responsibleGaming/realityCheck', headers: bearer(token) })).json().value;
    expect(check).toMatchObject({ intervalMinutes: 30, playedMs: 31 * 60_000, netResult: -300, lastLogin: null });
  });

  it('shows staff the limits and their history, read-only', async () => {
    const { memberId, token } = await player();
    await setLimits(token, [{ key: 'LOSS_DAILY', value: 5_000 }]);
    await setLimits(token, [{ key: 'LOSS_DAILY', value: 9_000 }]);
    const { token: staff } = await staffSession(t, `rgstaff${members}`);
    const view = await t.request({ method: 'GET', url: `/wps/operator/players/${memberId}/limits`, headers: bearer(staff) });
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().value.history).toHaveLength(2);
    expect(view.json().value.limits.find((row: { key: string }) => row.key === 'LOSS_DAILY')).toMatchObject({
      value: 5_000,
      pending: { value: 9_000 },
    });
    expect(
      (await t.request({ method: 'GET', url: `/wps/operator/players/${memberId}/limits`, headers: bearer(token) })).statusCode,
    ).not.toBe(200);
  });
});
