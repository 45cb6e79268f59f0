import { bonusCredited } from '../modules/ledger/ledger';
import { bearer, type TestApp } from './test-app.test-kit';

const noDefaultMember = (): string => {
  throw new Error('walletCalls: name the member (`as`) when the suite has no default one');
};

/**
 * The calls wallet tests make as one member: reads, transfers between the main wallet and vendor
 * wallets (each with a fresh idempotency key unless told), and funding by a bonus posting. `t`
 * and `token` are read when a call is made, so a suite can set them in its beforeAll; a suite of
 * many members leaves `token` out and names the member in each call.
 */
export function walletCalls(t: () => TestApp, token: () => string = noDefaultMember) {
  let keyNumber = 0;
  const newKey = () => `test-key-${++keyNumber}-${Date.now()}`;
  const fund = (memberId: number, amount: number, reason = 'Welcome bonus') =>
    t().app.ctx.money.run((work) =>
      bonusCredited(work, {
        book: { merchantId: t().merchantId, currency: 'PHP' },
        memberId,
        amount,
        reference: `fund-${memberId}-${amount}-${keyNumber++}`,
        detail: reason,
        now: t().clock.now(),
      }),
    );
  const get = (url: string, as = token()) => t().request({ method: 'GET', url, headers: bearer(as) });
  const transfer = (body: object, key: string | null = newKey(), as = token()) =>
    t().request({
      method: 'POST',
      url: '/wps/v2/wallets/transfer',
      headers: { ...bearer(as), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  /** The member's main wallet and their wallet at one vendor. */
  const walletsAt = async (vendor: string, as = token()) => {
    const value = (await get('/wps/v2/wallets/merchant', as)).json().value as {
      main: number;
      vendors: { code: string; balance: number }[];
    };
    return { main: value.main, vendor: value.vendors.find((entry) => entry.code === vendor)!.balance };
  };
  return { newKey, fund, get, transfer, walletsAt };
}
