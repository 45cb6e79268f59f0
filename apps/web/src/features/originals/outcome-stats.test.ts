import { describe, expect, it } from 'vitest';
import { replayRound, type FairRound } from '@panalo/contract/fair/verify-round';
import { outcomeStats } from './outcome-stats';

/** The first nonce of these seeds whose round wins (or loses), as the verifier would replay it. */
function replayUntil(round: FairRound, win: boolean) {
  for (let nonce = 0; ; nonce++) {
    const played = replayRound({ serverSeed: 'verifier-seed', clientSeed: 'client', nonce }, round);
    if ((played.outcome as { win: boolean }).win === win) return played;
  }
}

describe('the verifier labels of a replayed round', () => {
  const dice: FairRound = { game: 'dice', bet: { amount: 1_000, direction: 'under', target: 4_950 } };

  it('says a losing dice roll lost, and shows its multiplier only as what a win would have paid', () => {
    const lost = replayUntil(dice, false);
    expect(lost.outcome.payout).toBe(0);
    expect(outcomeStats(lost)).toEqual({ result: 'lost', multiplier: { label: 'onWin', value: 2 } });
  });

  it('shows the multiplier of a winning roll as the one applied', () => {
    expect(outcomeStats(replayUntil(dice, true))).toEqual({ result: 'won', multiplier: { label: 'applied', value: 2 } });
  });

  it('leaves out a zero multiplier of a lost crash round', () => {
    const crash = replayUntil({ game: 'crash', bet: { amount: 1_000, cashOutAt: 5_000 } }, false);
    expect(outcomeStats(crash)).toEqual({ result: 'lost', multiplier: null });
  });
});
