import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { enrolled, staffAccount } from '../staff/staff.test-kit';
import { decide, PNG_1X1, readyMember, withdraw } from '../withdraw/withdraw.test-kit';

describe(`withdrawal risk hints and disputed receipts (${testDatabaseName()})`, () => {
  let t: TestApp;
  let finance: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await staffAccount(t, 'finance1', ['finance']);
    finance = (await enrolled(t, 'finance1')).token;
  });
  afterAll(() => t.close());

  const ask = async (username: string, amount: number) => {
    const member = await readyMember(t, username, 100_000);
    const asked = await withdraw(t, member.token, { amount, payoutAccountId: member.payoutAccountId, paymentPassword: '123456' });
    expect(asked.statusCode, asked.body).toBe(200);
    return { ...member, withdrawal: asked.json().value as { id: number } };
  };
  const risks = async (ids: number[]) => {
    const response = await t.request({
      method: 'GET',
      url: `/wps/operator/withdrawals/risk?ids=${ids.join(',')}`,
      headers: bearer(finance),
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { id: number; sameIp: { username: string }[]; samePayoutAccount: string[]; [key: string]: unknown }[];
  };

  it('shows KYC, money in and out, open bonus turnover, and members sharing an IP or the payout account', async () => {
    // Both members signed in from the test client's one IP and saved the same GCash number.
    const first = await ask('riskone', 30_000);
    const second = await ask('risktwo', 20_000);
    const [one, two] = await risks([first.withdrawal.id, second.withdrawal.id]).then((list) =>
      [first, second].map((member) => list.find((risk) => risk.id === member.withdrawal.id)!),
    );
    expect(one).toMatchObject({ kycStatus: 'A', deposited: 0, withdrawn: 30_000, bonus: 100_000, wagered: 0, bonusTurnoverOpen: true });
    expect(one!.sameIp.map((hit) => hit.username)).toContain('risktwo');
    expect(one!.samePayoutAccount).toEqual(['risktwo']);
    expect(two!.samePayoutAccount).toEqual(['riskone']);
    expect(await risks([])).toEqual([]);
    const refused = await t.request({ method: 'GET', url: '/wps/operator/withdrawals/risk?ids=1;drop', headers: bearer(finance) });
    expect(refused.json().code).toBe('VALIDATION_FAILED');
    expect(
      (await t.request({ method: 'GET', url: '/wps/operator/withdrawals/risk?ids=999999999', headers: bearer(finance) })).statusCode,
    ).toBe(200);
  });

  it('lists the disputed receipts: paid, and the member says it did not all arrive', async () => {
    const member = await ask('disputer', 40_000);
    await decide(t, finance, member.withdrawal.id, 'approve');
    await decide(t, finance, member.withdrawal.id, 'paid', { reason: 'GCASH-1' });
    const answered = await t.request({
      method: 'POST',
      url: `/wps/v2/withdraw/${member.withdrawal.id}/receipt`,
      headers: bearer(member.token),
      payload: { outcome: 'PARTIAL', receivedAmount: 10_000 },
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const disputed = (
      await t.request({ method: 'GET', url: '/wps/operator/withdrawals?receipt=DISPUTED', headers: bearer(finance) })
    ).json().value;
    expect(disputed.list.map((row: { id: number; receiptStatus: string }) => [row.id, row.receiptStatus])).toEqual([
      [member.withdrawal.id, 'PARTIAL'],
    ]);
  });

  it('keeps the payout screenshot staff attach when marking paid, and refuses what is not an image', async () => {
    const member = await ask('proofed', 25_000);
    await decide(t, finance, member.withdrawal.id, 'approve');
    const notImage = await decide(t, finance, member.withdrawal.id, 'paid', {
      reason: 'GCASH-2',
      proof: Buffer.from('hello').toString('base64'),
    });
    expect(notImage.statusCode).toBeGreaterThanOrEqual(400);
    expect(notImage.statusCode).toBeLessThan(500);
    const paid = await decide(t, finance, member.withdrawal.id, 'paid', { reason: 'GCASH-2', proof: PNG_1X1.toString('base64') });
    expect(paid.statusCode, paid.body).toBe(200);
    const image = await t.request({
      method: 'GET',
      url: `/wps/operator/withdrawals/${member.withdrawal.id}/payout-proof`,
      headers: bearer(finance),
    });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload).toEqual(PNG_1X1);
    const listed = (await t.request({ method: 'GET', url: '/wps/operator/withdrawals?status=PAID', headers: bearer(finance) })).json()
      .value;
    expect(listed.list.find((row: { id: number }) => row.id === member.withdrawal.id)).toMatchObject({ hasPayoutProof: true });
    expect(
      (
        await t.request({
          method: 'GET',
          url: `/wps/operator/withdrawals/${member.withdrawal.id}/payout-proof`,
          headers: bearer(member.token),
        })
      ).json().code,
    ).toBe('OPERATOR_ONLY');
  });
});
