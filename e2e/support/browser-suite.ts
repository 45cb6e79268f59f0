import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from './browser';
import { autoDismissSitePopups } from './shell';
import { startSite, type Site, type SiteOptions } from './site';

export interface BrowserSuite {
  /** The site and the browser, set in the suite's beforeAll. */
  readonly site: Site;
  readonly browser: Browser;
  /** A new browser context (no cookies, no storage) and its page, with the site's popups dismissed. */
  freshPage(): Promise<{ context: BrowserContext; page: Page }>;
}

/**
 * The set-up most browser suites share: their own copy of the built site on a fresh database with
 * the demo brand (KYC off, so members reach every page), one browser, closed after the suite.
 */
export function browserSuite(viewport: { width: number; height: number }, options: SiteOptions = {}): BrowserSuite {
  let site: Site | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true, ...options });
    await site.updateSettings((settings) => {
      settings.kyc = { ...settings.kyc, enabled: false, mandatory: false };
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  return {
    get site() {
      if (!site) throw new Error('the site starts in beforeAll');
      return site;
    },
    get browser() {
      if (!browser) throw new Error('the browser starts in beforeAll');
      return browser;
    },
    async freshPage() {
      const context = await this.browser.newContext({ viewport });
      const page = await context.newPage();
      await autoDismissSitePopups(page);
      return { context, page };
    },
  };
}
