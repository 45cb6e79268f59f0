import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, submitLogIn } from './support/shell';
import { startSite, type Site } from './support/site';

/** expect.poll waits 1 s by default; a page of tiles on two shared cores can take longer. */
const SOON = { timeout: 10_000 };

interface ListAnswer {
  games: Array<{ nodeId: number; gameName: string }>;
  total: number;
  totalPages: number;
}
interface WinnerAnswer {
  customerName: string;
  gameName: string;
  winAmount: number;
}

describe.runIf(browserAvailable())('the home page game menu, recent games and winner board in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;

  const byTestId = (id: string) => page.getByTestId(id);
  const tab = (name: string) => page.getByRole('tablist', { name: 'Game menu' }).getByRole('tab', { name, exact: true });
  const lobbyNames = () => page.locator('[data-testid="home-lobby-grid"] [data-testid="game-name"]').allTextContents();
  const summary = () => byTestId('home-lobby-summary').textContent();
  const focusedTestId = () => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
  const count = (value: number) => value.toLocaleString('en-US');

  /** What the server holds, to compare the screen with: the public catalogue calls, as any visitor could ask. */
  async function api<T>(path: string): Promise<T> {
    const json = (await (await fetch(`${site.url}${path}`)).json()) as { success: boolean; value: T };
    if (!json.success) throw new Error(`${path} failed`);
    return json.value;
  }

  beforeAll(async () => {
    // Answers are not kept between requests, so the winner board shows a win at once.
    // Paging and the type rows are about the whole demo catalogue: every vendor is given a launch page.
    site = await startSite({ ownWebCopy: true, launchEveryVendor: true, env: { GAMES_CACHE_SECONDS: '0' } });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    // The keyboard test needs the focus where it puts it: the site's popups are taken as seen for the
    // visitor; those that open after a log-in are closed as they come.
    await page.addInitScript(() => {
      sessionStorage.setItem('panalo.disclaimer', 'accepted');
      sessionStorage.setItem('panalo.popupClosed.visitor', '1');
    });
    await autoDismissSitePopups(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('moves between the tabs with the arrow keys, opens one with Enter, and keeps it in the address', async () => {
    await page.goto(site.url);
    await tab('Slots').waitFor();
    expect(await tab('Home').getAttribute('aria-selected')).toBe('true');
    await byTestId('home-hot-games').waitFor();

    // Roving focus: the arrow moves the focus only; Enter opens the tab. (A locator action, so a
    // site popup that opens meanwhile is dismissed first rather than taking the key; the tabs move
    // the focus on the next turn of the event loop, so it is polled.)
    await tab('Home').press('ArrowRight');
    await expect.poll(focusedTestId).toBe('home-tab-hot');
    expect(await tab('Home').getAttribute('aria-selected')).toBe('true');
    await expect.poll(() => tab('Hot').getAttribute('tabindex')).toBe('0');
    await page.keyboard.press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('hot');
    await expect.poll(() => tab('Hot').getAttribute('aria-selected')).toBe('true');
    const hot = await api<ListAnswer>('/lgw/games/list?selectType=HOT&pageSize=18');
    await expect.poll(lobbyNames, SOON).toEqual(hot.games.map((game) => game.gameName));

    await tab('Slots').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('RNG');
    await byTestId('home-lobby-RNG').waitFor();
    await page.reload();
    await byTestId('home-lobby-RNG').waitFor();
    expect(await tab('Slots').getAttribute('aria-selected')).toBe('true');
    await page.goBack();
    await expect.poll(() => tab('Hot').getAttribute('aria-selected')).toBe('true');
  });

  it('a game type tab: 18 a page, the pager moves to page 2, a trimmed search narrows the grid, a vendor keeps its tab', async () => {
    const first = await api<ListAnswer>('/lgw/games/list?gameType=RNG&pageSize=18&pageNo=1');
    const second = await api<ListAnswer>('/lgw/games/list?gameType=RNG&pageSize=18&pageNo=2');
    await page.goto(`${site.url}/?tab=RNG`);
    await expect.poll(lobbyNames, SOON).toEqual(first.games.map((game) => game.gameName));
    expect(await summary()).toBe(`Page 1 of ${count(first.totalPages)} · ${count(first.total)} games`);

    // First two pages, a window around the current one, the last two, and a gap between.
    const pager = page.getByRole('navigation', { name: 'Pages of games' });
    const labels = await pager.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.textContent));
    expect(labels).toEqual(['', '1', '2', '3', '4', '5', String(first.totalPages - 1), String(first.totalPages), '']);
    expect(await pager.getByRole('button', { name: 'Page 1', exact: true }).getAttribute('aria-current')).toBe('page');
    await pager.getByRole('button', { name: 'Page 2', exact: true }).click();
    await expect.poll(lobbyNames, SOON).toEqual(second.games.map((game) => game.gameName));
    expect(second.games[0]!.nodeId).not.toBe(first.games[0]!.nodeId);
    expect(await summary()).toBe(`Page 2 of ${count(first.totalPages)} · ${count(first.total)} games`);
    expect(await pager.getByRole('button', { name: 'Page 2', exact: true }).getAttribute('aria-current')).toBe('page');

    // A search with spaces around a word finds what the trimmed word finds, from page 1.
    const word = first.games[0]!.gameName.split(' ')[0]!;
    const found = await api<ListAnswer>(`/lgw/games/list?gameType=RNG&gameName=${encodeURIComponent(word)}&pageSize=18`);
    expect(found.total).toBeLessThan(first.total);
    await page.getByLabel('Search games by name').fill(`  ${word}   `);
    await expect.poll(lobbyNames, SOON).toEqual(found.games.map((game) => game.gameName));
    expect(await summary()).toBe(`Page 1 of ${count(found.totalPages)} · ${count(found.total)} games`);
    for (const name of await lobbyNames()) expect(name.toLowerCase()).toContain(word.toLowerCase());

    // A vendor from the bar: the address keeps the tab, and only that vendor's games show.
    await page.getByLabel('Search games by name').fill('');
    const originals = await api<ListAnswer>('/lgw/games/list?gameType=RNG&vassalage=PNL&pageSize=18');
    await byTestId('vendor-PNL').click();
    await expect.poll(() => new URL(page.url()).search).toBe('?tab=RNG&vassalage=PNL');
    await expect.poll(lobbyNames, SOON).toEqual(originals.games.map((game) => game.gameName));
    expect(await byTestId('pagination').count()).toBe(0);
  });

  it('keeps the pager on one line on a 320 px phone: one page at each end and three around the current one', async () => {
    const { totalPages } = await api<ListAnswer>('/lgw/games/list?gameType=RNG&pageSize=18&pageNo=1');
    const phone = await browser.newPage({ viewport: { width: 320, height: 700 } });
    try {
      await phone.addInitScript(() => {
        sessionStorage.setItem('panalo.disclaimer', 'accepted');
        sessionStorage.setItem('panalo.popupClosed.visitor', '1');
      });
      await phone.goto(`${site.url}/?tab=RNG`);
      const pager = phone.getByRole('navigation', { name: 'Pages of games' });
      const labels = () => pager.getByRole('button').evaluateAll((buttons) => buttons.map((button) => button.textContent));
      const oneLine = async () => {
        const list = await pager.getByRole('list').boundingBox();
        const button = await pager.getByRole('button', { name: 'Page 1', exact: true }).boundingBox();
        return list!.height < button!.height * 1.5;
      };
      await expect.poll(labels, SOON).toEqual(['', '1', '2', '3', String(totalPages), '']);
      expect(await oneLine()).toBe(true);
      for (const page of [3, 4, 5]) await pager.getByRole('button', { name: `Page ${page}`, exact: true }).click();
      await expect.poll(labels, SOON).toEqual(['', '1', '4', '5', '6', String(totalPages), '']);
      expect(await oneLine()).toBe(true);
      await pager.getByRole('button', { name: `Page ${totalPages}`, exact: true }).click();
      await expect.poll(labels, SOON).toEqual(['', '1', String(totalPages - 2), String(totalPages - 1), String(totalPages), '']);
      expect(await oneLine()).toBe(true);
    } finally {
      await phone.close();
    }
  });

  it('sends a guest who picks Favorite back to Home with the login popup', async () => {
    await page.goto(site.url);
    await tab('Favorites').click();
    await byTestId('login-dialog').waitFor();
    // The open dialog hides the page from the accessibility tree: the tab is found by its test id.
    expect(await byTestId('home-tab-home').getAttribute('aria-selected')).toBe('true');
    expect(new URL(page.url()).searchParams.get('tab')).toBeNull();
  });

  it('shows a member the game just played in the recent row and on /recent, and the win on the winner board', async () => {
    // The login popup from the last test.
    await submitLogIn(page);
    await byTestId('header-username').waitFor();

    // Nothing played yet: no recent row, an empty /recent, and player1 not on the winner board (the
    // demo team's wins are: at most ₱420 of profit each).
    await page.goto(`${site.url}/recent`);
    await byTestId('recent-page').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Recently played' }).waitFor();
    await expect.poll(() => byTestId('games-empty').textContent(), SOON).toContain('You have not played any games yet');
    const before = await api<WinnerAnswer[]>('/lgw/games/winners?gameCategory=ALL&limitNum=50');
    expect(before.filter((winner) => winner.customerName === 'pl***1')).toEqual([]);

    // Panalo Dice from the Slots tab opens inside the site with a game session.
    await page.goto(`${site.url}/?tab=RNG&vassalage=PNL`);
    const dice = page.locator('[data-testid="home-lobby-grid"] [data-testid="game-tile"]').filter({ hasText: 'Panalo Dice' });
    await dice.getByRole('button', { name: 'Play Panalo Dice', exact: true }).click();
    await expect.poll(() => new URL(page.url()).pathname, SOON).toBe('/originals');
    const token = new URL(page.url()).searchParams.get('token')!;

    // ₱500 rounds at an even chance until one wins (each a real bet through the seamless wallet): its
    // profit, about ₱490, tops the board. player1's ₱5,000 lasts ten losses in a row (1 in 1,000).
    let won: { payout: number } | undefined;
    for (let round = 0; round < 10 && !won; round += 1) {
      const answer = (await (
        await fetch(`${site.url}/lgw/originals/v1/play`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ token, game: 'dice', bet: { amount: 50_000, direction: 'under', target: 5000 } }),
        })
      ).json()) as { success: boolean; value: { payout: number } };
      expect(answer.success).toBe(true);
      if (answer.value.payout > 0) won = answer.value;
    }
    expect(won).toBeDefined();

    await page.goto(site.url);
    const recent = byTestId('home-recent-games');
    await expect.poll(() => recent.locator('[data-testid="game-name"]').allTextContents(), SOON).toEqual(['Panalo Dice']);
    expect(await recent.getByRole('link', { name: 'More: Recently played' }).getAttribute('href')).toBe('/recent');

    const winners = await api<WinnerAnswer[]>('/lgw/games/winners?gameCategory=ALL&limitNum=20');
    expect(winners[0]).toMatchObject({ customerName: 'pl***1', gameName: 'Panalo Dice' });
    // The board asks for its winners once it scrolls near: below the lobby rows, it is scrolled to.
    await page.locator('[data-testid="winner-board"], [data-testid="winner-board-loading"]').scrollIntoViewIfNeeded();
    const board = byTestId('winner-board');
    await board.scrollIntoViewIfNeeded();
    await expect.poll(() => board.getByTestId('winner-name').first().textContent(), SOON).toBe('pl***1 won');
    expect(await board.getByTestId('winner-record').first().textContent()).toContain('Panalo Dice');
    const amount = (winners[0]!.winAmount / 100).toLocaleString('en-US', { minimumFractionDigits: 2 });
    expect(await board.getByTestId('winner-amount').first().textContent()).toBe(`₱${amount}`);

    await recent.getByRole('link', { name: 'More: Recently played' }).click();
    await byTestId('recent-page').waitFor();
    await expect
      .poll(() => page.locator('[data-testid="game-grid"] [data-testid="game-name"]').allTextContents(), SOON)
      .toEqual(['Panalo Dice']);
  });

  it("lists the newest games on the New tab, and a member's own games on the Favorites (all at once) and Recent tabs", async () => {
    const newest = await api<ListAnswer>('/lgw/games/list?selectType=NEW&pageSize=18');
    await page.goto(`${site.url}/?tab=new`);
    await expect.poll(lobbyNames, SOON).toEqual(newest.games.map((game) => game.gameName));
    // The home page asks for every favourite in one page (spec 001 section 9: 999).
    const favourites = page.waitForRequest(
      (request) => request.url().includes('/lgw/games/favorites?') && request.url().includes('pageSize=999'),
    );
    await tab('Favorites').click();
    await favourites;
    await tab('Recent').click();
    await expect.poll(() => new URL(page.url()).searchParams.get('tab')).toBe('recent');
    await expect
      .poll(() => page.locator('[data-testid="home-panel-recent"] [data-testid="game-name"]').allTextContents(), SOON)
      .toEqual(['Panalo Dice']);
  });
});
