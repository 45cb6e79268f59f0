import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../test-support/games-kit.test-kit';
import { checkLedger } from '../test-support/ledger-invariants.test-kit';
import { walletCalls } from '../test-support/wallet-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';

const VENDOR = 'SBXTEST';
const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Transfer Live', gameType: 'LIVE', gameClassify: null, launchMode: 'INPAGE', walletMode: 'transfer' }],
  games: [catalogueGame(VENDOR, 'TL_BAC', 'Baccarat A', { gameType: 'LIVE', gameClassify: 'TG', minBet: 100, minLineNum: 0 })],
};

interface Played {
  roundId: string;
  stake: number;
  payout: number;
  balance: number;
}

/**
 * A transfer-mode vendor at the studio (the demo's Sandbox Live): the member moves money to the
 * vendor's wallet through the transfer relay, the table plays from that wallet (the seamless calls
 * of a transfer vendor's session move the vendor wallet, not the main one), and moving it back
 * brings the round's result into the main wallet.
 */
describe(`a transfer-mode vendor's live table at the studio (${testDatabaseName()})`, () => {
  let t: TestApp;
  let nodeId = 0;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    nodeId = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games[0].nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const { transfer, newKey, walletsAt } = walletCalls(() => t);
  const wallets = (token: string) => walletsAt(VENDOR, token);
  const member = (balance: number) => fundedMember(t, `xfer${String((members += 1)).padStart(3, '0')}`, balance);
  const launch = async (token: string) => {
    const launched = (await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) })).json()
      .value;
    return { launched, address: new URL(launched.url, 'http://site.test') };
  };
  const round = (token: string, spots: Record<string, number>, requestKey: string) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/round`, payload: { token, game: 'TL_BAC', bet: { spots }, requestKey } });
  const pageConfig = (body: string) =>
    JSON.parse(/<script type="application\/json" id="studio-config">(.*?)<\/script>/s.exec(body)![1]!) as { balance: number };

  it('plays from the vendor wallet the relay filled, and brings the result back to the main wallet', async () => {
    const { token, memberId } = await member(100_000);
    expect((await transfer({ from: 'MAIN', to: VENDOR, amount: 30_000 }, newKey(), token)).json().success).toBe(true);
    const { launched, address } = await launch(token);
    expect(launched).toMatchObject({ launchMode: 'INPAGE', walletMode: 'TRANSFER', walletCode: VENDOR });
    expect(address.pathname).toBe(studioPagePath(VENDOR));
    const game = address.searchParams.get('token')!;

    // The table shows the money at the vendor, not the main wallet.
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(pageConfig(page.body).balance).toBe(30_000);

    let vendor = 30_000;
    const rounds: Played[] = [];
    for (let deal = 1; deal <= 3; deal += 1) {
      const answer = (await round(game, { player: 1_000, banker: 2_000 }, `xfer-deal-${deal}`)).json();
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      const played = answer.value as Played;
      expect(played.stake).toBe(3_000);
      expect(played.balance).toBe(vendor - played.stake + played.payout);
      vendor = played.balance;
      rounds.push(played);
    }
    // The main wallet does not move while the table plays; the vendor wallet moves by each round.
    expect(await wallets(token)).toEqual({ main: 70_000, vendor });
    const record = await t.app.ctx.db
      .selectFrom('bet_records')
      .selectAll()
      .where('round_id', '=', rounds[0]!.roundId)
      .executeTakeFirstOrThrow();
    expect(record).toMatchObject({ vendor_code: VENDOR, member_id: memberId, status: 'SETTLED' });
    expect([Number(record.stake), Number(record.win), Number(record.balance_before), Number(record.balance_after)]).toEqual([
      3_000,
      rounds[0]!.payout,
      30_000,
      rounds[0]!.balance,
    ]);

    // Everything back: the main wallet holds its start plus the rounds' result, to the centavo.
    const back = (await transfer({ from: VENDOR, to: 'MAIN', amount: vendor }, newKey(), token)).json();
    expect(back.success, JSON.stringify(back)).toBe(true);
    const result = rounds.reduce((sum, played) => sum - played.stake + played.payout, 0);
    expect(await wallets(token)).toEqual({ main: 100_000 + result, vendor: 0 });
    // The main wallet's history shows the two moves; the rounds are in the betting record.
    const history = (await t.request({ method: 'GET', url: '/wps/v2/wallets/transactions?pageSize=10', headers: bearer(token) })).json()
      .value.list as { type: string; amount: number }[];
    expect(history.slice(0, 2).map((row) => [row.type, row.amount])).toEqual([
      ['TRANSFER_IN', 30_000 + result],
      ['TRANSFER_OUT', -30_000],
    ]);

    // The wager and loss limits count the money going to the vendor and coming back, not each bet again.
    const usage = await t.app.ctx.db.selectFrom('play_usage').selectAll().where('member_id', '=', memberId).execute();
    expect(usage.reduce((sum, row) => sum + Number(row.staked), 0)).toBe(30_000);
    expect(usage.reduce((sum, row) => sum + Number(row.won), 0)).toBe(30_000 + result);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('refuses a bet the vendor wallet cannot cover, whatever the main wallet holds, and moves nothing', async () => {
    const { token } = await member(100_000);
    expect((await transfer({ from: 'MAIN', to: VENDOR, amount: 2_000 }, newKey(), token)).json().success).toBe(true);
    const game = (await launch(token)).address.searchParams.get('token')!;
    const refused = (await round(game, { banker: 5_000 }, 'xfer-too-much')).json();
    expect(refused).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE', balance: 2_000 });
    expect(await wallets(token)).toEqual({ main: 98_000, vendor: 2_000 });
    // The money in the main wallet is the member's to move there; until then a launch plays with none.
    const { token: empty } = await member(50_000);
    const address = (await launch(empty)).address;
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(pageConfig(page.body).balance).toBe(0);
    expect((await round(address.searchParams.get('token')!, { banker: 100 }, 'xfer-empty')).json().code).toBe('INSUFFICIENT_BALANCE');
    expect(await wallets(empty)).toEqual({ main: 50_000, vendor: 0 });
  });
});
