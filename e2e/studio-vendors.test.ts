import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import type { GameClassify, GameType } from '@panalo/contract/games';
import { STUDIO_KIND_NAMES, studioKindOf, studioKindOfGame, studioPagePath } from '@panalo/contract/studio';
import { STUDIO_TRANSFER_VENDORS, STUDIO_VENDORS } from '@panalo/server/seed/demo-catalogue';
import { browserAvailable, launchBrowser } from './support/browser';
import { memberPage } from './support/shell';
import { latestHistory, transactionHistory } from './support/history';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';
import { STUDIO_DRIVERS, studioKindOn } from './support/studio-drivers';
import { playLiveRound } from './support/studio-drivers/live';

const SOON = { timeout: 15_000 };

/** A classify tab to pick in the lobby, the catalogue's games under it (tile node ids), and those of the game type to open. */
interface ClassifyPick {
  classify: GameClassify;
  nodeIds: Set<number>;
  /** The games under the tab that play the game type not met yet (Tongits Club's tables play Pusoy or Tongits by name). */
  kindIds: number[];
}

interface Round {
  stake: number;
  payout: number;
  balance: number;
}

/** The lobby page of each game type the studio plays (apps/web game-areas.ts). */
const LOBBY_OF_GAME_TYPE: Record<string, string> = { RNG: '/rng', FISH: '/fish', PVP: '/pvp', LIVE: '/live' };

/** The studio vendors that play from the main wallet, in a game window of their own (the transfer-mode one plays in the site's frame). */
const SEAMLESS_STUDIO_VENDORS = STUDIO_VENDORS.filter((vendor) => !STUDIO_TRANSFER_VENDORS.includes(vendor));

/**
 * The call whose answer is the round's stake, payout and balance: a card-room hand is dealt and
 * then shown down (its `pusoy/show` settles it, for money and in free play alike); a Tongits hand
 * ends with one of its moves (`tongits/move`, the answer that has `ended`); every other game type
 * plays a round in one call (`round`, or `demo-round` in free play).
 */
const roundPathOf = (vendor: string, kind: string, demo: boolean): string =>
  kind === 'pusoy'
    ? `/studio/${vendor}/pusoy/show`
    : kind === 'tongits'
      ? `/studio/${vendor}/tongits/move`
      : `/studio/${vendor}/${demo ? 'demo-round' : 'round'}`;

/** The round of an answer: a Tongits hand's move answers with the hand, its money under `ended` once it is over. */
function roundOf(kind: string, value: Record<string, unknown>): Round | null {
  if (kind !== 'tongits') return value as unknown as Round;
  const ended = value.ended as { payout: number; balance: number } | null;
  return ended ? { stake: Number(value.stake), payout: ended.payout, balance: ended.balance } : null;
}

/**
 * Every vendor of the demo catalogue that points to the studio (slots, wheels, bingo, fishing, card
 * rooms, live tables), in the browser: player1 opens one game of each from its tile in its lobby
 * (/rng, /fish, /pvp, /live) and plays one round through the driver of its game type
 * (support/studio-drivers); the balance and the transaction history move by exactly that round, and
 * the fairness panel's link replays it at the verifier with the same payout. Then free play of one
 * game of every type from a tile's free-play button (catalogue entries with supportPlay 0), live
 * tables included. A vendor whose game type has no driver fails the test.
 */
