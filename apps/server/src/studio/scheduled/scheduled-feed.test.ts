import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SCHEDULED_GAME_RULES, studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { BRAND_HOST, bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { inProcessStudio } from '../studio-in-process';
import { SCHEDULED_GAMES } from './registry';
import { defineScheduledGame } from './scheduled-game';
import { runScheduledStep } from './scheduled-settlement.service';

/**
 * The line feed follows the database, not its own process (docs/studio.md, "The feed"): a page
 * streaming a line from one server process hears of a bet taken and a bet paid by another. The
 * game is a coin called heads or tails at 1.90, a round a minute, that shows its table of bets
 * (`showsBets`), so the stream itself carries each bet's status and payout.
 */
const VENDOR = 'FEEDTEST';
const GAME = 'COIN';
/** Well under the feed's 15 s heartbeat: a state that arrives in time was sent for the change. */
const WITHIN_MS = 5_000;
type Side = 'H' | 'T';
const coin = defineScheduledGame({
  game: 'test',
  line: () => ({ game: 'test', periodMs: 60_000, openAheadMs: 150_000, runMs: 5_000, minBet: 100, maxBet: 100_000, maxLegs: 1 }),
  prepare: (_line, roundNo) => ({ title: `Toss ${roundNo}` }),
  pick: (_line, _round, body) => {
    const side = (body as { side?: unknown }).side;
    if (side !== 'H' && side !== 'T') throw new RangeError('call heads or tails');
    return { key: side, pick: side as Side };
  },
  odds: () => 19_000,
  decide: (_line, _round, stream): Side => (stream.nextUint32() % 2 === 0 ? 'H' : 'T'),
  leg: (_line, _round, pick, result: Side) => (result === pick ? { outcome: 'WON' } : { outcome: 'LOST' }),
  showsBets: true,
  page: (view) => `<!doctype html><title>${view.entry.gameName}</title>`,
});

interface FeedBet {
  betId: string;
  stake: number;
  payout: number;
  status: string;
  outcome: string | null;
}
interface FeedRound {
  roundId: string;
  status: string;
  closesAt: number;
  decidesAt: number;
  serverSeed?: string;
  result?: Side;
  bets?: FeedBet[];
}
interface FeedState {
  now: number;
  live: FeedRound[];
  results: FeedRound[];
}

/**
 * A page's stream of a line: a real server-sent events request to a listening server, its `state`
 * events kept as they arrive. `next` waits for the first state after the last one it returned
 * that passes a check, for a few seconds of real time.
 */
async function openFeed(url: string) {
  const states: FeedState[] = [];
  let wake: () => void = () => {};
  let seen = 0;
  const request = httpRequest(url, { headers: { host: BRAND_HOST, accept: 'text/event-stream' } });
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.once('error', reject);
    request.end();
  });
  // Closing the stream from this side ends the request with an abort: not a failure.
  request.on('error', () => {});
  response.on('error', () => {});
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
  let buffer = '';
  response.setEncoding('utf8');
  response.on('data', (chunk: string) => {
    buffer += chunk;
    for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (/^event: state$/m.test(block) && data) states.push(JSON.parse(data) as FeedState);
    }
    wake();
  });
  return {
    async next(what: string, check: (state: FeedState) => boolean): Promise<FeedState> {
      const deadline = Date.now() + WITHIN_MS;
      for (;;) {
        while (seen < states.length) {
          const state = states[seen++]!;
          if (check(state)) return state;
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`the feed sent no state with ${what} within ${WITHIN_MS} ms (${states.length} states in all)`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
      }
    },
    close() {
      response.destroy();
      request.destroy();
    },
  };
}

const betIn = (round: FeedRound | undefined, betId: string) => round?.bets?.find((bet) => bet.betId === betId);

