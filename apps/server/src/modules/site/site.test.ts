import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webAppSettings } from '../../kernel/merchant-settings';
import { createBrand } from '../../seed/fixtures';
import { BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

const OTHER_HOST = 'other.example';

describe(`the brand's site files: manifest, robots.txt, sitemap (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await createBrand(t.app.ctx, { code: 'other', name: 'Other Casino', domains: [OTHER_HOST, 'm.other.example'] });
  }, 60_000);
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, host: string, headers: Record<string, string> = {}) =>
    t.request({ method: 'GET', url, headers: { host, ...headers } });

  it("serves each brand's own installable-app manifest, built from its settings", async () => {
    await t.updateBrand((merchant) => {
      merchant.settings.app = {
        ...merchant.settings.app,
        shortName: 'TB',
        themeColor: '#123456',
        icons: [{ src: 'https://cdn.example/tb-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' }],
      };
    });
    const mine = await get('/manifest.webmanifest', BRAND_HOST);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/manifest+json');
    expect(mine.headers['cache-control']).toBe('no-cache');
    const manifest = mine.json();
    expect(manifest).toMatchObject({ name: 'Test Brand', short_name: 'TB', theme_color: '#123456', display: 'standalone', start_url: '/' });
    expect(manifest.icons).toEqual([{ src: 'https://cdn.example/tb-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' }]);

    const other = (await get('/manifest.webmanifest', OTHER_HOST)).json();
    expect(other).toMatchObject({ name: 'Other Casino', short_name: 'Other Casino', theme_color: '#070b16' });
    // Without icons of its own a brand gets the built-in ones, with the two sizes installing needs.
    expect(other.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  });

  it("describes the app in the visitor's language", async () => {
    const tagalog = (await get('/manifest.webmanifest', OTHER_HOST, { 'accept-language': 'tl-PH,tl;q=0.9' })).json();
    const english = (await get('/manifest.webmanifest', OTHER_HOST, { 'accept-language': 'en' })).json();
    expect(tagalog.lang).toBe('fil');
    expect(english.lang).toBe('en');
    expect(tagalog.description).not.toBe(english.description);
  });

  it('lists the public pages in the sitemap at the host that was asked for', async () => {
    const mine = await get('/sitemap.xml', BRAND_HOST);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toContain('application/xml');
    const locs = [...mine.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([`http://${BRAND_HOST}/`, `http://${BRAND_HOST}/sports`, `http://${BRAND_HOST}/applyAgent`]),
    );
    expect(locs.every((loc) => loc?.startsWith(`http://${BRAND_HOST}/`))).toBe(true);
    expect(locs.some((loc) => loc?.includes('/member'))).toBe(false);

    const mirror = await get('/sitemap.xml', 'm.other.example');
    expect(mirror.body).toContain('<loc>http://m.other.example/sports</loc>');
    expect(mirror.body).not.toContain(BRAND_HOST);
  });

  it('points robots.txt at the sitemap and keeps crawlers out of member pages and the API', async () => {
    const robots = await get('/robots.txt', OTHER_HOST);
    expect(robots.statusCode).toBe(200);
    expect(robots.headers['content-type']).toContain('text/plain');
    const lines = robots.body.split('\n');
    expect(lines).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /member', 'Disallow: /wps/', `Sitemap: http://${OTHER_HOST}/sitemap.xml`]),
    );
  });

  it('answers a domain no brand has with a 404, not a file of another brand', async () => {
    for (const url of ['/manifest.webmanifest', '/robots.txt', '/sitemap.xml']) {
      const response = await get(url, 'unknown.example');
      expect(response.statusCode, url).toBe(404);
      expect(response.body, url).not.toContain('Test Brand');
    }
  });

  it('refuses a brand setting that is not a colour or an https icon', async () => {
    expect(webAppSettings.safeParse({ themeColor: 'red;background:url(x)' }).success).toBe(false);
    expect(webAppSettings.safeParse({ icons: [{ src: 'javascript:alert(1)', sizes: '192x192' }] }).success).toBe(false);
    expect(webAppSettings.safeParse({ icons: [{ src: 'http://cdn.example/i.png', sizes: '192x192' }] }).success).toBe(false);
    expect(webAppSettings.safeParse({ icons: [{ src: '/icons/mine.png', sizes: '192x192' }] }).success).toBe(true);
  });
});
