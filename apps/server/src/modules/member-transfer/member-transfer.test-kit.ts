import type { TestApp } from '../../test-support/test-app.test-kit';
import { bearer } from '../../test-support/test-app.test-kit';
import { bonusCredited } from '../ledger/ledger';

/** Test helpers for transfers: fund a member through the ledger, read a balance, call a transfer. */
export function transferHelpers(t: TestApp) {
  let keys = 0;
  return {
    newKey: () => `test-key-${++keys}-${Date.now()}`,
    fund: (memberId: number, amount: number) =>
      t.app.ctx.money.run((work) =>
        bonusCredited(work, {
          book: { merchantId: t.merchantId, currency: 'PHP' },
          memberId,
          amount,
          reference: 'test',
          now: t.app.ctx.clock.now(),
        }),
      ),
    balance: async (token: string): Promise<number> =>
      (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance,
    transfer: (token: string, direction: 'upline' | 'downline', payload: object, key?: string) =>
      t.request({
        method: 'POST',
        url: `/wps/v2/transfer/${direction}`,
        headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      }),
  };
}