describe(`the line feed across processes (${testDatabaseName()})`, () => {
  let t: TestApp;
  let address = '';
  let peer: FastifyInstance;
  let nodeId = 0;
  let sqliteDir: string | null = null;

  beforeAll(async () => {
    SCHEDULED_GAMES.set('test', coin);
    SCHEDULED_GAME_RULES.push({ game: 'test', plays: (entry) => entry.vassalage === VENDOR });
    // Two processes need one database: on SQLite a file both open (an in-memory one is each app's own).
    if (testDatabaseName() === 'sqlite') sqliteDir = await mkdtemp(join(tmpdir(), 'panalo-feed-'));
    t = await createTestApp(sqliteDir ? { DATABASE_URL: `sqlite:${join(sqliteDir, 'feed.db')}` } : {});
    await importCatalogue(
      t.app.ctx.db,
      t.merchantId,
      {
        vendors: [{ code: VENDOR, name: 'Feed Test', gameType: 'SPORTS', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
        games: [catalogueGame(VENDOR, GAME, 'Coin Toss', { gameType: 'SPORTS', gameClassify: 'TG', minLineNum: 0 })],
      },
      t.clock.now(),
    );
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games;
    nodeId = (list as { nodeId: number }[])[0]!.nodeId;
    address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    peer = await t.peer();
  }, 120_000);
  afterAll(async () => {
    await t?.close();
    if (sqliteDir) await rm(sqliteDir, { recursive: true, force: true });
    SCHEDULED_GAMES.delete('test');
    const rule = SCHEDULED_GAME_RULES.findIndex((one) => one.game === 'test');
    if (rule >= 0) SCHEDULED_GAME_RULES.splice(rule, 1);
  });

  it("streams from one process a bet taken and a bet paid by another process's step", async () => {
    const { token } = await fundedMember(t, 'feed001', 100_000);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId }, headers: bearer(token) });
    const session = new URL(launched.json().value.url, 'http://site.test').searchParams.get('token')!;
    const balanceOf = async () =>
      (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance as number;

    // A page of process A follows the line.
    const feed = await openFeed(`${address}/studio/${VENDOR}/feed?game=${GAME}`);
    try {
      const first = await feed.next('a round taking bets', (state) => state.live.some((round) => round.closesAt > state.now));
      const round = first.live.find((one) => one.closesAt > first.now)!;

      // Process B takes a bet on it: A's page sees it on the round's table.
      const placed = await peer.inject({
        method: 'POST',
        url: `/studio/${VENDOR}/bets`,
        headers: { host: BRAND_HOST },
        payload: {
          token: session,
          requestKey: 'feed-bet-1',
          stake: 1_000,
          legs: [{ game: GAME, roundId: round.roundId, pick: { side: 'H' } }],
        },
      });
      expect(placed.json().success, placed.body).toBe(true);
      const betId = placed.json().value.betId as string;
      await feed.next(
        "B's bet on the round",
        (state) =>
          betIn(
            state.live.find((one) => one.roundId === round.roundId),
            betId,
          )?.status === 'PLACED',
      );
      expect(await balanceOf()).toBe(99_000);

      // The clock passes the round's decision: A's own page decides it (catch-up), and no process has paid it.
      t.clock.advance(round.decidesAt + 1 - t.clock.now());
      const decided = await feed.next('the round decided', (state) => state.results[0]?.roundId === round.roundId);
      expect(decided.results[0]).toMatchObject({ status: 'DECIDED', serverSeed: expect.stringMatching(/^[0-9a-f]{64}$/) });
      expect(betIn(decided.results[0], betId)?.status).toBe('PLACED');

      // Process B alone steps the schedule and pays the bet; A has nothing of its own left to tell,
      // so only the database (the line's version) can bring A's page the payment.
      const stepped = await runScheduledStep(inProcessStudio(peer, peer.ctx.db));
      expect(stepped).toMatchObject({ paid: 1 });
      const paid = await feed.next("the bet paid by B's step", (state) => betIn(state.results[0], betId)?.status === 'PAID');
      const won = paid.results[0]!.result === 'H';
      expect(betIn(paid.results[0], betId)).toMatchObject({ stake: 1_000, outcome: won ? 'WON' : 'LOST', payout: won ? 1_900 : 0 });
      expect(await balanceOf()).toBe(99_000 + (won ? 1_900 : 0));
    } finally {
      feed.close();
    }
  });
});
