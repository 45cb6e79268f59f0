import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fundedMember, oneSlotSeamlessVendor } from '../../test-support/games-kit.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { seamlessCalls } from '../../test-support/seamless-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { listAudit } from '../audit/audit.repository';
import { setVendorWinLimits } from '../games/catalogue.repository';
import { SEAMLESS_FLAG_ACTION } from './seamless-flags';

const VENDOR = 'LIMITVEN';

describe(`what a vendor may pay (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let gameId = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ({ secret, gameId } = await oneSlotSeamlessVendor(t, VENDOR, 'Limit Vendor'));
  }, 120_000);
  afterAll(() => t.close());

  const session = async (balance: number): Promise<string> => {
    const { token } = await fundedMember(t, `limit${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: gameId }, headers: bearer(token) });
    return new URL(launched.json().value.url).searchParams.get('token')!;
  };
  const { id, value, refusal } = seamlessCalls(() => ({ t, vendor: VENDOR, secret, session }));
  const flags = async (roundId: string) =>
    (await listAudit(t.app.ctx.db, 'seamless_round', `${VENDOR}:${roundId}`))
      .filter((entry) => entry.action === SEAMLESS_FLAG_ACTION)
      .map((entry) => JSON.parse(entry.detail) as Record<string, unknown>);
  const setBrandLimits = (maxWinPerRound: number, maxWinMultiple: number) =>
    t.updateBrand((merchant) => {
      merchant.settings.seamless = { maxWinPerRound, maxWinMultiple };
    });

  it('refuses a win far over the limits, moves nothing, and flags it for the operator', async () => {
    const token = await session(10_000);
    const roundId = id('round');
    await value('bet', { token, transactionId: id('bet'), roundId, amount: 100 });
    const win = { token, transactionId: id('win'), roundId, amount: 1_000_000_000_000, endRound: true };
    expect(await refusal('win', win)).toMatchObject({ code: 'WIN_LIMIT_EXCEEDED', balance: 9_900 });
    // The refusal is the call's answer: sent again, it is refused again and still moves nothing.
    expect(await refusal('win', win)).toMatchObject({ code: 'WIN_LIMIT_EXCEEDED', balance: 9_900 });
    expect((await value('balance', { token })).balance).toBe(9_900);
    const [flag] = await flags(roundId);
    expect(flag).toMatchObject({
      flagged: true,
      code: 'WIN_LIMIT_EXCEEDED',
      call: 'win',
      amount: 1_000_000_000_000,
      limits: { maxWinPerRound: 100_000_000, maxWinMultiple: 5_000 },
      round: { status: 'OPEN', stake: 100, win: 0 },
    });
    expect(JSON.stringify(flag)).not.toContain(token);
  });

  it("pays up to the multiple of the round's stake, counting every win of the round", async () => {
    const token = await session(10_000);
    const roundId = id('round');
    await value('bet', { token, transactionId: id('bet'), roundId, amount: 100 });
    expect((await value('win', { token, transactionId: id('win'), roundId, amount: 300_000 })).balance).toBe(309_900);
    expect((await value('win', { token, transactionId: id('win'), roundId, amount: 200_000 })).balance).toBe(509_900);
    expect((await refusal('win', { token, transactionId: id('win'), roundId, amount: 1, endRound: true })).code).toBe('WIN_LIMIT_EXCEEDED');
    expect((await value('win', { token, transactionId: id('win'), roundId, amount: 0, endRound: true })).balance).toBe(509_900);
  });

  it("applies the brand's limits as the operator sets them, and a vendor's only where stricter", async () => {
    await setBrandLimits(50_000, 5_000);
    const token = await session(100_000);
    const perRound = id('round');
    await value('bet', { token, transactionId: id('bet'), roundId: perRound, amount: 1_000 });
    expect((await refusal('win', { token, transactionId: id('win'), roundId: perRound, amount: 50_001 })).code).toBe('WIN_LIMIT_EXCEEDED');
    expect((await value('win', { token, transactionId: id('win'), roundId: perRound, amount: 50_000 })).balance).toBe(149_000);

    // A vendor's looser limit does not lift the brand's; its stricter multiple applies (to a game
    // launched after the change: a live game session is kept for SESSION_CACHE_SECONDS with its vendor's limits).
    await setVendorWinLimits(t.app.ctx.db, VENDOR, { maxWinPerRound: 1_000_000_000, maxWinMultiple: 10 });
    const launched = await session(100_000);
    const multiple = id('round');
    await value('bet', { token: launched, transactionId: id('bet'), roundId: multiple, amount: 1_000 });
    expect((await refusal('win', { token: launched, transactionId: id('win'), roundId: multiple, amount: 10_001 })).code).toBe(
      'WIN_LIMIT_EXCEEDED',
    );
    expect((await value('win', { token: launched, transactionId: id('win'), roundId: multiple, amount: 10_000 })).balance).toBe(109_000);
    expect((await flags(multiple))[0]).toMatchObject({ limits: { maxWinPerRound: 50_000, maxWinMultiple: 10 } });

    await setVendorWinLimits(t.app.ctx.db, VENDOR, { maxWinPerRound: null, maxWinMultiple: null });
    await setBrandLimits(100_000_000, 5_000);
  });

  it("flags a win on a rolled-back round, on a settled round and on another member's round", async () => {
    const token = await session(10_000);
    const rolledBack = id('round');
    const betId = id('bet');
    await value('bet', { token, transactionId: betId, roundId: rolledBack, amount: 1_000 });
    await value('rollback', { token, transactionId: id('rb'), betTransactionId: betId, roundId: rolledBack });
    expect((await refusal('win', { token, transactionId: id('win'), roundId: rolledBack, amount: 2_000 })).code).toBe('ROUND_ROLLED_BACK');

    const settled = id('round');
    await value('bet', { token, transactionId: id('bet'), roundId: settled, amount: 1_000 });
    await value('win', { token, transactionId: id('win'), roundId: settled, amount: 0, endRound: true });
    expect((await refusal('win', { token, transactionId: id('win'), roundId: settled, amount: 2_000 })).code).toBe('ROUND_SETTLED');

    const other = await session(10_000);
    expect((await refusal('win', { token: other, transactionId: id('win'), roundId: settled, amount: 2_000 })).code).toBe(
      'ROUND_NOT_FOUND',
    );

    expect((await flags(rolledBack)).map((flag) => flag.code)).toEqual(['ROUND_ROLLED_BACK']);
    expect((await flags(settled)).map((flag) => flag.code)).toEqual(['ROUND_SETTLED', 'ROUND_NOT_FOUND']);
    expect((await value('balance', { token })).balance).toBe(9_000);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
