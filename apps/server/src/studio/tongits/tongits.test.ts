import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import { sha256Hex } from '@panalo/contract/fair/fair-bytes';
import { autoMove, isMeld, writeMove, type TongitsState } from '@panalo/contract/fair/studio-tongits';
import { verifyRound, type VerifiableRound } from '@panalo/contract/fair/verify-round';
import { studioPagePath, TONGITS_VENDOR } from '@panalo/contract/studio';
import { importCatalogue } from '../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { checkLedger } from '../../test-support/ledger-invariants.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

const VENDOR = TONGITS_VENDOR;

const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Tongits Club', gameType: 'PVP', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [
    catalogueGame(VENDOR, 'TG_ONE', 'Tongits Table 1', { gameType: 'PVP', gameClassify: 'TG', minBet: 100, minLineNum: 0, supportPlay: 0 }),
    catalogueGame(VENDOR, 'TG_PUSOY', 'Pusoy Table 2', { gameType: 'PVP', gameClassify: 'MG', minBet: 50, minLineNum: 0 }),
  ],
};

/** What a move answers with (tongits-rules.ts TongitsView), as far as the tests read it. */
interface View {
  handId: string;
  stake: number;
  balance: number;
  turn: number;
  phase: 'start' | 'act';
  mayFight: boolean;
  hand: number[];
  melds: { seat: number; cards: number[] }[];
  discard: number | null;
  opened: boolean[];
  counts: number[];
  history: string[];
  ended: null | {
    won: boolean;
    payout: number;
    rake: number;
    auto: boolean;
    balance: number;
    moves: string[];
    end: { how: string; winner: number; caller?: number };
    fairness: {
      game: string;
      bet: { stake: number; moves: string[] };
      serverSeedHash: string;
      clientSeed: string;
      nonce: number;
      serverSeed?: string;
    };
  };
}

/** The auto-play rule's next move for the player, from what the player sees (their hand and the table). */
function ruleMove(view: View): string {
  const seen: TongitsState = {
    dealer: 0,
    hands: [view.hand, [], []],
    stock: [],
    discards: view.discard === null ? [] : [view.discard],
    melds: view.melds,
    turn: 0,
    phase: view.phase,
    opened: view.opened,
    burned: [view.opened[0]! && view.phase === 'start' && !view.mayFight, false, false],
    history: [],
    end: null,
  };
  return writeMove(autoMove(seen));
}

