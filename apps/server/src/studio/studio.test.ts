import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../modules/games/catalogue.repository';
import { brandSecret } from '../test-support/brand-secrets.test-kit';
import { catalogueGame, fundedMember } from '../test-support/games-kit.test-kit';
import { checkLedger } from '../test-support/ledger-invariants.test-kit';
import { seamlessConformance } from '../test-support/seamless-conformance.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';
import { fetchTransport } from './fetch-transport';
import { PlatformClient, type BrandRef, type PlatformTransport } from './platform-client';
import type { StudioDb } from './studio-schema';
import { studioPlugin } from './studio.plugin';

const VENDOR = 'STUDIOTEST';

const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Studio Test', gameType: 'RNG', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [
    catalogueGame(VENDOR, 'ST_SLOT', 'Golden Test Reels', { gameClassify: 'SC', minBet: 200, minLineNum: 20, supportPlay: 0 }),
    catalogueGame(VENDOR, 'ST_WHEEL', 'Test Prize Wheel', { gameClassify: 'AC', minBet: 100, minLineNum: 0, supportPlay: 0 }),
    catalogueGame(VENDOR, 'ST_FISH', 'Not A Studio Game', { gameClassify: 'TG', minLineNum: 0 }),
  ],
};

describe(`the sandbox game studio as a vendor (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let members = 0;
  const nodeIds: Record<string, number> = {};

  beforeAll(async () => {
    // The conformance suite fires calls at once: a pool large enough that they really run in parallel.
    t = await createTestApp({ DATABASE_POOL_SIZE: '24' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    secret = await brandSecret(t, 'vendor', VENDOR);
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games;
    for (const game of list as { gameCode: string; nodeId: number }[]) nodeIds[game.gameCode] = game.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const member = (balance: number) => fundedMember(t, `studio${String((members += 1)).padStart(3, '0')}`, balance);
  /** A launch through the platform's launch API: the studio page's address, with the game session token. */
  async function launch(token: string, game: string): Promise<URL> {
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: nodeIds[game] },
      headers: bearer(token),
    });
    return new URL(launched.json().value.url, 'http://site.test');
  }
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value;
  const round = (session: string, game: string, bet: unknown, requestKey: string) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/round`, payload: { token: session, game, bet, requestKey } });

  seamlessConformance('the sandbox game studio', () => ({
    t,
    vendor: VENDOR,
    secret,
    session: async (balance) => (await launch((await member(balance)).token, 'ST_SLOT')).searchParams.get('token')!,
  }));

  it('opens its game page from the launch, drawn from the catalogue entry, with the member balance', async () => {
    const { token } = await member(50_000);
    const address = await launch(token, 'ST_SLOT');
    expect(address.pathname).toBe(studioPagePath(VENDOR));
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'nonce-");
    expect(page.body).toContain('Golden Test Reels');
    expect(page.body).toContain('data-testid="studio-reels"');
    expect(page.body).toContain('"balance":50000');
    expect(page.body).toContain('"lines":20');

    const wheel = await launch(token, 'ST_WHEEL');
    const wheelPage = await t.request({ method: 'GET', url: `${wheel.pathname}${wheel.search}` });
    expect(wheelPage.body).toContain('data-testid="studio-wheel"');

    const unknown = await t.request({ method: 'GET', url: `${address.pathname}?game=ST_SLOT&token=${'x'.repeat(40)}` });
    expect(unknown.statusCode).toBe(401);
    const notStudio = await t.request({ method: 'GET', url: `${address.pathname}?game=ST_FISH&mode=demo` });
    expect(notStudio.statusCode).toBe(404);
  });

  it('plays a slot round and a wheel round that move the balance and the bet records by exactly their result', async () => {
    const { token } = await member(100_000);
    const slotSession = (await launch(token, 'ST_SLOT')).searchParams.get('token')!;
    // Bet per line 10 (the catalogue's 2.00 minimum over 20 lines): a stake of 200.
    const slot = (await round(slotSession, 'ST_SLOT', { lineBet: 10 }, 'slot-round-1')).json();
    expect(slot.success).toBe(true);
    expect(slot.value.stake).toBe(200);
    expect(slot.value.balance).toBe(100_000 - 200 + slot.value.payout);
    expect((await balanceOf(token)).balance).toBe(slot.value.balance);

    const wheelSession = (await launch(token, 'ST_WHEEL')).searchParams.get('token')!;
    const wheel = (await round(wheelSession, 'ST_WHEEL', { amount: 500 }, 'wheel-round-1')).json();
    expect(wheel.value.result.kind).toBe('wheel');
    expect(wheel.value.balance).toBe(slot.value.balance - 500 + wheel.value.payout);

    const records = await t.app.ctx.db
      .selectFrom('bet_records')
      .selectAll()
      .where('vendor_code', '=', VENDOR)
      .where('round_id', 'in', [slot.value.roundId, wheel.value.roundId])
      .orderBy('id')
      .execute();
    expect(records.map((record) => [record.status, Number(record.stake), Number(record.win)])).toEqual([
      ['SETTLED', 200, slot.value.payout],
      ['SETTLED', 500, wheel.value.payout],
    ]);
    expect(JSON.parse(records[0]!.fairness!)).toMatchObject({ game: 'studio-slot', nonce: 0 });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('replays a repeated request instead of betting twice, and refuses what the wallet refuses', async () => {
    const { token } = await member(1_000);
    const session = (await launch(token, 'ST_WHEEL')).searchParams.get('token')!;
    const first = (await round(session, 'ST_WHEEL', { amount: 500 }, 'same-request')).json();
    const again = (await round(session, 'ST_WHEEL', { amount: 500 }, 'same-request')).json();
    expect(again.value).toEqual(first.value);
    expect((await balanceOf(token)).balance).toBe(first.value.balance);

    const poor = await member(100);
    const poorSession = (await launch(poor.token, 'ST_WHEEL')).searchParams.get('token')!;
    const refused = (await round(poorSession, 'ST_WHEEL', { amount: 500 }, 'too-much-1')).json();
    expect(refused).toMatchObject({ success: false, code: 'INSUFFICIENT_BALANCE', balance: 100 });
    const offTable = (await round(poorSession, 'ST_WHEEL', { amount: 130 }, 'off-table-1')).json();
    expect(offTable.code).toBe('VALIDATION_FAILED');
    const rubbish = await t.request({ method: 'POST', url: `/studio/${VENDOR}/round`, payload: { nonsense: true } });
    expect(rubbish.json().code).toBe('VALIDATION_FAILED');
    expect((await balanceOf(poor.token)).balance).toBe(100);
  });

  it('plays many rounds at once on one session, each bet once, every nonce used once', async () => {
    const { token } = await member(20_000);
    const session = (await launch(token, 'ST_WHEEL')).searchParams.get('token')!;
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        round(session, 'ST_WHEEL', { amount: 100 }, `parallel-${index}`).then((answer) => answer.json()),
      ),
    );
    expect(answers.every((answer) => answer.success)).toBe(true);
    const nonces = answers.map((answer) => answer.value.fairness.nonce).sort((a, b) => a - b);
    expect(nonces).toEqual(Array.from({ length: 12 }, (_, index) => index));
    const paid = answers.reduce((sum, answer) => sum + answer.value.payout, 0);
    expect((await balanceOf(token)).balance).toBe(20_000 - 1_200 + paid);
  });

  it('opens free play without a session and plays demo rounds that move no money', async () => {
    const free = await t.request({ method: 'POST', url: '/wps/game/launchGame/free', payload: { nodeId: nodeIds.ST_SLOT } });
    const address = new URL(free.json().value.url, 'http://site.test');
    expect(address.searchParams.get('mode')).toBe('demo');
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="studio-demo"');
    const demo = await t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/demo-round`,
      payload: { game: 'ST_SLOT', bet: { lineBet: 10 }, clientSeed: 'my-seed' },
    });
    expect(demo.json().value).toMatchObject({ stake: 200, fairness: { clientSeed: 'my-seed', serverSeed: expect.any(String) } });
  });

  it('shows the seeds of a session and reveals them on rotation', async () => {
    const { token } = await member(10_000);
    const session = (await launch(token, 'ST_WHEEL')).searchParams.get('token')!;
    await round(session, 'ST_WHEEL', { amount: 100 }, 'seeded-1');
    const seeds = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/seeds?token=${session}` })).json().value;
    expect(seeds.active.nonce).toBe(1);
    const rotated = (
      await t.request({ method: 'POST', url: `/studio/${VENDOR}/seeds/rotate`, payload: { token: session, clientSeed: 'mine' } })
    ).json().value;
    expect(rotated.active).toMatchObject({ clientSeed: 'mine', nonce: 0 });
    expect(rotated.revealed[0]).toMatchObject({ serverSeedHash: seeds.active.serverSeedHash, roundsPlayed: 1 });
    const stranger = await t.request({ method: 'GET', url: `/studio/${VENDOR}/seeds?token=${'y'.repeat(40)}` });
    expect(stranger.json().code).toBe('GAME_SESSION_INVALID');
  });

  it('runs as its own process too: over real HTTP to the platform, naming the brand by its code', async () => {
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const own = Fastify();
    const secrets = async (brandRef: BrandRef, vendor: string) => (brandRef.code === 'brand' && vendor === VENDOR ? secret : null);
    const now = () => t.clock.now();
    await own.register(
      studioPlugin({ db: t.app.ctx.db as unknown as StudioDb, platform: new PlatformClient(fetchTransport(address), secrets, now), now }),
    );
    try {
      const { token } = await member(10_000);
      const session = (await launch(token, 'ST_WHEEL')).searchParams.get('token')!;
      const page = await own.inject({ method: 'GET', url: `/studio/${VENDOR}/play?game=ST_WHEEL&token=${session}&brand=brand` });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('Test Prize Wheel');
      const played = (
        await own.inject({
          method: 'POST',
          url: `/studio/${VENDOR}/round`,
          payload: { token: session, game: 'ST_WHEEL', bet: { amount: 100 }, requestKey: 'own-process-1', brand: 'brand' },
        })
      ).json();
      expect(played.value.balance).toBe(10_000 - 100 + played.value.payout);
      expect((await balanceOf(token)).balance).toBe(played.value.balance);
    } finally {
      await own.close();
    }
  });

  it('rolls the bet back when the win cannot be delivered, so a failed round costs the player nothing', async () => {
    const winsLost: string[] = [];
    const transport: PlatformTransport = async (request) => {
      if (request.path.endsWith('/win')) {
        winsLost.push(request.path);
        throw new Error('connection reset');
      }
      const answer = await t.app.inject({ method: request.method, url: request.path, headers: request.headers, payload: request.body });
      return { status: answer.statusCode, body: answer.json() };
    };
    const secrets = async () => secret;
    const now = () => t.clock.now();
    const flaky = Fastify();
    await flaky.register(
      studioPlugin({ db: t.app.ctx.db as unknown as StudioDb, platform: new PlatformClient(transport, secrets, now), now }),
    );
    try {
      const { token } = await member(5_000);
      const session = (await launch(token, 'ST_WHEEL')).searchParams.get('token')!;
      const refused = await flaky.inject({
        method: 'POST',
        url: `/studio/${VENDOR}/round`,
        headers: { host: 'brand.test' },
        payload: { token: session, game: 'ST_WHEEL', bet: { amount: 1_000 }, requestKey: 'lost-win-1', brand: 'brand' },
      });
      expect(refused.json()).toMatchObject({ success: false, code: 'SERVER_BUSY', balance: 5_000 });
      expect(winsLost).toHaveLength(3);
      expect((await balanceOf(token)).balance).toBe(5_000);
      const studioDb = t.app.ctx.db as unknown as StudioDb;
      const record = await studioDb
        .selectFrom('studio_rounds')
        .selectAll()
        .where('request_key', '=', 'lost-win-1')
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({ status: 'ROLLED_BACK' });
    } finally {
      await flaky.close();
    }
  });
});
