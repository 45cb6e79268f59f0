import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';
import { DEMO_STAFF, signInToBackOffice, staffPage } from './support/staff';

const screenshots = fileURLToPath(new URL('../docs/screenshots', import.meta.url));

/** Demo staff (README): content decides activity applications, finance grants manual rewards. */
const { content: CONTENT, finance: FINANCE } = DEMO_STAFF;

describe.runIf(browserAvailable())('promotions in the back office', () => {
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

  it("content staff approve the demo's waiting application to Share and win", async () => {
    const page = await staffPage(browser, site.url, CONTENT);
    await page.getByRole('link', { name: 'Promotions', exact: true }).click();
    await page.getByRole('heading', { name: 'Promotions', exact: true }).waitFor();
    const share = page.getByTestId('bo-promotions').getByRole('listitem').filter({ hasText: 'Share and win' });
    expect(await share.textContent()).toContain('Members apply');
    // Content staff review; granting is finance's.
    expect(await page.getByRole('button', { name: 'Grant' }).count()).toBe(0);

    const application = page.getByTestId('bo-promotion-applications').getByRole('listitem').filter({ hasText: 'member01' });
    await application.waitFor();
    expect(await application.textContent()).toContain('My biggest win this week!');
    expect(await application.textContent()).toContain('Share and win');
    // The screenshot member01 sent opens from the card (fetched with the staff session).
    const image = application.getByRole('img', { name: 'Image 1 of the application of member01' });
    await image.waitFor();
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(320);
    await page.screenshot({ path: `${screenshots}/backoffice-promotions.png`, fullPage: true });
    await application.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('textbox').fill('Nice win, welcome in');
    await page.getByRole('dialog').getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('status').filter({ hasText: 'Application of member01 decided.' }).waitFor();
    await expect.poll(() => application.count()).toBe(0);

    await page.getByRole('combobox', { name: 'Show' }).selectOption('joined');
    const approved = page.getByTestId('bo-promotion-applications').getByRole('listitem').filter({ hasText: 'member01' });
    await approved.waitFor();
    expect(await approved.textContent()).toContain('Approved');
  });

  it('finance grants a manual reward that player1 then finds in the reward centre', async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'light' })).newPage();
    await signInToBackOffice(page, site.url, FINANCE);
    await page.getByRole('link', { name: 'Promotions', exact: true }).click();
    const gift = page.getByTestId('bo-promotions').getByRole('listitem').filter({ hasText: 'Welcome gift' });
    await gift.waitFor();
    // Finance grants but does not review applications.
    expect(await page.getByRole('heading', { name: 'Applications' }).count()).toBe(0);

    // Each grant is confirmed in a dialog first.
    const send = async () => {
      await gift.getByRole('button', { name: 'Grant' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Grant' }).click();
    };
    await gift.getByRole('textbox', { name: 'Member account' }).fill('nobody99');
    await gift.getByRole('spinbutton', { name: 'Amount (PHP)' }).fill('150');
    await gift.getByRole('textbox', { name: 'Reason' }).fill('Loyalty');
    await send();
    await gift.getByRole('alert').waitFor();
    expect(await gift.getByRole('alert').textContent()).toMatch(/\S/);

    await gift.getByRole('textbox', { name: 'Member account' }).fill('player1');
    await send();
    await gift.getByRole('status').filter({ hasText: 'granted to player1' }).waitFor();
    await page.screenshot({ path: `${screenshots}/backoffice-promotions-grant-phone.png`, fullPage: true });

    // Above the brand's four-eyes amount (PHP 5,000 in the demo) finance alone grants nothing: it waits for a second staff member.
    await gift.getByRole('spinbutton', { name: 'Amount (PHP)' }).fill('6000');
    await send();
    await gift.getByRole('status').filter({ hasText: "waits for a second staff member's approval" }).waitFor();

    const login = await fetch(`${site.url}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'player1', password: 'Player1234' }),
    });
    const token = ((await login.json()) as { value: { token: string } }).value.token;
    const centre = (await (await fetch(`${site.url}/wps/v2/rewards`, { headers: { Authorization: `Bearer ${token}` } })).json()) as {
      value: { ready: { title: string; amount: number }[] };
    };
    expect(centre.value.ready).toContainEqual(expect.objectContaining({ title: 'Welcome gift', amount: 15_000 }));
    expect(centre.value.ready).not.toContainEqual(expect.objectContaining({ amount: 600_000 }));
  });
});
