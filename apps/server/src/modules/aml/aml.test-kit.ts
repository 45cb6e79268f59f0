import { expect } from 'vitest';
import { bearer, type TestApp } from '../../test-support/test-app.test-kit';
import { betPlaced, depositCredited, memberTransferred } from '../ledger/ledger';

/** Test helpers for the AML suites (not a test file itself). */

const book = (t: TestApp) => ({ merchantId: t.merchantId, currency: 'PHP' });
let sequence = 0;

/** A deposit credited through the ledger at the test clock's time, as a gateway's confirmation would. */
export const credit = (t: TestApp, memberId: number, amount: number) =>
  t.app.ctx.money.run((work) =>
    depositCredited(work, { book: book(t), memberId, amount, reference: `DP-test-${++sequence}`, now: t.clock.now() }),
  );

export const stake = (t: TestApp, memberId: number, amount: number) =>
  t.app.ctx.money.run((work) =>
    betPlaced(work, { book: book(t), memberId, amount, reference: `R-test-${++sequence}`, now: t.clock.now() }),
  );

export const transfer = (t: TestApp, from: number, to: number, amount: number) =>
  t.app.ctx.money.run((work) =>
    memberTransferred(work, {
      book: book(t),
      memberId: from,
      toMemberId: to,
      direction: 'DOWNLINE',
      amount,
      reference: `MT-test-${++sequence}`,
      now: t.clock.now(),
    }),
  );

/** The case queue as a staff member sees it (filters as query parameters). */
export async function cases(t: TestApp, token: string, query = '') {
  const response = await t.request({ method: 'GET', url: `/wps/operator/aml/cases?pageSize=100${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    list: { id: number; kind: string; state: string; memberId: number | null; amount: number | null }[];
    total: number;
    openCount: number;
  };
}

export async function caseDetail(t: TestApp, token: string, id: number) {
  const response = await t.request({ method: 'GET', url: `/wps/operator/aml/cases/${id}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().value as {
    kind: string;
    state: string;
    note: string | null;
    evidence: { kind: string; memberId: number | null; reference: string | null; amount: number | null }[];
    history: { action: string; staff: string | null }[];
  };
}
