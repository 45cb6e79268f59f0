import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JackpotPool, JackpotWin } from '@panalo/contract/jackpot';
import { createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';
import { checkLedger } from '../test-support/ledger-invariants.test-kit';
import { seedDemo } from './demo-seed';

/** The demo: the jackpot page has two pools with money in them and past winners at the first start. */
describe(`demo jackpot (${testDatabaseName()})`, () => {
  let t: TestApp;
  const demo = { host: 'localhost' };
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(t.app.ctx);
  }, 180_000);
  afterAll(() => t.close());

  it('shows the Grand and Mini pools at their seed money, their games, and four masked past winners', async () => {
    const pools = (await t.request({ method: 'GET', url: '/lgw/jackpot/pools', headers: demo })).json().value as JackpotPool[];
    expect(pools.map((pool) => [pool.code, pool.amount, pool.chancePerMillion])).toEqual([
      ['GRAND', 5_000_000, 5],
      ['MINI', 500_000, 50],
    ]);
    expect(pools[0]!.games.map((game) => game.gameCode)).toEqual(['slot', 'baccarat']);
    const winners = (await t.request({ method: 'GET', url: '/lgw/jackpot/winners', headers: demo })).json().value as JackpotWin[];
    expect(winners).toHaveLength(4);
    expect(winners[0]).toMatchObject({ poolCode: 'MINI', customerName: 'ma***7', gameName: 'Panalo Crash' });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
