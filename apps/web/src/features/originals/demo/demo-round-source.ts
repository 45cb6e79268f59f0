import { errorMessage } from '@panalo/contract/error-codes';
import { createClientSeed, createServerSeed, openSeedPair, rotateSeedPair, takeNonce, type SeedPair } from '@panalo/contract/fair/seeds';
import { replayRound, type FairRound } from '@panalo/contract/fair/verify-round';
import type { OriginalsGame, OriginalsPlayValue, OriginalsRound } from '@panalo/contract/originals';
import { currentLanguage } from '../../../lib/i18n';
import { ApiError } from '../../../lib/api-error';
import type { RecalledRound } from '../api/get-rounds';
import type { RoundSource, SourceSeeds } from '../round-source';
import { demoWallet } from './demo-wallet';

const RECALL_SIZE = 10;
const REVEALED_KEPT = 20;

/**
 * Free play of the built-in games: the same provably fair engine as the server, run in this
 * browser with a random server seed (Web Crypto), the player's client seed and a nonce, against
 * the demo credits. Seeds and the last rounds live in memory for this page; nothing is sent.
 */
let pair: SeedPair = openSeedPair(createServerSeed(), createClientSeed());
let revealed: SourceSeeds['revealed'] = [];
const recall = new Map<OriginalsGame, RecalledRound[]>();

const stakeOf = (round: OriginalsRound): number =>
  round.game === 'baccarat' ? (round.bet.player ?? 0) + (round.bet.banker ?? 0) + (round.bet.tie ?? 0) : round.bet.amount;

/** The server's answers, in the same words: a rule the bet breaks, or a stake above the balance. */
const refusal = (code: 'VALIDATION_FAILED' | 'INSUFFICIENT_BALANCE', fields: Record<string, string> = {}) =>
  new ApiError(code, errorMessage(code, currentLanguage()), { status: 400, fields });

function playDemo(round: OriginalsRound): OriginalsPlayValue {
  const fairRound = round as FairRound;
  try {
    // The game maths check the finer rules before a nonce is used, as on the server.
    replayRound({ serverSeed: 'check', clientSeed: 'check', nonce: 0 }, fairRound);
  } catch (error) {
    if (error instanceof RangeError) throw refusal('VALIDATION_FAILED', { bet: error.message });
    throw error;
  }
  const stake = stakeOf(round);
  const before = demoWallet.balance();
  if (stake > before) throw refusal('INSUFFICIENT_BALANCE');
  const { nonce, next } = takeNonce(pair);
  const used = pair;
  pair = next;
  const played = replayRound({ serverSeed: used.serverSeed, clientSeed: used.clientSeed, nonce }, fairRound);
  const { outcome } = played;
  const after = before - stake + outcome.payout;
  demoWallet.set(after);
  const fairness = { serverSeedHash: used.serverSeedHash, clientSeed: used.clientSeed, nonce };
  const roundId = `demo-${used.serverSeedHash.slice(0, 8)}-${nonce}`;
  const list = recall.get(round.game) ?? [];
  recall.set(
    round.game,
    [
      {
        roundId,
        stake,
        win: outcome.payout,
        balanceBefore: before,
        balanceAfter: after,
        at: Date.now(),
        // The server seed rides along: in a demo it is no secret, so every round can be checked at once.
        fairness: { game: round.game, bet: round.bet, ...fairness, serverSeed: used.serverSeed },
      },
      ...list,
    ].slice(0, RECALL_SIZE),
  );
  return { roundId, stake, payout: outcome.payout, balance: after, fairness, ...played };
}

const seeds = (): SourceSeeds => ({
  active: { serverSeedHash: pair.serverSeedHash, clientSeed: pair.clientSeed, nonce: pair.nonce, serverSeed: pair.serverSeed },
  revealed,
});

export const demoRoundSource: RoundSource = {
  kind: 'demo',
  // Not under ['member']: the demo is the same for a guest and a member, and ends with the page.
  keys: { seeds: ['originals-demo', 'seeds'], rounds: (game) => ['originals-demo', 'rounds', game] },
  play: async (round) => playDemo(round),
  seeds: async () => seeds(),
  async rotate(clientSeed) {
    const rotated = rotateSeedPair(pair, createServerSeed(), clientSeed ?? pair.clientSeed);
    const { serverSeed, serverSeedHash, clientSeed: oldClientSeed, nonce, roundsPlayed } = rotated.revealed;
    revealed = [{ serverSeed, serverSeedHash, clientSeed: oldClientSeed, nonce, roundsPlayed, revealedAt: Date.now() }, ...revealed].slice(
      0,
      REVEALED_KEPT,
    );
    pair = rotated.next;
    return seeds();
  },
  rounds: async (game) => recall.get(game) ?? [],
};
