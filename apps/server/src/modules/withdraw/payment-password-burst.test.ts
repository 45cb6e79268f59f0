import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { readyMember, withdraw } from './withdraw.test-kit';

describe(`payment password under a burst of parallel guesses (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '24', AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
  });
  afterAll(() => t.close());

  it('checks at most five of 100 parallel wrong guesses and then holds the lock', async () => {
    const { memberId, token, payoutAccountId } = await readyMember(t, 'pinburst01');
    const guess = (paymentPassword: string) => withdraw(t, token, { amount: 10_000, payoutAccountId, paymentPassword });
    const responses = await Promise.all(Array.from({ length: 100 }, (_, i) => guess(String(900_000 + i))));
    const codes = responses.map((response) => response.json().code as string);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INCORRECT')).toHaveLength(5);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(95);
    const failures = (await listAudit(t.app.ctx.db, 'member', memberId)).filter((e) => e.action === 'member.payment_password_failed');
    expect(failures).toHaveLength(5);

    expect((await guess('123456')).json().code).toBe('TOO_MANY_REQUESTS');
    t.clock.advance(5 * MINUTE);
    const right = await guess('123456');
    expect(right.statusCode, right.body).toBe(200);
  });
});
