import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, logInFromHeader, PLAYER, type Account } from './support/shell';
import { startSite, type Site } from './support/site';

const screenshots = new URL('../docs/screenshots', import.meta.url).pathname;

const LANGUAGES = [
  {
    language: 'EN',
    account: PLAYER,
    refusal: 'This deposit would pass your daily deposit limit. It resets at',
    waits: 'Changes to ₱1,000.00 at',
    reality: 'Reality check',
  },
  {
    language: 'TY',
    account: { username: 'team01', password: 'Member1234' },
    refusal: 'Lalampas ang deposito na ito sa iyong pang-araw-araw na deposit limit. Magre-reset ito sa',
    waits: 'Magiging ₱1,000.00 sa',
    reality: 'Reality check',
  },
] as const;

async function openSite(page: Page, url: string, language: string, account: Account): Promise<void> {
  await page.goto(url);
  await page.getByTestId('language-select').first().selectOption(language);
  await logInFromHeader(page, account);
}

describe.runIf(browserAvailable())('responsible gaming in the browser', () => {
  // The server's clock runs with real time plus what the test moves it on, in step with the page's clock.
  let skew = 0;
  const clock = { now: () => Date.now() + skew };
  let site: Site;
  let browser: Browser;
  beforeAll(async () => {
    site = await startSite({ ownWebCopy: true, clock });
    await site.updateSettings((settings) => {
      settings.kyc = { ...settings.kyc, enabled: false, mandatory: false };
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });
  const suite = {
    get site() {
      return site;
    },
    async freshPage() {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await autoDismissSitePopups(page);
      return { context, page };
    },
  };

  for (const { language, account, refusal, waits } of LANGUAGES) {
    it(`sets a deposit limit, is refused past it, raises it and sees the wait (${language})`, async () => {
      const { context, page } = await suite.freshPage();
      await openSite(page, suite.site.url, language, account);
      // The footer's link leads to the page.
      await page.getByTestId('footer-responsible').click();
      const daily = page.getByTestId('limit-input-DEPOSIT_DAILY');
      await daily.fill('500');
      await page.getByTestId('rg-save').click();
      await page.getByTestId('rg-saved').waitFor();
      await expect.poll(() => page.getByTestId('limit-DEPOSIT_DAILY').textContent()).toContain('500.00');

      await page.goto(`${suite.site.url}/member/depositv2`);
      await page.getByTestId('deposit-amount').fill('600');
      await page.getByTestId('deposit-submit').click();
      const error = page.getByTestId('deposit-error');
      await error.waitFor();
      expect(await error.textContent()).toContain(refusal);

      await page.goto(`${suite.site.url}/responsibleGaming`);
      await page.getByTestId('limit-input-DEPOSIT_DAILY').fill('1,000');
      await page.getByTestId('rg-save').click();
      await page.getByTestId('rg-saved').waitFor();
      const limit = page.getByTestId('limit-DEPOSIT_DAILY');
      await expect.poll(() => limit.getAttribute('data-pending')).toBe('yes');
      expect(await limit.textContent()).toContain(waits);
      if (language === 'EN') await page.screenshot({ path: `${screenshots}/responsible-gaming-desktop.png`, fullPage: true });
      else {
        // On a phone, in the light theme: the page stays readable and the header keeps its clock.
        await page.evaluate(() => localStorage.setItem('panalo.theme', 'light'));
        await page.setViewportSize({ width: 390, height: 844 });
        await page.reload();
        await page.getByTestId('limit-DEPOSIT_DAILY').waitFor();
        // The field holds the raise just asked for: saving again would not restart its wait.
        expect(await page.getByTestId('limit-input-DEPOSIT_DAILY').inputValue()).toBe('1000');
        await page.screenshot({ path: `${screenshots}/responsible-gaming-phone-tl.png` });
      }
      await context.close();
    });
  }

  it('asks a visitor to log in, and leads to the self-test and the break page', async () => {
    const { context, page } = await suite.freshPage();
    await page.goto(`${suite.site.url}/responsibleGaming`);
    await page.getByTestId('rg-logged-out').waitFor();
    await page.getByTestId('rg-link-self-test').click();
    await page.getByTestId('rg-self-test-submit').waitFor();
    expect(new URL(page.url()).pathname).toBe('/responsibleGaming/selfTest');
    await page.goBack();
    await page.getByTestId('rg-link-break').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/responsibleGaming/break');
    await context.close();
  });

  it('shows the reality check over a built-in game after the chosen interval, and Continue goes back to the game', async () => {
    const { context, page } = await suite.freshPage();
    // The page's own clock, moved on by the test: no waiting for half an hour.
    await page.clock.install();
    await openSite(page, suite.site.url, 'EN', { username: 'member01', password: 'Member1234' });
    await page.goto(`${suite.site.url}/responsibleGaming`);
    await page.getByTestId('rg-reality').selectOption('30');
    await page.getByText('Reality check saved.').waitFor();
    await page.goto(`${suite.site.url}/originals?game=dice`);
    await page.getByTestId('originals-page').waitFor();
    await page.getByTestId('session-clock').waitFor();
    expect(await page.getByTestId('reality-check').count()).toBe(0);

    skew += 30 * 60_000 + 5_000;
    await page.clock.fastForward('30:05');
    const dialog = page.getByTestId('reality-check');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('You have played for 0:30:');
    expect(await page.getByTestId('reality-check-result').textContent()).toContain('Your result this session:');
    // Focus is inside the dialog, on Continue.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('reality-check-continue');
    await page.screenshot({ path: `${screenshots}/reality-check-desktop.png` });
    await page.getByTestId('reality-check-continue').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await page.getByTestId('originals-page').waitFor();
    await context.close();
  });
});
