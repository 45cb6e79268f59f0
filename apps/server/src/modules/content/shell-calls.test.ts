import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { seedDemoContent } from '../../seed/demo-content';

describe(`small shell calls (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  it('lists dialing codes with the Philippines first, or the brand default first', async () => {
    const value = (await get('/wps/system/countryCodes')).json().value;
    expect(value[0]).toEqual({ countryCode: 'PH', countryDialingCode: '63' });
    expect(value.length).toBeGreaterThan(20);
    expect(new Set(value.map((c: { countryCode: string }) => c.countryCode)).size).toBe(value.length);
    await t.updateBrand((m) => (m.registerSettings.defaultCountryDialingCode = '1'));
    expect((await get('/wps/system/countryCodes')).json().value.slice(0, 2)).toEqual([
      { countryCode: 'US', countryDialingCode: '1' },
      { countryCode: 'PH', countryDialingCode: '63' },
    ]);
    await t.updateBrand((m) => (m.registerSettings.defaultCountryDialingCode = '63'));
  });

  it("answers the outlet drop menu from the brand's register settings", async () => {
    expect((await get('/wps/system/dropMenu?menuGroup=gamingvenue')).json().value).toEqual([]);
    const venues = [
      { label: 'Manila Bay', value: 'MB01' },
      { label: 'Cebu City', value: 'CC02' },
    ];
    await t.updateBrand((m) => (m.registerSettings.gamingVenues = venues));
    expect((await get('/wps/system/dropMenu?menuGroup=gamingvenue')).json().value).toEqual(venues);
    for (const url of ['/wps/system/dropMenu', '/wps/system/dropMenu?menuGroup=nationality']) {
      expect((await get(url)).json().code).toBe('VALIDATION_FAILED');
    }
  });

  it("draws each member's avatar the same way every time, and only for the member", async () => {
    await t.account({ username: 'avatar01', password: 'Avatar1234' });
    await t.account({ username: 'avatar02', password: 'Avatar1234' });
    const one = await t.login('avatar01', 'Avatar1234');
    const icon = (await get('/wps/member/info/icon', bearer(one))).json().value.icon as string;
    expect(icon).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(icon.split(',')[1]!, 'base64').toString('utf8');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/script|href/i);
    expect((await get('/wps/member/info/icon', bearer(await t.login('avatar01', 'Avatar1234')))).json().value.icon).toBe(icon);
    expect((await get('/wps/member/info/icon', bearer(await t.login('avatar02', 'Avatar1234')))).json().value.icon).not.toBe(icon);
    const anonymous = await get('/wps/member/info/icon');
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('NOT_LOGGED_IN');
  });

  it('seeds the demo content once: banners, popups for each audience, promotions and a help topic', async () => {
    await seedDemoContent(t.app.ctx, t.merchantId);
    await seedDemoContent(t.app.ctx, t.merchantId);
    const value = (await get('/wps/system/notice?types=B,PL,PU,PR,H&platform=W')).json().value;
    expect(value.banners.filter((b: { groupName: string }) => b.groupName === 'w_home')).toHaveLength(3);
    expect(value.popup.map((p: { execution: string }) => p.execution)).toEqual(['B']);
    expect(value.promotion).toHaveLength(2);
    expect(value.home).toHaveLength(1);
    const help = (await get('/wps/system/helpCenter?lang=TY')).json().value;
    expect(help.map((topic: { tag: string }) => topic.tag)).toContain('faq');
  });
});
