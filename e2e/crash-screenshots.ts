/**
 * `npx tsx e2e/crash-screenshots.ts`: the shared crash round as player1 opens it from a launch,
 * with bets on the round, while it takes bets and while it climbs, on a desktop (dark, English)
 * and a phone (light, Tagalog), into docs/screenshots/crash-*.png (docs/studio.md shows them).
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { launchBrowser } from './support/browser';
import { PLAYER } from './support/shell';
import { startSite, type Site } from './support/site';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const PERIOD = 20_000;
const BETTING = 9_000;
const VARIANTS = [
  { theme: 'dark', lang: 'EN', phone: false },
  { theme: 'light', lang: 'TY', phone: true },
] as const;

let shift = 0;
const now = () => Date.now() + shift;

async function json(site: Site, path: string, init: RequestInit = {}): Promise<{ success: boolean; value: never }> {
  const response = await fetch(`${site.url}${path}`, {
    ...init,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...(init.headers ?? {}) },
  });
  return (await response.json()) as { success: boolean; value: never };
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const site = await startSite({ clock: { now } });
  const browser = await launchBrowser();
  try {
    const login = await json(site, '/wps/session/login', { method: 'POST', body: JSON.stringify(PLAYER) });
    const token = (login.value as { token: string }).token;
    const list = (await json(site, '/lgw/games/list?vassalage=NEONSLOT&gameClassify=CR&pageSize=10')).value as {
      games: { nodeId: number; gameClassify: string }[];
    };
    const nodeId = list.games.find((game) => game.gameClassify === 'CR')!.nodeId;
    for (const variant of VARIANTS) {
      const launched = await json(site, '/wps/game/launchGame', {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, Language: variant.lang },
        body: JSON.stringify({ nodeId }),
      });
      const url = new URL((launched.value as { url: string }).url, site.url);
      url.searchParams.set('lang', variant.lang);
      const context = await browser.newContext({
        viewport: variant.phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
        deviceScaleFactor: 1,
        isMobile: variant.phone,
        hasTouch: variant.phone,
        colorScheme: variant.theme,
      });
      const page = await context.newPage();
      // The next betting window, two seconds in.
      const closesAt = (Math.floor((now() + BETTING) / PERIOD) + 1) * PERIOD;
      shift += closesAt - BETTING + 2_000 - now();
      await page.goto(url.toString());
      await page.waitForSelector('body[data-ready="true"]');
      await page.waitForFunction(() => !(document.getElementById('bet') as HTMLButtonElement).disabled);
      await page.getByTestId('crash-auto').fill('2.00');
      await page.getByTestId('crash-bet').click();
      await page
        .getByTestId('crash-player')
        .filter({ hasText: /You|Ikaw/ })
        .first()
        .waitFor();
      const name = variant.phone ? 'phone-light-tl' : 'desktop';
      await page.screenshot({ path: `${outDir}crash-${name}-betting.png`, fullPage: true });
      shift += closesAt + 1_500 - now();
      await page.waitForSelector('#crash-stage[data-phase="running"], #crash-stage[data-phase="crashed"]', { timeout: 15_000 });
      await page.waitForTimeout(400);
      await page.screenshot({ path: `${outDir}crash-${name}-running.png`, fullPage: true });
      console.log(`crash-${name}`);
      await context.close();
    }
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
