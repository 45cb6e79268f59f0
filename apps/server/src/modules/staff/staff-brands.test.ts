import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { staffSession } from './staff.test-kit';

/**
 * The platform owner's brand picker: the brands listed to the platform owner only, and the picked
 * brand named in the `Merchant` header, which moves a staff call to that brand only for a platform
 * owner's session. A brand admin's session never works on another brand, whatever the header says.
 */
describe(`the platform owner's brand picker (${testDatabaseName()})`, () => {
  let t: TestApp;
  let owner: { operatorId: number; token: string };
  let admin: { operatorId: number; token: string };
  let secondAdmin: { operatorId: number; token: string };
  let second: { merchantId: number };
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '1000' });
    second = await createBrand(t.app.ctx, { code: 'second', name: 'Second Brand', domains: ['second.test'] });
    owner = await staffSession(t, 'owner01', ['platform_owner']);
    admin = await staffSession(t, 'admin01', ['brand_admin']);
    secondAdmin = await staffSession(t, 'admin02', ['brand_admin'], { merchantId: second.merchantId, host: 'second.test' });
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, token: string, headers: Record<string, string> = {}, payload?: object) =>
    t.request({ method, url, headers: { ...bearer(token), ...headers }, ...(payload ? { payload } : {}) });

  it('lists the active brands (not their free-play twins) to the platform owner, with the permission in the profile', async () => {
    const listed = await call('GET', '/wps/operator/brands', owner.token);
    expect(listed.json().value.list).toEqual([
      { code: 'second', name: 'Second Brand' },
      { code: 'brand', name: 'Test Brand' },
    ]);
    expect((await call('GET', '/wps/operator/me', owner.token)).json().value.permissions).toContain('brands.switch');
  });

  it('works on the picked brand from the owner’s own address, audited under that brand', async () => {
    const onSecond = { merchant: 'second' };
    expect((await call('GET', '/wps/operator/me', owner.token, onSecond)).json().value).toMatchObject({
      username: 'owner01',
      brand: 'Second Brand',
    });
    const staff = (await call('GET', '/wps/operator/staff', owner.token, onSecond)).json().value.list;
    expect(staff.map((member: { username: string }) => member.username)).toEqual(['admin02']);
    const invited = await call('POST', '/wps/operator/staff', owner.token, onSecond, {
      username: 'picked01',
      email: 'picked01@mail.test',
      roles: ['support'],
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const entry = (await listAudit(t.app.ctx.db, 'member', invited.json().value.member.id))[0]!;
    expect(entry).toMatchObject({ merchant_id: second.merchantId, actor_member_id: owner.operatorId, action: 'staff.invite' });
  });

  it('never lets a brand admin list the brands or reach another brand through the header', async () => {
    expect((await call('GET', '/wps/operator/brands', admin.token)).json().code).toBe('STAFF_FORBIDDEN');
    expect((await call('GET', '/wps/operator/me', admin.token)).json().value.permissions).not.toContain('brands.switch');
    for (const url of ['/wps/operator/me', '/wps/operator/staff', '/wps/operator/withdrawals', '/wps/operator/brands']) {
      const crossed = await call('GET', url, admin.token, { merchant: 'second' });
      expect(crossed.statusCode, url).toBe(401);
      expect(crossed.json().code, url).toBe('NOT_LOGGED_IN');
    }
    const invited = await call(
      'POST',
      '/wps/operator/staff',
      admin.token,
      { merchant: 'second' },
      { username: 'sneaky01', roles: ['support'] },
    );
    expect(invited.json().code).toBe('NOT_LOGGED_IN');
    // The other way round too: the second brand's admin, on the second brand's address, naming this brand.
    expect((await call('GET', '/wps/operator/staff', secondAdmin.token, { host: 'second.test', merchant: 'brand' })).json().code).toBe(
      'NOT_LOGGED_IN',
    );
    expect((await call('GET', '/wps/operator/brands', secondAdmin.token, { host: 'second.test' })).json().code).toBe('STAFF_FORBIDDEN');
    expect((await call('GET', '/wps/operator/staff', owner.token, { merchant: 'nosuchbrand' })).json().code).toBe('INVALID_DOMAIN');
  });
});
