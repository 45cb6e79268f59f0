import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { balance, operatorToken, readyMember } from '../withdraw/withdraw.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { depositPaid, playDice } from '../rewards/rewards.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import {
  convert,
  decideRedeem,
  details,
  givePoints,
  pointsBalance,
  redeem,
  redeemBody,
  seedCatalogue,
  setEarningRules,
} from './points.test-kit';

/** The points mall through its HTTP API: earning, redeems and their states, conversion, every refusal. */
describe(`points mall (${testDatabaseName()})`, () => {
  let t: TestApp;
  let catalogue: Awaited<ReturnType<typeof seedCatalogue>>;
  let staff: string;
  let members = 0;
  const member = async (points = 0) => {
    const ready = await readyMember(t, `pts${String((members += 1)).padStart(3, '0')}`);
    if (points > 0) await givePoints(t, ready.memberId, points);
    return ready;
  };

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await setEarningRules(t);
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    catalogue = await seedCatalogue(t);
    staff = (await operatorToken(t, 'pointsstaff')).token;
  }, 60_000);
  afterAll(() => t.close());

  it('valid slot bets and credited deposits earn points by the brand rules, and they show in the details', async () => {
    const { token } = await member();
    // 5 rounds of 100.00 on the built-in dice (a slot-type game): 500.00 valid bet × 10 per 100.00.
    await playDice(t, token, 5, 10_000);
    expect(await pointsBalance(t, token)).toEqual({ balance: 50, held: 0 });
    await depositPaid(t, token, 100_000);
    expect((await pointsBalance(t, token)).balance).toBe(50 + 5 * 10);
    const rows = await details(t, token);
    expect(rows[0]).toMatchObject({ type: 'EARN_DEPOSIT', changed: 50, balance: 100 });
    expect(rows.filter((row) => row.type === 'EARN_BET').reduce((sum, row) => sum + row.changed, 0)).toBe(50);
  });

  it('a stake short of a whole point carries over to the next bet', async () => {
    const { token } = await member();
    // 15.00 earns 1.5 points: 1 now, and the half counts with the next 15.00.
    await playDice(t, token, 1, 1_500);
    expect((await pointsBalance(t, token)).balance).toBe(1);
    await playDice(t, token, 1, 1_500);
    expect((await pointsBalance(t, token)).balance).toBe(3);
  });

  it('the catalogue and rules are open to visitors, in the language asked for', async () => {
    const list = (await t.request({ method: 'GET', url: '/wps/points/rewards', headers: { 'accept-language': 'tl' } })).json().value.list;
    expect(list.map((reward: { name: string }) => reward.name)).toEqual(['Gantimpala 1', 'Gantimpala 2']);
    const config = (await t.request({ method: 'GET', url: '/wps/points/config' })).json().value;
    expect(config).toMatchObject({ enabled: true, perBet: { RNG: 10 }, perDeposit: 5, cashPerPoint: 10, minConvert: 100 });
  });

  it('a redeem holds the points In Process; approving a cash voucher pays it, and a second decision is refused', async () => {
    const { token } = await member(1_200);
    const before = (await balance(t, token)).balance;
    const answer = await redeem(t, token, redeemBody(catalogue.voucher, 500, 5_000, 2));
    expect(answer.statusCode, answer.body).toBe(200);
    const redeemed = answer.json().value;
    expect(redeemed).toMatchObject({ status: 'IN_PROCESS', quantity: 2, pointsRequired: 1_000, amount: 10_000 });
    expect(await pointsBalance(t, token)).toEqual({ balance: 200, held: 1_000 });

    const approved = await decideRedeem(t, staff, redeemed.id, 'approve');
    expect(approved.json().value.status).toBe('APPROVED');
    expect(await pointsBalance(t, token)).toEqual({ balance: 200, held: 0 });
    expect((await balance(t, token)).balance).toBe(before + 10_000);
    expect((await decideRedeem(t, staff, redeemed.id, 'reject')).json().code).toBe('REDEEM_ALREADY_DECIDED');
    const history = (await t.request({ method: 'GET', url: '/wps/points/redeems', headers: bearer(token) })).json().value.list;
    expect(history[0]).toMatchObject({ id: redeemed.id, status: 'APPROVED', receivingAddress: '12 Mabini St, Quezon City' });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('a rejected redeem gives the points and the stock back, with the reason as its remark', async () => {
    const { token } = await member(1_000);
    const redeemed = (await redeem(t, token, redeemBody(catalogue.cap, 800, 30_000))).json().value;
    expect(
      (await t.request({ method: 'GET', url: '/wps/operator/points/redeems', headers: bearer(staff) })).json().value.list,
    ).toContainEqual(expect.objectContaining({ id: redeemed.id, username: expect.any(String) }));
    const rejected = (await decideRedeem(t, staff, redeemed.id, 'reject', 'Out of this colour')).json().value;
    expect(rejected).toMatchObject({ status: 'REJECTED', remark: 'Out of this colour' });
    expect(await pointsBalance(t, token)).toEqual({ balance: 1_000, held: 0 });
    expect((await details(t, token))[0]).toMatchObject({ type: 'REDEEM_RETURN', changed: 800, balance: 1_000, status: 'REJECTED' });
    const cap = (await t.request({ method: 'GET', url: '/wps/points/rewards' }))
      .json()
      .value.list.find((r: { id: number }) => r.id === catalogue.cap);
    expect(cap.stock).toBe(2);
  });

  it('every refusal of a redeem has its code', async () => {
    const { token } = await member(600);
    const body = redeemBody(catalogue.voucher, 500, 5_000);
    const code = async (payload: object, key?: string | null) => (await redeem(t, token, payload, key)).json().code;
    expect(await code({ ...body, rewardId: 999_999 })).toBe('POINTS_REWARD_NOT_FOUND');
    expect(await code({ ...body, pointsRequired: 400 })).toBe('POINTS_REWARD_CHANGED');
    expect(await code({ ...body, withdrawPassword: '000000' })).toBe('PAYMENT_PASSWORD_INCORRECT');
    expect(await code({ ...body, receivingAddress: '' })).toBe('VALIDATION_FAILED');
    expect(await code({ ...body, mobileNumber: 'call me' })).toBe('VALIDATION_FAILED');
    expect(await code(body, null)).toBe('IDEMPOTENCY_KEY_REQUIRED');
    expect(await code(redeemBody(catalogue.voucher, 500, 5_000, 2))).toBe('POINTS_INSUFFICIENT');
    expect(await code(redeemBody(catalogue.cap, 800, 30_000, 3))).toBe('POINTS_INSUFFICIENT');
    const rich = await member(10_000);
    expect((await redeem(t, rich.token, redeemBody(catalogue.cap, 800, 30_000, 3))).json().code).toBe('POINTS_OUT_OF_STOCK');
    expect(await pointsBalance(t, rich.token)).toEqual({ balance: 10_000, held: 0 });
    const noPin = await t.account({ username: 'nopin01', password: 'Member1234' });
    await givePoints(t, noPin, 1_000);
    const noPinToken = await t.login('nopin01', 'Member1234');
    expect((await redeem(t, noPinToken, body)).json().code).toBe('PAYMENT_PASSWORD_NOT_SET');
    expect((await decideRedeem(t, staff, 999_999, 'approve')).json().code).toBe('REDEEM_NOT_FOUND');
    expect((await t.request({ method: 'GET', url: '/wps/points/balance' })).statusCode).toBe(401);
  });

  it('staff without the redeems permission, and members, cannot decide', async () => {
    const { token: support } = await staffSession(t, 'pointssupport', ['support']);
    expect((await t.request({ method: 'GET', url: '/wps/operator/points/redeems', headers: bearer(support) })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    const { token } = await member();
    expect((await decideRedeem(t, token, 1, 'approve')).json().code).toBe('OPERATOR_ONLY');
  });

  it('converting points pays cash into the main wallet once per key, and refuses what the rules do not allow', async () => {
    const { token } = await member(1_000);
    const before = (await balance(t, token)).balance;
    const key = 'convert-once-0001';
    const first = await convert(t, token, 300, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ points: 300, amount: 3_000, balance: { balance: 700, held: 0 } });
    expect((await convert(t, token, 300, key)).json().value).toEqual(first.json().value);
    expect((await balance(t, token)).balance).toBe(before + 3_000);
    expect((await convert(t, token, 99)).json().code).toBe('POINTS_CONVERT_BELOW_MINIMUM');
    expect((await convert(t, token, 800)).json().code).toBe('POINTS_INSUFFICIENT');
    expect((await details(t, token))[0]).toMatchObject({ type: 'CONVERT', changed: -300, balance: 700 });
    await t.updateBrand((merchant) => {
      merchant.settings.points.cashPerPoint = 0;
    });
    expect((await convert(t, token, 100)).json().code).toBe('POINTS_CONVERT_DISABLED');
    await t.updateBrand((merchant) => {
      merchant.settings.points.enabled = false;
    });
    expect((await convert(t, token, 100)).json().code).toBe('POINTS_DISABLED');
    expect((await redeem(t, token, redeemBody(catalogue.voucher, 500, 5_000))).json().code).toBe('POINTS_DISABLED');
    await setEarningRules(t);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
