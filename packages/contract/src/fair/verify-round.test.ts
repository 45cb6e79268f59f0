import { describe, expect, it } from 'vitest';
import { FAIR_EXAMPLE } from './fair-example';
import { createServerSeed, isValidClientSeed, openSeedPair, publicSeedPair, rotateSeedPair, takeNonce, verifyServerSeed } from './seeds';
import { replayRound, verifyRound } from './verify-round';

const seeds = { serverSeed: FAIR_EXAMPLE.serverSeed, clientSeed: FAIR_EXAMPLE.clientSeed };

describe('seed pairs', () => {
  it('shows the hash, counts nonces, and reveals the old seed on rotation', () => {
    const serverSeed = createServerSeed();
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    const pair = openSeedPair(serverSeed, 'my-seed');
    expect(publicSeedPair(pair)).toEqual({ serverSeedHash: pair.serverSeedHash, clientSeed: 'my-seed', nonce: 0 });
    const first = takeNonce(pair);
    const second = takeNonce(first.next);
    expect([first.nonce, second.nonce]).toEqual([0, 1]);
    const { revealed, next } = rotateSeedPair(second.next, createServerSeed(), 'fresh');
    expect(revealed).toMatchObject({ serverSeed, roundsPlayed: 2, clientSeed: 'my-seed' });
    expect(verifyServerSeed(revealed.serverSeed, pair.serverSeedHash)).toBe(true);
    expect(next).toMatchObject({ clientSeed: 'fresh', nonce: 0 });
    expect(next.serverSeedHash).not.toBe(pair.serverSeedHash);
    expect(() => rotateSeedPair(next, next.serverSeed)).toThrow(RangeError);
  });

  it('takes client seeds of 1 to 64 printable characters', () => {
    expect(isValidClientSeed('lucky-player')).toBe(true);
    expect(isValidClientSeed('a'.repeat(64))).toBe(true);
    expect(isValidClientSeed('')).toBe(false);
    expect(isValidClientSeed('two words')).toBe(false);
    expect(isValidClientSeed('a'.repeat(65))).toBe(false);
    expect(() => openSeedPair('x', '')).toThrow(RangeError);
  });
});

describe('replaying rounds', () => {
  it('recomputes the example round of every game', () => {
    const round = { ...seeds, nonce: 0 };
    expect(replayRound(round, { game: 'dice', bet: { amount: 100, direction: 'under', target: 4_950 } })).toMatchObject({
      game: 'dice',
      outcome: { roll: 1_245, win: true, payout: 200 },
    });
    expect(replayRound(round, { game: 'crash', bet: { amount: 100, cashOutAt: 200 } })).toMatchObject({
      outcome: { crashPoint: 422, payout: 200 },
    });
    expect(replayRound(round, { game: 'mines', bet: { amount: 100, mines: 3, picks: [0, 1] } })).toMatchObject({
      outcome: { mineCells: [2, 8, 20], safeReveals: 2, payout: 128 }, // 0.99 x 300 / 231 = 1.2857…
    });
    expect(replayRound(round, { game: 'baccarat', bet: { banker: 100 } })).toMatchObject({
      outcome: { coup: { winner: 'player' }, payout: 0 },
    });
    expect(replayRound(round, { game: 'slot', bet: { amount: 25 } })).toMatchObject({ outcome: { stops: [15, 19, 16, 15, 12] } });
  });

  it('checks the revealed seed against the published hash', () => {
    const bet = { game: 'dice', bet: { amount: 100, direction: 'over', target: 5_049 } } as const;
    expect(verifyRound({ ...seeds, nonce: 1 }, FAIR_EXAMPLE.serverSeedHash, bet)).toMatchObject({
      seedMatches: true,
      replay: { outcome: { roll: 6_958 } },
    });
    expect(verifyRound({ ...seeds, nonce: 1 }, '00'.repeat(32), bet).seedMatches).toBe(false);
  });
});
