import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { browserAvailable, launchBrowser } from './support/browser';
import { startSite, type Site } from './support/site';

/** Looked at by hand, not kept in git (.gitignore). */
const screenshots = fileURLToPath(new URL('../test-results', import.meta.url));

/** Every mobile field picks its country: +63 by default, a Filipino abroad picks theirs. */
describe.runIf(browserAvailable())('the dialing-code picker on mobile fields', () => {
  let site: Site;
  let browser: Browser;
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    site = await startSite({
      env: { AUTH_RATE_LIMIT_PER_MINUTE: '1000' },
      brand: (brand) => {
        brand.whitelabel.flags.MOBILENUMREG3 = 1;
        brand.whitelabel.flags.REGMOBVERF3 = 1;
        brand.whitelabel.flags.CHNGPASSVERIF3 = 1;
        brand.whitelabel.modules.verificationCodeLogin = 1;
      },
    });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    for (const context of contexts) await context.close();
    await browser?.close();
    await site?.close();
  });

  async function visitor(path: string, viewport = { width: 1280, height: 900 }): Promise<Page> {
    const context = await browser.newContext({ viewport });
    contexts.push(context);
    await context.addInitScript(() => {
      const answered = { 'panalo.disclaimer': 'accepted', 'panalo.popupClosed.visitor': '1', 'panalo.popupClosed.member': '1' };
      for (const [key, value] of Object.entries(answered)) if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
    });
    const page = await context.newPage();
    await page.goto(`${site.url}${path}`);
    return page;
  }
  const latestCode = async (mobile: string) => {
    const inbox = (await (await fetch(`${site.url}/wps/dev/sms-inbox?mobile=${mobile}`)).json()) as { value: { code: string }[] };
    return inbox.value[0]!.code;
  };

  it('registers a UAE number picked in the mobile field, then logs in by SMS with it', async () => {
    const page = await visitor('/register', { width: 390, height: 844 });
    const id = (name: string) => page.getByTestId(name);
    await id('register-dialog').waitFor();
    const picker = id('register-mobile-country');
    await picker.waitFor();
    await expect.poll(() => picker.inputValue()).toBe('PH');
    expect(await picker.getAttribute('aria-label')).toBe('Country code');

    await picker.selectOption('AE');
    // The Philippine rule (10 digits starting with 9) is not asked of a UAE number.
    await id('register-mobile').fill('050 123 4567');
    await id('register-mobile-code-send').click();
    await id('register-mobile-code-status').filter({ hasText: '+971' }).waitFor();
    await page.screenshot({ path: `${screenshots}/register-country-phone.png` });
    await id('register-mobile-code').fill(await latestCode('971501234567'));
    await id('register-mobile-terms').check();
    await id('register-mobile-age').check();
    await id('register-mobile-submit').click();
    // On a phone the header keeps the name for the menu: present, not shown.
    await id('header-username').waitFor({ state: 'attached' });
    expect(await id('header-username').textContent()).toContain('m971501234567');

    const login = await visitor('/login');
    const byId = (name: string) => login.getByTestId(name);
    await byId('login-tab-sms').click();
    await byId('sms-login-mobile-country').selectOption('AE');
    await byId('sms-login-mobile').fill('501234567');
    await byId('sms-login-code-send').click();
    await byId('sms-login-code-status').waitFor();
    await byId('sms-login-code').fill(await latestCode('971501234567'));
    await byId('sms-login-submit').click();
    await byId('header-username').waitFor();
    expect(await byId('header-username').textContent()).toContain('m971501234567');
  });

  it("refuses a number that is not the picked country's mobile, with the catalogue message, and offers the picker on recovery", async () => {
    const page = await visitor('/login');
    const id = (name: string) => page.getByTestId(name);
    await id('login-forgot').click();
    await id('forgot-tab-phone').click();
    await id('forgot-phone-mobile-country').selectOption('SG');
    await id('forgot-phone-mobile').fill('12345678');
    await id('forgot-phone-code-send').click();
    await id('forgot-phone-code-refused').waitFor();
    expect(await id('forgot-phone-code-refused').textContent()).toContain('Phone number format incorrect');
  });
});
