import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/**
 * The system Chromium: CHROMIUM_PATH, or Debian's /usr/bin/chromium. Browser tests run when one is
 * found and are skipped with one plain line otherwise; E2E_REQUIRED=1 (set by CI) makes a missing
 * browser a failure instead.
 */
export function findChromium(): string | null {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  return candidates.find((path): path is string => !!path && existsSync(path)) ?? null;
}

export const browserRequired = (): boolean => process.env.E2E_REQUIRED === '1';

export function browserAvailable(): boolean {
  const found = findChromium() !== null;
  if (!found && browserRequired()) throw new Error('E2E_REQUIRED=1 but no Chromium found (set CHROMIUM_PATH or install chromium)');
  if (!found) console.log('browser tests skipped: no Chromium found (set CHROMIUM_PATH or install Debian chromium)');
  return found;
}

/**
 * The system Chromium, headless. Its pages run without the site's service worker unless a test
 * asks for it (`serviceWorkers: 'allow'`, as pwa.test.ts does): requests a worker makes are out of
 * reach of page.route, which the network-failure tests rely on.
 */
export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: findChromium()!,
    headless: true,
    // The machine has no outside network: keep Chromium from reaching for it.
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = (options = {}) => newContext({ serviceWorkers: 'block', ...options });
  browser.newPage = (options = {}) => newPage({ serviceWorkers: 'block', ...options });
  return browser;
}

/**
 * Collects the Content-Security-Policy violations Chromium reports on a page or a whole context
 * (frames included), so a test can assert the site works under its policy without any.
 */
export function watchCspViolations(target: Page | BrowserContext): string[] {
  const violations: string[] = [];
  target.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}
