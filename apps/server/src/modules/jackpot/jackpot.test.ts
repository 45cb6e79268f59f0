import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawJackpot } from '@panalo/contract/fair/jackpot';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { readyMember } from '../withdraw/withdraw.test-kit';
import { playDice } from '../rewards/rewards.test-kit';
import { offerOriginals } from '../originals/originals-catalogue';
import { SEED, cycle, jackpotMoney, myWins, poolByCode, seedPools, setChance, winPostings, winners } from './jackpot.test-kit';

/** The progressive jackpot through its HTTP API: contributions, conservation, a provably fair win paid once. */
describe(`jackpot (${testDatabaseName()})`, () => {
  let t: TestApp;
  let ids: Awaited<ReturnType<typeof seedPools>>;
  let members = 0;
  const member = () => readyMember(t, `jack${String((members += 1)).padStart(3, '0')}`);

  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    ids = await seedPools(t);
  }, 60_000);
  afterAll(() => t.close());

  /** Every contribution and every centavo of seed money is in a pool or was paid to a winner. */
  const expectConserved = async () => {
    const money = await jackpotMoney(t);
    expect(money.contributed + money.seeded).toBe(money.inPools + money.paid);
    expect(money.lowestPool).toBeGreaterThanOrEqual(0);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
    return money;
  };

  it('starts each pool at its seed money, with the feeding games as tiles and a committed seed hash', async () => {
    const grand = await poolByCode(t, 'GRAND');
    expect(grand).toMatchObject({ amount: SEED, rateBp: 100, cycle: 1 });
    expect(grand.seedHash).toMatch(/^[0-9a-f]{64}$/);
    expect(grand.games.map((game) => game.gameCode)).toEqual(['dice']);
    expect((await poolByCode(t, 'MINI')).games.map((game) => game.gameCode)).toEqual(['mines']);
  });

  it('a stake on a feeding game puts 1% into its pool; a pool the game does not feed gets nothing', async () => {
    const { token } = await member();
    const grandBefore = (await poolByCode(t, 'GRAND')).amount;
    // 3 × 100.00 and one 0.99 stake whose 1% rounds down to nothing.
    await playDice(t, token, 3, 10_000);
    await playDice(t, token, 1, 99);
    expect((await poolByCode(t, 'GRAND')).amount).toBe(grandBefore + 3 * 100);
    expect((await poolByCode(t, 'MINI')).amount).toBe(SEED);
    await expectConserved();
  });

  it('a forced hit pays the whole pool to the member once, opens a new seeded cycle, and its draw verifies', async () => {
    const { token } = await member();
    const before = await poolByCode(t, 'GRAND');
    await setChance(t, ids.grand, 1_000_000);
    try {
      await playDice(t, token, 1, 10_000);
    } finally {
      await setChance(t, ids.grand, 0);
    }
    const wins = await myWins(t, token);
    expect(wins).toHaveLength(1);
    expect(wins[0]).toMatchObject({ poolCode: 'GRAND', amount: before.amount + 100, cycle: 1, gameName: 'Panalo Dice' });
    const after = await poolByCode(t, 'GRAND');
    expect(after).toMatchObject({ amount: SEED, cycle: 2 });
    expect(after.seedHash).not.toBe(before.seedHash);

    const board = await winners(t);
    expect(board[0]).toMatchObject({ id: wins[0]!.id, amount: wins[0]!.amount, customerName: 'ja***' + 'jack002'.slice(-1) });

    const proof = await cycle(t, wins[0]!.id);
    expect(sha256Hex(proof.serverSeed!)).toBe(before.seedHash);
    expect(proof.draws).toContain(proof.winningReference);
    expect(proof.draws).toHaveLength(4);
    const draw = drawJackpot(proof.serverSeed!, proof.winningReference!, proof.chancePerMillion);
    expect(draw).toEqual({ roll: proof.winningRoll, hit: true });
    expect(proof.chancePerMillion).toBe(1_000_000);

    // The open cycle keeps its seed secret.
    expect((await cycle(t, wins[0]!.id + 2)).serverSeed ?? null).toBeNull();
    await expectConserved();
  });

  it('many stakes hitting at once: no cycle is paid twice, no pool goes below zero, and the money is conserved', async () => {
    const players = await Promise.all(Array.from({ length: 8 }, () => member()));
    const paidBefore = (await winPostings(t)).length;
    await setChance(t, ids.grand, 1_000_000);
    try {
      await Promise.all(players.map((player) => playDice(t, player.token, 1, 10_000)));
    } finally {
      await setChance(t, ids.grand, 0);
    }
    const paid = await winPostings(t);
    expect(paid.length).toBeGreaterThan(paidBefore);
    expect(new Set(paid).size).toBe(paid.length);
    const won = await winners(t);
    expect(won).toHaveLength(paid.length);
    expect(new Set(won.map((win) => `${win.poolCode}:${win.cycle}`)).size).toBe(won.length);
    await expectConserved();
  });

  it('an unknown cycle is a catalogue error, not a 500', async () => {
    const response = await t.request({ method: 'GET', url: '/lgw/jackpot/cycles/999999' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('NOT_FOUND');
  });
});
