import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessage } from '@panalo/contract/error-codes';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { holdingsOf } from '../ledger/balances';
import { staffSession } from '../staff/staff.test-kit';
import { paidBody, pressOnPage, sendCallback, startDeposit } from './deposit.test-kit';

/**
 * A break (time-out or self-exclusion) closes the member's pending deposits with it: the pay page
 * says so and takes no money, and a payment that reaches the gateway all the same is owed back to
 * the payer (REFUND_DUE, for staff to refund), never credited to the wallet of a member on a break.
 */
describe(`taking a break cancels pending deposits (${testDatabaseName()})`, () => {
  let t: TestApp;
  let staff: string;
  let members = 0;
  const book = () => ({ merchantId: t.merchantId, currency: 'PHP' });

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', DATABASE_POOL_SIZE: '12' });
    staff = (await staffSession(t, 'breakdeposits', ['brand_admin'])).token;
  }, 120_000);
  afterAll(() => t.close());

  async function depositor() {
    const username = `breakdep${(members += 1)}`;
    const memberId = await t.account({ username, password: 'Player1234' });
    const token = await t.login(username, 'Player1234');
    return { memberId, token, deposit: await startDeposit(t, token, 25_000) };
  }
  const takeBreak = (token: string, kind: 'TIME_OUT' | 'SELF_EXCLUSION', period: string) =>
    t.request({
      method: 'POST',
      url: '/wps/responsibleGaming/break',
      headers: bearer(token),
      payload: { kind, period, password: 'Player1234' },
    });
  const staffDeposit = async (id: number) =>
    (await t.request({ method: 'GET', url: `/wps/operator/deposits/${id}`, headers: bearer(staff) })).json().value;
  const main = async (memberId: number) => (await holdingsOf(t.app.ctx.db, book(), memberId)).main;

  it('cancels the pending deposit and its pay page says why, in English and Tagalog', async () => {
    const { deposit } = await depositor();
    const other = await depositor();
    expect((await takeBreak(other.token, 'TIME_OUT', '24h')).statusCode).toBe(200);

    expect(await staffDeposit(other.deposit.id)).toMatchObject({ status: 'CANCELLED', failureReason: 'BREAK' });
    for (const lang of ['EN', 'TY'] as const) {
      const page = await t.request({ method: 'GET', url: other.deposit.payUrl, headers: { lang } });
      expect(page.statusCode).toBe(409);
      expect(page.body).toContain(errorMessage('PAYMENT_CLOSED_BREAK', lang).split(':')[0]);
    }
    const pressed = await pressOnPage(t, other.deposit.payUrl, 'pay');
    expect(pressed.statusCode).toBe(409);
    expect(await staffDeposit(other.deposit.id)).toMatchObject({ status: 'CANCELLED' });
    // A deposit of a member who took no break stays open.
    expect(await staffDeposit(deposit.id)).toMatchObject({ status: 'PENDING' });
  });

  it('marks a payment that arrives after a self-exclusion for refund, credits nothing, and shows it to staff', async () => {
    const member = await depositor();
    expect((await takeBreak(member.token, 'SELF_EXCLUSION', '6m')).statusCode).toBe(200);

    const late = await sendCallback(t, await paidBody(t, member.deposit.reference));
    expect(late.statusCode, late.body).toBe(200);
    expect(late.json().value).toEqual({ reference: member.deposit.reference, status: 'REFUND_DUE' });
    const again = await sendCallback(t, await paidBody(t, member.deposit.reference));
    expect(again.json().value.status).toBe('REFUND_DUE');
    expect(await main(member.memberId)).toBe(0);

    const listed = await t.request({ method: 'GET', url: '/wps/operator/deposits?status=REFUND_DUE&pageSize=50', headers: bearer(staff) });
    expect(listed.json().value.list.map((row: { id: number }) => row.id)).toContain(member.deposit.id);
    const detail = await staffDeposit(member.deposit.id);
    expect(detail.history.map((entry: { action: string }) => entry.action)).toEqual(
      expect.arrayContaining(['deposit.cancelled', 'deposit.refund_due']),
    );
  });

  it('never both credits and cancels when the break and the payment arrive at once', async () => {
    const racers = await Promise.all(Array.from({ length: 6 }, () => depositor()));
    const bodies = await Promise.all(racers.map((racer) => paidBody(t, racer.deposit.reference)));
    await Promise.all(racers.flatMap((racer, i) => [takeBreak(racer.token, 'TIME_OUT', '7d'), sendCallback(t, bodies[i]!)]));
    for (const racer of racers) {
      const { status } = await staffDeposit(racer.deposit.id);
      expect(['CREDITED', 'REFUND_DUE']).toContain(status);
      expect(await main(racer.memberId)).toBe(status === 'CREDITED' ? 25_000 : 0);
    }
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
