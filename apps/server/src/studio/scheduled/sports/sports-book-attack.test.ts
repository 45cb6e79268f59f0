import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leagueOfKey, type SportsFixture, type SportsMarket } from '@panalo/contract/fair/studio-sports';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../../test-support/games-kit.test-kit';
import { checkLedger } from '../../../test-support/ledger-invariants.test-kit';
import { sportsBookCalls } from '../../../test-support/sports-book-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../../test-support/test-app.test-kit';

/**
 * The outside attack test's cash-out round trip on the sports book (issue #37, item 1), through the
 * studio's bet and cash-out calls: back a longshot, back it again with the largest stake so its price
 * collapses, cash out the first bet at the collapsed price, cash out the second. Nobody else bets on
 * the fixture, so no price moved that the players did not move themselves: the cash-outs must come
 * to less than the stakes, whether one player does it or two accounts share the work, one after the
 * other or at once (docs/decisions/0001-own-money-never-moves-own-price.md).
 */
const VENDOR = 'HEDGEBOOK';
const LEAGUE = `${VENDOR}_PFL`;
const MAX_STAKE = 5_000_000;

interface PublicRound {
  roundId: string;
  closesAt: number;
  detail: SportsFixture;
}

describe(`the sports book against a self-made cash-out (${testDatabaseName()})`, () => {
  let t: TestApp;
  let nodeId = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [
          { code: VENDOR, name: 'Hedge Book', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' },
        ],
        games: [
          catalogueGame(VENDOR, `${VENDOR}_LOBBY`, 'Hedge Book', { gameType: 'SPORTS', gameClassify: 'TG', isLobby: true, minLineNum: 0 }),
          catalogueGame(VENDOR, LEAGUE, leagueOfKey('PFL')!.name, { gameType: 'SPORTS', gameClassify: 'TG', minLineNum: 0 }),
        ],
      },
      t.clock.now(),
    );
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const lobby = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=VASSALAGE` })).json().value.games;
    nodeId = (lobby as { nodeId: number }[])[0]!.nodeId;
  }, 120_000);
  afterAll(async () => t.close());

  const { schedule, bet, offerOf, cashOut } = sportsBookCalls<PublicRound>(() => t, VENDOR);
  /** A funded member (an account of its own) who opened the book: the wallet token and the game token. */
  async function player(balance = 20_000_000) {
    const { token } = await fundedMember(t, `hedge${String((members += 1)).padStart(3, '0')}`, balance);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
    return { token, game: new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')! };
  }
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  /** A fixture nobody has bet on, far from kick-off, and its longest price: the longshot. */
  async function untouchedLongshot() {
    t.clock.advance(5 * 60_000);
    const fixture = (await schedule(LEAGUE)).live.filter((round) => round.closesAt > t.clock.now()).at(-1)!;
    const prices = Object.entries(fixture.detail.prices) as [SportsMarket, number][];
    const [market] = prices.reduce((longest, one) => (one[1] > longest[1] ? one : longest));
    return { fixture, leg: { game: LEAGUE, roundId: fixture.roundId, market } };
  }
  /** Places a bet at whatever price the book gives it now (the slip accepts any move). */
  async function backed(game: string, stake: number, leg: { game: string; roundId: string; market: string }, key: string) {
    const answer = (await bet(game, stake, [leg], key, 'any')).json();
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.value as { betId: string; legs: { odds: number }[] };
  }
  /** Cashes a bet out at the offer its player sees now; the amount paid. */
  async function cashedOut(game: string, betId: string) {
    const offer = await offerOf(game, betId);
    const answer = (await cashOut(game, betId, offer)).json();
    expect(answer.success, JSON.stringify(answer)).toBe(true);
    return answer.value.payout as number;
  }

  it('one player: two backs of a longshot, then both cashed out, come to less than the stakes', async () => {
    const { fixture, leg } = await untouchedLongshot();
    const { token, game } = await player();
    const first = await backed(game, MAX_STAKE, leg, 'hedge-one-1');
    const second = await backed(game, MAX_STAKE, leg, 'hedge-one-2');
    const paid = (await cashedOut(game, first.betId)) + (await cashedOut(game, second.betId));
    // Before: the first bet was cashed out at the price the second had collapsed, several times its stake.
    expect(paid).toBeLessThan(2 * MAX_STAKE);
    expect(await balanceOf(token)).toBe(20_000_000 - 2 * MAX_STAKE + paid);
    // A big stake takes the price it moves the market to, not the opening price before it.
    expect(first.legs[0]!.odds).toBeLessThan(fixture.detail.prices[leg.market as SportsMarket]!);
    await checkLedger(t.app.ctx.db);
  });

  it('two accounts: one backs a longshot, the other collapses its price, both cash out: less than the stakes', async () => {
    const { leg } = await untouchedLongshot();
    const a = await player();
    const b = await player();
    const first = await backed(a.game, MAX_STAKE, leg, 'hedge-two-a');
    const alone = (await offerOf(a.game, first.betId))!;
    const second = await backed(b.game, MAX_STAKE, leg, 'hedge-two-b');
    // The first bet is worth more now (someone else's money moved the price): the second paid for that.
    const paidA = await cashedOut(a.game, first.betId);
    const paidB = await cashedOut(b.game, second.betId);
    expect(paidA + paidB).toBeLessThan(2 * MAX_STAKE);
    expect(paidA).toBeGreaterThan(alone);
    expect((await balanceOf(a.token)) + (await balanceOf(b.token))).toBe(40_000_000 - 2 * MAX_STAKE + paidA + paidB);
  });

  it('two accounts cashing out at once are valued one after the other: one is paid, the other told the offer the first left', async () => {
    const { leg } = await untouchedLongshot();
    const a = await player();
    const b = await player();
    const first = await backed(a.game, MAX_STAKE, leg, 'hedge-race-a');
    const second = await backed(b.game, MAX_STAKE, leg, 'hedge-race-b');
    const seen = [await offerOf(a.game, first.betId), await offerOf(b.game, second.betId)];
    const answers = (await Promise.all([cashOut(a.game, first.betId, seen[0]), cashOut(b.game, second.betId, seen[1])])).map((one) =>
      one.json(),
    );
    // Each offer counts the other's bet: whichever is paid first moves the other's.
    expect(answers.filter((answer) => answer.success)).toHaveLength(1);
    const refused = answers.findIndex((answer) => !answer.success);
    expect(answers[refused]).toMatchObject({ code: 'CASH_OUT_CHANGED' });
    const [game, betId] = refused === 0 ? [a.game, first.betId] : [b.game, second.betId];
    const late = (await cashOut(game, betId, answers[refused].offer)).json();
    expect(late.success, JSON.stringify(late)).toBe(true);
    const paid = answers[1 - refused].value.payout + late.value.payout;
    expect(paid).toBeLessThan(2 * MAX_STAKE);
    expect((await balanceOf(a.token)) + (await balanceOf(b.token))).toBe(40_000_000 - 2 * MAX_STAKE + paid);
    await checkLedger(t.app.ctx.db);
  });
});
