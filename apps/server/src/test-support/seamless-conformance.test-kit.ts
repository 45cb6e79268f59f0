import { describe, expect, it } from 'vitest';
import { checkLedger } from './ledger-invariants.test-kit';
import { seamlessCalls, type SeamlessHarness } from './seamless-calls.test-kit';
import { seamlessRaceCases } from './seamless-conformance-races.test-kit';

export type { SeamlessHarness } from './seamless-calls.test-kit';

/**
 * The conformance suite of the seamless wallet API (docs/seamless-wallet.md): what every vendor
 * integration relies on, run against the real API over HTTP with signed calls. A vendor adapter
 * passes it by providing a harness: the test app, the vendor's code and secret, and a way to open
 * a funded member's game session (a launch through the vendor's adapter).
 */
export function seamlessConformance(name: string, harness: () => SeamlessHarness): void {
  describe(`seamless wallet conformance: ${name}`, () => {
    const { id, call, value, refusal } = seamlessCalls(harness);

    it('answers the balance of a live session, and refuses an unknown token', async () => {
      const token = await harness().session(50_000);
      expect(await value('balance', { token })).toEqual({ balance: 50_000, currency: 'PHP' });
      expect((await refusal('balance', { token: 'x'.repeat(32) })).code).toBe('GAME_SESSION_INVALID');
    });

    it('takes a bet once however often it is sent, and refuses its id with another payload', async () => {
      const token = await harness().session(10_000);
      const bet = { token, transactionId: id('bet'), roundId: id('round'), amount: 2_500 };
      expect((await value('bet', bet)).balance).toBe(7_500);
      expect((await value('bet', bet)).balance).toBe(7_500);
      expect((await value('balance', { token })).balance).toBe(7_500);
      expect((await refusal('bet', { ...bet, amount: 100 })).code).toBe('IDEMPOTENCY_KEY_REUSED');
    });

    it('refuses a win that comes before its bet without keeping the refusal, so the retry after the bet pays', async () => {
      const token = await harness().session(10_000);
      const roundId = id('round');
      const win = { token, transactionId: id('win'), roundId, amount: 4_000, endRound: true };
      expect((await refusal('win', win)).code).toBe('ROUND_NOT_FOUND');
      expect((await value('bet', { token, transactionId: id('bet'), roundId, amount: 1_000 })).balance).toBe(9_000);
      expect((await value('win', win)).balance).toBe(13_000);
      expect((await value('win', win)).balance).toBe(13_000);
    });

    it('remembers a rollback of an unknown bet and refuses that bet when it arrives late', async () => {
      const token = await harness().session(10_000);
      const roundId = id('round');
      const betId = id('bet');
      expect((await value('rollback', { token, transactionId: id('rb'), betTransactionId: betId, roundId })).balance).toBe(10_000);
      const late = await refusal('bet', { token, transactionId: betId, roundId, amount: 3_000 });
      expect(late).toMatchObject({ code: 'BET_CANCELLED', balance: 10_000 });
      expect((await value('balance', { token })).balance).toBe(10_000);
    });

    it('rolls a bet back once, whatever the number of rollbacks, and never a settled one', async () => {
      const token = await harness().session(10_000);
      const roundId = id('round');
      const betId = id('bet');
      await value('bet', { token, transactionId: betId, roundId, amount: 4_000 });
      expect((await value('rollback', { token, transactionId: id('rb'), betTransactionId: betId, roundId })).balance).toBe(10_000);
      expect((await value('rollback', { token, transactionId: id('rb'), betTransactionId: betId, roundId })).balance).toBe(10_000);

      const settled = id('round');
      const settledBet = id('bet');
      await value('bet', { token, transactionId: settledBet, roundId: settled, amount: 2_000 });
      await value('win', { token, transactionId: id('win'), roundId: settled, amount: 0, endRound: true });
      const late = await refusal('rollback', { token, transactionId: id('rb'), betTransactionId: settledBet, roundId: settled });
      expect(late).toMatchObject({ code: 'ROUND_SETTLED', balance: 8_000 });
      expect((await refusal('bet', { token, transactionId: id('bet'), roundId: settled, amount: 10 })).code).toBe('ROUND_SETTLED');
    });

    it('takes concurrent bets only as far as the balance goes, answering the balance on a refusal', async () => {
      const token = await harness().session(1_000);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () => call('bet', { token, transactionId: id('bet'), roundId: id('round'), amount: 300 })),
      );
      const bodies = answers.map((answer) => answer.json());
      expect(bodies.filter((body) => body.success)).toHaveLength(3);
      for (const body of bodies.filter((entry) => !entry.success))
        expect(body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', balance: expect.any(Number) });
      expect((await value('balance', { token })).balance).toBe(100);
    });

    it('refuses a bad signature, a changed body, another secret and a stale timestamp before anything moves', async () => {
      const token = await harness().session(5_000);
      const bet = { token, transactionId: id('bet'), roundId: id('round'), amount: 1_000 };
      expect((await call('bet', bet, { tamper: true })).json().code).toBe('SIGNATURE_INVALID');
      expect((await call('bet', bet, { secret: 'not-the-vendors-secret' })).json().code).toBe('SIGNATURE_INVALID');
      expect((await call('bet', bet, { skewMs: 10 * 60_000 })).json().code).toBe('SIGNATURE_STALE');
      const unsigned = await harness().t.request({ method: 'POST', url: '/lgw/seamless/v1/bet', payload: bet });
      expect(unsigned.json().code).toBe('SIGNATURE_INVALID');
      expect((await value('balance', { token })).balance).toBe(5_000);
      // The same bet, properly signed, still goes through: nothing of the refused ones was kept.
      expect((await value('bet', bet)).balance).toBe(4_000);
    });

    it('refuses malformed calls with the catalogue code, never a server error', async () => {
      const token = await harness().session(5_000);
      for (const body of [
        {},
        { token, transactionId: 'x', roundId: 'r', amount: -5 },
        { token, transactionId: 'a b', roundId: 'r', amount: 5 },
      ]) {
        expect((await call('bet', body)).json().code).toBe('VALIDATION_FAILED');
      }
    });

    seamlessRaceCases(harness);

    it('leaves the ledger balanced after everything above', async () => {
      expect(await checkLedger(harness().t.app.ctx.db)).toEqual([]);
    });
  });
}
