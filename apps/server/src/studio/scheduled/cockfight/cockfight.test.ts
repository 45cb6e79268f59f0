import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drawFightCard, drawFightResult, FIGHT_DRAW_ODDS, fightOdds, type FightWinner } from '@panalo/contract/fair/cockfight';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import type { CatalogueFile } from '@panalo/contract/games';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../../test-support/games-kit.test-kit';
import { checkLedger } from '../../../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../../test-support/test-app.test-kit';
import { inProcessStudio } from '../../studio-in-process';
import type { Studio } from '../../studio-context';
import { runScheduledStep, runScheduledStepUnlocked } from '../scheduled-settlement.service';
import { FIGHT_BETTING_MS, FIGHT_PERIOD_MS, FIGHT_RUN_MS } from './cockfight-line';

const VENDOR = 'SV3';
const ARENA = 'SV3_A01';
const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'SV388 Sabong', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [
    catalogueGame(VENDOR, 'SV3_LOBBY', 'SV388 Sabong', { gameType: 'SPORTS', gameClassify: 'TG', isLobby: true, minLineNum: 0 }),
    catalogueGame(VENDOR, ARENA, 'Main Arena', { gameType: 'SPORTS', gameClassify: 'TG', minBet: 1_000, minLineNum: 0 }),
  ],
};

interface PublicRound {
  roundId: string;
  roundNo: number;
  opensAt: number;
  closesAt: number;
  decidesAt: number;
  status: string;
  detail: unknown;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  result?: { winner: FightWinner };
  board?: { odds: Record<string, number>; book: Record<string, number>; owed: Record<string, number> };
}
interface BetView {
  betId: string;
  stake: number;
  payout: number;
  status: string;
  outcome: string | null;
  balance?: number;
  legs: { roundId: string; pickKey: string; odds: number; outcome: string | null }[];
}

