import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, BRAND_HOST, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { unseal, secretBoxPurposes } from '../identity/secret-box';
import { submitted } from '../kyc/kyc.test-kit';
import { enrolled, staffAccount } from '../staff/staff.test-kit';
import { channelCredentialsContext } from './payment-channels.service';

const SETTINGS_SECRET_KEY = 'a-test-settings-key-of-32-chars-or-more';

describe(`back-office settings (${testDatabaseName()})`, () => {
  let t: TestApp;
  let admin: string;
  let auditor: string;
  beforeAll(async () => {
    // A long brand cache, so only the invalidation makes a saved change visible at once.
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', MERCHANT_CACHE_SECONDS: '600', SETTINGS_SECRET_KEY });
    await staffAccount(t, 'brandadmin1', ['brand_admin']);
    await staffAccount(t, 'auditor1', ['auditor']);
    admin = (await enrolled(t, 'brandadmin1')).token;
    auditor = (await enrolled(t, 'auditor1')).token;
  });
  afterAll(() => t.close());

  const get = (url: string, token = admin) => t.request({ method: 'GET', url, headers: bearer(token) });
  const post = (url: string, payload: unknown, token = admin) =>
    t.request({ method: 'POST', url, headers: bearer(token), payload: payload as object });

  describe('brand settings', () => {
    it('puts the brand into maintenance with an end time: the player site is closed on its next call, and the history says who changed what', async () => {
      expect((await t.request({ method: 'GET', url: '/wps/system/status' })).json().value.status).not.toBe(1);
      const before = (await get('/wps/operator/settings')).json().value;
      expect(before.groups.maintenance).toEqual({ enabled: false, endTime: null });

      const endTime = Date.UTC(2030, 0, 2, 6, 0);
      const saved = await post('/wps/operator/settings/maintenance', { value: { enabled: true, endTime } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().value.groups.maintenance).toEqual({ enabled: true, endTime });

      const status = (await t.request({ method: 'GET', url: '/wps/system/status' })).json().value;
      expect(status).toMatchObject({ status: 1, maintenanceEndTime: new Date(endTime).toISOString() });
      // The player calls are closed; the staff API stays open to put the brand back.
      expect((await t.request({ method: 'GET', url: '/wps/system/setting/register' })).json().code).toBe('MAINTENANCE');

      const history = (await get('/wps/operator/settings/history', auditor)).json().value;
      expect(history.total).toBe(1);
      expect(history.list[0]).toMatchObject({
        staff: 'brandadmin1',
        group: 'maintenance',
        changes: [
          { path: 'settings.maintenance.enabled', before: false, after: true },
          { path: 'settings.maintenance.endTime', before: null, after: endTime },
        ],
      });
      const audit = await listAudit(t.app.ctx.db, 'merchant', t.merchantId);
      expect(audit.map((entry) => entry.action)).toContain('settings.changed');

      expect((await post('/wps/operator/settings/maintenance', { value: { enabled: false, endTime: null } })).statusCode).toBe(200);
      expect((await t.request({ method: 'GET', url: '/wps/system/status' })).json().value.status).not.toBe(1);
    });

    it('checks a group with the brand-settings schemas: a bad value names its field and saves nothing', async () => {
      const total = (await get('/wps/operator/settings/history')).json().value.total;
      const wallet = (await get('/wps/operator/settings')).json().value.groups.wallet;
      const bad = await post('/wps/operator/settings/wallet', { value: { ...wallet, receiptMinutes: 0 } });
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { receiptMinutes: expect.any(String) } });
      const cidr = await post('/wps/operator/settings/regionRestriction', { value: { enabled: true, mode: 'allow', cidrs: ['nowhere'] } });
      expect(cidr.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { 'cidrs.0': expect.any(String) } });
      expect((await post('/wps/operator/settings/nothing', { value: {} })).statusCode).toBe(400);
      // The same value again is no change, and no history entry.
      expect((await post('/wps/operator/settings/wallet', { value: wallet })).statusCode).toBe(200);
      expect((await get('/wps/operator/settings/history')).json().value.total).toBe(total);
    });

    it('saves the other groups: wallet limits and receipt minutes, whitelabel flags, field rules, links, CDNs, KYC', async () => {
      const { groups } = (await get('/wps/operator/settings')).json().value;
      const saves = {
        wallet: { ...groups.wallet, receiptMinutes: 90, withdraw: { ...groups.wallet.withdraw, minAmount: 20_000 } },
        whitelabel: { ...groups.whitelabel, modules: { ...groups.whitelabel.modules, freePlay: 0 } },
        customerService: {
          customerService: [{ csType: 'TELEGRAM', path: 'https://help.example', title: 'Help' }],
        },
        cdns: { imageCDNs: ['https://img.example'], launchGameCDNs: [] },
        kyc: { enabled: true, mandatory: true, deadlineDays: 5 },
        registration: { ...groups.registration, invitationCodeRequired: true },
        fieldRules: groups.fieldRules,
      };
      for (const [group, value] of Object.entries(saves)) {
        const saved = await post(`/wps/operator/settings/${group}`, { value });
        expect(saved.statusCode, `${group}: ${saved.body}`).toBe(200);
      }
      const after = (await get('/wps/operator/settings')).json().value.groups;
      expect(after.wallet).toMatchObject({ receiptMinutes: 90, withdraw: { minAmount: 20_000 } });
      expect(after.whitelabel.modules.freePlay).toBe(0);
      expect(after.kyc).toEqual({ enabled: true, mandatory: true, deadlineDays: 5 });
      expect(after.cdns.imageCDNs).toEqual(['https://img.example']);
      expect(after.registration.invitationCodeRequired).toBe(true);
      // The player site reads the same values at once.
      const permission = (await t.request({ method: 'GET', url: '/wps/system/permission' })).json().value;
      expect(permission.imageCDNs).toEqual(['https://img.example']);
    });

    it("sets the brand's languages and default: the player site is told, a default not offered is refused, the history has it", async () => {
      const permission = async () => (await t.request({ method: 'GET', url: '/wps/system/permission' })).json().value.languages;
      expect((await get('/wps/operator/settings')).json().value.groups.languages).toEqual({ offered: ['EN', 'TY'], default: 'EN' });
      expect(await permission()).toEqual({ offered: ['EN', 'TY'], default: 'EN' });

      const bad = await post('/wps/operator/settings/languages', { value: { offered: ['EN'], default: 'TY' } });
      expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { default: expect.any(String) } });
      const none = await post('/wps/operator/settings/languages', { value: { offered: [], default: 'EN' } });
      expect(none.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { offered: expect.any(String) } });
      expect((await post('/wps/operator/settings/languages', { value: { offered: ['PT'], default: 'PT' } })).statusCode).toBe(400);

      // Listed in any order, kept in the site's order.
      const saved = await post('/wps/operator/settings/languages', { value: { offered: ['TY', 'EN'], default: 'TY' } });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(await permission()).toEqual({ offered: ['EN', 'TY'], default: 'TY' });
      expect((await post('/wps/operator/settings/languages', { value: { offered: ['TY'], default: 'TY' } })).statusCode).toBe(200);
      expect(await permission()).toEqual({ offered: ['TY'], default: 'TY' });
      const history = (await get('/wps/operator/settings/history')).json().value.list;
      expect(history[0]).toMatchObject({
        group: 'languages',
        changes: [{ path: 'settings.languages.offered', before: ['EN', 'TY'], after: ['TY'] }],
      });
      expect((await post('/wps/operator/settings/languages', { value: { offered: ['EN', 'TY'], default: 'EN' } })).statusCode).toBe(200);
    });

    it('keeps every one of many saves fired at once: none undoes another, each has its history entry', async () => {
      const { groups } = (await get('/wps/operator/settings')).json().value;
      const total = (await get('/wps/operator/settings/history')).json().value.total;
      const saves = [
        ['maintenance', { enabled: false, endTime: Date.UTC(2031, 5, 1) }],
        ['kyc', { enabled: true, mandatory: false, deadlineDays: 3 }],
        ['cdns', { imageCDNs: ['https://img2.example'], launchGameCDNs: ['https://play.example'] }],
        ['regionRestriction', { enabled: false, mode: 'allow', cidrs: ['198.51.100.0/24'] }],
        ['wallet', { ...groups.wallet, receiptMinutes: 45 }],
        ['registration', { ...groups.registration, defaultCountryDialingCode: '65' }],
        ['whitelabel', { ...groups.whitelabel, flags: { ...groups.whitelabel.flags, CHNGPASSMAIL3: 0 } }],
        ['customerService', { customerService: [] }],
      ] as const;
      const answers = await Promise.all(saves.map(([group, value]) => post(`/wps/operator/settings/${group}`, { value })));
      for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
      const after = (await get('/wps/operator/settings')).json().value.groups;
      for (const [group, value] of saves) expect(after[group], group).toEqual(value);
      expect((await get('/wps/operator/settings/history')).json().value.total).toBe(total + saves.length);
    });

    it('lets an auditor read the settings but not change them', async () => {
      expect((await get('/wps/operator/settings', auditor)).statusCode).toBe(200);
      expect((await post('/wps/operator/settings/kyc', { value: { enabled: false, mandatory: false } }, auditor)).json().code).toBe(
        'STAFF_FORBIDDEN',
      );
    });
  });

  describe('payment channels', () => {
    it('changes limits, switches a channel off and orders the list, keeping gateway credentials sealed and never sending them back', async () => {
      const channels = (await get('/wps/operator/payment-channels')).json().value as { id: number; code: string; name: string }[];
      expect(channels.map((channel) => channel.code)).toEqual(['GCASH', 'MAYA', 'INSTAPAY', 'QRPH']);
      const gcash = channels[0]!;
      const update = {
        name: 'GCash',
        minAmount: 20_000,
        maxAmount: 1_000_000,
        enabled: false,
        credentials: 'merchant=77;key=s3cret-value',
      };
      const saved = await post(`/wps/operator/payment-channels/${gcash.id}`, update);
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.body).not.toContain('s3cret-value');
      expect(saved.json().value[0]).toMatchObject({
        code: 'GCASH',
        minAmount: 20_000,
        maxAmount: 1_000_000,
        enabled: false,
        credentialsSet: true,
      });

      const row = await t.app.ctx.db
        .selectFrom('payment_channels')
        .select('credentials_sealed')
        .where('id', '=', gcash.id)
        .executeTakeFirstOrThrow();
      expect(row.credentials_sealed).not.toContain('s3cret');
      const context = channelCredentialsContext(t.merchantId, gcash.id);
      expect(unseal(secretBoxPurposes.brandSetting, SETTINGS_SECRET_KEY, context, row.credentials_sealed!)).toBe(update.credentials);
      const audit = JSON.stringify(await listAudit(t.app.ctx.db, 'payment_channel', gcash.id));
      expect(audit).toContain('replaced');
      expect(audit).not.toContain('s3cret');

      // Without new credentials the stored ones stay.
      const kept = await post(`/wps/operator/payment-channels/${gcash.id}`, { ...update, credentials: undefined, enabled: true });
      expect(kept.json().value[0]).toMatchObject({ enabled: true, credentialsSet: true });

      // A member's deposit page lists the enabled channels in the staff's order.
      const ids = channels.map((channel) => channel.id).reverse();
      const ordered = await post('/wps/operator/payment-channels/order', { ids });
      expect(ordered.json().value.map((channel: { code: string }) => channel.code)).toEqual(['QRPH', 'INSTAPAY', 'MAYA', 'GCASH']);
      expect((await post('/wps/operator/payment-channels/order', { ids: ids.slice(1) })).json().code).toBe('VALIDATION_FAILED');
      expect((await post(`/wps/operator/payment-channels/${gcash.id}`, { ...update, minAmount: 2_000_000 })).statusCode).toBe(400);
    });

    it("keeps a brand's channels to its own staff", async () => {
      const other = await createBrand(t.app.ctx, { code: 'other', name: 'Other Brand', domains: ['other.test'] });
      const foreign = await t.app.ctx.db
        .selectFrom('payment_channels')
        .select('id')
        .where('merchant_id', '=', other.merchantId)
        .executeTakeFirstOrThrow();
      const change = { name: 'Taken', minAmount: 100, maxAmount: 200, enabled: false };
      expect((await post(`/wps/operator/payment-channels/${foreign.id}`, change)).json().code).toBe('RECORD_NOT_FOUND');
      const untouched = await t.app.ctx.db
        .selectFrom('payment_channels')
        .select('name')
        .where('id', '=', foreign.id)
        .executeTakeFirstOrThrow();
      expect(untouched.name).not.toBe('Taken');
    });
  });

  describe('restricted persons', () => {
    it('imports an uploaded CSV, reports bad rows, and lists the members who match', async () => {
      await submitted(t, 'listed01', { firstName: 'Pedro', middleName: '', lastName: 'Reyes', birthday: '1980-01-15' });
      const csv = 'name,birthday,reason\nPedro Reyes,1980-01-15,court order\nNo Date,notadate,\n';
      const imported = await post('/wps/operator/restricted/import', { csv, replace: false });
      expect(imported.statusCode, imported.body).toBe(200);
      expect(imported.json().value).toMatchObject({ added: 1, duplicates: 0, total: 1, badRows: [{ line: 3 }] });
      const overview = (await get('/wps/operator/restricted', auditor)).json().value;
      expect(overview).toMatchObject({ total: 1, hits: [{ account: 'listed01' }] });
      expect((await post('/wps/operator/restricted/import', { csv, replace: false }, auditor)).json().code).toBe('STAFF_FORBIDDEN');
    });
  });
});

// Several processes on one PostgreSQL database and one Redis: a change saved on one is seen on all at once.
const scaleOut = testDatabaseName() === 'postgres' && !!process.env.REDIS_URL;

describe.runIf(scaleOut)('brand settings across processes (postgres + redis)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000', MERCHANT_CACHE_SECONDS: '600' });
    await staffAccount(t, 'brandadmin2', ['brand_admin']);
  });
  afterAll(() => t.close());

  it('closes the site on every process as soon as one saves maintenance', async () => {
    const admin = (await enrolled(t, 'brandadmin2')).token;
    const peer = await t.peer();
    const statusOn = async () =>
      (await peer.inject({ method: 'GET', url: '/wps/system/status', headers: { host: BRAND_HOST } })).json().value.status;
    expect(await statusOn()).not.toBe(1); // now cached in the peer
    const saved = await t.request({
      method: 'POST',
      url: '/wps/operator/settings/maintenance',
      headers: bearer(admin),
      payload: { value: { enabled: true, endTime: null } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    for (let i = 0; i < 50 && (await statusOn()) !== 1; i++) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await statusOn()).toBe(1);
  });
});
