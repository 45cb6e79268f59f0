import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportsChance } from '@panalo/contract/fair/sports-book';
import { leagueOfKey, replaySportsFixture, type SportsFixture } from '@panalo/contract/fair/studio-sports';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../../modules/games/catalogue-import';
import { demoCatalogue, setDemoLaunchPages } from '../../../seed/demo-catalogue';
import { fundedMember } from '../../../test-support/games-kit.test-kit';
import { checkLedger } from '../../../test-support/ledger-invariants.test-kit';
import { sportsBookCalls } from '../../../test-support/sports-book-calls.test-kit';
import { walletCalls } from '../../../test-support/wallet-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../../test-support/test-app.test-kit';
import type { Studio } from '../../studio-context';
import { inProcessStudio } from '../../studio-in-process';
import { ODDS_SCALE } from '../scheduled-game';
import { runScheduledStep } from '../scheduled-settlement.service';

/**
 * The demo's transfer-mode sports book, Sandbox Sports (docs/studio.md, "A transfer-mode vendor"),
 * as the demo catalogue makes it: its leagues are the studio's sports book, and its bets and wins
 * move the member's wallet at the vendor, which the transfer relay fills and empties. Wins paid by
 * the scheduler after the member's session ended land there too.
 */
const VENDOR = 'SBXSPORT';
const FOOTBALL = `${VENDOR}_PFL`;
const BASKETBALL = `${VENDOR}_PBL`;

interface Fixture {
  roundId: string;
  closesAt: number;
  decidesAt: number;
  clientSeed: string;
  detail: SportsFixture;
}

