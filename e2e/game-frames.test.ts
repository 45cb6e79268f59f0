import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { SandboxTransferWallet } from '@panalo/server/adapters/vendors/transfer-wallet';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { autoDismissSitePopups, logInAtHome } from './support/shell';
import { minorOf } from './support/money';
import { startSite, type Site } from './support/site';

const SOON = { timeout: 10_000 };

describe.runIf(browserAvailable())('the game frame, the lottery pages and transfer-wallet vendors in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  let cspViolations: string[] = [];

  const byTestId = (id: string) => page.getByTestId(id);
  const headerBalance = async () => minorOf(await byTestId('header-balance-value').textContent());
  const inFrame = (selector: string) => page.frameLocator('[data-testid="game-frame-iframe"]').locator(selector);
  const firstSandboxLiveGame = async () => {
    await page.goto(`${site.url}/live?vassalage=SBXLIVE`);
    const tile = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]').first();
    const name = (await tile.getByTestId('game-name').textContent()) ?? '';
    return { name, play: () => tile.locator('.game-tile__play').click() };
  };

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    cspViolations = watchCspViolations(page);
    await autoDismissSitePopups(page);
    await logInAtHome(page, site.url);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('moves ₱100 to Sandbox Live before its game, shows the game in the frame, and moves it back on Back', async () => {
    expect(await headerBalance()).toBe(500_000);
    const game = await firstSandboxLiveGame();
    await game.play();

    const dialog = byTestId('transfer-before-play');
    await dialog.waitFor();
    expect(minorOf(await byTestId('transfer-before-play-main').textContent())).toBe(500_000);
    expect(minorOf(await byTestId('transfer-before-play-vendor').textContent())).toBe(0);
    // The whole main balance is offered; nothing to play with at the vendor yet.
    expect(await byTestId('transfer-before-play-amount').inputValue()).toBe('5000');
    expect(await byTestId('transfer-before-play-skip').isDisabled()).toBe(true);
    await byTestId('transfer-before-play-amount').fill('100');
    await byTestId('transfer-before-play-submit').click();

    await page.waitForURL(`${site.url}/seamless`);
    const frame = byTestId('game-frame-iframe');
    expect(await frame.getAttribute('title')).toBe(game.name);
    expect(await frame.getAttribute('allow')).toBe('fullscreen; autoplay');
    expect(await byTestId('game-frame-title').textContent()).toBe(game.name);
    // The vendor's page (the studio's live table, in transfer mode) plays with the money that moved there.
    await expect.poll(() => inFrame('[data-testid="studio-balance"]').textContent(), SOON).toBe('₱100.00');
    await expect.poll(headerBalance, SOON).toBe(490_000);
    await expect.poll(async () => minorOf(await byTestId('game-frame-vendor-balance').textContent()), SOON).toBe(10_000);
    expect(await byTestId('header-menu').count()).toBe(0);

    await byTestId('game-frame-back').click();
    await byTestId('recall-dialog').waitFor();
    expect(await byTestId('recall-move').textContent()).toBe('Move ₱100.00 back to main wallet');
    await byTestId('recall-move').click();
    await page.waitForURL((url) => url.pathname === '/live');
    await expect.poll(headerBalance, SOON).toBe(500_000);
  });

  it('offers the money back when the member leaves with the browser’s back button too', async () => {
    const game = await firstSandboxLiveGame();
    await game.play();
    await byTestId('transfer-before-play').waitFor();
    await byTestId('transfer-before-play-amount').fill('70');
    await byTestId('transfer-before-play-submit').click();
    await page.waitForURL(`${site.url}/seamless`);
    await expect.poll(() => inFrame('[data-testid="studio-balance"]').textContent(), SOON).toBe('₱70.00');
    await expect.poll(headerBalance, SOON).toBe(493_000);

    // Closing the offer keeps the member in the game.
    await page.goBack();
    await byTestId('recall-dialog').waitFor();
    expect(await byTestId('recall-move').textContent()).toBe('Move ₱70.00 back to main wallet');
    await page.keyboard.press('Escape');
    await byTestId('recall-dialog').waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/seamless');
    expect(await byTestId('game-frame-iframe').count()).toBe(1);

    await page.goBack();
    await byTestId('recall-move').click();
    await page.waitForURL((url) => url.pathname === '/live');
    await expect.poll(headerBalance, SOON).toBe(500_000);
  });

  it('shows the vendor’s refusal and opens nothing when the transfer fails', async () => {
    const refusing = {
      deposit: async () => ({ ok: false as const, reason: 'down' }),
      withdraw: async () => ({ ok: false as const, reason: 'down' }),
      status: async () => 'failed' as const,
    };
    site.app.ctx.vendorWallets.register('SBXLIVE', refusing);
    try {
      const game = await firstSandboxLiveGame();
      await game.play();
      await byTestId('transfer-before-play').waitFor();
      await byTestId('transfer-before-play-amount').fill('100');
      await byTestId('transfer-before-play-submit').click();
      await expect
        .poll(() => byTestId('transfer-before-play-error').textContent(), SOON)
        .toBe('The game wallet did not answer; your money is back in your main wallet');
      expect(new URL(page.url()).pathname).toBe('/live');
      await expect.poll(headerBalance, SOON).toBe(500_000);
      await byTestId('transfer-before-play-cancel').click();
      await byTestId('transfer-before-play').waitFor({ state: 'detached' });
    } finally {
      site.app.ctx.vendorWallets.register('SBXLIVE', new SandboxTransferWallet());
    }
  });

  it('remembers "always move my balance": the next launch skips the dialog and moves the whole main balance', async () => {
    let game = await firstSandboxLiveGame();
    await game.play();
    await byTestId('transfer-before-play').waitFor();
    await byTestId('transfer-before-play-amount').fill('50');
    await byTestId('transfer-before-play-always').check();
    await byTestId('transfer-before-play-submit').click();
    await page.waitForURL(`${site.url}/seamless`);
    await expect.poll(() => inFrame('[data-testid="studio-balance"]').textContent(), SOON).toBe('₱50.00');
    // Leave the ₱50 at the vendor this time.
    await byTestId('game-frame-back').click();
    await byTestId('recall-keep').click();
    await page.waitForURL((url) => url.pathname === '/live');

    game = await firstSandboxLiveGame();
    await game.play();
    await page.waitForURL(`${site.url}/seamless`);
    expect(await byTestId('transfer-before-play').count()).toBe(0);
    await expect.poll(() => inFrame('[data-testid="studio-balance"]').textContent(), SOON).toBe('₱5,000.00');
    await expect.poll(headerBalance, SOON).toBe(0);

    // The recall dialog lets the member turn the choice off again, and brings everything back.
    await byTestId('game-frame-back').click();
    await byTestId('recall-dialog').waitFor();
    await byTestId('recall-always').uncheck();
    await byTestId('recall-move').click();
    await page.waitForURL((url) => url.pathname === '/live');
    await expect.poll(headerBalance, SOON).toBe(500_000);
    game = await firstSandboxLiveGame();
    await game.play();
    await byTestId('transfer-before-play').waitFor();
    await byTestId('transfer-before-play-cancel').click();
  });

  it('opens a lottery page by its game code in the frame, with the page’s lottery fields', async () => {
    const lotteries = (await (await fetch(`${site.url}/lgw/games/list?gameType=LOTT&pageSize=1`)).json()) as {
      value: { games: { gameCode: string; gameName: string }[] };
    };
    const lottery = lotteries.value.games[0]!;
    await page.goto(`${site.url}/vnLottery?gameCode=${lottery.gameCode}&lottoView=betting`);
    await byTestId('game-frame').waitFor();
    expect(await byTestId('game-frame-iframe').getAttribute('title')).toBe(lottery.gameName);
    await expect.poll(() => inFrame('[data-field="lottoArea"]').textContent(), SOON).toBe('VN');
    expect(await inFrame('[data-field="lottoView"]').textContent()).toBe('betting');

    await page.goto(`${site.url}/seaLottery?gameCode=${lottery.gameCode}`);
    await expect.poll(() => inFrame('[data-field="prizeMode"]').textContent(), SOON).toBe('SEA');

    await page.goto(`${site.url}/lottery?gameCode=NO_SUCH_GAME`);
    await byTestId('lottery-empty').waitFor();
    expect(await byTestId('lottery-empty-link').getAttribute('href')).toBe('/lott');
    // Without a code, the page lists its lotteries to choose from.
    await page.goto(`${site.url}/lottery`);
    await byTestId('lottery-choice').waitFor();
    await byTestId('lottery-card').first().waitFor();
    expect(await byTestId('lottery-lobby-link').getAttribute('href')).toBe('/lott');
  });

  it('shows an empty state on /seamless without a game, or with an address it may not frame', async () => {
    for (const query of ['', '?url=javascript:alert(1)', '?url=data:text/html,hi', '?url=https://elsewhere.example/game']) {
      await page.goto(`${site.url}/seamless${query}`);
      await byTestId('seamless-empty').waitFor();
      expect(await byTestId('game-frame-iframe').count()).toBe(0);
      expect(await byTestId('seamless-empty-link').getAttribute('href')).toBe('/');
    }
    // An address on this site is framed.
    await page.goto(`${site.url}/seamless?url=${encodeURIComponent('/lgw/sandbox-vendor/play?token=none')}&name=Test`);
    await byTestId('game-frame').waitFor();
    expect(await byTestId('game-frame-title').textContent()).toBe('Test');
  });

  // Last: every page above (the site, the game frame, the vendor's pages in it) ran under the CSP.
  it('meets no Content-Security-Policy violation on the way', () => {
    expect(cspViolations).toEqual([]);
  });
});
