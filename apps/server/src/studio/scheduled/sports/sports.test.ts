import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { bookForBet } from '@panalo/contract/fair/market-maker';
import { sportsChance, sportsPrice, type SportsBook } from '@panalo/contract/fair/sports-book';
import {
  leagueOfKey,
  replaySportsFixture,
  type SportsFixture,
  type SportsMarket,
  type SportsResult,
} from '@panalo/contract/fair/studio-sports';
import { replayScheduled } from '@panalo/contract/fair/scheduled-replay';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../../test-support/games-kit.test-kit';
import { checkLedger } from '../../../test-support/ledger-invariants.test-kit';
import { sportsBookCalls } from '../../../test-support/sports-book-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../../test-support/test-app.test-kit';
import type { Studio } from '../../studio-context';
import { inProcessStudio } from '../../studio-in-process';
import { ODDS_SCALE } from '../scheduled-game';
import { runScheduledStep } from '../scheduled-settlement.service';

/**
 * The sports book through the studio's API on the injected clock: a vendor with two leagues
 * (football every 4 minutes, Mobile Legends every 3), bets on their fixtures, cash-out before
 * kick-off, and an abandoned fixture's void legs.
 */
const VENDOR = 'BOOKTEST';
const FOOTBALL = `${VENDOR}_PFL`;
const MOBA = `${VENDOR}_MPL`;

interface PublicRound {
  roundId: string;
  roundNo: number;
  closesAt: number;
  decidesAt: number;
  status: string;
  serverSeedHash: string;
  clientSeed: string;
  serverSeed?: string;
  detail: SportsFixture;
  board?: { prices: Partial<Record<SportsMarket, number | null>>; book: Record<string, number> };
  result?: SportsResult;
  inPlay?: { abandoned?: boolean; events?: { at: number; home: number; away: number }[] };
}

