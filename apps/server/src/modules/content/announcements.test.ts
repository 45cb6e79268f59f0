import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnnouncementInput } from '@panalo/contract/content';
import { DAY } from '../../lib/clock';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createAnnouncement } from './announcement.service';
import { hideAnnouncement } from './announcement.repository';

describe(`announcements (${testDatabaseName()})`, () => {
  let t: TestApp;
  const add = (input: AnnouncementInput) => createAnnouncement(t.app.ctx.db, t.merchantId, input, t.clock.now());
  const notice = async (query = '', headers: Record<string, string> = {}) => {
    const response = await t.request({ method: 'GET', url: `/wps/system/notice${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };
  const titles = (list: { title: string }[]) => list.map((entry) => entry.title);

  beforeAll(async () => {
    t = await createTestApp();
    await t.account({ username: 'reader01', password: 'Reader1234' });
    await add({
      type: 'B',
      title: 'Home slide',
      groupName: 'w_home',
      url: '/banners/home.png',
      linkageType: 'ROUTE',
      linkUrl: '/promotions',
      sort: 2,
    });
    await add({ type: 'B', title: 'Menu slide', groupName: 'w_leftmenu', url: 'https://cdn.example.com/menu.png', sort: 1 });
    await add({ type: 'PL', title: 'For everyone', content: '<p>hello</p>' });
    await add({ type: 'PL', title: 'For members', content: '<p>members</p>', execution: 'A' });
    await add({ type: 'PU', title: 'Visitor popup', execution: 'B' });
    await add({ type: 'PU', title: 'Member popup', execution: 'A' });
    await add({ type: 'PU', title: 'First login popup', execution: 'F', promotionType: 'FIRST_DEPOSIT' });
    await add({ type: 'PR', title: 'Promotion', promotionType: 'REBATE' });
    await add({ type: 'H', title: 'Marquee' });
    await add({ type: 'H', title: 'Tagalog only', language: 'TY' });
    await add({ type: 'H', title: 'App only', platform: 'APP' });
  });
  afterAll(() => t.close());

  it('groups what a visitor may see: banners, player notices, popups, promotions and home notices', async () => {
    const value = await notice('?types=B,PL,PU,PR,H&platform=W&execution=B');
    expect(value.banners).toMatchObject([
      { title: 'Menu slide', groupName: 'w_leftmenu', url: 'https://cdn.example.com/menu.png', linkageType: 'NONE', linkUrl: null },
      { title: 'Home slide', groupName: 'w_home', url: '/banners/home.png', linkageType: 'ROUTE', linkUrl: '/promotions' },
    ]);
    expect(titles(value.playerNotices)).toEqual(['For everyone']);
    expect(titles(value.popup)).toEqual(['Visitor popup']);
    expect(value.promotion).toMatchObject([{ title: 'Promotion', promotionType: 'REBATE', execution: null }]);
    expect(titles(value.home)).toEqual(['Marquee']);
  });

  // Equal sort values list the newest first.
  it('shows members audience A, and F only during their first session', async () => {
    const first = await t.login('reader01', 'Reader1234');
    const firstValue = await notice('', bearer(first));
    expect(titles(firstValue.popup)).toEqual(['First login popup', 'Member popup']);
    expect(titles(firstValue.playerNotices)).toEqual(['For members', 'For everyone']);
    const second = await t.login('reader01', 'Reader1234');
    expect(titles((await notice('', bearer(second))).popup)).toEqual(['Member popup']);
    // The first session still is the first log-in.
    expect(titles((await notice('', bearer(first))).popup)).toEqual(['First login popup', 'Member popup']);
  });

  it('reads a missing, wrong or ended session as a visitor, whatever execution the client sends', async () => {
    expect(titles((await notice('?execution=A', bearer('not-a-token'))).popup)).toEqual(['Visitor popup']);
    const token = await t.login('reader01', 'Reader1234');
    await t.request({ method: 'DELETE', url: '/wps/session/logout', headers: bearer(token) });
    expect(titles((await notice('', bearer(token))).popup)).toEqual(['Visitor popup']);
  });

  it('filters by types, language and platform', async () => {
    const value = await notice('?types=H,PR');
    expect(value.banners).toEqual([]);
    expect(titles(value.home)).toEqual(['Marquee']);
    expect(titles((await notice('?types=H', { lang: 'TY' })).home)).toEqual(['Tagalog only', 'Marquee']);
    expect(titles((await notice('?types=H&platform=app')).home)).toEqual(['App only']);
  });

  it('shows an entry only between its start and end time, and not once removed', async () => {
    const now = t.clock.now();
    const id = await add({
      type: 'PR',
      title: 'Weekend',
      startTime: new Date(now + DAY).toISOString(),
      endTime: new Date(now + 3 * DAY).toISOString(),
    });
    expect(titles((await notice('?types=PR')).promotion)).toEqual(['Promotion']);
    t.clock.advance(2 * DAY);
    expect((await notice('?types=PR')).promotion).toMatchObject([
      { title: 'Weekend', startTime: new Date(now + DAY).toISOString() },
      { title: 'Promotion' },
    ]);
    await hideAnnouncement(t.app.ctx.db, t.merchantId, id, t.clock.now());
    expect(titles((await notice('?types=PR')).promotion)).toEqual(['Promotion']);
  });

  it('sanitises the HTML when it is written', async () => {
    await add({
      type: 'PL',
      title: 'Hostile',
      content:
        '<p onclick="steal()">Hi <script>alert(1)</script><b>bold</b> <a href="javascript:alert(1)">x</a> <a href="https://example.com" target="_top">ok</a></p>' +
        '<img src="http://insecure.example.com/a.png" onerror="alert(1)"><img src="https://cdn.example.com/b.png" alt="b"><iframe src="https://evil.example"></iframe>' +
        '<span style="color:#ff0000;position:fixed">red</span>',
    });
    const entry = (await notice('?types=PL')).playerNotices.find((item: { title: string }) => item.title === 'Hostile');
    expect(entry.content).toBe(
      '<p>Hi <b>bold</b> <a rel="noopener noreferrer">x</a> <a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a></p>' +
        '<img /><img src="https://cdn.example.com/b.png" alt="b" /><span style="color:#ff0000">red</span>',
    );
  });

  it('refuses malformed queries and malformed announcements', async () => {
    for (const query of ['?types=X', '?types=', '?platform=web!', '?execution=Z']) {
      const response = await t.request({ method: 'GET', url: `/wps/system/notice${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    await expect(add({ type: 'B', title: 'No image', groupName: 'w_home' })).rejects.toThrow();
    await expect(add({ type: 'B', title: 'Script image', groupName: 'w_home', url: 'javascript:alert(1)' })).rejects.toThrow();
    await expect(add({ type: 'PR', title: 'Link without target', linkageType: 'URL' })).rejects.toThrow();
    await expect(
      add({ type: 'PR', title: 'Backwards', startTime: '2026-12-02T00:00:00Z', endTime: '2026-12-01T00:00:00Z' }),
    ).rejects.toThrow();
  });

  it('shows the audience U only to members whose identity is not verified yet', async () => {
    await add({ type: 'PL', title: 'Complete your verification', content: '<p>KYC</p>', execution: 'U' });
    await t.account({ username: 'verified01', password: 'Verified123', kycStatus: 'A' });
    await t.account({ username: 'pending01', password: 'Pending123', kycStatus: 'P' });
    const playerNotices = async (token?: string) => titles((await notice('?types=PL', token ? bearer(token) : {})).playerNotices);
    expect(await playerNotices(await t.login('verified01', 'Verified123'))).not.toContain('Complete your verification');
    expect(await playerNotices(await t.login('pending01', 'Pending123'))).toContain('Complete your verification');
    expect(await playerNotices()).not.toContain('Complete your verification');
    const trial = (await t.request({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} })).json().value.token;
    expect(await playerNotices(trial)).not.toContain('Complete your verification');
  });
});
