import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

describe(`system calls (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) => t.request({ method: 'GET', url, headers });

  it('answers status 0 with the visitor IP on a normal day', async () => {
    const response = await get('/wps/system/status');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, value: { status: 0, maintenanceEndTime: null, ip: '127.0.0.1' } });
  });

  it('answers status 1 with the end time during maintenance, and refuses other calls', async () => {
    const end = Date.UTC(2026, 10, 22, 6, 0, 0);
    await t.updateBrand((m) => (m.settings.maintenance = { enabled: true, endTime: end }));
    const status = await get('/wps/system/status');
    expect(status.json().value).toMatchObject({ status: 1, maintenanceEndTime: '2026-11-22T06:00:00.000Z' });
    const login = await t.request({ method: 'POST', url: '/wps/session/login', payload: { username: 'someone', password: 'x' } });
    expect(login.statusCode).toBe(503);
    expect(login.json()).toMatchObject({ success: false, code: 'MAINTENANCE' });
    await t.updateBrand((m) => (m.settings.maintenance = { enabled: false, endTime: null }));
  });

  it('lets the customer-service content through while the site is closed, and nothing else', async () => {
    await t.updateBrand((m) => (m.settings.maintenance = { enabled: true, endTime: null }));
    expect((await get('/wps/system/helpCenter?lang=EN&device=WEB')).statusCode).toBe(200);
    expect((await get('/wps/system/permission')).json().value.customerService).toBeInstanceOf(Array);
    expect((await get('/wps/system/notice')).json().code).toBe('MAINTENANCE');
    await t.updateBrand((m) => {
      m.settings.maintenance = { enabled: false, endTime: null };
      m.settings.regionRestriction = { enabled: true, mode: 'deny', cidrs: ['127.0.0.1'] };
    });
    expect((await get('/wps/system/helpCenter?lang=TY&device=WEB')).statusCode).toBe(200);
    expect((await get('/wps/system/countryCodes')).json().code).toBe('REGION_RESTRICTED');
    await t.updateBrand((m) => (m.settings.regionRestriction = { enabled: false, mode: 'deny', cidrs: [] }));
  });

  it('answers status 2 for an IP outside the allowed region, by allow and by deny list', async () => {
    await t.updateBrand((m) => (m.settings.regionRestriction = { enabled: true, mode: 'allow', cidrs: ['203.0.113.0/24'] }));
    expect((await get('/wps/system/status')).json().value).toMatchObject({ status: 2, ip: '127.0.0.1' });
    const refused = await get('/wps/system/setting/register');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('REGION_RESTRICTED');

    await t.updateBrand((m) => (m.settings.regionRestriction = { enabled: true, mode: 'allow', cidrs: ['127.0.0.0/8'] }));
    expect((await get('/wps/system/status')).json().value.status).toBe(0);

    await t.updateBrand((m) => (m.settings.regionRestriction = { enabled: true, mode: 'deny', cidrs: ['127.0.0.1'] }));
    expect((await get('/wps/system/status')).json().value.status).toBe(2);
    await t.updateBrand((m) => (m.settings.regionRestriction = { enabled: false, mode: 'deny', cidrs: [] }));
  });

  it('gives everything the client needs at start in the permission call', async () => {
    const value = (await get('/wps/system/permission')).json().value;
    expect(value).toMatchObject({
      merchantCode: 'brand',
      mainDomain: 'brand.test',
      location: { ip: '127.0.0.1' },
      maintenance: { enabled: false, endTime: null },
      regionRestriction: { enabled: false, restricted: false },
      whitelabel: { flags: { USERNAMEREG3: 1 } },
      register: { usernameRegistration: true, minimumAge: 21 },
      analytics: { gtagId: null },
      gmtOffsetMinutes: 480,
      encryption: { algorithm: 'RSA-OAEP-256+A256GCM', plainAccepted: true },
    });
    for (const key of ['customerService', 'domainRoute', 'resources', 'imageCDNs', 'launchGameCDNs']) expect(value).toHaveProperty(key);
    expect(value.encryption.jwk).toMatchObject({ kty: 'RSA', alg: 'RSA-OAEP-256' });
    expect(value.encryption.jwk).not.toHaveProperty('d');
  });

  it('tells the client whether the agent policy (the consolidated balance) is on', async () => {
    expect((await get('/wps/system/permission')).json().value.wallet).toEqual({ agentPolicy: true });
    await t.updateBrand((m) => (m.settings.wallet.agentPolicy = false));
    expect((await get('/wps/system/permission')).json().value.wallet).toEqual({ agentPolicy: false });
    await t.updateBrand((m) => (m.settings.wallet.agentPolicy = true));
  });

  it('tells the agent centre which contract kinds the brand runs', async () => {
    const all = { DIVIDEND: true, DAILY: true, HOURLY: true, REALTIME: true };
    expect((await get('/wps/system/permission')).json().value.agentContracts).toEqual(all);
    await t.updateBrand((m) => (m.settings.agentContracts.HOURLY = false));
    expect((await get('/wps/system/permission')).json().value.agentContracts).toEqual({ ...all, HOURLY: false });
    await t.updateBrand((m) => (m.settings.agentContracts.HOURLY = true));
  });

  it("names the contract kinds by the spec's enablement flags, from the same switches", async () => {
    const on = { divtypeinfo: 1, dailysalinfotype: 1, contracthoursalinfo: 1, contractmrdailysalinfotype: 1 };
    expect((await get('/wps/system/whitelabel')).json().value.contracts).toEqual(on);
    await t.updateBrand((m) => {
      m.settings.agentContracts.DIVIDEND = false;
      m.settings.agentContracts.REALTIME = false;
    });
    const off = { ...on, divtypeinfo: 0, contractmrdailysalinfotype: 0 };
    expect((await get('/wps/system/whitelabel')).json().value.contracts).toEqual(off);
    const permission = (await get('/wps/system/permission')).json().value;
    expect(permission.whitelabel.contracts).toEqual(off);
    // The earlier fields stay as they were.
    expect(permission.whitelabel.flags.USERNAMEREG3).toBe(1);
    expect(permission.agentContracts).toEqual({ DIVIDEND: false, DAILY: true, HOURLY: true, REALTIME: false });
    await t.updateBrand((m) => {
      m.settings.agentContracts.DIVIDEND = true;
      m.settings.agentContracts.REALTIME = true;
    });
  });

  it('serves the whitelabel flags, domain routes and registration settings', async () => {
    const whitelabel = (await get('/wps/system/whitelabel')).json().value;
    expect(Object.keys(whitelabel.flags).sort()).toEqual(
      ['CHNGPASSMAIL3', 'CHNGPASSVERIF3', 'MOBILENUMPASSREG3', 'MOBILENUMREG3', 'REGMOBVERF3', 'USERNAMEREG3'].sort(),
    );
    expect(whitelabel.modules.freePlay).toBe(1);
    expect((await get('/wps/system/domainRoute')).json().value).toEqual([{ domain: 'brand.test', main: true, mirror: false }]);
    const register = (await get('/wps/system/setting/register')).json().value;
    expect(register).toMatchObject({ usernameRegistration: true, invitationCodeRequired: false, gamingVenues: [] });
    const validation = (await get('/wps/system/setting/register/validation')).json().value;
    expect(validation.username).toMatchObject({ enabled: true, required: true, patternId: 2, minLength: 6, maxLength: 16 });
    expect(validation.verificationCode).toMatchObject({ minLength: 0, maxLength: 255 });
  });

  it('finds the brand by the Merchant header as well as by domain', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/wps/system/permission',
      headers: { host: 'elsewhere.test', merchant: 'brand' },
    });
    expect(response.json().value.merchantCode).toBe('brand');
  });

  it('refuses an unknown domain with the invalid-URL message, in the user language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: 'unknown.test' } });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ success: false, code: 'INVALID_DOMAIN', message: 'Invalid URL, please contact customer service' });
    const tl = await t.app.inject({
      method: 'GET',
      url: '/wps/system/status',
      headers: { host: 'unknown.test', 'accept-language': 'tl-PH' },
    });
    expect(tl.json().message).toBe('Hindi wastong URL, mangyaring makipag-ugnayan sa customer service');
    const header = await t.app.inject({ method: 'GET', url: '/wps/system/status', headers: { host: BRAND_HOST_UNUSED, merchant: 'nope' } });
    expect(header.json().code).toBe('INVALID_DOMAIN');
  });

  it('answers an unknown API path with NOT_FOUND in the envelope', async () => {
    const response = await get('/wps/nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
  });

  it('publishes the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/wps/system/status', '/wps/session/login', '/wps/member/register', '/wps/member/info', '/wps/captcha']) {
      expect(paths).toContain(path);
    }
  });
});

const BRAND_HOST_UNUSED = 'brand.test';
