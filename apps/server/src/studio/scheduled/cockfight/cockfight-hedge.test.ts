import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fightOutcome, fightPayout, type FightPick, type FightWinner } from '@panalo/contract/fair/cockfight';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../../test-support/games-kit.test-kit';
import { checkLedger } from '../../../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../../test-support/test-app.test-kit';
import { inProcessStudio } from '../../studio-in-process';
import type { Studio } from '../../studio-context';
import { runScheduledStep } from '../scheduled-settlement.service';
import { FIGHT_BETTING_MS, FIGHT_PERIOD_MS } from './cockfight-line';

/**
 * The outside attack test's hedge on a fight (issue #37, item 2), through the studio's bet calls:
 * ₱50,000 on meron at the opening odds pushed wala to its 5.00 cap, and ₱19,000 on wala then paid
 * ₱95,000 whichever side won (a draw refunds both). Now neither one player nor two accounts, one
 * after the other or at once, can make those bets a profit in every outcome
 * (docs/decisions/0001-own-money-never-moves-own-price.md).
 */
const VENDOR = 'DS88';
const ARENA = 'DS88_A01';
const WINNERS: readonly FightWinner[] = ['meron', 'wala', 'draw'];

interface Placed {
  betId: string;
  stake: number;
  legs: { pickKey: FightPick; odds: number }[];
}

describe(`the cockfight book against a self-made hedge (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let arenaNode = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [
          { code: VENDOR, name: 'DS88 Sabong', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
        ],
        games: [
          catalogueGame(VENDOR, `${VENDOR}_LOBBY`, 'DS88 Sabong', { gameType: 'SPORTS', gameClassify: 'TG', isLobby: true, minLineNum: 0 }),
          catalogueGame(VENDOR, ARENA, 'Main Arena', { gameType: 'SPORTS', gameClassify: 'TG', minBet: 1_000, minLineNum: 0 }),
        ],
      },
      t.clock.now(),
    );
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=GAME` })).json().value.games;
    arenaNode = (list as { gameCode: string; nodeId: number }[]).find((game) => game.gameCode === ARENA)!.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  /** A funded member (an account of its own) and the arena's game session. */
  async function player(balance = 10_000_000) {
    const { token } = await fundedMember(t, `hedger${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: arenaNode },
      headers: bearer(token),
    });
    return { token, session: new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')! };
  }
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  const bet = (session: string, roundId: string, side: FightPick, stake: number) =>
    t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/bets`,
      payload: { token: session, requestKey: `hedge-${side}-${(members += 1)}`, stake, legs: [{ game: ARENA, roundId, pick: { side } }] },
    });
  const placed = async (answer: ReturnType<typeof bet>) => {
    const json = (await answer).json();
    expect(json.success, JSON.stringify(json)).toBe(true);
    return json.value as Placed;
  };
  /** Moves the clock to a fight just opened for bets, nobody's money on it yet. */
  async function freshFight(): Promise<{ roundId: string; decidesAt: number }> {
    const now = t.clock.now();
    const next = (Math.floor((now + FIGHT_BETTING_MS) / FIGHT_PERIOD_MS) + 1) * FIGHT_PERIOD_MS - FIGHT_BETTING_MS;
    t.clock.advance(next - now + 1_000);
    const state = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/schedule?game=${ARENA}` })).json().value;
    const fight = (state.live as { roundId: string; opensAt: number; closesAt: number; decidesAt: number }[]).find(
      (round) => round.opensAt <= t.clock.now() && t.clock.now() < round.closesAt,
    )!;
    return fight;
  }
  /** What the bets net in each way the fight can end: their payouts at the odds taken, less their stakes. */
  const netsOf = (bets: readonly Placed[]) =>
    WINNERS.map((winner) =>
      bets.reduce((net, one) => net - one.stake + fightPayout(one.stake, one.legs[0]!.odds, fightOutcome(one.legs[0]!.pickKey, winner)), 0),
    );

  it('one player: ₱50,000 on meron, then ₱19,000 on wala, is not a profit in every outcome', async () => {
    const fight = await freshFight();
    const { token, session } = await player();
    const meron = await placed(bet(session, fight.roundId, 'meron', 5_000_000));
    const wala = await placed(bet(session, fight.roundId, 'wala', 1_900_000));
    // Before: 1.90 and 5.00, +₱26,000 if meron or wala won, a refund on a draw.
    const nets = netsOf([meron, wala]);
    expect(Math.min(...nets)).toBeLessThan(0);
    expect(meron.legs[0]!.odds).toBeLessThan(19_000);
    // Settled, the money is exactly what the odds taken said for the fight's winner.
    t.clock.advance(fight.decidesAt + 1 - t.clock.now());
    await runScheduledStep(studio);
    const winner = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/results?game=${ARENA}` }))
      .json()
      .value.results.find((round: { roundId: string }) => round.roundId === fight.roundId).result.winner as FightWinner;
    expect(await balanceOf(token)).toBe(10_000_000 + nets[WINNERS.indexOf(winner)]!);
    await checkLedger(t.app.ctx.db);
  });

  it('two accounts: ₱50,000 on meron by one, then ₱19,000 on wala by the other, is not a profit in every outcome', async () => {
    const fight = await freshFight();
    const a = await player();
    const b = await player();
    const meron = await placed(bet(a.session, fight.roundId, 'meron', 5_000_000));
    const wala = await placed(bet(b.session, fight.roundId, 'wala', 1_900_000));
    // The wala bet is lengthened by the other account's meron money, but not to a sure profit.
    expect(Math.min(...netsOf([meron, wala]))).toBeLessThan(0);
    expect(wala.legs[0]!.odds).toBeGreaterThan(19_000);
  });

  it('two accounts betting both sides at once: still not a profit in every outcome, and the book holds every stake', async () => {
    const fight = await freshFight();
    const a = await player();
    const b = await player();
    const bets = await Promise.all([
      placed(bet(a.session, fight.roundId, 'meron', 5_000_000)),
      placed(bet(b.session, fight.roundId, 'wala', 1_900_000)),
      placed(bet(a.session, fight.roundId, 'draw', 100_000)),
    ]);
    expect(Math.min(...netsOf(bets))).toBeLessThan(0);
    const board = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/schedule?game=${ARENA}` }))
      .json()
      .value.live.find((round: { roundId: string }) => round.roundId === fight.roundId).board;
    expect(board.book).toEqual({ meron: 5_000_000, wala: 1_900_000, draw: 100_000 });
  });

  it('takes no more on a side pushed past 1.10: BOOK_LIMIT_REACHED, and no money moves', async () => {
    const fight = await freshFight();
    const a = await player();
    const b = await player();
    await placed(bet(a.session, fight.roundId, 'meron', 5_000_000));
    await placed(bet(a.session, fight.roundId, 'meron', 2_000_000));
    // Before: another ₱50,000 was taken at 1.10, whatever the book held.
    const refused = (await bet(b.session, fight.roundId, 'meron', 5_000_000)).json();
    expect(refused).toMatchObject({ success: false, code: 'BOOK_LIMIT_REACHED' });
    expect(refused.message).toContain('Lower the stake');
    expect(await balanceOf(b.token)).toBe(10_000_000);
    // The board says so (no meron odds), wala is held at 5.00 at most, and wala still takes bets.
    const board = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/schedule?game=${ARENA}` }))
      .json()
      .value.live.find((round: { roundId: string }) => round.roundId === fight.roundId).board;
    expect(board.odds.meron).toBeNull();
    expect(board.odds.wala).toBeLessThanOrEqual(50_000);
    await placed(bet(b.session, fight.roundId, 'wala', 100_000));
  });
});
