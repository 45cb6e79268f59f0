import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, dismissSitePopups, submitLogIn } from './support/shell';
import { startSite, type Site } from './support/site';
import { studioPagePath } from '@panalo/contract/studio';

/** expect.poll waits 1 s by default; a search or a page of 42 tiles on two shared cores can take longer. */
const SOON = { timeout: 10_000 };

interface ListAnswer {
  games: Array<{ nodeId: number; gameName: string; vassalage: string }>;
  total: number;
}
interface MenusAnswer {
  menus: Array<{ gameType: string; vendors: Array<{ vassalage: string; displayName: string; gameCount: number }> }>;
}

describe.runIf(browserAvailable())('the game lobbies and favourites in the browser', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;

  const byTestId = (id: string) => page.getByTestId(id);
  const tiles = () => page.locator('[data-testid="game-grid"] [data-testid="game-tile"]');
  const tileNames = () => page.locator('[data-testid="game-grid"] [data-testid="game-name"]').allTextContents();
  const progress = () => byTestId('games-progress').textContent();
  const count = (value: number) => value.toLocaleString('en-US');

  /**
   * The lobby's tiles once the site's popups are answered, as a reader answers them before
   * browsing: a page under a popup builds only its first screen's tiles, the rest once it closes.
   */
  const shownTiles = async () => {
    await dismissSitePopups(page);
    return tiles().count();
  };

  /** What the server holds, to compare the screen with: the public catalogue calls, as any visitor could ask. */
  async function api<T>(path: string): Promise<T> {
    const json = (await (await fetch(`${site.url}${path}`)).json()) as { success: boolean; value: T };
    if (!json.success) throw new Error(`${path} failed`);
    return json.value;
  }

  beforeAll(async () => {
    // Browsing needs the whole demo catalogue listed; one vendor's page is taken away below, so no lobby cache.
    site = await startSite({ ownWebCopy: true, launchEveryVendor: true, env: { GAMES_CACHE_SECONDS: '0' } });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('browses the slots: 42 at a time, a vendor from the vendor bar, a trimmed search and "load more"', async () => {
    const all = await api<ListAnswer>('/lgw/games/list?gameType=RNG&pageSize=1');
    await page.goto(`${site.url}/rng`);
    await expect.poll(shownTiles, SOON).toBe(42);
    expect(await progress()).toBe(`Showing 42 of ${count(all.total)} games`);
    // The first screen's pictures load at once and first (the largest paint); the rest wait until they scroll near.
    expect(await tiles().first().locator('img').getAttribute('loading')).toBe('eager');
    expect(await tiles().first().locator('img').getAttribute('fetchpriority')).toBe('high');
    expect(await tiles().nth(4).locator('img').getAttribute('loading')).toBe('lazy');
    expect(await tiles().nth(4).locator('img').getAttribute('fetchpriority')).toBeNull();

    // A vendor from the bar: the address says which, and every tile is that vendor's.
    const menus = await api<MenusAnswer>('/lgw/games/game_menus');
    // Not the first vendor (the grid opens on its games anyway), and one with more than a page of games.
    const vendor = menus.menus.find((menu) => menu.gameType === 'RNG')!.vendors.find((entry, index) => index > 0 && entry.gameCount > 42)!;
    const ofVendor = await api<ListAnswer>(`/lgw/games/list?gameType=RNG&vassalage=${vendor.vassalage}&pageSize=1`);
    await byTestId(`vendor-${vendor.vassalage}`).click();
    await expect.poll(() => page.url()).toContain(`vassalage=${vendor.vassalage}`);
    await expect.poll(progress, SOON).toBe(`Showing 42 of ${count(ofVendor.total)} games`);
    expect(await byTestId(`vendor-${vendor.vassalage}`).getAttribute('aria-current')).toBe('true');
    const vendorsShown = await page.locator('[data-testid="game-grid"] .game-tile__vendor').allTextContents();
    expect(new Set(vendorsShown)).toEqual(new Set([vendor.displayName]));

    // A search with spaces around the name finds what the trimmed name finds.
    const word = ofVendor.games[0]!.gameName.split(' ')[0]!;
    const found = await api<ListAnswer>(`/lgw/games/list?gameType=RNG&vassalage=${vendor.vassalage}&gameName=${word}&pageSize=100`);
    await page.getByLabel('Search games by name').fill(`   ${word}  `);
    await expect.poll(progress, SOON).toBe(`Showing ${Math.min(42, found.total)} of ${count(found.total)} games`);
    for (const name of await tileNames()) expect(name.toLowerCase()).toContain(word.toLowerCase());

    // A search that finds nothing says so and offers the lobby's most played games instead.
    await page.getByLabel('Search games by name').fill('zzqx no such game');
    await byTestId('games-empty').waitFor();
    const popular = await api<{ list: Array<{ gameName: string }> }>('/lgw/games/popular?gameType=RNG&limit=6');
    await expect
      .poll(() => page.locator('[data-testid="popular-games"] [data-testid="game-name"]').allTextContents(), SOON)
      .toEqual(popular.list.map((game) => game.gameName));

    // Back to every vendor, no search: "load more" adds the next 42.
    await page.getByLabel('Search games by name').fill('');
    await byTestId('vendor-all').click();
    await expect.poll(progress, SOON).toBe(`Showing 42 of ${count(all.total)} games`);
    await byTestId('games-load-more').click();
    await expect.poll(() => tiles().count(), SOON).toBe(84);
    expect(await progress()).toBe(`Showing 84 of ${count(all.total)} games`);
  });

  it('opens a lobby from the header hover menu, filtered to that vendor', async () => {
    const menus = await api<MenusAnswer>('/lgw/games/game_menus');
    const live = menus.menus.find((menu) => menu.gameType === 'LIVE')!.vendors[0]!;
    await page.goto(site.url);
    await byTestId('nav-live').hover();
    const menu = byTestId('vendor-menu-live');
    await menu.getByRole('link', { name: live.displayName }).click();
    await expect.poll(() => page.url()).toContain(`/live?vassalage=${live.vassalage}`);
    await page.getByRole('heading', { level: 1, name: 'Live casino' }).waitFor();
    await expect
      .poll(async () => new Set(await page.locator('[data-testid="game-grid"] .game-tile__vendor').allTextContents()), SOON)
      .toEqual(new Set([live.displayName]));
  });

  it('lists the game providers by lane in the side menu, kept for the browser session', async () => {
    const lanes = await api<{ data: { lanes: Array<{ gameType: string; cards: Array<{ vassalage: string; displayName: string }> }> } }>(
      '/lgw/games/lanes',
    );
    const slots = lanes.data.lanes.find((lane) => lane.gameType === 'RNG')!;
    await page.goto(`${site.url}/`);
    await byTestId('header-menu').click();
    const providers = byTestId('side-menu-providers');
    const slotLane = providers.getByRole('navigation', { name: 'Slots' });
    await expect.poll(() => slotLane.getByRole('link').allTextContents(), SOON).toEqual(slots.cards.map((card) => card.displayName));
    expect(await page.evaluate(() => sessionStorage.getItem('panalo.vendorLanes'))).toContain(slots.cards[0]!.vassalage);

    const vendor = slots.cards[1]!;
    await byTestId(`provider-${vendor.vassalage}`).click();
    await expect.poll(() => page.url()).toContain(`/rng?vassalage=${vendor.vassalage}`);
    expect(await byTestId('side-menu').count()).toBe(0);
  });

  it('asks a guest to log in for a star, and a member keeps favourites on /favorite', async () => {
    await page.goto(`${site.url}/rng`);
    await expect.poll(shownTiles, SOON).toBe(42);
    // A studio game, held by its node id: the lobby's order varies with the demo's rounds, and names
    // repeat across vendors (not within one: seed/demo-catalogue.ts), so neither a position nor a name is a key.
    const studioIds = new Set(
      (
        (await (await fetch(`${site.url}/lgw/games/list?vassalage=LUCKYREEL&pageSize=100`)).json()) as {
          value: { games: { nodeId: number }[] };
        }
      ).value.games.map((game) => String(game.nodeId)),
    );
    const shown = await tiles().evaluateAll((elements) => elements.map((element) => element.getAttribute('data-node-id')));
    const nodeId = shown.find((id) => id !== null && studioIds.has(id))!;
    expect(nodeId).toBeTruthy();
    const first = page.locator(`[data-testid="game-grid"] [data-testid="game-tile"][data-node-id="${nodeId}"]`);
    const name = (await first.getByTestId('game-name').textContent())!;
    const star = first.getByTestId('favourite-button');
    expect(await star.getAttribute('aria-label')).toBe(`Add ${name} to my favourites`);
    expect(await star.getAttribute('aria-pressed')).toBe('false');

    await star.click();
    await byTestId('login-dialog').waitFor();
    await submitLogIn(page);
    await byTestId('header-username').waitFor();
    await page.goto(`${site.url}/rng`);
    await expect.poll(shownTiles, SOON).toBe(42);

    const added = page.waitForResponse(
      (response) => response.url().endsWith('/lgw/games/favorites') && response.request().method() === 'POST',
    );
    // Two taps at once: the second falls inside the second (one toggle per second) and is dropped.
    await star.evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true');
    expect(await star.getAttribute('aria-label')).toBe(`Remove ${name} from my favourites`);
    await added;
    expect(await star.getAttribute('aria-pressed')).toBe('true');

    await page.goto(`${site.url}/favorite`);
    await byTestId('favourites-page').waitFor();
    await expect.poll(tileNames, SOON).toEqual([name]);
    expect(await tiles().first().getAttribute('data-node-id')).toBe(nodeId);
    const favouriteStar = page.getByRole('button', { name: `Remove ${name} from my favourites` });
    expect(await favouriteStar.getAttribute('aria-pressed')).toBe('true');
    const removed = page.waitForResponse(
      (response) => response.url().includes('/lgw/games/favorites?') && response.request().method() === 'DELETE',
    );
    await favouriteStar.click();
    // The tile stays (so it can be starred again) with its star off, until the page is opened again.
    await expect.poll(() => page.getByRole('button', { name: `Add ${name} to my favourites` }).getAttribute('aria-pressed')).toBe('false');
    await removed;
    await page.reload();
    await byTestId('games-empty').waitFor();
    expect(await byTestId('games-empty').textContent()).toContain('You have no favourites yet');
  });

  it('puts a star back and says why when the call fails', async () => {
    await page.goto(`${site.url}/rng`);
    await expect.poll(shownTiles, SOON).toBe(42);
    const star = tiles().nth(1).getByTestId('favourite-button');
    await page.route('**/lgw/games/favorites', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()));
    await star.click();
    await byTestId('favourite-error').waitFor();
    expect(await byTestId('favourite-error').textContent()).toContain('Network link is abnormal');
    expect(await star.getAttribute('aria-pressed')).toBe('false');
    await page.unroute('**/lgw/games/favorites');
    await page.keyboard.press('Escape');
  });

  it('shows sports books as large vendor cards, and no card of a vendor that cannot launch', async () => {
    // Arena Sportsbook loses its launch page: the lobby no longer offers it (docs/games.md "Launchability").
    await site.app.ctx.db.updateTable('vendors').set({ launch_url: null }).where('code', '=', 'ARENABET').execute();
    try {
      await page.goto(`${site.url}/sports`);
      const entries = page.getByTestId('vendor-entry');
      await expect.poll(() => entries.filter({ hasText: 'Sandbox Sports' }).count(), SOON).toBe(1);
      expect(await entries.filter({ hasText: 'Arena Sportsbook' }).count()).toBe(0);
      await page.getByTestId('nav-sports').hover();
      await page.getByTestId('vendor-menu-sports').getByText('Sandbox Sports').waitFor();
      expect(await page.getByTestId('vendor-menu-sports').getByText('Arena Sportsbook').count()).toBe(0);
    } finally {
      // Back to the studio's book, where the demo launches it.
      await site.app.ctx.db
        .updateTable('vendors')
        .set({ launch_url: studioPagePath('ARENABET') })
        .where('code', '=', 'ARENABET')
        .execute();
    }
  });

  it('launches a built-in game inside the site with a fresh game session', async () => {
    await page.goto(`${site.url}/rng?vassalage=PNL`);
    const tile = page.getByTestId('game-tile').filter({ hasText: 'Panalo Dice' });
    await tile.getByRole('button', { name: /^Play / }).click();
    await expect.poll(() => new URL(page.url()).pathname, SOON).toBe('/originals');
    const address = new URL(page.url());
    expect(address.searchParams.get('game')).toBe('dice');
    expect(address.searchParams.get('token')).toMatch(/^[A-Za-z0-9_-]{40,}$/);
  });

  it("loads pictures from one of the brand's image CDNs, and shows the default icon when that fails", async () => {
    // A CDN that cannot answer: every picture then fails once and the lobby's own icon stands in.
    await site.updateSettings((settings) => (settings.imageCDNs = ['https://images.panalo.invalid']));
    try {
      await page.goto(`${site.url}/rng`);
      await expect.poll(() => tiles().count(), SOON).toBe(42);
      const first = tiles().first();
      await first.scrollIntoViewIfNeeded();
      await expect.poll(() => first.getByTestId('game-art-fallback').count(), SOON).toBe(1);
      // Tiles further down wait to be scrolled near; the ones already tried asked the CDN.
      const sources = await page
        .locator('[data-testid="game-grid"] img')
        .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
      expect(sources.length).toBeGreaterThan(0);
      for (const source of sources) expect(source).toMatch(/^https:\/\/images\.panalo\.invalid\/lgw\/games\/icon\//);
    } finally {
      await site.updateSettings((settings) => (settings.imageCDNs = []));
    }
  });
});
