import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scheduledBetFairness, type BetRecord } from '@panalo/contract/bet-records';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { verifyRound } from '@panalo/contract/fair/verify-round';
import type { CatalogueFile } from '@panalo/contract/games';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { inProcessStudio } from '../studio-in-process';
import type { Studio } from '../studio-context';
import { FIGHT_BETTING_MS, FIGHT_PERIOD_MS } from './cockfight/cockfight-line';
import { runScheduledStep } from './scheduled-settlement.service';

/**
 * The betting record of a scheduled bet (docs/provably-fair.md, "Scheduled games"): while the bet
 * is open it shows its round's seed hash and client seed and never the seed; once paid, the seed
 * the round was decided with, its result, and the bet the verifier replays to the same payout.
 */

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
  opensAt: number;
  closesAt: number;
  decidesAt: number;
  serverSeedHash: string;
  clientSeed: string;
}

describe(`a scheduled bet's fairness in the betting record (${testDatabaseName()})`, () => {
  let t: TestApp;
  let studio: Studio;
  let arenaNode = 0;

  beforeAll(async () => {
    t = await createTestApp();
    studio = inProcessStudio(t.app, t.app.ctx.db);
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}&isGame=GAME` })).json().value.games;
    arenaNode = (list as { gameCode: string; nodeId: number }[]).find((game) => game.gameCode === ARENA)!.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const recordsOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/member/betRecords?pageNo=1&pageSize=20', headers: bearer(token) })).json().value
      .list as BetRecord[];

  async function nextOpenFight(): Promise<PublicRound> {
    const now = t.clock.now();
    const next = (Math.floor((now + FIGHT_BETTING_MS) / FIGHT_PERIOD_MS) + 1) * FIGHT_PERIOD_MS - FIGHT_BETTING_MS;
    t.clock.advance(next - now + 1_000);
    const live = (await t.request({ method: 'GET', url: `/studio/${VENDOR}/schedule?game=${ARENA}` })).json().value.live as PublicRound[];
    const open = live.find((round) => round.opensAt <= t.clock.now() && t.clock.now() < round.closesAt);
    expect(open, 'a fight takes bets').toBeDefined();
    return open!;
  }

  it('shows an open bet its round hash only, and a settled one the revealed seed that replays to its result and payout', async () => {
    const { token } = await fundedMember(t, 'fairbet001', 100_000);
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: arenaNode },
      headers: bearer(token),
    });
    const session = new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
    const fight = await nextOpenFight();
    const placed = await t.request({
      method: 'POST',
      url: `/studio/${VENDOR}/bets`,
      payload: {
        token: session,
        requestKey: 'fair-bet-1',
        stake: 2_000,
        legs: [{ game: ARENA, roundId: fight.roundId, pick: { side: 'meron' } }],
      },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const odds = placed.json().value.legs[0].odds as number;

    // Open: the fight's committed hash and client seed, never its seed nor a result.
    const [open] = await recordsOf(token);
    expect(open).toMatchObject({ vassalage: VENDOR, status: 'OPEN' });
    const openFairness = scheduledBetFairness.parse(open!.fairness);
    expect(openFairness.game).toBe('scheduled-cockfight');
    expect(openFairness.rounds).toEqual([
      {
        roundNo: expect.any(Number),
        serverSeedHash: fight.serverSeedHash,
        clientSeed: fight.clientSeed,
        bet: { pick: 'meron', stake: 2_000, odds },
      },
    ]);
    const row = await studio.db
      .selectFrom('studio_scheduled_rounds')
      .selectAll()
      .where('round_id', '=', fight.roundId)
      .executeTakeFirstOrThrow();
    expect(JSON.stringify(open)).not.toContain(row.server_seed);

    // Decided and paid: the seed, the stored result, and a replay that gives both back.
    t.clock.advance(fight.decidesAt - t.clock.now() + 1);
    await runScheduledStep(studio);
    const [settled] = await recordsOf(token);
    expect(settled!.status).toBe('SETTLED');
    const [round] = scheduledBetFairness.parse(settled!.fairness).rounds;
    const decided = await studio.db
      .selectFrom('studio_scheduled_rounds')
      .selectAll()
      .where('round_id', '=', fight.roundId)
      .executeTakeFirstOrThrow();
    expect(round!.serverSeed).toBe(decided.server_seed);
    expect(round!.result).toEqual(JSON.parse(decided.result!));
    const check = verifyRound({ serverSeed: round!.serverSeed!, clientSeed: round!.clientSeed, nonce: 1 }, round!.serverSeedHash, {
      game: 'scheduled-cockfight',
      bet: round!.bet,
    });
    expect(check.seedMatches).toBe(true);
    expect(sha256Hex(round!.serverSeed!)).toBe(fight.serverSeedHash);
    expect(check.replay.outcome).toMatchObject({ result: round!.result, payout: settled!.win });
  });
});
