import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser, watchCspViolations } from './support/browser';
import { autoDismissSitePopups, logInFromHeader } from './support/shell';
import { startSite, type Site } from './support/site';

const SOON = { timeout: 20_000 };
const SECOND_MEMBER = { username: 'member01', password: 'Member1234' };

describe.runIf(browserAvailable())('live hosts and their chat rooms in the browser', () => {
  let site: Site;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  async function memberPage(account?: { username: string; password: string }): Promise<Page> {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    contexts.push(context);
    const page = await context.newPage();
    await autoDismissSitePopups(page);
    await page.goto(site.url);
    await logInFromHeader(page, account);
    return page;
  }

  beforeAll(async () => {
    const database = process.env.SITE_DATABASE_URL;
    site = await startSite({ ownWebCopy: true, ...(database ? { env: { DATABASE_URL: database } } : {}) });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await site?.close();
  });

  it('player1 opens a host from /live, posts in the room, and a second member sees it', async () => {
    const page = await memberPage();
    const violations = watchCspViolations(page);
    await page.goto(`${site.url}/live`);
    await page.getByTestId('live-hosts-row').waitFor(SOON);
    await page.getByTestId('live-hosts-all').click();
    await page.getByTestId('live-hosts-page').waitFor(SOON);
    // The demo's studio live tables each have a host; some may be on a break, saying when they are back.
    const cards = page.getByTestId('host-card');
    await expect.poll(() => cards.count(), SOON).toBeGreaterThanOrEqual(4);
    const breaks = await page.getByTestId('host-card-break').count();
    expect(await page.getByTestId('host-card-open').count()).toBe((await cards.count()) - breaks);

    await page.getByTestId('host-card-open').first().click();
    await page.getByTestId('live-room-page').waitFor(SOON);
    const roomPath = new URL(page.url()).pathname;
    expect(roomPath).toMatch(/^\/live\/hosts\/[a-z]+-\d+$/);
    const frame = page.frameLocator('[data-testid="live-room-frame"]');
    await frame.getByTestId('live-stage').waitFor(SOON);

    const first = `Hello from player1 ${Date.now()}`;
    await frame.getByLabel('Message').fill(first);
    await frame.getByTestId('chat-send').click();
    await expect.poll(() => frame.getByTestId('chat-list').textContent(), SOON).toContain(first);
    expect(await frame.getByTestId('chat-input').inputValue()).toBe('');

    // member01 opens the same room: the message is there, and the next one arrives while it is open.
    const other = await memberPage(SECOND_MEMBER);
    await other.goto(`${site.url}${roomPath}`);
    const otherFrame = other.frameLocator('[data-testid="live-room-frame"]');
    await expect.poll(() => otherFrame.getByTestId('chat-list').textContent(), SOON).toContain(first);
    const second = `Good luck everyone ${Date.now()}`;
    await frame.getByTestId('chat-input').fill(second);
    await frame.getByTestId('chat-input').press('Enter');
    await expect.poll(() => otherFrame.getByTestId('chat-list').textContent(), SOON).toContain(second);
    expect(violations).toEqual([]);
  });
});