describe(`sports book at the studio (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let nodeId = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    const league = (code: string, key: string, sortOrder: number) =>
      catalogueGame(VENDOR, code, leagueOfKey(key)!.name, { gameType: 'SPORTS', gameClassify: 'TG', minLineNum: 0, sortOrder });
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [{ code: VENDOR, name: 'Book Test', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
        games: [
          catalogueGame(VENDOR, `${VENDOR}_LOBBY`, 'Book Test', { gameType: 'SPORTS', gameClassify: 'TG', isLobby: true, minLineNum: 0 }),
          league(FOOTBALL, 'PFL', 1),
          league(MOBA, 'MPL', 2),
        ],
      },
      t.clock.now(),
    );
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const lobby = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=VASSALAGE` })).json().value.games;
    nodeId = (lobby as { nodeId: number }[])[0]!.nodeId;
  }, 120_000);
  afterAll(async () => t.close());

  /** A funded member who opened the book from its vendor card: the wallet token and the game token. */
  async function player(balance = 100_000) {
    const { token } = await fundedMember(t, `book${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
    const game = new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
    return { token, game };
  }
  const { schedule, bet, betsOf } = sportsBookCalls<PublicRound>(() => t, VENDOR);
  const open = async (game: string) => (await schedule(game)).live.filter((round) => round.closesAt > t.clock.now());
  const cashOutOf = async (game: string, betId: string) => (await betsOf(game)).bets.find((one) => one.betId === betId)!.cashOut;
  const cashOut = (game: string, betId: string, offer: number | null | undefined) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/bets/${betId}/cash-out`, payload: { token: game, offer } });
  /** The payout a bet owes on its market: its stake at its taken price, rounded down. */
  const owed = (stake: number, odds: number) => Math.floor((stake * odds) / ODDS_SCALE);
  /** A fixture's row of the schedule, with its board of the moment. */
  const fixtureNow = async (game: string, roundId: string) => (await schedule(game)).live.find((round) => round.roundId === roundId)!;
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  /** Moves the clock to just after the round's decision time and runs the scheduler's step. */
  async function through(round: { decidesAt: number }) {
    const now = t.clock.now();
    if (now < round.decidesAt + 1) t.clock.advance(round.decidesAt + 1 - now);
    await runScheduledStep(studio);
  }
  /** What a fixture will turn out as: its committed seed replayed (the test reads the studio's store). */
  async function fateOf(round: PublicRound): Promise<SportsResult> {
    const row = await studio.db
      .selectFrom('studio_scheduled_rounds')
      .select('server_seed')
      .where('round_id', '=', round.roundId)
      .executeTakeFirstOrThrow();
    return replaySportsFixture(row.server_seed, round.clientSeed, leagueOfKey(round.clientSeed.includes(MOBA) ? 'MPL' : 'PFL')!).result;
  }

  it('lists the leagues behind the vendor card and opens the book at its first league from the card', async () => {
    const games = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=GAME` })).json().value.games as {
      gameCode: string;
    }[];
    expect(games.map((game) => game.gameCode)).toEqual([FOOTBALL, MOBA]);
    const { game } = await player();
    const page = await t.request({ method: 'GET', url: `/studio/${VENDOR}/play?game=${VENDOR}_LOBBY&token=${game}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(`data-testid="sports-league-${FOOTBALL}"`);
    expect(page.body).toContain(`data-testid="sports-league-${MOBA}"`);
    expect(page.body).toContain('Bet slip');
  });

  it('opens fixtures on the clock with teams and prices, closes them at kick-off, plays them out and reveals a seed that replays them', async () => {
    const first = await schedule(FOOTBALL);
    expect(first.results).toHaveLength(10);
    const fixture = first.live.find((round) => round.closesAt > t.clock.now())!;
    expect(fixture.detail.home).not.toBe(fixture.detail.away);
    expect(Object.keys(fixture.detail.prices).sort()).toEqual(['1', '2', 'O', 'U', 'X']);
    expect(fixture.serverSeed).toBeUndefined();
    // Fixtures every four minutes, six of them open ahead.
    expect((await open(FOOTBALL)).length).toBeGreaterThanOrEqual(5);

    const { token, game } = await player();
    const taken = (await bet(game, 1_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '1' }], 'book-single-1')).json();
    expect(taken.success, JSON.stringify(taken)).toBe(true);
    // The opening price, less what the bet's own ₱10 moves it.
    const odds = taken.value.legs[0].odds as number;
    expect(odds).toBe(sportsPrice(fixture.detail, '1', {}, 1_000));
    expect(await balanceOf(token)).toBe(99_000);
    const wrong = await bet(game, 1_000, [{ game: MOBA, roundId: (await open(MOBA))[0]!.roundId, market: 'X' }], 'book-no-draw');
    expect(wrong.json().code).toBe('VALIDATION_FAILED');

    // Kick-off: no more bets, and the running score shows while the match is played.
    t.clock.advance(fixture.closesAt - t.clock.now() + 1);
    const late = await bet(game, 1_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '2' }], 'book-late');
    expect(late.json().code).toBe('BET_CLOSED');
    const playing = (await schedule(FOOTBALL)).live.find((round) => round.roundId === fixture.roundId)!;
    expect(playing.inPlay).toBeDefined();
    expect(playing.result).toBeUndefined();

    await through(fixture);
    const decided = (await schedule(FOOTBALL)).results.find((round) => round.roundId === fixture.roundId)!;
    expect(sha256Hex(decided.serverSeed!)).toBe(fixture.serverSeedHash);
    const replay = replaySportsFixture(decided.serverSeed!, decided.clientSeed, leagueOfKey('PFL')!);
    expect(replay.fixture).toEqual(fixture.detail);
    expect(decided.result).toEqual(replay.result);
    const result = replay.result;
    const payout = result.abandoned ? 1_000 : result.home > result.away ? Math.floor((1_000 * odds) / ODDS_SCALE) : 0;
    expect(await balanceOf(token)).toBe(99_000 + payout);
    const mine = await betsOf(game);
    expect(mine.balance).toBe(99_000 + payout);
    expect(mine.bets[0]).toMatchObject({ status: 'PAID', payout });
  });

  it('pays a parlay across two leagues with an abandoned fixture as the other leg alone, and refunds a single on it', async () => {
    // Move on a period at a time until an open fixture is one its committed seed abandons (3 in 100).
    let abandoned: { game: string; round: PublicRound } | undefined;
    for (let step = 0; !abandoned && step < 120; step += 1) {
      for (const league of [FOOTBALL, MOBA])
        for (const round of await open(league))
          if (!abandoned && round.closesAt - t.clock.now() > 60_000 && (await fateOf(round)).abandoned) abandoned = { game: league, round };
      if (!abandoned) {
        t.clock.advance(180_000);
        await runScheduledStep(studio);
      }
    }
    expect(abandoned).toBeDefined();
    // The member comes once the clock has moved (a session of hours ago would have expired).
    const { token, game } = await player();
    const otherLeague = abandoned!.game === FOOTBALL ? MOBA : FOOTBALL;
    const partner = (await open(otherLeague)).find((round) => round.closesAt > t.clock.now() + 1_000)!;
    const start = await balanceOf(token);
    const parlay = (
      await bet(
        game,
        1_000,
        [
          { game: abandoned!.game, roundId: abandoned!.round.roundId, market: '1' },
          { game: otherLeague, roundId: partner.roundId, market: 'O' },
        ],
        'book-parlay',
      )
    ).json();
    expect(parlay.success, JSON.stringify(parlay)).toBe(true);
    const single = (
      await bet(game, 500, [{ game: abandoned!.game, roundId: abandoned!.round.roundId, market: '2' }], 'book-void-single')
    ).json();
    expect(single.success).toBe(true);
    await through(abandoned!.round.decidesAt > partner.decidesAt ? abandoned!.round : partner);
    await runScheduledStep(studio);

    const partnerResult = await fateOf(partner);
    const overWon = !partnerResult.abandoned && (partnerResult.home + partnerResult.away) * 10 > partner.detail.totalTenths;
    const overOdds = (parlay.value.legs as { odds: number }[])[1]!.odds;
    const parlayPays = partnerResult.abandoned ? 1_000 : overWon ? Math.floor((1_000 * overOdds) / ODDS_SCALE) : 0;
    expect(await balanceOf(token)).toBe(start - 1_500 + parlayPays + 500);
    const mine = await betsOf(game);
    const placedParlay = mine.bets.find((one) => one.betId === parlay.value.betId)!;
    expect(placedParlay.legs.find((leg) => leg.outcome === 'VOID')).toBeDefined();
    expect(mine.bets.find((one) => one.betId === single.value.betId)).toMatchObject({ status: 'PAID', outcome: 'VOID', payout: 500 });
    const shown = (await schedule(abandoned!.game)).results.find((round) => round.roundId === abandoned!.round.roundId);
    expect(shown?.result).toEqual({ abandoned: true });
  });

  it('cashes out before kick-off once, even asked in parallel, refuses after kick-off, and never pays that bet again', async () => {
    const { token, game } = await player();
    const [first, second] = await open(MOBA);
    const cashed = (await bet(game, 10_000, [{ game: MOBA, roundId: first!.roundId, market: '1' }], 'book-cash-1')).json().value;
    const kept = (await bet(game, 10_000, [{ game: MOBA, roundId: second!.roundId, market: '2' }], 'book-cash-2')).json().value;
    // Nothing else on the fixture: the offer is the bet's payout at the fixture's fair chance, about 94% of the stake.
    const offer = await cashOutOf(game, cashed.betId);
    expect(offer).toBe(Math.floor(owed(10_000, cashed.legs[0].odds) * sportsChance(first!.detail, '1', {})));
    expect(offer).toBeGreaterThan(9_300);
    expect(offer).toBeLessThan(9_500);
    const answers = await Promise.all(Array.from({ length: 6 }, () => cashOut(game, cashed.betId, offer)));
    expect(answers.filter((answer) => answer.json().success)).toHaveLength(1);
    for (const answer of answers.filter((one) => !one.json().success)) expect(answer.json().code).toBe('CASH_OUT_UNAVAILABLE');
    expect(await balanceOf(token)).toBe(100_000 - 20_000 + offer!);

    // After the second fixture's kick-off its bet rides to the end.
    t.clock.advance(second!.closesAt - t.clock.now() + 1);
    expect(await cashOutOf(game, kept.betId)).toBeNull();
    const refused = await cashOut(game, kept.betId, offer);
    expect(refused.json().code).toBe('CASH_OUT_UNAVAILABLE');

    await through(second!);
    await runScheduledStep(studio);
    const mine = await betsOf(game);
    expect(mine.bets.find((one) => one.betId === cashed.betId)).toMatchObject({ status: 'PAID', outcome: 'CASHED_OUT', payout: offer });
    const keptPaid = mine.bets.find((one) => one.betId === kept.betId)!;
    expect(keptPaid.status).toBe('PAID');
    expect(await balanceOf(token)).toBe(100_000 - 20_000 + offer! + keptPaid.payout);
    await checkLedger(t.app.ctx.db);
  });

  it('moves the prices with the book: a big stake takes the price it moves to, shortens its side, lengthens the others and keeps the margin', async () => {
    const { game } = await player(5_000_000);
    const fixture = (await open(FOOTBALL)).at(-1)!;
    const before = (await fixtureNow(FOOTBALL, fixture.roundId)).board!;
    expect(before.prices).toEqual(fixture.detail.prices);
    const taken = (await bet(game, 2_000_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '1' }], 'book-move', 'any')).json();
    expect(taken.success, JSON.stringify(taken)).toBe(true);
    // The bet keeps the price its own stake moved it to; the board moves on from there.
    const odds = taken.value.legs[0].odds as number;
    expect(odds).toBe(sportsPrice(fixture.detail, '1', {}, 2_000_000));
    expect(odds).toBeLessThan(before.prices['1']!);
    const after = (await fixtureNow(FOOTBALL, fixture.roundId)).board!;
    expect(after.book).toEqual({ '1': owed(2_000_000, odds) });
    expect(after.prices['1']!).toBeLessThan(odds);
    expect(after.prices.X!).toBeGreaterThan(before.prices.X!);
    expect(after.prices['2']!).toBeGreaterThan(before.prices['2']!);
    expect(after.prices.O).toBe(before.prices.O);
    const overround = (['1', 'X', '2'] as const).reduce((sum, market) => sum + 10_000 / after.prices[market]!, 0);
    expect(overround).toBeGreaterThan(1.05);
    expect(overround).toBeLessThan(1.08);
    // Another player's bet is priced on that book; the verifier prices it from the seed, that book and its stake.
    const other = await player(100_000);
    const second = (await bet(other.game, 1_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '2' }], 'book-move-2', 'any')).json();
    t.clock.advance(fixture.decidesAt + 1 - t.clock.now());
    await runScheduledStep(studio);
    const decided = (await schedule(FOOTBALL)).results.find((round) => round.roundId === fixture.roundId)!;
    const replayed = (book?: Record<string, number>) => {
      const bet = { league: 'PFL', market: '2', stake: 1_000, ...(book ? { book } : {}) };
      const replay = replayScheduled('scheduled-sports', decided.serverSeed!, decided.clientSeed, bet);
      return sportsPrice(replay.detail as SportsFixture, '2', book ?? {}, book ? 1_000 : 0);
    };
    expect(replayed()).toBe(before.prices['2']);
    expect(replayed(after.book)).toBe(second.value.legs[0].odds);
  });

  it('refuses a bet at a price that moved (ODDS_CHANGED with the new price), and takes it when the slip accepts the move', async () => {
    const { token, game } = await player(5_000_000);
    const fixture = (await open(FOOTBALL)).at(-1)!;
    const seen = fixture.detail.prices;
    const mover = await player(5_000_000);
    expect(
      (await bet(mover.game, 2_000_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '1' }], 'book-mover')).json().success,
    ).toBe(true);
    const moved = (await fixtureNow(FOOTBALL, fixture.roundId)).board!.book;
    // The answer names the price a bet of this stake is taken at now.
    const priceNow = (market: SportsMarket, book: SportsBook = moved) => sportsPrice(fixture.detail, market, book, 1_000);
    const stale = (
      await bet(game, 1_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '1', odds: seen['1'] }], 'book-stale')
    ).json();
    expect(stale).toMatchObject({ success: false, code: 'ODDS_CHANGED', odds: [{ roundId: fixture.roundId, odds: priceNow('1') }] });
    expect(stale.message).toContain('price changed');
    expect(await balanceOf(token)).toBe(5_000_000);
    // "Higher odds": a lengthened price is taken, a shortened one is not.
    const shorter = await bet(
      game,
      1_000,
      [{ game: FOOTBALL, roundId: fixture.roundId, market: '1', odds: seen['1'] }],
      'book-high-1',
      'higher',
    );
    expect(shorter.json().code).toBe('ODDS_CHANGED');
    const longer = (
      await bet(game, 1_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '2', odds: seen['2'] }], 'book-high-2', 'higher')
    ).json();
    expect(longer.success, JSON.stringify(longer)).toBe(true);
    expect(longer.value.legs[0].odds).toBe(priceNow('2'));
    // "Any odds": taken at the price of the moment. The player's own bet on '2' just above moved the
    // public book, but never lengthens their own price on '1': their price leaves it out.
    const bookNow = (await fixtureNow(FOOTBALL, fixture.roundId)).board!.book;
    const any = (
      await bet(game, 1_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '1', odds: seen['1'] }], 'book-any', 'any')
    ).json();
    expect(any.success, JSON.stringify(any)).toBe(true);
    const mine = bookForBet(bookNow, { '2': owed(1_000, longer.value.legs[0].odds) }, '1');
    expect(any.value.legs[0].odds).toBe(priceNow('1', mine));
    expect(any.value.legs[0].odds).toBeLessThanOrEqual(priceNow('1', bookNow)!);
    expect(await balanceOf(token)).toBe(5_000_000 - 2_000);
  });

  it('prices parallel bets one after another: the book totals are exact and each bet has the price its turn gave', async () => {
    const fixture = (await open(MOBA)).at(-1)!;
    const players = await Promise.all(Array.from({ length: 8 }, () => player(1_000_000)));
    const answers = await Promise.all(
      players.map(({ game }, index) => bet(game, 500_000, [{ game: MOBA, roundId: fixture.roundId, market: '1' }], `book-rush-${index}`)),
    );
    for (const answer of answers) expect(answer.json().success, answer.body).toBe(true);
    // The k-th bet taken was priced on the payouts of the k bets before it, never on a book another bet had also seen.
    const taken = answers.map((answer) => answer.json().value.legs[0].odds as number).sort((a, b) => b - a);
    const turns: number[] = [];
    let book = 0;
    for (let k = 0; k < 8; k += 1) {
      turns.push(sportsPrice(fixture.detail, '1', { '1': book }, 500_000)!);
      book += owed(500_000, turns[k]!);
    }
    expect(taken).toEqual(turns);
    const board = (await fixtureNow(MOBA, fixture.roundId)).board!;
    expect(board.book).toEqual({ '1': book });
    expect(board.prices['1']).toBe(sportsPrice(fixture.detail, '1', { '1': book }));
  });

  it("prices a single's cash-out on the book of the moment and refuses an offer that moved", async () => {
    const { token, game } = await player(5_000_000);
    const fixture = (await open(FOOTBALL)).at(-2)!;
    const placed = (await bet(game, 100_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '2' }], 'book-co-single')).json().value;
    const mine = owed(100_000, placed.legs[0].odds as number);
    const seen = await cashOutOf(game, placed.betId);
    // Valued without the player's own money: the payout at the fixture's fair chance.
    expect(seen).toBe(Math.floor(mine * sportsChance(fixture.detail, '2', {})));
    // Others back the same side: it shortens, and the bet is worth more.
    const crowd = await player(5_000_000);
    const crowdBet = (
      await bet(crowd.game, 3_000_000, [{ game: FOOTBALL, roundId: fixture.roundId, market: '2' }], 'book-co-crowd')
    ).json();
    const theirs = owed(3_000_000, crowdBet.value.legs[0].odds as number);
    const offer = Math.floor(mine * sportsChance(fixture.detail, '2', { '2': theirs }));
    expect(offer).toBeGreaterThan(seen!);
    expect(await cashOutOf(game, placed.betId)).toBe(offer);
    const changed = (await cashOut(game, placed.betId, seen)).json();
    expect(changed).toMatchObject({ success: false, code: 'CASH_OUT_CHANGED', offer });
    expect((await cashOut(game, placed.betId, undefined)).json().code).toBe('VALIDATION_FAILED');
    const paid = (await cashOut(game, placed.betId, offer)).json();
    expect(paid.success, JSON.stringify(paid)).toBe(true);
    expect(paid.value).toMatchObject({ outcome: 'CASHED_OUT', payout: offer });
    expect(await balanceOf(token)).toBe(5_000_000 - 100_000 + offer);
    // A bet cashed out leaves the book.
    expect((await fixtureNow(FOOTBALL, fixture.roundId)).board!.book).toEqual({ '2': theirs });
  });

  it("prices a parlay's cash-out on its open leg once its other legs are settled: a won leg at its price, a void leg at 1", async () => {
    // Move on until an open fixture is one its committed seed abandons, with a later fixture still open after it is decided.
    const findVoid = async () => {
      for (const league of [FOOTBALL, MOBA]) {
        const rounds = [...(await open(FOOTBALL)), ...(await open(MOBA))];
        const latest = Math.max(...rounds.map((round) => round.closesAt));
        for (const round of await open(league))
          if (round.closesAt - t.clock.now() > 60_000 && round.decidesAt + 60_000 < latest && (await fateOf(round)).abandoned)
            return { game: league, round };
      }
      return undefined;
    };
    let voided = await findVoid();
    for (let step = 0; !voided && step < 150; step += 1) {
      t.clock.advance(180_000);
      await runScheduledStep(studio);
      voided = await findVoid();
    }
    expect(voided).toBeDefined();
    const { token, game } = await player(5_000_000);
    const candidates = [
      ...(await open(FOOTBALL)).map((round) => ({ game: FOOTBALL, round })),
      ...(await open(MOBA)).map((round) => ({ game: MOBA, round })),
    ];
    // A fixture the player wins, decided with the void one long before the last open fixture starts.
    let won: { game: string; round: PublicRound; market: SportsMarket } | undefined;
    for (const one of candidates) {
      if (won || one.round.roundId === voided!.round.roundId || one.round.closesAt - t.clock.now() < 60_000) continue;
      if (one.round.decidesAt + 60_000 >= Math.max(...candidates.map((c) => c.round.closesAt))) continue;
      const fate = await fateOf(one.round);
      if (fate.abandoned) continue;
      won = { ...one, market: fate.home > fate.away ? '1' : fate.home < fate.away ? '2' : 'X' };
    }
    expect(won).toBeDefined();
    const decidedBy = Math.max(voided!.round.decidesAt, won!.round.decidesAt);
    const last = candidates.find((one) => one.round.closesAt > decidedBy + 30_000 && one.round.roundId !== won!.round.roundId)!;
    const parlay = (
      await bet(
        game,
        100_000,
        [
          { game: voided!.game, roundId: voided!.round.roundId, market: '1' },
          { game: won!.game, roundId: won!.round.roundId, market: won!.market },
          { game: last.game, roundId: last.round.roundId, market: 'U' },
        ],
        'book-co-parlay',
      )
    ).json();
    expect(parlay.success, JSON.stringify(parlay)).toBe(true);
    const [, wonLeg, openLeg] = parlay.value.legs as { odds: number }[];

    // While a leg is in play there is no offer.
    t.clock.advance(Math.min(voided!.round.closesAt, won!.round.closesAt) + 1 - t.clock.now());
    expect(await cashOutOf(game, parlay.value.betId)).toBeNull();
    t.clock.advance(decidedBy + 1 - t.clock.now());
    await runScheduledStep(studio);
    expect((await betsOf(game)).bets.find((one) => one.betId === parlay.value.betId)!.status).toBe('PLACED');
    // Settled legs: the void one counts 1, the won one its price; the open leg is valued at its market's chance of the moment.
    const payout = Math.floor((100_000 * wonLeg!.odds * openLeg!.odds) / (ODDS_SCALE * ODDS_SCALE));
    const offer = Math.floor(payout * sportsChance(last.round.detail, 'U', {}));
    expect(await cashOutOf(game, parlay.value.betId)).toBe(offer);
    const paid = (await cashOut(game, parlay.value.betId, offer)).json();
    expect(paid.success, JSON.stringify(paid)).toBe(true);
    expect(await balanceOf(token)).toBe(5_000_000 - 100_000 + offer);

    // Settled later with its last fixture, it is never paid again.
    await through(last.round);
    await runScheduledStep(studio);
    expect((await betsOf(game)).bets.find((one) => one.betId === parlay.value.betId)).toMatchObject({
      status: 'PAID',
      outcome: 'CASHED_OUT',
      payout: offer,
    });
    expect(await balanceOf(token)).toBe(5_000_000 - 100_000 + offer);
    await checkLedger(t.app.ctx.db);
  });
});
