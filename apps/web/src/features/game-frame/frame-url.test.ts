import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cdnOrigin, frameableUrl, isAppRoute, launchedOrigins, rememberLaunchedOrigin } from './frame-url';

const SITE = 'https://play.example.ph';

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('window', { location: new URL(`${SITE}/seamless`) });
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => void stored.set(key, value),
  });
});

describe('frame URLs', () => {
  it('frames pages of this site and of allowed origins only', () => {
    expect(frameableUrl('/wps/game/demo?x=1', [])).toBe(`${SITE}/wps/game/demo?x=1`);
    expect(frameableUrl('https://cdn.vendor.example/play?t=1', ['https://cdn.vendor.example'])).toBe('https://cdn.vendor.example/play?t=1');
    expect(frameableUrl('https://evil.example/play', ['https://cdn.vendor.example'])).toBeNull();
    expect(frameableUrl('//evil.example/play', [])).toBeNull();
    expect(frameableUrl('http://cdn.vendor.example/play', ['https://cdn.vendor.example'])).toBeNull();
  });

  it('never frames script, data or unreadable addresses', () => {
    expect(frameableUrl('javascript:alert(1)', [SITE])).toBeNull();
    expect(frameableUrl('data:text/html,<script>1</script>', [])).toBeNull();
    expect(frameableUrl('https://[bad', [])).toBeNull();
    expect(frameableUrl('', [])).toBeNull();
    expect(frameableUrl(null, [])).toBeNull();
  });

  it('reads a launch CDN entry as https unless it names a scheme', () => {
    expect(cdnOrigin(' games.cdn.example ')).toBe('https://games.cdn.example');
    expect(cdnOrigin('http://games.cdn.example:8080/path')).toBe('http://games.cdn.example:8080');
    expect(cdnOrigin('ftp://games.cdn.example')).toBeNull();
  });

  it('remembers the origins launches answered, newest first, without this site', () => {
    rememberLaunchedOrigin('https://a.vendor.example/launch?token=1');
    rememberLaunchedOrigin('/wps/game/demo');
    rememberLaunchedOrigin('https://b.vendor.example/x');
    rememberLaunchedOrigin('https://a.vendor.example/again');
    expect(launchedOrigins()).toEqual(['https://a.vendor.example', 'https://b.vendor.example']);
    for (let index = 0; index < 25; index += 1) rememberLaunchedOrigin(`https://v${index}.vendor.example/`);
    expect(launchedOrigins()).toHaveLength(20);
  });

  it('tells app pages from server pages', () => {
    expect(isAppRoute('/originals?game=dice')).toBe(true);
    expect(isAppRoute('/wps/game/demo')).toBe(false);
    expect(isAppRoute('/LGW/launch')).toBe(false);
    expect(isAppRoute('/studio/SBXLIVE/play?game=SBXLIVE_0001&token=t')).toBe(false);
    expect(isAppRoute('//evil.example')).toBe(false);
    expect(isAppRoute('https://vendor.example')).toBe(false);
  });
});