describe(`the studio's cockfight arenas (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let arenaNode = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=GAME` })).json().value.games;
    arenaNode = (list as { gameCode: string; nodeId: number }[]).find((game) => game.gameCode === ARENA)!.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  /** A funded member and the arena's game session (the launch's token). */
  async function player(balance: number) {
    const { token } = await fundedMember(t, `sabong${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: arenaNode },
      headers: bearer(token),
    });
    const address = new URL(launched.json().value.url, 'http://site.test');
    return { token, session: address.searchParams.get('token')!, address };
  }
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  const schedule = async () =>
    (await t.request({ method: 'GET', url: `/studio/${VENDOR}/schedule?game=${ARENA}` })).json().value as {
      now: number;
      live: PublicRound[];
      results: PublicRound[];
    };
  const bet = (
    session: string,
    roundId: string,
    side: string,
    stake: number,
    requestKey = `k-${Math.random().toString(36).slice(2, 12)}`,
  ) =>
    t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/bets`,
      payload: { token: session, requestKey, stake, legs: [{ game: ARENA, roundId, pick: { side } }] },
    });
  const betsOf = async (session: string) =>
    (await t.request({ method: 'GET', url: `/studio/${VENDOR}/bets?token=${session}` })).json().value.bets as BetView[];

  /** Moves the clock to the next moment a fight takes bets, and returns that fight. */
  async function nextOpenFight(): Promise<PublicRound> {
    const now = t.clock.now();
    const next = (Math.floor((now + FIGHT_BETTING_MS) / FIGHT_PERIOD_MS) + 1) * FIGHT_PERIOD_MS - FIGHT_BETTING_MS;
    t.clock.advance(next - now + 1_000);
    const open = (await schedule()).live.find((round) => round.opensAt <= t.clock.now() && t.clock.now() < round.closesAt);
    expect(open, 'a fight takes bets').toBeDefined();
    return open!;
  }

  /** The winner a fight will have: read from its committed seed, as the tests alone may. */
  async function winnerOf(roundId: string): Promise<FightWinner> {
    const row = await studio.db.selectFrom('studio_scheduled_rounds').selectAll().where('round_id', '=', roundId).executeTakeFirstOrThrow();
    return drawFightResult(fairStream(row.server_seed, row.client_seed, 1)).winner;
  }
  /** The next open fight that will end as wanted (a fight a test needs, found without waiting on luck). */
  async function nextFightEnding(wanted: (winner: FightWinner) => boolean): Promise<PublicRound> {
    for (let tries = 0; tries < 400; tries += 1) {
      const fight = await nextOpenFight();
      if (wanted(await winnerOf(fight.roundId))) return fight;
    }
    throw new Error('no such fight in 400');
  }
  /** Runs the clock past the fight's decision and the scheduler's step that pays it. */
  async function settle(fight: PublicRound) {
    t.clock.advance(fight.decidesAt - t.clock.now() + 1);
    await runScheduledStep(studio);
  }

  it('opens a fight 2.5 minutes before it starts, closes it at the start, and decides it 30 s later from the committed seed', async () => {
    const { session } = await player(100_000);
    const first = await schedule();
    expect(first.results.length).toBe(10);
    const fight = await nextOpenFight();
    expect(fight.closesAt - fight.opensAt).toBe(FIGHT_BETTING_MS);
    expect(fight.decidesAt - fight.closesAt).toBe(FIGHT_RUN_MS);
    expect(fight.closesAt % FIGHT_PERIOD_MS).toBe(0);
    expect(fight.serverSeed).toBeUndefined();
    expect(fight.board).toEqual({
      odds: { meron: 19_000, wala: 19_000, draw: FIGHT_DRAW_ODDS },
      book: { meron: 0, wala: 0, draw: 0 },
      owed: { meron: 0, wala: 0, draw: 0 },
    });
    const card = fight.detail as ReturnType<typeof drawFightCard> & { fightNo: number };
    expect(card.meron.feather).not.toBe(card.wala.feather);

    expect((await bet(session, fight.roundId, 'meron', 1_000)).statusCode).toBe(200);
    t.clock.advance(fight.closesAt - t.clock.now());
    const late = await bet(session, fight.roundId, 'wala', 1_000);
    expect(late.json().code).toBe('BET_CLOSED');
    const running = await schedule();
    expect(running.live.find((round) => round.roundId === fight.roundId)?.board).toBeUndefined();

    await settle(fight);
    const decided = (await schedule()).results.find((round) => round.roundId === fight.roundId)!;
    expect(decided.status).toBe('DECIDED');
    expect(sha256Hex(decided.serverSeed!)).toBe(fight.serverSeedHash);
    expect(decided.result).toEqual(drawFightResult(fairStream(decided.serverSeed!, decided.clientSeed, 1)));
    const { fightNo: _fightNo, ...drawn } = card;
    expect(drawn).toEqual(drawFightCard(fairStream(decided.serverSeed!, decided.clientSeed, 0)));
    const [placed] = await betsOf(session);
    expect(placed!.status).toBe('PAID');
  });

  it('moves meron and wala odds with the book, each bet taking the odds its stake moves to and keeping them, and pays by them', async () => {
    const fight = await nextFightEnding((winner) => winner !== 'draw');
    const winner = await winnerOf(fight.roundId);
    const a = await player(1_000_000);
    const b = await player(1_000_000);
    const first = (await bet(a.session, fight.roundId, 'meron', 100_000)).json().value as BetView;
    expect(first.legs[0]!.odds).toBe(fightOdds('meron', {}, 100_000));
    const owed = Math.floor((100_000 * first.legs[0]!.odds) / 10_000);
    const moved = (await schedule()).live.find((round) => round.roundId === fight.roundId)!.board!;
    expect(moved.book).toEqual({ meron: 100_000, wala: 0, draw: 0 });
    expect(moved.owed).toEqual({ meron: owed, wala: 0, draw: 0 });
    expect(moved.odds.meron).toBe(fightOdds('meron', { meron: owed }));
    expect(moved.odds.meron).toBeLessThan(19_000);
    expect(moved.odds.wala).toBeGreaterThan(19_000);
    const second = (await bet(b.session, fight.roundId, 'wala', 50_000)).json().value as BetView;
    expect(second.legs[0]!.odds).toBe(fightOdds('wala', { meron: owed }, 50_000));

    await settle(fight);
    const paidA = (await betsOf(a.session))[0]!;
    const paidB = (await betsOf(b.session))[0]!;
    const winning =
      winner === 'meron'
        ? { bet: paidA, stake: 100_000, odds: first.legs[0]!.odds }
        : { bet: paidB, stake: 50_000, odds: second.legs[0]!.odds };
    expect(winning.bet.outcome).toBe('WON');
    expect(winning.bet.payout).toBe(Math.floor((winning.stake * winning.odds) / 10_000));
    expect((winner === 'meron' ? paidB : paidA).outcome).toBe('LOST');
    expect(await balanceOf(a.token)).toBe(1_000_000 - 100_000 + paidA.payout);
    expect(await balanceOf(b.token)).toBe(1_000_000 - 50_000 + paidB.payout);
  });

  it('on a draw refunds meron and wala bets and pays the draw 8 times the stake', async () => {
    const fight = await nextFightEnding((winner) => winner === 'draw');
    const { token, session } = await player(100_000);
    for (const side of ['meron', 'wala', 'draw']) expect((await bet(session, fight.roundId, side, 10_000)).statusCode).toBe(200);
    expect(await balanceOf(token)).toBe(70_000);
    await settle(fight);
    const bets = await betsOf(session);
    const bySide = Object.fromEntries(bets.map((placed) => [placed.legs[0]!.pickKey, placed]));
    expect(bySide.meron).toMatchObject({ status: 'PAID', outcome: 'VOID', payout: 10_000 });
    expect(bySide.wala).toMatchObject({ status: 'PAID', outcome: 'VOID', payout: 10_000 });
    expect(bySide.draw).toMatchObject({ status: 'PAID', outcome: 'WON', payout: 80_000 });
    expect(await balanceOf(token)).toBe(70_000 + 10_000 + 10_000 + 80_000);
  });

  it('keeps the book right under parallel bets on one fight', async () => {
    const fight = await nextOpenFight();
    const players = await Promise.all([player(500_000), player(500_000), player(500_000)]);
    const sides = ['meron', 'wala', 'draw', 'meron', 'wala', 'meron', 'wala', 'meron', 'draw', 'wala', 'meron', 'wala'];
    const stakes = sides.map((_, index) => 1_000 * (index + 1));
    const answers = await Promise.all(sides.map((side, index) => bet(players[index % 3]!.session, fight.roundId, side, stakes[index]!)));
    expect(answers.map((answer) => answer.statusCode)).toEqual(sides.map(() => 200));
    const expected = { meron: 0, wala: 0, draw: 0 } as Record<string, number>;
    sides.forEach((side, index) => (expected[side] = expected[side]! + stakes[index]!));
    const board = (await schedule()).live.find((round) => round.roundId === fight.roundId)!.board!;
    expect(board.book).toEqual(expected);
    for (const [index, one] of players.entries()) {
      const mine = stakes.filter((_, at) => at % 3 === index).reduce((sum, stake) => sum + stake, 0);
      expect(await balanceOf(one.token)).toBe(500_000 - mine);
    }
    await settle(fight);
  });

  it('settles a fight exactly once when two steps run at the same time', async () => {
    const fight = await nextOpenFight();
    const { token, session } = await player(200_000);
    for (const side of ['meron', 'wala', 'draw']) await bet(session, fight.roundId, side, 20_000);
    const peer = await t.peer();
    const other = inProcessStudio(peer, peer.ctx.db);
    t.clock.advance(fight.decidesAt - t.clock.now() + 1);
    await Promise.all([
      runScheduledStepUnlocked(studio),
      runScheduledStepUnlocked(other),
      runScheduledStep(studio),
      runScheduledStep(other),
    ]);
    await Promise.all([runScheduledStepUnlocked(studio), runScheduledStepUnlocked(other)]);
    const bets = await betsOf(session);
    expect(bets.map((placed) => placed.status)).toEqual(['PAID', 'PAID', 'PAID']);
    const paid = bets.reduce((sum, placed) => sum + placed.payout, 0);
    expect(await balanceOf(token)).toBe(200_000 - 60_000 + paid);
    await checkLedger(t.app.ctx.db);
  });

  it('refuses a pick that is not meron, wala or draw, and a stake below the arena minimum, without taking money', async () => {
    const fight = await nextOpenFight();
    const { token, session } = await player(10_000);
    const wrong = await bet(session, fight.roundId, 'tie', 1_000);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('VALIDATION_FAILED');
    expect((await bet(session, fight.roundId, 'meron', 999)).json().code).toBe('VALIDATION_FAILED');
    expect(await balanceOf(token)).toBe(10_000);
  });

  it('opens the arena page from a launch, in both languages, and the vendor card lists the arenas', async () => {
    const { address } = await player(10_000);
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="cf-arena"');
    expect(page.body).toContain('data-testid="cf-side-meron"');
    address.searchParams.set('lang', 'TY');
    const tagalog = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(tagalog.body).toContain('Tabla');
    const cards = (await t.request({ method: 'GET', url: `/lgw/games/list?gameType=COCKFIGHT&isGame=VASSALAGE` })).json().value.games;
    expect((cards as { gameCode: string; isGame: string }[]).map((game) => [game.gameCode, game.isGame])).toEqual([
      ['SV3_LOBBY', 'VASSALAGE'],
    ]);
    const arenas = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=GAME` })).json().value.games;
    expect((arenas as { gameCode: string }[]).map((game) => game.gameCode)).toEqual([ARENA]);
    const balance = await t.request({ method: 'GET', url: `/studio/${VENDOR}/balance?token=${address.searchParams.get('token')}` });
    expect(balance.json().value.balance).toBe(10_000);
  });
});
