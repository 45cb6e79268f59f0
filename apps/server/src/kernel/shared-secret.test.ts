import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';
import { sharedSecret } from './shared-secret';

/**
 * A secret made on first use (staff two-factor sealing, human-check, signing) must be one secret
 * however many requests make it at once: what one sealed, every other must open.
 */
describe(`shared secrets made at once (${testDatabaseName()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '16' });
  }, 60_000);
  afterAll(() => t.close());

  it('twenty first uses in parallel all get the same secret, and it stays the one kept', async () => {
    const made = await Promise.all(Array.from({ length: 20 }, () => sharedSecret(t.app.ctx, 'race-check', '')));
    expect(new Set(made).size).toBe(1);
    expect(await sharedSecret(t.app.ctx, 'race-check', '')).toBe(made[0]);
  });

  it('a configured value wins over the kept one', async () => {
    expect(await sharedSecret(t.app.ctx, 'race-check', ' from-settings ')).toBe('from-settings');
  });
});
