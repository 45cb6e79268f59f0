import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { FISH_SPECIES, playFish } from '@panalo/contract/fair/studio-fish';
import { fairStream } from '@panalo/contract/fair/fair-stream';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../test-support/games-kit.test-kit';
import { checkLedger } from '../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';

const VENDOR = 'FISHTEST';

const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Fish Test', gameType: 'FISH', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [
    catalogueGame(VENDOR, 'FT_REEF', 'Test Reef Hunter', {
      gameType: 'FISH',
      gameClassify: 'AC',
      minBet: 100,
      minLineNum: 0,
      supportPlay: 0,
    }),
  ],
};

describe(`the studio's fishing game (${testDatabaseName()})`, () => {
  let t: TestApp;
  let members = 0;
  let nodeId = 0;

  beforeAll(async () => {
    // Quick shots arrive together: a pool large enough that they really run in parallel.
    t = await createTestApp({ DATABASE_POOL_SIZE: '24' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games;
    nodeId = (list as { nodeId: number }[])[0]!.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const member = (balance: number) => fundedMember(t, `fisher${String((members += 1)).padStart(3, '0')}`, balance);
  async function session(balance: number): Promise<{ token: string; session: string; address: URL }> {
    const { token } = await member(balance);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
    const address = new URL(launched.json().value.url, 'http://site.test');
    return { token, session: address.searchParams.get('token')!, address };
  }
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;
  const shoot = (sessionToken: string, bet: unknown, requestKey: string) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/round`, payload: { token: sessionToken, game: 'FT_REEF', bet, requestKey } });

  it('lists the fishing game in the FISH lobby once its vendor points to the studio, and opens the sea from a launch', async () => {
    const lobby = (await t.request({ method: 'GET', url: '/lgw/games/list?gameType=FISH' })).json().value.games as { gameCode: string }[];
    expect(lobby.map((game) => game.gameCode)).toContain('FT_REEF');
    const { address } = await session(30_000);
    expect(address.pathname).toBe(studioPagePath(VENDOR));
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Test Reef Hunter');
    expect(page.body).toContain('data-testid="studio-sea"');
    expect(page.body).toContain('data-testid="fish-paytable"');
    expect(page.body).toContain('data-testid="studio-verify"');
    expect(page.body).toContain('"kind":"fish"');
    expect(page.body).toContain('"balance":30000');
    expect(page.body).toContain('96.00%');
    address.searchParams.set('lang', 'TY');
    const tagalog = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(tagalog.body).toContain('Taya bawat putok');
  });

  it('plays a shot as one round: the bet, then the win of the fish the fair stream says was hit and caught', async () => {
    const { token, session: sessionToken } = await session(50_000);
    const answer = (await shoot(sessionToken, { amount: 100, target: 7 }, 'fish-shot-1')).json();
    expect(answer.success).toBe(true);
    const round = answer.value;
    expect(round.result.kind).toBe('fish');
    expect(round.stake).toBe(100);
    expect(round.balance).toBe(50_000 - 100 + round.payout);
    expect(await balanceOf(token)).toBe(round.balance);

    // The server seed is revealed on rotation, and the shot replays from it exactly.
    const rotated = (await t.request({ method: 'POST', url: `/studio/${VENDOR}/seeds/rotate`, payload: { token: sessionToken } })).json()
      .value;
    const serverSeed = rotated.revealed[0].serverSeed as string;
    const replayed = playFish(fairStream(serverSeed, round.fairness.clientSeed, round.fairness.nonce), { amount: 100, target: 7 });
    expect(replayed).toEqual(round.result.outcome);

    const records = await t.app.ctx.db.selectFrom('bet_records').selectAll().where('round_id', '=', round.roundId).execute();
    expect(records.map((record) => [record.status, Number(record.stake), Number(record.win)])).toEqual([['SETTLED', 100, round.payout]]);
    expect(JSON.parse(records[0]!.fairness!)).toMatchObject({ game: 'studio-fish', bet: { amount: 100, target: 7 }, nonce: 0 });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('takes quick consecutive shots as rounds of their own, each with its own key and nonce; a repeated key replays', async () => {
    const { token, session: sessionToken } = await session(100_000);
    const shots = 16;
    const answers = await Promise.all(
      Array.from({ length: shots }, (_, index) =>
        shoot(sessionToken, { amount: 200, target: index % FISH_SPECIES.length }, `volley-${index}`).then((answer) => answer.json()),
      ),
    );
    expect(answers.every((answer) => answer.success)).toBe(true);
    expect(new Set(answers.map((answer) => answer.value.roundId)).size).toBe(shots);
    expect(answers.map((answer) => answer.value.fairness.nonce).sort((a, b) => a - b)).toEqual(Array.from({ length: shots }, (_, i) => i));
    const paid = answers.reduce((sum, answer) => sum + answer.value.payout, 0);
    expect(await balanceOf(token)).toBe(100_000 - shots * 200 + paid);

    const again = (await shoot(sessionToken, { amount: 200, target: 0 }, 'volley-0')).json();
    expect(again.value).toEqual(answers[0].value);
    expect(await balanceOf(token)).toBe(100_000 - shots * 200 + paid);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('refuses a shot off the table, at no species, or over the balance, moving nothing', async () => {
    const { token, session: sessionToken } = await session(150);
    for (const [bet, key] of [
      [{ amount: 150, target: 0 }, 'off-table-1'],
      [{ amount: 100, target: FISH_SPECIES.length }, 'no-species-1'],
      [{ amount: 100, target: 'whale' }, 'no-species-2'],
      [{ amount: 100 }, 'no-species-3'],
    ] as const)
      expect((await shoot(sessionToken, bet, key)).json().code).toBe('VALIDATION_FAILED');
    const poor = (await shoot(sessionToken, { amount: 200, target: 0 }, 'too-much-1')).json();
    expect(poor).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE', balance: 150 });
    expect(await balanceOf(token)).toBe(150);
  });

  it('plays free shots without a session, moving no money', async () => {
    const free = await t.request({ method: 'POST', url: '/wps/game/launchGame/free', payload: { nodeId } });
    const address = new URL(free.json().value.url, 'http://site.test');
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="studio-demo"');
    const demo = await t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/demo-round`,
      payload: { game: 'FT_REEF', bet: { amount: 500, target: 3 }, clientSeed: 'my-seed' },
    });
    const round = demo.json().value;
    expect(round).toMatchObject({ stake: 500, fairness: { clientSeed: 'my-seed', serverSeed: expect.any(String) } });
    expect(playFish(fairStream(round.fairness.serverSeed, 'my-seed', 0), { amount: 500, target: 3 })).toEqual(round.result.outcome);
  });
});