describe(`Sandbox Sports, a transfer-mode book at the studio (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let lobbyNodeId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    // The demo catalogue's own entries of the vendor (its card and leagues), and its launch page.
    const demo = demoCatalogue(0.05);
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      { vendors: demo.vendors.filter((vendor) => vendor.code === VENDOR), games: demo.games.filter((game) => game.vendor === VENDOR) },
      t.clock.now(),
    );
    await setDemoLaunchPages(t.app.ctx.db);
    const lobby = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=VASSALAGE` })).json().value.games;
    lobbyNodeId = (lobby as { nodeId: number }[])[0]!.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const { transfer, newKey, walletsAt } = walletCalls(() => t);
  const wallets = (token: string) => walletsAt(VENDOR, token);
  const { schedule, bet, betsOf } = sportsBookCalls<Fixture>(() => t, VENDOR);
  const open = async (game: string) => (await schedule(game)).live.filter((round) => round.closesAt > t.clock.now() + 60_000);
  const pageConfig = (body: string) =>
    JSON.parse(/<script type="application\/json" id="studio-config">(.*?)<\/script>/s.exec(body)![1]!) as {
      balance: number;
      leagues: { game: string }[];
    };
  /** What a football fixture will turn out as: its committed seed replayed (the test reads the studio's store). */
  async function homeWinPays(fixture: Fixture, stake: number, odds: number): Promise<number> {
    const row = await studio.db
      .selectFrom('studio_scheduled_rounds')
      .select('server_seed')
      .where('round_id', '=', fixture.roundId)
      .executeTakeFirstOrThrow();
    const { result } = replaySportsFixture(row.server_seed, fixture.clientSeed, leagueOfKey('PFL')!);
    if (result.abandoned) return stake;
    return result.home > result.away ? Math.floor((stake * odds) / ODDS_SCALE) : 0;
  }

  it('takes singles and parlays from the vendor wallet, pays them there after the session ended, and brings the result home', async () => {
    const { token, memberId } = await fundedMember(t, 'sbxsport01', 100_000);
    expect((await transfer({ from: 'MAIN', to: VENDOR, amount: 30_000 }, newKey(), token)).json().success).toBe(true);

    // The card opens the book at the studio in the site's frame, with the money at the vendor.
    const launched = (
      await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: lobbyNodeId }, headers: bearer(token) })
    ).json().value;
    expect(launched).toMatchObject({ launchMode: 'INPAGE', walletMode: 'TRANSFER', walletCode: VENDOR });
    const address = new URL(launched.url, 'http://site.test');
    expect(address.pathname).toBe(studioPagePath(VENDOR));
    const game = address.searchParams.get('token')!;
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(pageConfig(page.body)).toMatchObject({ balance: 30_000, leagues: [{ game: FOOTBALL }, { game: BASKETBALL }] });

    // A single, a parlay across the two leagues, and a single cashed out before kick-off.
    const [single, partner, cashed] = await open(FOOTBALL);
    const [other] = await open(BASKETBALL);
    const placed = [
      await bet(game, 2_000, [{ game: FOOTBALL, roundId: single!.roundId, market: '1' }], 'sbx-single'),
      await bet(
        game,
        1_000,
        [
          { game: FOOTBALL, roundId: partner!.roundId, market: 'U' },
          { game: BASKETBALL, roundId: other!.roundId, market: 'O' },
        ],
        'sbx-parlay',
      ),
      await bet(game, 5_000, [{ game: FOOTBALL, roundId: cashed!.roundId, market: '2' }], 'sbx-cash'),
    ].map((answer) => answer.json());
    for (const answer of placed) expect(answer.success, JSON.stringify(answer)).toBe(true);
    expect(await wallets(token)).toEqual({ main: 70_000, vendor: 22_000 });
    expect((await betsOf(game)).balance).toBe(22_000);
    // A stake the vendor wallet cannot cover is refused, whatever the main wallet holds.
    const refused = (await bet(game, 30_000, [{ game: BASKETBALL, roundId: other!.roundId, market: 'U' }], 'sbx-too-much')).json();
    expect(refused).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE' });

    const cashBet = placed[2].value.betId as string;
    const offer = (await betsOf(game)).bets.find((one) => one.betId === cashBet)!.cashOut!;
    // Nothing else on its fixture: the bet's payout at the fixture's fair chance.
    const owed = Math.floor((5_000 * placed[2].value.legs[0].odds) / ODDS_SCALE);
    expect(offer).toBe(Math.floor(owed * sportsChance(cashed!.detail, '2', {})));
    expect(
      (await t.request({ method: 'POST', url: `/studio/${VENDOR}/bets/${cashBet}/cash-out`, payload: { token: game, offer } })).json(),
    ).toMatchObject({ success: true });
    expect(await wallets(token)).toEqual({ main: 70_000, vendor: 22_000 + offer });

    // The member logs out: the game session ends, the bets ride on, and the scheduler pays them later.
    expect((await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) })).statusCode).toBe(200);
    const late = (await bet(game, 1_000, [{ game: BASKETBALL, roundId: other!.roundId, market: 'U' }], 'sbx-after-logout')).json();
    expect(late).toMatchObject({ success: false, code: 'GAME_SESSION_INVALID' });
    const last = Math.max(single!.decidesAt, partner!.decidesAt, other!.decidesAt);
    t.clock.advance(last + 1 - t.clock.now());
    await runScheduledStep(studio);
    await runScheduledStep(studio);
    const paid = await studio.db
      .selectFrom('studio_scheduled_bets')
      .select(['bet_id', 'status', 'payout'])
      .where(
        'bet_id',
        'in',
        placed.map((answer) => answer.value.betId as string),
      )
      .execute();
    expect(paid.map((row) => row.status)).toEqual(['PAID', 'PAID', 'PAID']);
    const payoutOf = (betId: string) => Number(paid.find((row) => row.bet_id === betId)!.payout);
    const singlePays = payoutOf(placed[0].value.betId);
    expect(singlePays).toBe(await homeWinPays(single!, 2_000, placed[0].value.legs[0].odds));
    const parlayPays = payoutOf(placed[1].value.betId);
    expect(payoutOf(cashBet)).toBe(offer);

    // The wins landed in the vendor wallet; the main wallet has not moved since the transfer.
    const again = await t.login('sbxsport01', 'Player1234');
    const atVendor = 22_000 + offer + singlePays + parlayPays;
    expect(await wallets(again)).toEqual({ main: 70_000, vendor: atVendor });
    const records = await t.app.ctx.db
      .selectFrom('bet_records')
      .select(['stake', 'win', 'status'])
      .where('vendor_code', '=', VENDOR)
      .where('member_id', '=', memberId)
      .execute();
    expect(records.map((row) => [Number(row.stake), Number(row.win), row.status]).sort()).toEqual(
      [
        [2_000, singlePays, 'SETTLED'],
        [1_000, parlayPays, 'SETTLED'],
        [5_000, offer, 'SETTLED'],
      ].sort(),
    );

    // Everything back: the main wallet moves by exactly the bets' result, and its history shows the two moves.
    expect((await transfer({ from: VENDOR, to: 'MAIN', amount: atVendor }, newKey(), again)).json().success).toBe(true);
    const result = atVendor - 30_000;
    expect(result).toBe(-8_000 + singlePays + parlayPays + offer);
    expect(await wallets(again)).toEqual({ main: 100_000 + result, vendor: 0 });
    const history = (await t.request({ method: 'GET', url: '/wps/v2/wallets/transactions?pageSize=10', headers: bearer(again) })).json()
      .value.list as { type: string; amount: number }[];
    expect(history.slice(0, 2).map((row) => [row.type, row.amount])).toEqual([
      ['TRANSFER_IN', atVendor],
      ['TRANSFER_OUT', -30_000],
    ]);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });
});
