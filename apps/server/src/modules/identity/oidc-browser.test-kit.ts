import { BRAND_HOST, type TestApp } from '../../test-support/test-app.test-kit';

export interface Hop {
  url: string;
  status: number;
  location: string | null;
  body: string;
}

/**
 * A browser as far as a sign-in needs one: it follows redirects between the brand's site (the
 * test app, through inject) and the provider (real HTTP), and keeps each host's cookies.
 */
export class TestBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  constructor(private readonly t: TestApp) {}

  /**
   * Follows redirects from `start` until the site's own page (not an API call) is reached, or
   * until `stopBefore` says the next address should not be visited; answers that address.
   */
  async navigate(start: string, stopBefore?: (url: URL) => boolean): Promise<{ landing: URL; hops: Hop[] }> {
    let url = new URL(start, `http://${BRAND_HOST}`);
    const hops: Hop[] = [];
    for (let count = 0; count < 30; count++) {
      const hop = await this.get(url);
      hops.push(hop);
      if (hop.status < 300 || hop.status >= 400 || !hop.location) {
        throw new Error(`stopped at ${url.href} with ${hop.status}: ${hop.body.slice(0, 500)}`);
      }
      url = new URL(hop.location, url);
      const sitePage = url.host === BRAND_HOST && !url.pathname.startsWith('/wps/');
      if (sitePage || stopBefore?.(url)) return { landing: url, hops };
    }
    throw new Error('too many redirects');
  }

  async get(url: URL): Promise<Hop> {
    const cookies = [...(this.jar.get(url.host) ?? new Map<string, string>())].map(([name, value]) => `${name}=${value}`).join('; ');
    const headers: Record<string, string> = cookies ? { cookie: cookies } : {};
    if (url.host === BRAND_HOST) {
      const response = await this.t.request({ method: 'GET', url: url.pathname + url.search, headers });
      const setCookie = response.headers['set-cookie'];
      this.store(url.host, setCookie === undefined ? [] : Array.isArray(setCookie) ? setCookie : [setCookie]);
      const location = response.headers.location;
      return { url: url.href, status: response.statusCode, location: typeof location === 'string' ? location : null, body: response.body };
    }
    const response = await fetch(url, { redirect: 'manual', headers });
    this.store(url.host, response.headers.getSetCookie());
    return { url: url.href, status: response.status, location: response.headers.get('location'), body: await response.text() };
  }

  cookie(host: string, name: string): string | undefined {
    return this.jar.get(host)?.get(name);
  }

  private store(host: string, lines: string[]): void {
    const cookies = this.jar.get(host) ?? new Map<string, string>();
    this.jar.set(host, cookies);
    for (const line of lines) {
      const [pair = '', ...attributes] = line.split(';');
      const split = pair.indexOf('=');
      const name = pair.slice(0, split).trim();
      const value = pair.slice(split + 1).trim();
      const expired = attributes.some((attribute) => {
        const [key = '', text = ''] = attribute.trim().split('=');
        return (/^max-age$/i.test(key) && Number(text) <= 0) || (/^expires$/i.test(key) && Date.parse(text) < Date.now());
      });
      if (expired || value === '') cookies.delete(name);
      else cookies.set(name, value);
    }
  }
}