describe(`the studio's Tongits tables: hands in turns (${testDatabaseName()})`, () => {
  let t: TestApp;
  let members = 0;
  const nodeIds: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ DATABASE_POOL_SIZE: '24' });
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
    const list = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${VENDOR}` })).json().value.games;
    for (const game of list as { gameCode: string; nodeId: number }[]) nodeIds[game.gameCode] = game.nodeId;
  }, 120_000);
  afterAll(() => t.close());

  const member = (balance: number) => fundedMember(t, `tongits${String((members += 1)).padStart(3, '0')}`, balance);
  async function launch(token: string, game = 'TG_ONE'): Promise<URL> {
    const launched = await t.request({
      method: 'POST',
      url: '/wps/game/launchGame',
      payload: { nodeId: nodeIds[game] },
      headers: bearer(token),
    });
    return new URL(launched.json().value.url, 'http://site.test');
  }
  const session = async (token: string) => (await launch(token)).searchParams.get('token')!;
  const balanceOf = async (token: string) =>
    (await t.request({ method: 'GET', url: '/wps/v2/wallets/balance', headers: bearer(token) })).json().value.balance;
  const post = (path: string, payload: Record<string, unknown>) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/tongits/${path}`, payload });
  const deal = (token: string | undefined, requestKey: string, stake = 100, extra: object = {}) =>
    post('deal', { game: 'TG_ONE', token, requestKey, bet: { stake }, ...extra });
  const move = (token: string | undefined, handId: string, text: string) => post('move', { token, handId, move: text });

  /** Plays the hand to its end by the rule (`choose` may pick another move); the last view. */
  async function playOut(token: string | undefined, start: View, choose: (view: View) => string = ruleMove): Promise<View> {
    let view = start;
    for (let step = 0; !view.ended && step < 200; step += 1) {
      const answer = (await move(token, view.handId, choose(view))).json();
      expect(answer.success, JSON.stringify(answer)).toBe(true);
      view = answer.value;
    }
    return view;
  }

  it('opens Tongits from a Tongits table of Tongits Club, and Pusoy from its other tables', async () => {
    const { token } = await member(50_000);
    const address = await launch(token);
    const page = await t.request({ method: 'GET', url: `${address.pathname}${address.search}` });
    expect(page.statusCode).toBe(200);
    expect(page.body.match(/data-testid="tongits-room"/g)).toHaveLength(4);
    for (const id of ['draw', 'take', 'meld', 'sapaw', 'discard', 'fight']) expect(page.body).toContain(`data-testid="tongits-${id}"`);
    expect(page.body).toContain('5% of what you win');
    expect(page.body).toContain('data-testid="studio-verify"');
    const config = JSON.parse(/<script type="application\/json" id="studio-config">(.*?)<\/script>/s.exec(page.body)![1]!);
    expect(config).toMatchObject({ kind: 'tongits', rooms: [100, 200, 500, 1_000] });

    const other = await launch(token, 'TG_PUSOY');
    const pusoy = await t.request({ method: 'GET', url: `${other.pathname}${other.search}` });
    expect(pusoy.body).toContain('data-testid="pusoy-room"');
  });

  it('bets the stake at the deal, plays the hand in turns and pays the end as the win, moving the balance by exactly the result', async () => {
    const { token } = await member(100_000);
    const live = await session(token);
    const dealt = (await deal(live, 'deal-0001', 500)).json();
    expect(dealt.success).toBe(true);
    const view = dealt.value as View;
    expect(view).toMatchObject({ stake: 500, balance: 99_500, turn: 0, ended: null });
    // The player holds 13 as the dealer (first to act, no draw), else 12 after the bots' first turns.
    expect(view.hand.length).toBe(view.phase === 'act' ? 13 : 12);
    expect(view.counts.reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(37);
    expect((dealt.value.fairness as { serverSeed?: string }).serverSeed).toBeUndefined();
    // The same deal request again is the same hand, not a second stake.
    expect((await deal(live, 'deal-0001', 500)).json().value.handId).toBe(view.handId);
    expect(await balanceOf(token)).toBe(99_500);

    const last = await playOut(live, view);
    const ended = last.ended!;
    expect(['tongits', 'fight', 'stock']).toContain(ended.end.how);
    expect(ended.payout).toBe(ended.won ? 1_450 : 0);
    expect(ended.rake).toBe(ended.won ? 50 : 0);
    expect(ended.balance).toBe(100_000 - 500 + ended.payout);
    expect(await balanceOf(token)).toBe(ended.balance);
    expect(ended.fairness).toMatchObject({ game: 'studio-tongits', bet: { stake: 500, moves: ended.moves }, nonce: 0 });
    // A move after the end answers with the end and pays nothing more.
    expect((await move(live, view.handId, 'D')).json().value.ended.payout).toBe(ended.payout);
    expect(await balanceOf(token)).toBe(ended.balance);

    const record = await t.app.ctx.db
      .selectFrom('bet_records')
      .selectAll()
      .where('vendor_code', '=', VENDOR)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect([record.status, Number(record.stake), Number(record.win)]).toEqual(['SETTLED', 500, ended.payout]);
    expect(JSON.parse(record.fairness!)).toMatchObject({ game: 'studio-tongits', nonce: 0, bet: { stake: 500, moves: ended.moves } });
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('refuses a move out of phase, a false meld, bad notation, a stranger moving the hand, a stake not offered and one the wallet cannot cover', async () => {
    const { token } = await member(10_000);
    const live = await session(token);
    const view = (await deal(live, 'deal-0002', 200)).json().value as View;
    const wrongPhase = view.phase === 'start' ? `X${view.hand[0]}` : 'D';
    expect((await move(live, view.handId, wrongPhase)).json().code).toBe('VALIDATION_FAILED');
    const started = view.phase === 'start' ? ((await move(live, view.handId, 'D')).json().value as View) : view;
    expect((await move(live, view.handId, 'D')).json().code).toBe('VALIDATION_FAILED');
    const triple = started.hand.slice(0, 3);
    if (!isMeld(triple)) expect((await move(live, view.handId, `M${triple.join('.')}`)).json().code).toBe('VALIDATION_FAILED');
    const notHeld = [...Array(52).keys()].find((card) => !started.hand.includes(card))!;
    expect((await move(live, view.handId, `X${notHeld}`)).json().code).toBe('VALIDATION_FAILED');
    for (const nonsense of ['', 'Q', 'X99', 'M1', 'F; drop table'])
      expect((await move(live, view.handId, nonsense)).json().code).toBe('VALIDATION_FAILED');
    expect((await post('move', { handId: view.handId })).json().code).toBe('VALIDATION_FAILED');
    const other = await session((await member(1_000)).token);
    expect((await move(other, view.handId, 'D')).json().code).toBe('ROUND_NOT_FOUND');
    expect(await balanceOf(token)).toBe(10_000 - 200);

    const poor = await member(50);
    expect((await deal(await session(poor.token), 'deal-0003')).json()).toMatchObject({
      success: false,
      code: 'INSUFFICIENT_BALANCE',
      balance: 50,
    });
    expect((await deal(live, 'deal-0004', 300)).json().code).toBe('VALIDATION_FAILED');
    expect((await post('deal', { nonsense: 1 })).json().code).toBe('VALIDATION_FAILED');
  });

  it('lets the player call a fight with a meld down, and pays one win when many fight calls arrive at once', async () => {
    const { token } = await member(200_000);
    const live = await session(token);
    // The rule's play until a turn starts with a fight allowed (a hand or two gets there).
    let view: View | null = null;
    for (let hand = 0; hand < 20 && !view; hand += 1) {
      let at = (await deal(live, `fight-${String(hand).padStart(4, '0')}`, 1_000)).json().value as View;
      while (!at.ended && !at.mayFight) at = (await move(live, at.handId, ruleMove(at))).json().value;
      if (!at.ended) view = at;
    }
    expect(view).not.toBeNull();
    const before = await balanceOf(token);
    const answers = await Promise.all(Array.from({ length: 10 }, () => move(live, view!.handId, 'F').then((answer) => answer.json())));
    const ended = answers.filter((answer) => answer.success).map((answer) => answer.value.ended);
    expect(ended.length).toBeGreaterThan(0);
    for (const answer of answers) if (!answer.success) expect(answer.code).toBe('ALREADY_PROCESSED');
    expect(ended[0].end).toMatchObject({ how: 'fight', caller: 0 });
    expect(await balanceOf(token)).toBe(before + ended[0].payout);
    const roundId = await roundOf(view!.handId);
    const wins = await t.app.ctx.db.selectFrom('bet_records').select(['win']).where('round_id', '=', roundId!).execute();
    expect(wins.map((row) => Number(row.win))).toEqual([ended[0].payout]);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('plays out a hand left waiting by the auto-play rule: at the next visit, or for anyone after its deadline', async () => {
    const first = await member(20_000);
    const firstSession = await session(first.token);
    const left = (await deal(firstSession, 'deal-0006')).json().value as View;
    const resumed = (await post('resume', { token: firstSession })).json().value.settled;
    expect(resumed).toHaveLength(1);
    expect(resumed[0]).toMatchObject({ auto: true, fairness: { game: 'studio-tongits' } });
    expect(await balanceOf(first.token)).toBe(20_000 - 100 + resumed[0].payout);
    expect((await post('hand', { token: firstSession, handId: left.handId })).json().value.ended.payout).toBe(resumed[0].payout);

    const second = await member(20_000);
    const secondSession = await session(second.token);
    const abandoned = (await deal(secondSession, 'deal-0007')).json().value as View;
    const firstMove = ruleMove(abandoned);
    expect((await move(secondSession, abandoned.handId, firstMove)).json().success).toBe(true);
    t.clock.advance(121_000);
    // Another player's call runs the sweep.
    await post('resume', { token: firstSession });
    const after = (await post('hand', { token: secondSession, handId: abandoned.handId })).json().value as View;
    expect(after.ended).toMatchObject({ auto: true });
    // The move the player made stays in the record; the rule's follow.
    expect(after.ended!.moves[0]).toBe(firstMove);
    expect(await balanceOf(second.token)).toBe(20_000 - 100 + after.ended!.payout);
    expect(await checkLedger(t.app.ctx.db)).toEqual([]);
  });

  it('plays free hands without money, revealing the seed at the end, and the verifier replays them to the same payout', async () => {
    const view = (await deal(undefined, 'free-0001', 200, { clientSeed: 'my-seed' })).json().value as View & {
      fairness: { serverSeedHash: string; clientSeed: string; nonce: number };
    };
    expect(view.fairness).toMatchObject({ clientSeed: 'my-seed', nonce: 0 });
    // The player plays their own way: draw, meld only by the rule, throw the highest card.
    const last = await playOut(undefined, view, (at) => {
      const rule = ruleMove(at);
      if (at.phase === 'start') return 'D';
      return rule[0] === 'X' ? `X${[...at.hand].sort((a, b) => (b % 13) - (a % 13))[0]}` : rule;
    });
    const { game, bet, serverSeed, serverSeedHash, clientSeed, nonce } = last.ended!.fairness;
    expect(sha256Hex(serverSeed!)).toBe(view.fairness.serverSeedHash);
    expect(game).toBe('studio-tongits');
    const check = verifyRound({ serverSeed: serverSeed!, clientSeed, nonce }, serverSeedHash, { game, bet } as VerifiableRound);
    expect(check.seedMatches).toBe(true);
    expect(check.replay.outcome.payout).toBe(last.ended!.payout);
  });

  async function roundOf(handId: string): Promise<string | null> {
    const db = t.app.ctx.db as unknown as {
      selectFrom: (table: string) => {
        select: (c: string[]) => {
          where: (...a: unknown[]) => { executeTakeFirst: () => Promise<{ round_id: string | null } | undefined> };
        };
      };
    };
    return (
      (await db.selectFrom('studio_tongits_hands').select(['round_id']).where('hand_id', '=', handId).executeTakeFirst())?.round_id ?? null
    );
  }
});
