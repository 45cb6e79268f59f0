import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueFile } from '@panalo/contract/games';
import type { LiveModel } from '@panalo/contract/live-hosts';
import { studioPagePath } from '@panalo/contract/studio';
import { importCatalogue } from '../../modules/games/catalogue-import';
import { setVendorLaunchUrl } from '../../modules/games/catalogue.repository';
import { catalogueGame, fundedMember } from '../../test-support/games-kit.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

const VENDOR = 'HOSTTEST';
const live = (code: string, name: string) =>
  catalogueGame(VENDOR, code, name, { gameType: 'LIVE', gameClassify: 'TG', minBet: 100, minLineNum: 0 });
const catalogue: CatalogueFile = {
  vendors: [{ code: VENDOR, name: 'Host Test', gameType: 'LIVE', gameClassify: null, launchMode: 'POPUP', walletMode: 'seamless' }],
  games: [live('HT_BAC', 'Speed Baccarat A'), live('HT_ROU', 'Roulette B'), live('HT_DT', 'Dragon Tiger C')],
};

describe(`live hosts and their chat rooms (${testDatabaseName()})`, () => {
  let t: TestApp;
  let members = 0;

  beforeAll(async () => {
    t = await createTestApp();
    await importCatalogue(t.app.ctx.db, t.merchantId, catalogue, t.clock.now());
    await setVendorLaunchUrl(t.app.ctx.db, VENDOR, studioPagePath(VENDOR));
  }, 120_000);
  afterAll(() => t.close());

  const member = () => fundedMember(t, `host${String((members += 1)).padStart(3, '0')}`, 0);
  const models = async (): Promise<LiveModel[]> => (await t.request({ method: 'GET', url: '/lgw/live/models' })).json().value.list;
  const launch = (token: string | null, modelId: string) =>
    t.request({ method: 'GET', url: `/lgw/live/launchChat?modelId=${modelId}`, headers: token ? bearer(token) : {} });
  async function room(token: string, modelId: string): Promise<URL> {
    const answer = await launch(token, modelId);
    expect(answer.statusCode).toBe(200);
    return new URL(answer.json().value.chatUrl, 'http://brand.test');
  }
  const ticketOf = (url: URL) => Object.fromEntries(url.searchParams.entries());
  const post = (url: URL, text: unknown) =>
    t.request({ method: 'POST', url: `/studio/${VENDOR}/live-room/messages`, payload: { ...ticketOf(url), text } });
  const onlineHost = async () => (await models()).find((model) => model.status === 'ONLINE')!;

  it('lists a host per studio live table to guests, with the table, the shift and the viewers', async () => {
    const list = await models();
    expect(list.map((model) => [model.nickname, model.gameCode, model.table])).toEqual([
      ['Bea', 'HT_BAC', 'baccarat'],
      ['Marco', 'HT_ROU', 'roulette'],
      ['Liza', 'HT_DT', 'dragon-tiger'],
    ]);
    for (const model of list) {
      expect(model.status).toBe('ONLINE');
      expect(model.breakAt).toBeGreaterThan(t.clock.now());
      expect(model.viewers).toBeGreaterThan(0);
    }
    const avatar = await t.request({ method: 'GET', url: list[0]!.avatarUrl });
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('<svg');
  });

  it('launches chat for a member only, and not with a host on a break or unknown', async () => {
    const host = await onlineHost();
    const guest = await launch(null, host.modelId);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().code).toBe('NOT_LOGGED_IN');
    const { token } = await member();
    const url = await room(token, host.modelId);
    expect(url.pathname).toBe(`/studio/${VENDOR}/live-room`);
    expect(url.searchParams.get('host')).toBe(host.modelId);
    const page = await t.request({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Bea');
    expect((await launch(token, 'zed-999')).json().code).toBe('LIVE_HOST_NOT_FOUND');
    expect((await launch(token, '<b>')).json().code).toBe('VALIDATION_FAILED');
    // Forty-five minutes on, Bea is on her break: the list says when she is back, and her room waits.
    t.clock.advance(46 * 60_000);
    try {
      const bea = (await models()).find((model) => model.modelId === host.modelId)!;
      expect(bea).toMatchObject({ status: 'BREAK', viewers: 0 });
      expect(bea.backAt).toBeGreaterThan(t.clock.now());
      expect((await launch(token, host.modelId)).json().code).toBe('LIVE_HOST_ON_BREAK');
    } finally {
      t.clock.advance(14 * 60_000);
    }
  });

  it('checks the room address: a changed field or an expired one is refused', async () => {
    const { token } = await member();
    const url = await room(token, (await onlineHost()).modelId);
    const forged = new URL(url);
    forged.searchParams.set('name', 'Host');
    const page = await t.request({ method: 'GET', url: forged.pathname + forged.search });
    expect(page.statusCode).toBe(401);
    expect((await post(forged, 'hi')).json().code).toBe('SIGNATURE_INVALID');
    expect((await post(url, 'fine')).json().success).toBe(true);
    t.clock.advance(31 * 60_000);
    try {
      expect((await post(url, 'too late')).json().code).toBe('LIVE_CHAT_EXPIRED');
      expect((await t.request({ method: 'GET', url: url.pathname + url.search })).statusCode).toBe(401);
    } finally {
      t.clock.advance(29 * 60_000);
    }
  });

  it('answers bad messages with catalogue codes, filters words and escapes the page', async () => {
    const { token } = await member();
    const url = await room(token, (await onlineHost()).modelId);
    expect((await post(url, '   ')).json().code).toBe('LIVE_CHAT_MESSAGE_INVALID');
    expect((await post(url, 'x'.repeat(201))).json().code).toBe('LIVE_CHAT_MESSAGE_INVALID');
    expect((await post(url, 42)).json().code).toBe('VALIDATION_FAILED');
    t.clock.advance(11_000);
    expect((await post(url, '<script>alert(1)</script> gago ka')).json().success).toBe(true);
    const page = await t.request({ method: 'GET', url: url.pathname + url.search });
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt; **** ka');
    expect(page.body).not.toContain('<script>alert(1)');
  });

  it('sends a post to every page of the room, with the host answering a greeting', async () => {
    const host = await onlineHost();
    const one = await room((await member()).token, host.modelId);
    const two = await room((await member()).token, host.modelId);
    const address = await t.app.listen({ host: '127.0.0.1', port: 0 });
    const stream = await fetch(`${address}/studio/${VENDOR}/live-room/feed${two.search}`);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const reader = stream.body!.getReader();
    const said = `hello from ${one.searchParams.get('name')}`;
    expect((await post(one, said)).json().success).toBe(true);
    let heard = '';
    while (!(heard.includes(said) && heard.includes('"kind":"HOST"'))) {
      const { value, done } = await reader.read();
      if (done) break;
      heard += new TextDecoder().decode(value);
    }
    await reader.cancel();
    expect(heard).toContain(said);
    expect(heard).toContain('"kind":"HOST"');
    const forged = await t.request({ method: 'GET', url: `/studio/${VENDOR}/live-room/feed${two.search.replace('lang=', 'lang=X')}` });
    expect(forged.json()).toMatchObject({ success: false, code: 'SIGNATURE_INVALID' });
  });

  it('holds the rate limit under parallel posts: three in a window, the rest refused', async () => {
    t.clock.advance(60_000);
    const url = await room((await member()).token, (await onlineHost()).modelId);
    const answers = await Promise.all(Array.from({ length: 10 }, (_, index) => post(url, `quick ${index}`)));
    const codes = answers.map((answer) => (answer.json().success ? 'OK' : answer.json().code));
    expect(codes.filter((code) => code === 'OK')).toHaveLength(3);
    expect(codes.filter((code) => code === 'TOO_MANY_REQUESTS')).toHaveLength(7);
    t.clock.advance(10_000);
    expect((await post(url, 'after the window')).json().success).toBe(true);
  });
});
