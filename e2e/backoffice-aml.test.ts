import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';
import { DEMO_STAFF, staffPage } from './support/staff';

const screenshots = fileURLToPath(new URL('../docs/screenshots', import.meta.url));

/** The demo's risk officer (README), who works the AML queue. */
const RISK = DEMO_STAFF.risk;
const NOTE = 'Business owner; source of funds documents on file';

describe.runIf(browserAvailable())('AML cases in the back office', () => {
  let site: Site;
  let browser: Browser;

  beforeAll(async () => {
    site = await startSite();
    browser = await launchBrowser();
    mkdirSync(screenshots, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
    await site?.close();
  });

  it('a risk officer opens a covered-transaction case, sees its evidence and closes it with a note', async () => {
    const page = await staffPage(browser, site.url, RISK);
    await page.getByRole('link', { name: 'AML cases', exact: true }).click();
    await page.getByRole('heading', { name: 'Anti-money-laundering cases' }).waitFor();
    // The demo seeds one case of each kind, all open.
    await expect.poll(() => page.locator('tbody tr').count()).toBeGreaterThanOrEqual(7);
    await page.getByText('7 open').waitFor();
    await page.screenshot({ path: `${screenshots}/backoffice-aml-queue.png`, fullPage: true });

    await page.getByRole('combobox', { name: 'Kind' }).selectOption('COVERED');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect.poll(() => page.locator('tbody tr').count()).toBe(1);
    await page
      .locator('tbody tr')
      .first()
      .getByRole('link', { name: /^#\d+$/ })
      .click();
    await page.getByRole('heading', { name: /Case \d+ · Covered transaction/ }).waitFor();
    await page.getByRole('cell', { name: 'DPDEMO00000001' }).waitFor();
    await page.getByRole('cell', { name: 'DPDEMO00000002' }).waitFor();

    await page.getByRole('button', { name: 'Close with a note' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: /Why nothing is reported/ }).fill(NOTE);
    await dialog.getByRole('button', { name: 'Close with a note' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => page.getByTestId('case-note').textContent()).toBe(NOTE);
    await page.getByText(/Closed by risk1/).waitFor();
    expect(await page.getByRole('button', { name: 'Close with a note' }).count()).toBe(0);
    await page.getByRole('listitem').filter({ hasText: 'Closed' }).filter({ hasText: 'risk1' }).waitFor();
    await page.screenshot({ path: `${screenshots}/backoffice-aml-case.png`, fullPage: true });

    const stored = await site.app.ctx.db.selectFrom('aml_cases').select(['state', 'note']).where('kind', '=', 'COVERED').execute();
    expect(stored).toEqual([{ state: 'CLOSED', note: NOTE }]);

    // The queue on a phone, in Tagalog and the light theme: one case fewer open.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('combobox', { name: 'Language' }).selectOption('tl');
    await page.getByRole('button', { name: 'Maliwanag na tema' }).click();
    await page.getByRole('link', { name: 'Mga kaso ng AML', exact: true }).first().click();
    await page.getByText('6 bukas').waitFor();
    await page.screenshot({ path: `${screenshots}/backoffice-aml-phone-light-tl.png`, fullPage: true });
    await page.close();
  });
});
