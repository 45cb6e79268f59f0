import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINUTE } from '../../lib/clock';
import { bearer, BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { TestBrowser } from './oidc-browser.test-kit';
import { TestOidcProvider, type TestUser } from './oidc-provider.test-kit';

const alice: TestUser = {
  sub: 'alice-0001',
  email: 'alice@example.com',
  email_verified: true,
  preferred_username: 'Alice.Santos',
  name: 'Alice Santos',
};
const callbackOf = (provider: string) => `http://${BRAND_HOST}/wps/oidc/${provider}/callback`;

describe(`social sign-in end to end (${testDatabaseName()})`, () => {
  let t: TestApp;
  let idp: TestOidcProvider;

  beforeAll(async () => {
    idp = await TestOidcProvider.start([
      { clientId: 'panalo-google', clientSecret: 'google-secret', redirectUris: [callbackOf('google')] },
    ]);
    t = await createTestApp({
      OIDC_CLIENT_SECRETS: JSON.stringify({ 'brand.google': 'google-secret' }),
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    });
    await t.updateBrand((m) => {
      m.settings.socialLogin.providers.google = {
        ...m.settings.socialLogin.providers.google,
        enabled: true,
        issuer: idp.issuer,
        clientId: 'panalo-google',
      };
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });

  const redeem = (code: string) => t.request({ method: 'POST', url: '/wps/session/login/code', payload: { code } });

  async function signIn(browser: TestBrowser, user: TestUser) {
    idp.signInAs(user);
    const { landing } = await browser.navigate('/wps/oidc/google/start');
    expect(landing.pathname).toBe('/');
    const code = new URLSearchParams(landing.hash.slice(1)).get('loginCode');
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    return code!;
  }

  it('creates a member on the first sign-in, linked to the provider account, and logs it in by the one-time code', async () => {
    const code = await signIn(new TestBrowser(t), alice);
    const login = await redeem(code);
    expect(login.statusCode).toBe(200);
    const value = login.json().value;
    expect(value).toMatchObject({
      firstTimeLogin: true,
      passwordExpired: false,
      userInfo: { account: 'alicesantos', nickname: 'Alice Santos', type: 0 },
    });

    const info = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.json().value.account).toBe('alicesantos');
    const links = await t.app.ctx.db.selectFrom('member_identities').selectAll().execute();
    expect(links).toMatchObject([
      { provider: 'google', issuer: idp.issuer, subject: alice.sub, email: alice.email, member_id: value.userInfo.id },
    ]);
    const member = await t.app.ctx.db
      .selectFrom('members')
      .select(['email', 'register_method'])
      .where('id', '=', value.userInfo.id)
      .executeTakeFirstOrThrow();
    expect(member).toEqual({ email: 'alice@example.com', register_method: 'GOOGLE' });
  });

  it('logs the same member in on the next sign-in, from another browser too', async () => {
    const before = await t.app.ctx.db.selectFrom('members').select('id').execute();
    const again = (await redeem(await signIn(new TestBrowser(t), alice))).json().value;
    expect(again).toMatchObject({ firstTimeLogin: false, userInfo: { account: 'alicesantos' } });
    expect(await t.app.ctx.db.selectFrom('members').select('id').execute()).toHaveLength(before.length);
  });

  it('takes a login code once, and only for a minute', async () => {
    const browser = new TestBrowser(t);
    const code = await signIn(browser, alice);
    expect((await redeem(code)).statusCode).toBe(200);
    const replay = await redeem(code);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ success: false, code: 'LOGIN_CODE_INVALID' });

    const late = await signIn(browser, alice);
    t.clock.advance(61_000);
    expect((await redeem(late)).json().code).toBe('LOGIN_CODE_INVALID');
    expect((await redeem('made-up-code')).json().code).toBe('LOGIN_CODE_INVALID');
  });

  it('keeps no secret in plain text: state, verifier, nonce and login code are stored hashed or sealed', async () => {
    const browser = new TestBrowser(t);
    idp.signInAs(alice);
    const { landing } = await browser.navigate('/wps/oidc/google/start', (url) => url.pathname.endsWith('/callback'));
    const state = landing.searchParams.get('state')!;
    const rows = await t.app.ctx.db.selectFrom('oidc_states').selectAll().execute();
    expect(rows.some((row) => row.id === state || row.sealed.includes(state))).toBe(false);
    const finished = await browser.navigate(landing.href);
    const code = new URLSearchParams(finished.landing.hash.slice(1)).get('loginCode')!;
    const codes = await t.app.ctx.db.selectFrom('login_codes').select('id').execute();
    expect(codes.some((row) => row.id === code)).toBe(false);
  });

  it('refuses a replayed callback, a made-up state, another browser and an expired start', async () => {
    const first = new TestBrowser(t);
    idp.signInAs(alice);
    const atCallback = (url: URL) => url.pathname.endsWith('/callback');
    const { landing: callback } = await first.navigate('/wps/oidc/google/start', atCallback);

    // Another browser holding the link (login CSRF): refused, and the state is used up.
    const stranger = await new TestBrowser(t).navigate(callback.href);
    expect(stranger.landing.pathname).toBe('/login');
    expect(stranger.landing.searchParams.get('loginError')).toBe('SOCIAL_LOGIN_STATE_INVALID');
    const replay = await first.navigate(callback.href);
    expect(replay.landing.searchParams.get('loginError')).toBe('SOCIAL_LOGIN_STATE_INVALID');
    expect(JSON.parse(replay.hops[0]!.body)).toMatchObject({ success: false, code: 'SOCIAL_LOGIN_STATE_INVALID' });

    const madeUp = await first.navigate('/wps/oidc/google/callback?code=abc&state=not-a-state');
    expect(madeUp.landing.searchParams.get('loginError')).toBe('SOCIAL_LOGIN_STATE_INVALID');
    const noState = await first.navigate('/wps/oidc/google/callback?code=abc');
    expect(noState.landing.searchParams.get('loginError')).toBe('SOCIAL_LOGIN_STATE_INVALID');

    const slow = new TestBrowser(t);
    const { landing: late } = await slow.navigate('/wps/oidc/google/start', atCallback);
    t.clock.advance(11 * MINUTE);
    expect((await slow.navigate(late.href)).landing.searchParams.get('loginError')).toBe('SOCIAL_LOGIN_STATE_INVALID');
  });

  it('tells a person who closed the provider window to try again', async () => {
    idp.refuseNext();
    const { landing } = await new TestBrowser(t).navigate('/wps/oidc/google/start');
    expect(landing.searchParams.get('loginError')).toBe('SOCIAL_LOGIN_CANCELLED');
  });

  it('refuses providers that are unknown or turned off, even between start and callback', async () => {
    for (const path of ['/wps/oidc/facebook/start', '/wps/oidc/myspace/start', '/wps/oidc/telegram/start']) {
      const response = await t.request({ method: 'GET', url: path, headers: { 'accept-language': 'tl' } });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/login?loginError=SOCIAL_LOGIN_DISABLED');
      expect(response.json()).toMatchObject({
        success: false,
        code: 'SOCIAL_LOGIN_DISABLED',
        message: 'Hindi available ang paraang ito ng pag-sign in',
      });
    }
    const browser = new TestBrowser(t);
    idp.signInAs(alice);
    const { landing } = await browser.navigate('/wps/oidc/google/start', (url) => url.pathname.endsWith('/callback'));
    await t.updateBrand((m) => (m.settings.socialLogin.providers.google.enabled = false));
    try {
      expect((await browser.navigate(landing.href)).landing.searchParams.get('loginError')).toBe('SOCIAL_LOGIN_DISABLED');
      const permission = await t.request({ method: 'GET', url: '/wps/system/permission' });
      expect(permission.json().value.socialLogin).toEqual([]);
    } finally {
      await t.updateBrand((m) => (m.settings.socialLogin.providers.google.enabled = true));
    }
  });

  it('lists only the enabled, complete providers in the permission call, never a secret', async () => {
    await t.updateBrand(
      (m) => (m.settings.socialLogin.providers.telegram = { ...m.settings.socialLogin.providers.telegram, enabled: true }),
    );
    const permission = await t.request({ method: 'GET', url: '/wps/system/permission' });
    expect(permission.json().value.socialLogin).toEqual([{ provider: 'google', startPath: '/wps/oidc/google/start' }]);
    expect(permission.body).not.toContain('google-secret');
  });

  it('answers the provider being unreachable with a catalogue error, not a server error', async () => {
    await t.updateBrand((m) => (m.settings.socialLogin.providers.google.issuer = 'http://127.0.0.1:1'));
    try {
      const { landing } = await new TestBrowser(t).navigate('/wps/oidc/google/start');
      expect(landing.searchParams.get('loginError')).toBe('SOCIAL_LOGIN_FAILED');
    } finally {
      await t.updateBrand((m) => (m.settings.socialLogin.providers.google.issuer = idp.issuer));
    }
  });
});
