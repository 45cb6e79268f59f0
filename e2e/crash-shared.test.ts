import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { msToReach } from '@panalo/contract/fair/crash-round';
import { bonusCredited } from '@panalo/server/modules/ledger/ledger';
import type { StudioDb } from '@panalo/server/studio/studio-schema';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { autoDismissSitePopups, logInAtHome } from './support/shell';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

const SOON = { timeout: 15_000 };
const PERIOD = 20_000;
const BETTING = 9_000;
const VENDOR = 'NEONSLOT';

/**
 * Two members in two browsers open the same crash game from the lobby's Crash tab and play the
 * same shared round: the same round number on both pages, each page listing the other's bet and
 * cash-out as they happen, and the same crash for both. The site's clock runs with real time but
 * can be moved forward, so the test takes a round whose crash point leaves time to cash out.
 */
describe.runIf(browserAvailable())('the shared crash round in two browsers', () => {
  let site: Site;
  let browser: Browser;
  let shift = 0;
  const now = () => Date.now() + shift;
  /** Moves the site's clock forward to `at`. */
  const jumpTo = (at: number) => {
    if (at > now()) shift += at - now();
  };
  let gameNodeId = 0;

  async function member(username: string, password: string): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await autoDismissSitePopups(page);
    await logInAtHome(page, site.url, { username, password });
    return { context, page };
  }

  /** Opens the crash game from its tile under the lobby's Crash tab: the studio page opens in a game window. */
  async function openCrash({ context, page }: { context: BrowserContext; page: Page }): Promise<Page> {
    await page.goto(`${site.url}/rng?vassalage=${VENDOR}`);
    await page.getByTestId('classify-CR').click(SOON);
    const tile = page.locator(`[data-testid="game-tile"][data-node-id="${gameNodeId}"]`);
    await tile.waitFor(SOON);
    const opened = context.waitForEvent('page');
    await tile.locator('.game-tile__play').click();
    const game = await opened;
    await game.waitForSelector('body[data-ready="true"]', SOON);
    return game;
  }

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true, clock: { now } });
    browser = await launchBrowser();
    const db = site.app.ctx.db;
    const game = await db
      .selectFrom('games')
      .innerJoin('vendors', 'vendors.id', 'games.vendor_id')
      .select(['games.id'])
      .where('vendors.code', '=', VENDOR)
      .where('games.game_classify', '=', 'CR')
      .orderBy('games.sort_order')
      .executeTakeFirstOrThrow();
    gameNodeId = game.id;
    // member01 starts with nothing to bet: this site's own copy of it gets a bonus first.
    const member01 = await db
      .selectFrom('members')
      .select(['id', 'merchant_id'])
      .where('username', '=', 'member01')
      .executeTakeFirstOrThrow();
    await site.app.ctx.money.run((work) =>
      bonusCredited(work, {
        book: { merchantId: member01.merchant_id, currency: 'PHP' },
        memberId: member01.id,
        amount: 100_000,
        reference: 'crash-shared-e2e',
        now: now(),
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  /** The crash point of the line's round that closes at `closesAt`, read from the studio's record once the round exists. */
  async function crashPointAt(closesAt: number): Promise<{ roundNo: number; crashPoint: number }> {
    let found: { round_no: number | string; detail: string } | undefined;
    await expect
      .poll(async () => {
        found = await (site.app.ctx.db as unknown as StudioDb)
          .selectFrom('studio_scheduled_rounds')
          .select(['round_no', 'detail'])
          .where('closes_at', '=', closesAt)
          .where('line_key', 'like', `%|${VENDOR}|%`)
          .executeTakeFirst();
        return found !== undefined;
      }, SOON)
      .toBe(true);
    return { roundNo: Number(found!.round_no), crashPoint: (JSON.parse(found!.detail) as { crashPoint: number }).crashPoint };
  }

  // Two browsers, a site with its own web copy and up to a minute of rounds skipped: on a busy CI
  // machine this has taken close to the default 90 s, so it gets room (a guard, not a measure).
  it('shows two members the same round, each other’s bets and cash-outs, and the same crash', { timeout: 180_000 }, async () => {
    const one = await member('player1', 'Player1234');
    const two = await member('member01', 'Member1234');
    const a = await openCrash(one);
    const b = await openCrash(two);
    const violations = [...watchCspViolations(a), ...watchCspViolations(b)];

    // On to a betting window whose round climbs past 4.00x (6.4 s: time to cash out by hand) and crashes
    // below 10x (10.6 s: the checks after the crash are done long before the next round starts at 20 s).
    let round = { roundNo: 0, crashPoint: 0, closesAt: 0 };
    const fits = () => round.crashPoint >= 400 && round.crashPoint < 1_000;
    for (let tries = 0; tries < 60 && !fits(); tries += 1) {
      const closesAt = (Math.floor((now() + BETTING) / PERIOD) + 1) * PERIOD;
      jumpTo(closesAt - BETTING + 500);
      round = { ...(await crashPointAt(closesAt)), closesAt };
    }
    expect(fits()).toBe(true);

    // Both pages are on the same round, taking bets.
    for (const game of [a, b]) {
      await expect.poll(() => game.getByTestId('crash-round-no').textContent(), SOON).toBe(`Round #${round.roundNo}`);
      await expect.poll(() => game.getByTestId('crash-bet').isEnabled(), SOON).toBe(true);
    }
    const startA = minorOf(await a.getByTestId('studio-balance').textContent());
    const stake = Number(await a.getByTestId('crash-stake').inputValue());
    await a.getByTestId('crash-bet').click();
    await b.getByTestId('crash-auto').fill('1.10');
    await b.getByTestId('crash-bet').click();
    for (const game of [a, b]) {
      await expect.poll(() => game.getByTestId('studio-status').textContent(), SOON).toContain(`round #${round.roundNo}`);
      // Each page lists both bets: its own as "You", the other's by its player mark.
      await expect.poll(() => game.getByTestId('crash-player').count(), SOON).toBe(2);
      await expect.poll(() => game.getByTestId('crash-player').filter({ hasText: 'You' }).count(), SOON).toBe(1);
    }
    await expect.poll(() => b.getByTestId('crash-players').textContent(), SOON).toContain('1.10×');
    expect(minorOf(await a.getByTestId('studio-balance').textContent())).toBe(startA - stake);

    // The round starts and climbs: player1 cashes out by hand, and member01's page shows it.
    jumpTo(round.closesAt + msToReach(150));
    await a.getByTestId('crash-cash-out').waitFor(SOON);
    await a.getByTestId('crash-cash-out').click();
    await expect.poll(() => a.getByTestId('studio-status').textContent(), SOON).toMatch(/^Cashed out at \d+\.\d\d×/);
    const cashedAt = /at (\d+\.\d\d)×/.exec((await a.getByTestId('studio-status').textContent()) ?? '')![1]!;
    await expect.poll(() => b.getByTestId('crash-players').textContent(), SOON).toContain(`${cashedAt}×`);
    const payout = Math.round(stake * Number(cashedAt));
    await expect.poll(async () => minorOf(await a.getByTestId('studio-balance').textContent()), SOON).toBe(startA - stake + payout);

    // Past the crash: both pages show the same crash point, first in the last crashes.
    jumpTo(round.closesAt + msToReach(round.crashPoint) + 1_000);
    const crashed = `Crashed at ${(round.crashPoint / 100).toFixed(2)}×`;
    for (const game of [a, b]) {
      await expect.poll(() => game.getByTestId('crash-phase').textContent(), SOON).toContain(crashed);
      await expect
        .poll(() => game.locator('[data-testid="crash-history"] li').first().textContent(), SOON)
        .toBe(`${(round.crashPoint / 100).toFixed(2)}×`);
    }
    // The table of the decided round: member01's auto cash-out at 1.10x paid, player1's cash-out by hand.
    for (const game of [a, b]) {
      await expect.poll(() => game.getByTestId('crash-players-round').textContent(), SOON).toBe(`Round #${round.roundNo}`);
      await expect.poll(() => game.getByTestId('crash-players').textContent(), SOON).toContain('1.10×');
      await expect.poll(() => game.getByTestId('crash-players').textContent(), SOON).toContain(`${cashedAt}×`);
    }
    // The fairness panel's link replays the decided round at the site's verifier: the seed matches its hash, and the crash point is the round's.
    await a.locator('#fair-open').click();
    await expect.poll(() => a.getByTestId('studio-verify').getAttribute('href'), SOON).toContain(`serverSeedHash=`);
    const href = (await a.getByTestId('studio-verify').getAttribute('href'))!;
    expect(new URL(href, site.url).searchParams.get('clientSeed')).toMatch(new RegExp(`#${round.roundNo}$`));
    const verify = await one.context.newPage();
    await verify.goto(new URL(href, site.url).toString());
    await expect.poll(() => verify.getByTestId('verify-seed-match').getAttribute('data-matches'), SOON).toBe('true');
    expect(await verify.getByTestId('verify-raw').textContent()).toContain(`"crashPoint": ${round.crashPoint}`);
    expect(violations).toEqual([]);
  });
});