describe.runIf(browserAvailable())('every studio vendor of the demo catalogue in the browser', () => {
  let site: Site;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  /** A vendor of each game type met, for free play and the betting record. */
  const vendorOfKind = new Map<string, string>();
  /** Each studio vendor's lobby page, by its game type. */
  const lobbyOf = new Map<string, string>();
  /** Each studio vendor's game type and its games by classify, to open a game of a type not yet played. */
  const catalogueOf = new Map<
    string,
    { gameType: GameType; classifies: Map<GameClassify, Set<number>>; kinds: Map<number, string | null> }
  >();
  /** The classify picked for the game of each type played (slots and wheels share vendors). */
  const pickOfKind = new Map<string, ClassifyPick | undefined>();

  const byTestId = (id: string) => page.getByTestId(id);
  const headerBalance = async () => minorOf(await byTestId('header-balance-value').textContent());

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    // Short animations (the pages honour "reduce motion"): every studio vendor's round in one test.
    page = await memberPage(browser, site.url, { reducedMotion: 'reduce' });
    context = page.context();
    const vendors = await site.app.ctx.db.selectFrom('vendors').select(['code', 'game_type']).where('code', 'in', STUDIO_VENDORS).execute();
    for (const vendor of vendors) {
      lobbyOf.set(vendor.code, LOBBY_OF_GAME_TYPE[vendor.game_type] ?? '/rng');
      catalogueOf.set(vendor.code, { gameType: vendor.game_type as GameType, classifies: new Map(), kinds: new Map() });
    }
    const games = await site.app.ctx.db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
      .select(['vendors.code', 'games.id', 'games.game_classify', 'games.name as game_name'])
      .where('vendors.code', 'in', STUDIO_VENDORS)
      .orderBy('games.id')
      .execute();
    for (const game of games) {
      const { classifies, kinds, gameType } = catalogueOf.get(game.code)!;
      const classify = game.game_classify as GameClassify;
      if (!classifies.has(classify)) classifies.set(classify, new Set());
      classifies.get(classify)!.add(game.id);
      kinds.set(game.id, studioKindOfGame({ vassalage: game.code, gameType, gameClassify: classify, gameName: game.game_name }));
    }
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /**
   * A classify tab of the vendor whose game type was not played yet (a wheel at a vendor of slots
   * and mini games), so that every studio game type is met; none when its first tile will do.
   */
  function unmetClassify(vendor: string): ClassifyPick | undefined {
    const { gameType, classifies, kinds } = catalogueOf.get(vendor)!;
    const byKind = new Set([...kinds.values()]);
    if (classifies.size < 2 && byKind.size < 2) return undefined;
    // A game type only some of the vendor's tables play (by name: Tongits) first, as no other vendor has it.
    for (const byName of [true, false])
      for (const [classify, nodeIds] of classifies)
        for (const id of nodeIds) {
          const kind = kinds.get(id);
          if (!kind || vendorOfKind.has(kind) || (byName && kind === studioKindOf(gameType, classify))) continue;
          return { classify, nodeIds, kindIds: [...nodeIds].filter((other) => kinds.get(other) === kind) };
        }
    return undefined;
  }

  /**
   * Opens a game of the vendor from its lobby tile (for money, or its free play), under a classify
   * tab when one is given: the studio page opens in a game window.
   */
  async function openGame(vendor: string, free: boolean, pick?: ClassifyPick): Promise<Page> {
    await page.goto(`${site.url}${lobbyOf.get(vendor)}?vassalage=${vendor}`);
    const tiles = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]');
    if (pick) {
      await byTestId(`classify-${pick.classify}`).click(SOON);
      // The list under the tab has loaded once its first tile is a game of that classify.
      await expect.poll(async () => pick.nodeIds.has(Number(await tiles.first().getAttribute('data-node-id'))), SOON).toBe(true);
    }
    // Under a tab, a tile of the game type to meet (by node id), when the vendor's tables play more than one.
    const ofKind = pick ? page.locator(pick.kindIds.map((id) => `[data-testid="game-tile"][data-node-id="${id}"]`).join(', ')) : null;
    const candidates = ofKind ? tiles.and(ofKind) : tiles;
    const tile = free ? candidates.filter({ has: page.getByTestId('game-free-play') }).first() : candidates.first();
    await tile.waitFor(SOON);
    const opened = context.waitForEvent('page');
    if (free) await tile.getByTestId('game-free-play').click();
    else await tile.locator('.game-tile__play').click();
    const game = await opened;
    await game.waitForSelector('body[data-ready="true"]', SOON);
    return game;
  }

  /** Plays one round with the driver of the page's game type; the round's answer is what the money must show. */
  async function playRound(game: Page, vendor: string, demo: boolean): Promise<{ kind: string; round: Round | null }> {
    const kind = await studioKindOn(game);
    const driver = STUDIO_DRIVERS[kind as keyof typeof STUDIO_DRIVERS];
    if (!driver) return { kind, round: null };
    const path = roundPathOf(vendor, kind, demo);
    const answered = game.waitForResponse(
      async (response) =>
        new URL(response.url()).pathname === path &&
        response.request().method() === 'POST' &&
        roundOf(kind, ((await response.json()) as { value?: Record<string, unknown> }).value ?? {}) !== null,
    );
    const before = minorOf(await game.getByTestId('studio-balance').textContent());
    await driver(game);
    const body = (await (await answered).json()) as { success: boolean; value: Record<string, unknown> };
    expect(body.success, `${vendor} ${kind}`).toBe(true);
    const round = roundOf(kind, body.value)!;
    expect(minorOf(await game.getByTestId('studio-balance').textContent()), `${vendor} page balance`).toBe(
      before - round.stake + round.payout,
    );
    return { kind, round };
  }

  it('points every vendor that the studio plays to the studio', async () => {
    const vendors = await site.app.ctx.db
      .selectFrom('vendors')
      .select(['code', 'launch_url'])
      .where('code', 'in', STUDIO_VENDORS)
      .execute();
    expect(vendors.map((vendor) => [vendor.code, vendor.launch_url]).sort()).toEqual(
      STUDIO_VENDORS.map((vendor) => [vendor, studioPagePath(vendor)]).sort(),
    );
  });

  it('plays one round of one game of every studio vendor for money: balance and history move by the round, the verifier replays it', async () => {
    const withoutDriver: string[] = [];
    let balance = await headerBalance();
    for (const vendor of SEAMLESS_STUDIO_VENDORS) {
      const pick = unmetClassify(vendor);
      const game = await openGame(vendor, false, pick);
      expect(minorOf(await game.getByTestId('studio-balance').textContent()), `${vendor} opening balance`).toBe(balance);
      const { kind, round } = await playRound(game, vendor, false);
      if (!round) {
        withoutDriver.push(`${vendor} (${kind})`);
        await game.close();
        continue;
      }
      expect(round.balance, vendor).toBe(balance - round.stake + round.payout);
      balance = round.balance;
      if (!vendorOfKind.has(kind)) {
        vendorOfKind.set(kind, vendor);
        pickOfKind.set(kind, pick);
      }

      // The fairness panel: reveal the seed, then its link replays the round at the site's verifier.
      await game.locator('#fair-open').click();
      await game.locator('#fair-rotate').click();
      await expect.poll(() => game.locator('#seed-revealed').textContent(), SOON).toMatch(/[0-9a-f]{64}/);
      await expect.poll(() => game.getByTestId('studio-verify').getAttribute('href'), SOON).toContain('serverSeed=');
      const verifier = context.waitForEvent('page');
      await game.getByTestId('studio-verify').click();
      const verify = await verifier;
      await verify.getByTestId('verify-payout').waitFor(SOON);
      expect(await verify.getByTestId('verify-payout').getAttribute('data-payout'), `${vendor} replayed payout`).toBe(String(round.payout));
      expect(await verify.getByTestId('verify-seed-match').getAttribute('data-matches')).toBe('true');
      await verify.close();
      await game.close();

      const rows = await transactionHistory(page, site.url, SOON);
      const lastBet = rows.find((row) => row.type === 'BET');
      expect(
        lastBet?.cells.some((cell) => minorOf(cell) === -round.stake),
        `${vendor} history bet`,
      ).toBe(true);
      if (round.payout > 0) {
        const lastWin = rows.find((row) => row.type === 'WIN');
        expect(
          lastWin?.cells.some((cell) => minorOf(cell) === round.payout),
          `${vendor} history win`,
        ).toBe(true);
      }
      await expect.poll(headerBalance, SOON).toBe(balance);
    }
    expect(withoutDriver, 'studio vendors whose game type has no browser driver (e2e/support/studio-drivers)').toEqual([]);
    // The demo catalogue has a vendor of every studio game type, and each was played here.
    expect([...vendorOfKind.keys()].sort()).toEqual([...STUDIO_KIND_NAMES].sort());
  }, 600_000);

  /** The studio page inside the site's game frame (a transfer-mode vendor's table), once it is ready. */
  async function framedGame(): Promise<Frame> {
    const handle = await byTestId('game-frame-iframe').elementHandle(SOON);
    const frame = (await handle!.contentFrame())!;
    await frame.waitForSelector('body[data-ready="true"]', SOON);
    return frame;
  }

  it('plays a round at a transfer-mode vendor’s table in the site’s frame: the money goes there and back, the main wallet and its history move by exactly the round', async () => {
    expect(STUDIO_TRANSFER_VENDORS).toEqual(['SBXLIVE']);
    for (const vendor of STUDIO_TRANSFER_VENDORS) {
      const start = await headerBalance();
      await page.goto(`${site.url}/live?vassalage=${vendor}`);
      const tile = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]').first();
      await tile.waitFor(SOON);
      await tile.locator('.game-tile__play').click();
      // The relay moves ₱100 to the vendor's wallet before the table opens.
      await byTestId('transfer-before-play').waitFor(SOON);
      await byTestId('transfer-before-play-amount').fill('100');
      await byTestId('transfer-before-play-submit').click();
      await page.waitForURL(`${site.url}/seamless`);
      const game = await framedGame();
      expect(await studioKindOn(game), vendor).toBe('live');
      await expect.poll(async () => minorOf(await game.getByTestId('studio-balance').textContent()), SOON).toBe(10_000);
      await expect.poll(headerBalance, SOON).toBe(start - 10_000);

      const answered = page.waitForResponse(
        (response) => new URL(response.url()).pathname === `/studio/${vendor}/round` && response.request().method() === 'POST',
      );
      await playLiveRound(game);
      const body = (await (await answered).json()) as { success: boolean; value: Round };
      expect(body.success, vendor).toBe(true);
      const round = body.value;
      const atVendor = 10_000 - round.stake + round.payout;
      expect(round.balance, vendor).toBe(atVendor);
      // The table and the frame's bar show the vendor wallet moved by the round; the main wallet did not move.
      expect(minorOf(await game.getByTestId('studio-balance').textContent())).toBe(atVendor);
      await expect.poll(async () => minorOf(await byTestId('game-frame-vendor-balance').textContent()), SOON).toBe(atVendor);
      expect(await headerBalance()).toBe(start - 10_000);

      // Leaving moves everything back: the main wallet is where it began, plus the round's result.
      await byTestId('game-frame-back').click();
      await byTestId('recall-dialog').waitFor(SOON);
      await byTestId('recall-move').click();
      await page.waitForURL((url) => url.pathname === '/live');
      await expect.poll(headerBalance, SOON).toBe(start - round.stake + round.payout);
      const [back, out] = await latestHistory(page, site.url, 2, SOON);
      expect(back?.type, `${vendor} history`).toBe('TRANSFER_IN');
      expect(back?.amounts).toContain(atVendor);
      expect(out?.type, `${vendor} history`).toBe('TRANSFER_OUT');
      expect(out?.amounts).toContain(-10_000);

      // The round itself is in the betting record, with its stake and payout.
      await page.goto(`${site.url}/member/personalHistoryCopy`);
      await page.locator(`[data-testid="bet-record"][data-vendor="${vendor}"]`).first().waitFor(SOON);
    }
  }, 120_000);

  it('opens the verifier from the betting record of a studio round of every game type', async () => {
    for (const vendor of vendorOfKind.values()) {
      await page.goto(`${site.url}/member/personalHistoryCopy`);
      const record = page.locator(`[data-testid="bet-record"][data-vendor="${vendor}"]`).first();
      await record.waitFor(SOON);
      await record.getByTestId('bet-record-verify').click();
      await byTestId('verify-page').waitFor(SOON);
      // The record carries the game, bet, hash, client seed and nonce; the seed was revealed on rotation.
      expect(await byTestId('verify-game').inputValue()).toMatch(/^studio-/);
      expect(await byTestId('verify-hash').inputValue()).toMatch(/^[0-9a-f]{64}$/);
    }
    expect(vendorOfKind.size).toBeGreaterThan(0);
  });

  it('plays free play of one game of every type: demo credits move by the round, the real balance does not', async () => {
    const start = await headerBalance();
    const played: string[] = [];
    for (const [kind, vendor] of vendorOfKind) {
      played.push(kind);
      const game = await openGame(vendor, true, pickOfKind.get(kind));
      await game.getByTestId('studio-demo').waitFor();
      const { kind: opened, round } = await playRound(game, vendor, true);
      expect(opened, `${vendor} free play`).toBe(kind);
      expect(round, `${vendor} ${kind} free play`).not.toBeNull();
      await game.close();
    }
    expect(played.sort()).toEqual([...STUDIO_KIND_NAMES].sort());
    await page.reload();
    await expect.poll(headerBalance, SOON).toBe(start);
  }, 300_000);
});
