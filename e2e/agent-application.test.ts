import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { autoDismissSitePopups, dismissSitePopups } from './support/shell';
import { startSite, type Site } from './support/site';
import { staffApiToken } from './support/staff';

/** Looked at by hand, not kept in git (.gitignore). */
const screenshots = fileURLToPath(new URL('../test-results', import.meta.url));

/** The footer tells the configured licence, shows vendor logos, and "Become an agent" takes an application. */
describe.runIf(browserAvailable())('the footer and the agent application', () => {
  let site: Site;
  let browser: Browser;
  let page: Page;
  const byTestId = (id: string) => page.getByTestId(id);

  beforeAll(async () => {
    site = await startSite({
      env: { HUMAN_CHECK_COMPLEXITY: '20', HUMAN_CHECK_COST: '1' },
      // The brand guards registration with the human check: the application form asks for it too.
      brand: (brand) => {
        brand.settings.humanCheck = { login: false, sms: false, register: true };
      },
    });
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 860 } });
    await autoDismissSitePopups(page);
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('states the configured licence and shows each vendor as a logo image', async () => {
    await page.goto(site.url);
    // The footer is built once the disclaimer over the first visit is answered (a covered page
    // waits to build what is below its first screen).
    const footerShown = async () => {
      await dismissSitePopups(page);
      return byTestId('footer-licence').count();
    };
    await expect.poll(footerShown, { timeout: 10_000 }).toBe(1);
    const licence = await byTestId('footer-licence').textContent();
    expect(licence).toContain('Panalo Demo is licensed and regulated by PAGCOR (Philippine Amusement and Gaming Corporation)');
    expect(licence).toContain('DEMO-0000-0000');
    expect(licence).not.toContain('will be published');

    const logos = byTestId('footer-vendors').locator('img');
    await expect.poll(() => logos.count()).toBeGreaterThan(5);
    await logos.last().scrollIntoViewIfNeeded();
    // Every logo is a named image that loads (they load lazily, once the footer is in view).
    const unloaded = () =>
      logos.evaluateAll((images) => (images as HTMLImageElement[]).filter((image) => !image.alt || image.naturalWidth === 0).length);
    await expect.poll(unloaded).toBe(0);
  });

  it("sends a visitor's application to the operator's queue, after the human check", async () => {
    await byTestId('footer-affiliate').click();
    await byTestId('agent-apply-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/applyAgent');
    await byTestId('agent-apply-submit').click();
    await page.getByText('Please enter your name.').waitFor();
    await page.getByText('Please enter a mobile number or an e-mail address.').waitFor();

    await byTestId('agent-apply-name').fill('Jose Rizal Cruz');
    await byTestId('agent-apply-contact').fill('+63 917 555 0142');
    await byTestId('agent-apply-channel').selectOption('COMMUNITY');
    await byTestId('agent-apply-experience').selectOption('ONE_TO_3_YEARS');
    await byTestId('agent-apply-message').fill('I manage a basketball league in Quezon City.');
    await byTestId('agent-apply-human-check').waitFor();
    await byTestId('agent-apply-submit').click();
    await byTestId('agent-apply-done').waitFor();

    const token = await staffApiToken(site.url);
    const queue = await fetch(`${site.url}/wps/operator/agent-applications?status=PENDING`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { list } = ((await queue.json()) as { value: { list: Array<Record<string, unknown>> } }).value;
    expect(list).toContainEqual(
      expect.objectContaining({ name: 'Jose Rizal Cruz', contact: '+63 917 555 0142', channel: 'COMMUNITY', experience: 'ONE_TO_3_YEARS' }),
    );

    // A second application from the same contact gets the catalogue's answer above the form.
    await page.reload();
    await byTestId('agent-apply-name').fill('Jose Rizal Cruz');
    await byTestId('agent-apply-contact').fill('+63 917 555 0142');
    await byTestId('agent-apply-submit').click();
    await expect(byTestId('agent-apply-error').textContent()).resolves.toContain('already waiting for a decision');
  });

  it('reads in Tagalog and the light theme on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.evaluate(() => {
      localStorage.setItem('panalo.language', 'TY');
      localStorage.setItem('panalo.theme', 'light');
    });
    await page.goto(`${site.url}/applyAgent`);
    await page.getByRole('heading', { name: 'Maging ahente' }).waitFor();
    // The licence sentence reads as Tagalog with the brand's regulator in it.
    await expect(byTestId('footer-licence').textContent()).resolves.toContain(
      'Ang Panalo Demo ay lisensyado at nireregula ng PAGCOR (Philippine Amusement and Gaming Corporation)',
    );
    await page.getByLabel('Saan ka hahanap ng mga manlalaro?').waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${screenshots}/agent-apply-tl-phone.png` });
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.evaluate(() => localStorage.setItem('panalo.theme', 'dark'));
    await page.goto(site.url);
    await byTestId('footer-vendors').scrollIntoViewIfNeeded();
    await page.locator('footer').screenshot({ path: `${screenshots}/footer-desktop.png` });
  });
});
