import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MemberType } from '@panalo/contract/member-types';
import type { LoginValue } from '@panalo/contract/session';
import { bearer, BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { TestBrowser } from './oidc-browser.test-kit';
import { TestOidcProvider, type TestUser } from './oidc-provider.test-kit';
import { sealClientSecret } from './oidc-providers';

const SETTINGS_KEY = 'test-settings-key-0123456789-abcdefghijklmnop';
let serial = 0;
const person = (extra: Partial<TestUser> = {}): TestUser => ({ sub: `user-${++serial}`, preferred_username: 'Juan dela Cruz', ...extra });

describe(`social sign-up rules (${testDatabaseName()})`, () => {
  let t: TestApp;
  let idp: TestOidcProvider;

  beforeAll(async () => {
    idp = await TestOidcProvider.start([
      { clientId: 'panalo-facebook', clientSecret: 'facebook-secret', redirectUris: [`http://${BRAND_HOST}/wps/oidc/facebook/callback`] },
      { clientId: 'panalo-telegram', redirectUris: [`http://${BRAND_HOST}/wps/oidc/telegram/callback`] },
    ]);
    t = await createTestApp({ SETTINGS_SECRET_KEY: SETTINGS_KEY, AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    // Facebook with its secret sealed in the brand settings; Telegram (a bridge) as a public client.
    await t.updateBrand((m) => {
      const { providers } = m.settings.socialLogin;
      const clientSecretEncrypted = sealClientSecret(SETTINGS_KEY, 'brand', 'facebook', 'facebook-secret');
      providers.facebook = { ...providers.facebook, enabled: true, issuer: idp.issuer, clientId: 'panalo-facebook', clientSecretEncrypted };
      providers.telegram = { ...providers.telegram, enabled: true, issuer: idp.issuer, clientId: 'panalo-telegram' };
    });
  });
  afterAll(async () => {
    await t.close();
    await idp.close();
  });
  beforeEach(() =>
    t.updateBrand((m) => {
      m.whitelabel.flags.USERNAMEREG3 = 1;
      m.settings.socialLogin.signUp = true;
      m.registerSettings.invitationCodeRequired = false;
      m.registerSettings.gamingVenues = [];
    }),
  );

  /** Signs `user` in with `provider`; answers the login value, or the catalogue code it failed with. */
  async function signIn(provider: string, user: TestUser, query = ''): Promise<{ error: string | null; value?: LoginValue }> {
    idp.signInAs(user);
    const { landing } = await new TestBrowser(t).navigate(`/wps/oidc/${provider}/start${query}`);
    const error = landing.searchParams.get('loginError');
    if (error) return { error };
    const response = await t.request({
      method: 'POST',
      url: '/wps/session/login/code',
      payload: { code: new URLSearchParams(landing.hash.slice(1)).get('loginCode') },
    });
    return { error: null, value: response.json().value };
  }

  it('works with a client secret sealed in the brand settings and with a public client', async () => {
    expect((await signIn('facebook', person())).value).toMatchObject({ firstTimeLogin: true });
    expect((await signIn('telegram', person())).value).toMatchObject({ firstTimeLogin: true });
    const brand = await t.app.ctx.merchants.byCode('brand');
    expect(JSON.stringify(brand!.settings)).not.toContain('facebook-secret');
  });

  it('does not offer a provider whose sealed secret this server cannot open', async () => {
    await t.updateBrand((m) => {
      m.settings.socialLogin.providers.facebook.clientSecretEncrypted = sealClientSecret(
        'another-key-of-forty-characters-000000',
        'brand',
        'facebook',
        'x',
      );
    });
    try {
      const permission = await t.request({ method: 'GET', url: '/wps/system/permission' });
      expect(permission.json().value.socialLogin.map((o: { provider: string }) => o.provider)).toEqual(['telegram']);
      expect((await signIn('facebook', person())).error).toBe('SOCIAL_LOGIN_DISABLED');
    } finally {
      await t.updateBrand((m) => {
        m.settings.socialLogin.providers.facebook.clientSecretEncrypted = sealClientSecret(
          SETTINGS_KEY,
          'brand',
          'facebook',
          'facebook-secret',
        );
      });
    }
  });

  it('derives a free username that fits the brand rule, never taking over an account by name', async () => {
    await t.account({ username: 'mariaclara', password: 'Maria12345' });
    const taken = (await signIn('telegram', person({ preferred_username: 'María Clara', email: 'mc@example.com', name: 'M C' }))).value!;
    expect(taken.userInfo.account).toMatch(/^mariaclara\d{4}$/);
    const accented = (await signIn('telegram', person({ preferred_username: 'José.Rizal_1896' }))).value!;
    expect(accented.userInfo.account).toBe('joserizal1896');
    const odd = (await signIn('telegram', person({ preferred_username: '42 !!', name: undefined, email: undefined }))).value!;
    expect(odd.userInfo.account).toMatch(/^[a-z][a-z0-9]{5,15}$/);
  });

  it('refuses a new member when the brand takes no registrations, but still lets linked members in', async () => {
    const existing = person();
    expect((await signIn('telegram', existing)).error).toBeNull();
    await t.updateBrand((m) => (m.whitelabel.flags.USERNAMEREG3 = 0));
    expect((await signIn('telegram', person())).error).toBe('REGISTRATION_DISABLED');
    expect((await signIn('telegram', existing)).value).toMatchObject({ firstTimeLogin: false });
    await t.updateBrand((m) => {
      m.whitelabel.flags.USERNAMEREG3 = 1;
      m.settings.socialLogin.signUp = false;
    });
    expect((await signIn('telegram', person())).error).toBe('REGISTRATION_DISABLED');
  });

  it('places a new member under the agent whose invitation code started the sign-in', async () => {
    await t.account({ username: 'agentsocial', password: 'Agent12345', type: MemberType.AGENT, referralCode: 'SOCIAL01' });
    const value = (await signIn('telegram', person(), '?referralCode=social01')).value!;
    expect(value.userInfo.uplineAccount).toBe('agentsocial');

    expect((await signIn('telegram', person(), '?referralCode=NOPE99')).error).toBe('INVALID_INVITATION_CODE');
    await t.updateBrand((m) => (m.registerSettings.invitationCodeRequired = true));
    expect((await signIn('telegram', person())).error).toBe('INVALID_INVITATION_CODE');
  });

  it("records a member's friend code as a referral, with no upline, as the form registration does", async () => {
    await t.updateBrand((m) => {
      m.registerSettings.invitationCodeRequired = false;
      m.settings.referral = { enabled: true, qualifyingDeposit: 30_000, reward: 5_000 };
    });
    await t.account({ username: 'socialfriend', password: 'Player1234' });
    const inviter = await t.login('socialfriend', 'Player1234');
    const mine = async () => (await t.request({ method: 'GET', url: '/wps/v2/referral', headers: bearer(inviter) })).json().value;
    const { code, friends } = await mine();
    expect(friends).toHaveLength(0);
    const value = (await signIn('telegram', person(), `?referralCode=${code}`)).value!;
    expect(value.userInfo.uplineAccount ?? null).toBeNull();
    expect((await mine()).friends).toHaveLength(1);
  });

  it('asks for the outlet when the brand lists outlets', async () => {
    await t.updateBrand((m) => (m.registerSettings.gamingVenues = [{ label: 'Manila Bay', value: 'MB01' }]));
    expect((await signIn('telegram', person())).error).toBe('VENUE_REQUIRED');
    expect((await signIn('telegram', person(), '?gamingVenue=MB01')).error).toBeNull();
  });

  it('refuses a disabled member and a staff account linked to the provider', async () => {
    const user = person();
    const value = (await signIn('telegram', user)).value!;
    await t.app.ctx.db.updateTable('members').set({ status: 'disabled' }).where('id', '=', value.userInfo.id).execute();
    expect((await signIn('telegram', user)).error).toBe('ACCOUNT_DISABLED');
    await t.app.ctx.db
      .updateTable('members')
      .set({ status: 'active', type: MemberType.OPERATOR })
      .where('id', '=', value.userInfo.id)
      .execute();
    expect((await signIn('telegram', user)).error).toBe('NON_MEMBER_ACCOUNT');
  });

  it('gives a social member no password anyone could type', async () => {
    const value = (await signIn('telegram', person({ preferred_username: 'nopassword1' }))).value!;
    const login = await t.request({
      method: 'POST',
      url: '/wps/session/login',
      payload: { username: value.userInfo.account, password: '!' },
    });
    expect(login.json().code).toBe('INVALID_CREDENTIALS');
    const info = await t.request({ method: 'GET', url: '/wps/member/info', headers: bearer(value.token) });
    expect(info.statusCode).toBe(200);
  });
});
