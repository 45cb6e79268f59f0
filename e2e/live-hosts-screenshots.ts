/**
 * `npx tsx e2e/live-hosts-screenshots.ts`: the live hosts as player1 sees them: the /live lobby's
 * "Live hosts" row, the hosts page and a host's room after a few messages, on a desktop (dark,
 * English) and a phone (light, Tagalog), into docs/screenshots/live-hosts-*.png (docs/studio.md
 * shows them). Needs the built web app and a Chromium, like the browser tests.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './support/browser';
import { PLAYER } from './support/shell';
import { startSite, type Site } from './support/site';

const outDir = fileURLToPath(new URL('../docs/screenshots/', import.meta.url));
const VARIANTS = [
  { theme: 'dark', language: 'EN', phone: false, suffix: 'desktop' },
  { theme: 'light', language: 'TY', phone: true, suffix: 'phone-light-tl' },
] as const;

async function logIn(site: Site, language: string): Promise<string> {
  const answer = await fetch(`${site.url}/wps/session/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Language: language },
    body: JSON.stringify(PLAYER),
  });
  return ((await answer.json()) as { value: { token: string } }).value.token;
}

async function shoot(browser: Browser, site: Site): Promise<void> {
  for (const variant of VARIANTS) {
    const context = await browser.newContext({
      viewport: variant.phone ? { width: 390, height: 844 } : { width: 1366, height: 860 },
      deviceScaleFactor: 1,
      isMobile: variant.phone,
      hasTouch: variant.phone,
    });
    const token = await logIn(site, variant.language);
    await context.addInitScript(
      ({ theme, language, token }) => {
        localStorage.setItem('panalo.theme', theme);
        localStorage.setItem('panalo.language', language);
        if (!sessionStorage.getItem('panalo.token')) sessionStorage.setItem('panalo.token', token);
        sessionStorage.setItem('panalo.disclaimer', 'accepted');
        sessionStorage.setItem('panalo.popupClosed.visitor', '1');
        sessionStorage.setItem('panalo.popupClosed.member', '1');
      },
      { theme: variant.theme, language: variant.language, token },
    );
    const page = await context.newPage();
    const save = async (target: Page, name: string) => {
      const file = `live-hosts-${name}-${variant.suffix}.png`;
      await target.screenshot({ path: `${outDir}${file}` });
      console.log(file);
    };
    await page.goto(`${site.url}/live`);
    await page.getByTestId('host-card').first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await save(page, 'lobby');
    await page.goto(`${site.url}/live/hosts`);
    await page.getByTestId('host-card').first().waitFor();
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await save(page, 'list');
    await page.getByTestId('host-card-open').first().click();
    const frame = page.frameLocator('[data-testid="live-room-frame"]');
    await frame.getByTestId('live-stage').waitFor();
    // The same member posts in both variants: the room allows 3 messages in 10 seconds.
    await page.waitForTimeout(10_000);
    for (const text of variant.language === 'TY'
      ? ['Magandang gabi po!', 'Suwertehin sana tayo']
      : ['Hello there!', 'Good luck on this shoe']) {
      await frame.getByTestId('chat-input').fill(text);
      await frame.getByTestId('chat-input').press('Enter');
      // The next message waits for this one's answer (the form sends one at a time).
      while (await frame.getByTestId('chat-input').inputValue()) await page.waitForTimeout(100);
    }
    await frame.getByTestId('chat-line').nth(2).waitFor();
    await frame.getByTestId('chat-input').focus();
    await page.waitForTimeout(600);
    await save(page, 'room');
    await context.close();
  }
}

async function main(): Promise<void> {
  mkdirSync(outDir, { recursive: true });
  const site = await startSite();
  const browser = await launchBrowser();
  try {
    await shoot(browser, site);
  } finally {
    await browser.close();
    await site.close();
  }
}

await main();
