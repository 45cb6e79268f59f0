import { expect, it } from 'vitest';
import { checkLedger } from './ledger-invariants.test-kit';
import { seamlessCalls, type SeamlessHarness } from './seamless-calls.test-kit';

/**
 * The conformance cases about a round's state: calls that race on one round (fired at once, as a
 * vendor's retrying servers send them) and the rule that a round pays a win or refunds its stake,
 * never both. On PostgreSQL the calls really run in parallel; the test app needs a pool large
 * enough for them (DATABASE_POOL_SIZE 20 or more).
 */
export function seamlessRaceCases(harness: () => SeamlessHarness): void {
  const { id, value, refusal, together } = seamlessCalls(harness);
  const soundLedger = async () => expect(await checkLedger(harness().t.app.ctx.db)).toEqual([]);

  it('refunds a bet once when twenty rollbacks of it, each with its own id, arrive at once', async () => {
    const token = await harness().session(10_000);
    const roundId = id('round');
    const betTransactionId = id('bet');
    await value('bet', { token, transactionId: betTransactionId, roundId, amount: 4_000 });
    const answers = await together(
      Array.from({ length: 20 }, () => ['rollback', { token, transactionId: id('rb'), betTransactionId, roundId }] as [string, unknown]),
    );
    for (const answer of answers) expect(answer).toMatchObject({ success: true });
    expect((await value('balance', { token })).balance).toBe(10_000);
    await soundLedger();
  });

  it('pays a round once when ten wins that end it arrive at once', async () => {
    const token = await harness().session(10_000);
    const roundId = id('round');
    await value('bet', { token, transactionId: id('bet'), roundId, amount: 1_000 });
    const answers = await together(
      Array.from(
        { length: 10 },
        () => ['win', { token, transactionId: id('win'), roundId, amount: 3_000, endRound: true }] as [string, unknown],
      ),
    );
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    for (const answer of answers.filter((entry) => !entry.success)) expect(answer).toMatchObject({ code: 'ROUND_SETTLED' });
    expect((await value('balance', { token })).balance).toBe(12_000);
    await soundLedger();
  });

  it('leaves the stake with the member when bets and their rollbacks on one round arrive together', async () => {
    const token = await harness().session(10_000);
    // Several bursts: a bet that commits between a rollback's two statements is a narrow window.
    for (let burst = 0; burst < 5; burst++) {
      const roundId = id('round');
      await value('bet', { token, transactionId: id('bet'), roundId, amount: 1_000 });
      const calls: [string, unknown][] = [];
      for (let pair = 0; pair < 10; pair++) {
        const betId = id('bet');
        calls.push(['bet', { token, transactionId: betId, roundId, amount: 500 }]);
        calls.push(['rollback', { token, transactionId: id('rb'), betTransactionId: betId, roundId }]);
      }
      for (const answer of await together(calls)) {
        if (!answer.success) expect(answer.code).toBe('BET_CANCELLED');
      }
      expect((await value('balance', { token })).balance).toBe(9_000 - 1_000 * burst);
    }
    await soundLedger();
  });

  it('either pays a win or refunds the stake when both arrive together, never both', async () => {
    const token = await harness().session(20_000);
    const rounds = Array.from({ length: 10 }, () => ({ roundId: id('round'), betId: id('bet') }));
    for (const { roundId, betId } of rounds) await value('bet', { token, transactionId: betId, roundId, amount: 1_000 });
    const answers = await together(
      rounds.flatMap(({ roundId, betId }): [string, unknown][] => [
        ['win', { token, transactionId: id('win'), roundId, amount: 3_000 }],
        ['rollback', { token, transactionId: id('rb'), betTransactionId: betId, roundId }],
      ]),
    );
    let expected = 10_000;
    for (let round = 0; round < rounds.length; round++) {
      const [win, rollback] = [answers[2 * round]!, answers[2 * round + 1]!];
      expect([win.success, rollback.success].filter(Boolean), JSON.stringify([win, rollback])).toHaveLength(1);
      if (!win.success) expect(win.code).toBe('ROUND_ROLLED_BACK');
      if (!rollback.success) expect(rollback.code).toBe('ROUND_WIN_PAID');
      expected += win.success ? 3_000 : 1_000;
    }
    expect((await value('balance', { token })).balance).toBe(expected);
    await soundLedger();
  });

  it('refuses a win on a round whose every bet was rolled back, and a rollback that would refund a won round', async () => {
    const token = await harness().session(10_000);
    const voided = id('round');
    const betId = id('bet');
    await value('bet', { token, transactionId: betId, roundId: voided, amount: 1_000 });
    await value('rollback', { token, transactionId: id('rb'), betTransactionId: betId, roundId: voided });
    const win = await refusal('win', { token, transactionId: id('win'), roundId: voided, amount: 2_000, endRound: true });
    expect(win).toMatchObject({ code: 'ROUND_ROLLED_BACK', balance: 10_000 });
    // A lost round may still be reported on it: nothing moves.
    expect((await value('win', { token, transactionId: id('win'), roundId: voided, amount: 0, endRound: true })).balance).toBe(10_000);

    const won = id('round');
    const wonBet = id('bet');
    await value('bet', { token, transactionId: wonBet, roundId: won, amount: 1_000 });
    await value('win', { token, transactionId: id('win'), roundId: won, amount: 5_000 });
    const late = await refusal('rollback', { token, transactionId: id('rb'), betTransactionId: wonBet, roundId: won });
    expect(late).toMatchObject({ code: 'ROUND_WIN_PAID', balance: 14_000 });
    expect((await value('balance', { token })).balance).toBe(14_000);
  });
}
