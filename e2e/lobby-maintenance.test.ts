import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups } from './support/shell';
import { startSite, type Site } from './support/site';

/** expect.poll waits 1 s by default; a lobby page on two shared cores can take longer. */
const SOON = { timeout: 10_000 };

describe.runIf(browserAvailable())('a game in maintenance in the lobby', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);
  const diceTile = () => page.getByTestId('game-tile').filter({ hasText: 'Panalo Dice' });

  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true });
    // The operator puts one built-in game in maintenance (the back office's "Games in maintenance").
    await site.updateSettings((settings) => {
      settings.gameMaintenance.entries = [{ vendor: ORIGINALS_VENDOR, gameCode: 'dice', startsAt: null, endsAt: null }];
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await autoDismissSitePopups(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('marks the game on its tile and offers no free play for it, while the other games keep theirs', async () => {
    await page.goto(`${site.url}/rng?vassalage=${ORIGINALS_VENDOR}`);
    await diceTile().waitFor();
    expect(await diceTile().getAttribute('data-maintenance')).toBe('true');
    expect(await diceTile().getByTestId('game-maintenance-marker').textContent()).toContain('Maintenance');
    expect(await diceTile().getByTestId('game-free-play').count()).toBe(0);
    const others = page.getByTestId('game-tile').filter({ hasNotText: 'Panalo Dice' });
    expect(await others.count()).toBeGreaterThan(0);
    expect(await others.getByTestId('game-maintenance-marker').count()).toBe(0);
    expect(await others.getByTestId('game-free-play').count()).toBe(await others.count());
  });

  it('opens the maintenance dialog from the tile, with three other playable games whose free play opens', async () => {
    await diceTile()
      .getByRole('button', { name: /Panalo Dice is under maintenance/ })
      .click();
    const dialog = byTestId('game-maintenance-dialog');
    await dialog.waitFor();
    expect(await dialog.getByRole('heading').first().textContent()).toContain('Panalo Dice is under maintenance');
    // No login popup: a guest learns about the maintenance like anyone.
    expect(await byTestId('login-dialog').count()).toBe(0);
    const suggestions = dialog.getByTestId('game-suggestion');
    await expect.poll(() => suggestions.count(), SOON).toBe(3);
    const names = await suggestions.locator('.maintenance-suggestion__name').allTextContents();
    expect(names).not.toContain('Panalo Dice');
    // Each suggestion offers free play exactly when its own catalogue entry does (supportPlay 0). Entries
    // are told apart by node id: names repeat across vendors (and a studio game may share a built-in's).
    const diceId = await diceTile().getAttribute('data-node-id');
    const answer = (await (await fetch(`${site.url}/lgw/games/suggestions?nodeId=${diceId}`)).json()) as {
      value: { list: { nodeId: number; supportPlay: number; vassalage: string }[] };
    };
    const entries = new Map(answer.value.list.map((game) => [String(game.nodeId), game]));
    expect(entries.size).toBe(3);
    const shown = await suggestions.evaluateAll((items) =>
      items.map((item) => ({
        id: item.getAttribute('data-node-id'),
        free: item.querySelector('[data-testid="suggestion-free-play"]') !== null,
      })),
    );
    for (const { id, free } of shown) expect(free, `suggestion ${id}`).toBe(entries.get(id!)?.supportPlay === 0);
    // A studio game's free play opens its own page in a new window; a built-in game's opens in the site.
    const studio = shown.find(({ id, free }) => free && entries.get(id!)?.vassalage !== ORIGINALS_VENDOR);
    if (studio) {
      const item = dialog.locator(`[data-testid="game-suggestion"][data-node-id="${studio.id}"]`);
      const opened = page.context().waitForEvent('page');
      await item.getByTestId('suggestion-free-play').click();
      const game = await opened;
      await game.waitForSelector('body[data-ready="true"]', SOON);
      expect(await game.getByTestId('studio-demo').count()).toBe(1);
      await game.close();
    }
    const builtIn = shown.find(({ id, free }) => free && entries.get(id!)?.vassalage === ORIGINALS_VENDOR);
    if (builtIn) {
      if (studio) {
        await page.goto(`${site.url}/rng?vassalage=${ORIGINALS_VENDOR}`);
        await diceTile()
          .getByRole('button', { name: /Panalo Dice is under maintenance/ })
          .click();
      }
      await dialog.locator(`[data-testid="game-suggestion"][data-node-id="${builtIn.id}"]`).getByTestId('suggestion-free-play').click();
      await expect.poll(() => page.url(), SOON).toMatch(/demo/);
      expect(page.url()).not.toContain('game=dice');
      await byTestId('demo-banner').waitFor();
    }
    expect(studio ?? builtIn).toBeTruthy();
  });

  it('marks a whole vendor in maintenance for its window: its card in the lobby says so, its tiles offer no free play, suggestions come from another vendor', async () => {
    const now = Date.now();
    await site.updateSettings((settings) => {
      settings.gameMaintenance.entries = [{ vendor: 'REEFFISH', gameCode: null, startsAt: now - 60_000, endsAt: now + 60 * 60_000 }];
    });
    await page.goto(`${site.url}/fish`);
    const reefCard = byTestId('vendor-REEFFISH');
    await expect.poll(() => reefCard.textContent(), SOON).toContain('Maintenance');
    expect(await byTestId('vendor-OCEANHUNT').textContent()).not.toContain('Maintenance');

    await page.goto(`${site.url}/fish?vassalage=REEFFISH`);
    const tiles = page.locator('[data-testid="game-grid"] [data-testid="game-tile"]');
    await tiles.first().waitFor(SOON);
    const count = await tiles.count();
    expect(count).toBeGreaterThan(0);
    expect(await tiles.getByTestId('game-maintenance-marker').count()).toBe(count);
    expect(await tiles.getByTestId('game-free-play').count()).toBe(0);

    // The dialog suggests three playable fishing games, none of the vendor in maintenance.
    await tiles
      .first()
      .getByRole('button', { name: /is under maintenance/ })
      .click();
    const dialog = byTestId('game-maintenance-dialog');
    await dialog.waitFor();
    const suggestions = dialog.getByTestId('game-suggestion');
    await expect.poll(() => suggestions.count(), SOON).toBe(3);
    const ids = await suggestions.evaluateAll((items) => items.map((item) => Number(item.getAttribute('data-node-id'))));
    const listed = (await (await fetch(`${site.url}/lgw/games/list?vassalage=OCEANHUNT&pageSize=100`)).json()) as {
      value: { games: { nodeId: number }[] };
    };
    const oceanHunt = new Set(listed.value.games.map((game) => game.nodeId));
    for (const id of ids) expect(oceanHunt.has(id), `suggestion ${id}`).toBe(true);
    await page.keyboard.press('Escape');

    // The other fishing vendor keeps its free play.
    await page.goto(`${site.url}/fish?vassalage=OCEANHUNT`);
    await tiles.first().waitFor(SOON);
    expect(await tiles.getByTestId('game-maintenance-marker').count()).toBe(0);
    expect(await tiles.getByTestId('game-free-play').count()).toBeGreaterThan(0);
  });

  it('shows the game as playable again once the operator ends the maintenance', async () => {
    await site.updateSettings((settings) => {
      settings.gameMaintenance.entries = [];
    });
    await page.goto(`${site.url}/rng?vassalage=${ORIGINALS_VENDOR}`);
    await diceTile().waitFor();
    await expect.poll(() => diceTile().getByTestId('game-free-play').count(), SOON).toBe(1);
    expect(await diceTile().getAttribute('data-maintenance')).toBeNull();
  });
});
