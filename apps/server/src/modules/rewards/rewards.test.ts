import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { SANDBOX_SECRET } from '../deposit/deposit.test-kit';
import { GIF_1X1, PNG_1X1, balance, operatorToken, readyMember, withdraw } from '../withdraw/withdraw.test-kit';
import {
  bonuses,
  cards,
  claimPromotion,
  claimReward,
  depositPaid,
  join,
  newKey,
  playDice,
  rewardCenter,
  seedPromotions,
  stateOf,
  type SeededPromotions,
} from './rewards.test-kit';

const DAY = 86_400_000;

describe(`promotions and rewards (${testDatabaseName()})`, () => {
  let t: TestApp;
  let p: SeededPromotions;
  let members = 0;
  let staffs = 0;
  const member = async (amount = 0) => {
    const username = `rwd${String((members += 1)).padStart(3, '0')}`;
    return { username, ...(await readyMember(t, username, amount || 1)) };
  };
  // A day passes in some tests: sessions are opened when needed.
  const staffToken = async () => (await operatorToken(t, `rwdstaff${(staffs += 1)}`)).token;

  beforeAll(async () => {
    t = await createTestApp({ SANDBOX_GATEWAY_SECRET: SANDBOX_SECRET, AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '12' });
    p = await seedPromotions(t);
  }, 120_000);
  afterAll(() => t.close());

  it('shows visitors every card with the state time decides, filtered by type, rules sanitised', async () => {
    const all = await cards(t);
    const state = (id: number) => all.find((card) => card.id === id)?.state;
    expect(state(p.soon)).toBe('coming soon');
    expect(state(p.ended)).toBe('closed');
    expect(state(p.first)).toBe('join');
    expect(state(p.checkIn)).toBe('claim');
    expect((await cards(t, undefined, 'DEPOSIT')).map((card) => card.id).sort()).toEqual([p.first, p.reload].sort());
    const detail = (await t.request({ method: 'GET', url: `/wps/promotions/${p.first}` })).json().value;
    expect(detail.rulesHtml).toContain('<p>Rules</p>');
    expect(detail.rulesHtml).not.toContain('script');
    expect((await t.request({ method: 'GET', url: '/wps/promotions/999999' })).json().code).toBe('PROMOTION_NOT_FOUND');
    const ty = (await t.request({ method: 'GET', url: '/wps/promotions', headers: { 'accept-language': 'tl' } })).json().value.list;
    expect(ty.length).toBe(all.length);
  });

  it('first deposit: join, deposit, claim into the bonus account, withdrawal says the turnover left, play releases it once', async () => {
    const { token, payoutAccountId } = await member();
    expect(await stateOf(t, token, p.first)).toBe('join');
    expect((await join(t, token, p.first)).json().value.state).toBe('joined');
    expect((await join(t, token, p.first)).json().code).toBe('ALREADY_JOINED');
    expect((await claimPromotion(t, token, p.first)).json().code).toBe('NOTHING_TO_CLAIM');

    await depositPaid(t, token, 50_000);
    expect(await stateOf(t, token, p.first)).toBe('claim');
    const center = await rewardCenter(t, token);
    expect(center.badge).toBe(1);
    expect(center.ready[0]).toMatchObject({ promotionId: p.first, amount: 5_000, status: 'CLAIMABLE' });
    const mainBefore = (await balance(t, token)).balance;

    const claimed = await claimReward(t, token, center.ready[0]!.id);
    expect(claimed.json().value).toMatchObject({ status: 'WAGERING', turnoverRequired: 25_000, turnoverDone: 0 });
    // Claimed twice: the same reward, no second grant.
    expect((await claimReward(t, token, center.ready[0]!.id)).json().value.status).toBe('WAGERING');
    expect((await balance(t, token)).balance).toBe(mainBefore);
    expect(await stateOf(t, token, p.first)).toBe('in process');
    expect((await rewardCenter(t, token)).badge).toBe(0);

    const refused = await withdraw(t, token, { amount: 10_000, payoutAccountId, paymentPassword: '123456' });
    expect(refused.json()).toMatchObject({ code: 'WAGERING_OPEN', turnoverLeft: 25_000 });
    expect(refused.json().message).toContain('250.00');
    const config = (await t.request({ method: 'GET', url: '/wps/v2/withdraw/config', headers: bearer(token) })).json().value;
    expect(config.turnoverLeft).toBe(25_000);

    await playDice(t, token, 10, 1_000);
    expect(await bonuses(t, token)).toMatchObject({ turnoverLeft: 15_000, list: [{ turnoverDone: 10_000, status: 'WAGERING' }] });
    const beforeRelease = (await balance(t, token)).balance;
    const lossAfter = await playDice(t, token, 15, 1_000);
    expect((await bonuses(t, token)).list[0]).toMatchObject({ status: 'RELEASED', turnoverDone: 25_000 });
    expect((await balance(t, token)).balance).toBe(beforeRelease - lossAfter + 5_000);
    await playDice(t, token, 2, 1_000); // more play pays nothing more
    expect(await stateOf(t, token, p.first)).toBe('issued');
    const paid = await withdraw(t, token, { amount: 10_000, payoutAccountId, paymentPassword: '123456' });
    expect(paid.statusCode, paid.body).toBe(200);
    const history = (await t.request({ method: 'GET', url: '/wps/v2/wallets/bonus', headers: bearer(token) })).json().value;
    // The funding of the test member, and the one release.
    expect(history.list.filter((entry: { type: string }) => entry.type === 'BONUS')).toHaveLength(2);
    expect(history.list.map((entry: { reason: string }) => entry.reason)).toContain('First deposit 10%');
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('first deposit is only for a first deposit; reload counts bonus plus deposit and is forfeited on withdrawal by choice', async () => {
    const { token, payoutAccountId } = await member(100_000);
    await depositPaid(t, token, 20_000);
    await join(t, token, p.first);
    await join(t, token, p.reload);
    await depositPaid(t, token, 40_000);
    const ready = (await rewardCenter(t, token)).ready;
    expect(ready.map((reward) => reward.promotionId)).toEqual([p.reload]);
    const claimed = (await claimPromotion(t, token, p.reload)).json().value;
    expect(claimed).toMatchObject({ amount: 2_000, turnoverRequired: 42_000, status: 'WAGERING' });

    const mainBefore = (await balance(t, token)).balance;
    const forfeited = await withdraw(t, token, { amount: 10_000, payoutAccountId, paymentPassword: '123456', forfeitBonus: true });
    expect(forfeited.statusCode, forfeited.body).toBe(200);
    expect((await balance(t, token)).balance).toBe(mainBefore - 10_000);
    expect((await bonuses(t, token)).list[0]).toMatchObject({ status: 'FORFEITED' });
    expect((await bonuses(t, token)).turnoverLeft).toBe(0);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('check-in pays once a day straight into main when it needs no wagering', async () => {
    const { token: first, username } = await member();
    let token = first;
    const before = (await balance(t, token)).balance;
    expect((await claimPromotion(t, token, p.checkIn)).json().value).toMatchObject({ status: 'RELEASED', amount: 1_000 });
    expect((await balance(t, token)).balance).toBe(before + 1_000);
    expect(await stateOf(t, token, p.checkIn)).toBe('claimed');
    expect((await claimPromotion(t, token, p.checkIn)).json().code).toBe('PROMOTION_LIMIT_REACHED');
    expect((await claimPromotion(t, token, p.soon)).json().code).toBe('PROMOTION_CLOSED');
    expect((await claimPromotion(t, token, p.ended)).json().code).toBe('PROMOTION_CLOSED');
    t.clock.advance(DAY);
    token = await t.login(username, 'Member1234');
    expect(await stateOf(t, token, p.checkIn)).toBe('claim');
    expect((await claimPromotion(t, token, p.checkIn)).statusCode).toBe(200);
    expect((await balance(t, token)).balance).toBe(before + 2_000);
  });

  it("cashback pays a share of yesterday's net loss, once", async () => {
    const { token: first, username } = await member(200_000);
    let token = first;
    expect(await stateOf(t, token, p.cashback)).toBe('joined');
    let loss = 0;
    for (let tries = 0; tries < 5 && loss <= 0; tries++) loss += await playDice(t, token, 10, 2_000);
    expect(await stateOf(t, token, p.cashback)).toBe('joined');
    t.clock.advance(DAY);
    token = await t.login(username, 'Member1234');
    expect(await stateOf(t, token, p.cashback)).toBe(loss > 0 ? 'claim' : 'joined');
    if (loss <= 0) return;
    expect((await claimPromotion(t, token, p.cashback)).json().value).toMatchObject({ amount: Math.floor(loss / 10), status: 'RELEASED' });
    expect(await stateOf(t, token, p.cashback)).toBe('claimed');
    expect((await claimPromotion(t, token, p.cashback)).json().code).toBe('PROMOTION_LIMIT_REACHED');
  });

  it('manual grants: staff only, idempotent by key, claimed from rewardCenter', async () => {
    const { token, memberId } = await member();
    const staff = await staffToken();
    const grant = (key: string, headers = bearer(staff)) =>
      t.request({
        method: 'POST',
        url: `/wps/operator/promotions/${p.manual}/grants`,
        headers: { ...headers, 'idempotency-key': key },
        payload: { memberId, amount: 3_000, note: 'thanks' },
      });
    expect((await grant(newKey(), bearer(token))).json().code).toBe('OPERATOR_ONLY');
    const key = newKey();
    expect((await grant(key)).json().value).toEqual({ granted: true, approvalId: null });
    expect((await grant(key)).json().value).toEqual({ granted: false, approvalId: null });
    expect((await rewardCenter(t, token)).badge).toBe(1);
    expect(await stateOf(t, token, p.manual)).toBe('claim');
    const reward = (await rewardCenter(t, token)).ready[0]!;
    expect((await claimReward(t, token, reward.id)).json().value).toMatchObject({ status: 'WAGERING', turnoverRequired: 6_000 });
    expect((await claimReward(t, token, 999_999)).json().code).toBe('RECORD_NOT_FOUND');
  });

  it('activity application: comment, images by their bytes, operator decides', async () => {
    const { token } = await member();
    const staff = await staffToken();
    const apply = (payload: object) =>
      t.request({ method: 'POST', url: `/wps/v2/promotions/${p.applied}/apply`, headers: bearer(token), payload });
    const png = PNG_1X1.toString('base64');
    expect((await apply({ remark: 'x'.repeat(141) })).json().code).toBe('ACTIVITY_REMARK_TOO_LONG');
    expect((await apply({ remark: 'ok', images: [png, png, png, png] })).json().code).toBe('ACTIVITY_TOO_MANY_IMAGES');
    expect((await apply({ remark: 'ok', images: [GIF_1X1.toString('base64')] })).json().code).toBe('FILE_TYPE_INVALID');
    const big = Buffer.concat([PNG_1X1, Buffer.alloc(5 * 1024 * 1024)]).toString('base64');
    expect((await apply({ remark: 'ok', images: [big] })).json().code).toBe('FILE_TOO_LARGE');
    expect((await join(t, token, p.applied)).json().code).toBe('PROMOTION_NOT_ELIGIBLE');
    expect(await stateOf(t, token, p.applied)).toBe('join');
    expect((await apply({ remark: 'My share', images: [png, png, png] })).statusCode).toBe(200);
    expect(await stateOf(t, token, p.applied)).toBe('applying');

    const pending = (await t.request({ method: 'GET', url: '/wps/operator/promotions/applications', headers: bearer(staff) })).json().value
      .list;
    const mine = pending.find((a: { remark: string }) => a.remark === 'My share');
    expect(mine).toMatchObject({ imageCount: 3, status: 'applying' });
    const decide = (id: number, decision: string) =>
      t.request({ method: 'POST', url: `/wps/operator/promotions/applications/${id}/${decision}`, headers: bearer(staff) });
    expect((await decide(mine.id, 'reject')).json().value.status).toBe('rejected');
    expect((await decide(mine.id, 'approve')).json().code).toBe('ALREADY_PROCESSED');
    expect(await stateOf(t, token, p.applied)).toBe('rejected');

    const other = await member();
    await t.request({
      method: 'POST',
      url: `/wps/v2/promotions/${p.applied}/apply`,
      headers: bearer(other.token),
      payload: { remark: 'Me too' },
    });
    const next = (await t.request({ method: 'GET', url: '/wps/operator/promotions/applications', headers: bearer(staff) })).json().value
      .list;
    await decide(next.find((a: { remark: string }) => a.remark === 'Me too').id, 'approve');
    expect(await stateOf(t, other.token, p.applied)).toBe('joined');
  });
});
