import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyRound, type VerifiableRound } from '@panalo/contract/fair/verify-round';
import { isStudioFairGame } from '@panalo/contract/fair/studio-replay';
import { importCatalogue } from '../modules/games/catalogue-import';
import { demoCatalogue, setDemoLaunchPages } from '../seed/demo-catalogue';
import { fundedMember } from '../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../test-support/test-app.test-kit';

/**
 * The verifier replays studio rounds: a round's betting record keeps the game (`studio-<kind>`),
 * the bet as the engine needs it and the seeds; once the session's seed is revealed, the
 * contract's verifier recomputes the same payout and the same outcome the studio played.
 */
describe(`studio rounds at the verifier (${testDatabaseName()})`, () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, demoCatalogue(0.05), t.clock.now());
    await setDemoLaunchPages(t.app.ctx.db);
  }, 120_000);
  afterAll(() => t.close());

  async function session(token: string, vendor: string, classify: string): Promise<{ game: string; session: string; bets: number[] }> {
    const list = await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${vendor}&gameClassify=${classify}&pageSize=1` });
    const game = list.json().value.games[0] as { nodeId: number; gameCode: string };
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: game.nodeId },
      headers: bearer(token),
    });
    const address = new URL(launched.json().value.url, 'http://site.test');
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    const config = JSON.parse(/<script type="application\/json" id="studio-config">(.*?)<\/script>/s.exec(page.body)![1]!) as {
      bets: number[];
    };
    return { game: game.gameCode, session: address.searchParams.get('token')!, bets: config.bets };
  }

  it.each([
    ['slot', 'LUCKYREEL', 'SC', (bet: number) => ({ lineBet: bet })],
    ['wheel', 'BAYANIPLAY', 'AC', (bet: number) => ({ amount: bet })],
    ['bingo', 'BINGOBAY', 'BG', (bet: number) => ({ cards: 2, cardBet: bet })],
  ] as const)('replays a %s round from its betting record with the revealed seed', async (_kind, vendor, classify, betOf) => {
    const { token } = await fundedMember(t, `verify${vendor.toLowerCase().slice(0, 6)}`, 1_000_000);
    const open = await session(token, vendor, classify);
    const played: { roundId: string; payout: number; result: { outcome: Record<string, unknown> } }[] = [];
    for (const key of ['a', 'b', 'c']) {
      const answer = await t.request({
        method: 'POST',
        url: `/studio/${vendor}/round`,
        payload: { token: open.session, game: open.game, bet: betOf(open.bets[1]!), requestKey: `verify-${key}` },
      });
      expect(answer.json().success).toBe(true);
      played.push(answer.json().value);
    }
    const rotated = await t.request({ method: 'POST', url: `/studio/${vendor}/seeds/rotate`, payload: { token: open.session } });
    const revealed = rotated.json().value.revealed[0] as { serverSeed: string };

    const records = (await t.request({ method: 'GET', url: `/wps/member/betRecords?vassalage=${vendor}`, headers: bearer(token) })).json()
      .value.list as { roundId: string; win: number; fairness: Record<string, unknown> }[];
    expect(records).toHaveLength(3);
    for (const round of played) {
      const record = records.find((entry) => entry.roundId === round.roundId)!;
      const { game, bet, serverSeedHash, clientSeed, nonce } = record.fairness as {
        game: string;
        bet: Record<string, unknown>;
        serverSeedHash: string;
        clientSeed: string;
        nonce: number;
      };
      expect(isStudioFairGame(game)).toBe(true);
      const check = verifyRound({ serverSeed: revealed.serverSeed, clientSeed, nonce }, serverSeedHash, { game, bet } as VerifiableRound);
      expect(check.seedMatches).toBe(true);
      expect(check.replay.outcome.payout).toBe(record.win);
      expect(check.replay.outcome).toEqual(round.result.outcome);
    }
    // A wrong seed does not match the published hash.
    const wrong = verifyRound(
      { serverSeed: '00'.repeat(32), clientSeed: 'x', nonce: 0 },
      records[0]!.fairness.serverSeedHash as string,
      {
        game: records[0]!.fairness.game,
        bet: records[0]!.fairness.bet,
      } as VerifiableRound,
    );
    expect(wrong.seedMatches).toBe(false);
  });
});
