import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGINALS_VENDOR } from '@panalo/contract/originals';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { fundedMember } from '../../test-support/games-kit.test-kit';
import { createAccount, createBrand } from '../../seed/fixtures';
import { listAudit } from '../audit/audit.repository';
import { offerOriginals } from '../originals/originals-catalogue';
import { outbox, registerWithEmail } from '../recovery/recovery-email.test-kit';
import { enableSms, inboxCode, registerVerifiedMobile } from '../verification/sms.test-kit';
import { enrolled, staffAccount } from '../staff/staff.test-kit';

describe(`player notes, tags, bets and reset (${testDatabaseName()})`, () => {
  let t: TestApp;
  let support: string;
  let finance: string;
  let otherSupport: string;
  let foreignPlayer: number;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000', SMS_MAX_PER_NUMBER_PER_HOUR: '50', SMS_MAX_PER_IP_PER_HOUR: '1000' });
    await staffAccount(t, 'support1', ['support']);
    await staffAccount(t, 'finance1', ['finance']);
    support = (await enrolled(t, 'support1')).token;
    finance = (await enrolled(t, 'finance1')).token;
    // Another brand with its own support desk and player: neither brand sees the other's.
    const other = await createBrand(t.app.ctx, { code: 'other', name: 'Other Brand', domains: ['other.test'] });
    foreignPlayer = await createAccount(t.app.ctx, { merchantId: other.merchantId, username: 'foreign01', password: 'Member1234' });
    await staffAccount(t, 'othersupport', ['support'], other.merchantId);
    otherSupport = (await enrolled(t, 'othersupport', 'other.test')).token;
  }, 120_000);
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST' | 'PUT', token: string, url: string, payload?: object, host?: string) =>
    t.request({ method, url, headers: { ...bearer(token), ...(host ? { host } : {}) }, payload });
  const page = async (memberId: number, token = support) => {
    const response = await call('GET', token, `/wps/operator/players/${memberId}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value;
  };

  it('keeps notes newest first with author and time, audited, and checks their length', async () => {
    const memberId = await t.account({ username: 'noted01', password: 'Member1234' });
    const first = await call('POST', support, `/wps/operator/players/${memberId}/notes`, { body: '  Called about a late deposit  ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().value).toMatchObject({ body: 'Called about a late deposit', author: 'support1' });
    t.clock.advance(1_000);
    await call('POST', support, `/wps/operator/players/${memberId}/notes`, { body: 'x'.repeat(1000) });
    const notes = (await page(memberId)).notes;
    expect(notes.map((note: { body: string }) => note.body.length)).toEqual([1000, 27]);
    expect(notes[0].createdAt).toBeGreaterThan(notes[1].createdAt);
    for (const payload of [{ body: '   ' }, { body: 'x'.repeat(1001) }, {}, { body: 5 }])
      expect((await call('POST', support, `/wps/operator/players/${memberId}/notes`, payload)).json().code).toBe('VALIDATION_FAILED');
    expect((await page(memberId)).notes).toHaveLength(2);
    expect((await call('POST', finance, `/wps/operator/players/${memberId}/notes`, { body: 'not mine' })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
    const audit = await listAudit(t.app.ctx.db, 'member', memberId);
    expect(audit.filter((entry) => entry.action === 'player.note_added')).toHaveLength(2);
  });

  it('sets tags (up to ten, letters, digits, - and _), shows them and filters the search by them', async () => {
    const vip = await t.account({ username: 'tagged01', password: 'Member1234' });
    await t.account({ username: 'tagged02', password: 'Member1234' });
    const set = await call('PUT', support, `/wps/operator/players/${vip}/tags`, { tags: ['VIP', 'bonus_hunter', 'vip', 'late-payer'] });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().value.tags).toEqual(['bonus_hunter', 'late-payer', 'vip']);
    expect((await page(vip)).tags).toEqual(['bonus_hunter', 'late-payer', 'vip']);
    const found = (await call('GET', support, '/wps/operator/players?q=tagged&tag=VIP')).json().value;
    expect(found.list.map((p: { username: string }) => p.username)).toEqual(['tagged01']);
    expect((await call('GET', support, '/wps/operator/players?q=tagged')).json().value.total).toBe(2);
    expect((await call('GET', support, '/wps/operator/players?tag=bad%20tag')).json().code).toBe('VALIDATION_FAILED');

    const eleven = Array.from({ length: 11 }, (_, i) => `t${i}`);
    for (const tags of [eleven, ['has space'], ['x'.repeat(25)], [''], ['émoji'], 'vip'])
      expect((await call('PUT', support, `/wps/operator/players/${vip}/tags`, { tags })).json().code, String(tags)).toBe(
        'VALIDATION_FAILED',
      );
    expect((await call('PUT', support, `/wps/operator/players/${vip}/tags`, { tags: eleven.slice(0, 10) })).statusCode).toBe(200);
    expect((await call('PUT', support, `/wps/operator/players/${vip}/tags`, { tags: [] })).json().value.tags).toEqual([]);
    expect((await page(vip)).tags).toEqual([]);
    expect((await call('PUT', finance, `/wps/operator/players/${vip}/tags`, { tags: ['x'] })).json().code).toBe('STAFF_FORBIDDEN');
    const audit = await listAudit(t.app.ctx.db, 'member', vip);
    const sets = audit.filter((entry) => entry.action === 'player.tags_set');
    expect(sets).toHaveLength(3);
  });

  it('keeps one tag set when staff save tags for a player at the same moment', async () => {
    const memberId = await t.account({ username: 'tagrace01', password: 'Member1234' });
    const sets = [['a'], ['b', 'c'], ['d'], ['e', 'f', 'g'], ['h']];
    const answers = await Promise.all(sets.map((tags) => call('PUT', support, `/wps/operator/players/${memberId}/tags`, { tags })));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(sets.map((tags) => tags.join())).toContain((await page(memberId)).tags.join());
  });

  it('pages through the player’s bet records', async () => {
    await offerOriginals(t.app.ctx.db, t.merchantId, t.clock.now());
    const { memberId, token } = await fundedMember(t, 'better01', 50_000);
    const games = (await t.request({ method: 'GET', url: `/lgw/games/list?vassalage=${ORIGINALS_VENDOR}` })).json().value.games;
    const dice = (games as { gameCode: string; nodeId: number }[]).find((game) => game.gameCode === 'dice')!;
    const launched = (await call('POST', token, '/wps/game/launchGame', { nodeId: dice.nodeId })).json().value;
    const session = new URL(launched.url, 'http://site.test').searchParams.get('token')!;
    for (const amount of [1_000, 2_000, 3_000]) {
      const played = await t.request({
        method: 'POST',
        url: '/lgw/originals/v1/play',
        payload: { token: session, game: 'dice', bet: { amount, direction: 'under', target: 5_000 } },
      });
      expect(played.json().success, played.body).toBe(true);
      t.clock.advance(1_000);
    }
    const first = (await call('GET', support, `/wps/operator/players/${memberId}/bets?pageSize=2`)).json().value;
    expect(first).toMatchObject({ total: 3, totalPages: 2, totals: { stake: 6_000 } });
    expect(first.list.map((row: { stake: number }) => row.stake)).toEqual([3_000, 2_000]);
    const second = (await call('GET', support, `/wps/operator/players/${memberId}/bets?pageSize=2&pageNo=2`)).json().value;
    expect(second.list.map((row: { stake: number }) => row.stake)).toEqual([1_000]);
    expect((await call('GET', support, `/wps/operator/players/${memberId}/bets?pageSize=0`)).json().code).toBe('VALIDATION_FAILED');
    const audit = await listAudit(t.app.ctx.db, 'member', memberId);
    expect(audit.map((entry) => entry.action)).toContain('player.bets_view');
  });

  it('sends a reset link to the member’s e-mail without showing it to staff', async () => {
    const member = await registerWithEmail(t, 'resetmail01', 'Reset.Me@example.com');
    const memberId = member.userInfo.id;
    expect((await page(memberId)).resetTo).toMatchObject({ email: 'Re•••@example.com', sms: null });
    const sent = await call('POST', support, `/wps/operator/players/${memberId}/password-reset`, { channel: 'email' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ channel: 'email', sentTo: 'Re•••@example.com' });
    expect(sent.body).not.toMatch(/token/i);
    const mail = (await outbox(t, 'Reset.Me@example.com'))[0];
    const token = new URL(mail!.link!).searchParams.get('token')!;
    const reset = await t.request({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token, newPassword: 'After12345', confirmNewPassword: 'After12345' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(await t.login('resetmail01', 'After12345')).toBeTruthy();
    const audit = await listAudit(t.app.ctx.db, 'member', memberId);
    const entry = audit.find((line) => line.action === 'player.password_reset_sent');
    expect(entry).toBeTruthy();
    expect(JSON.stringify(entry)).not.toContain(token);
    // No verified mobile: nothing to text.
    expect((await call('POST', support, `/wps/operator/players/${memberId}/password-reset`, { channel: 'sms' })).json().code).toBe(
      'RESET_ADDRESS_MISSING',
    );
    for (const payload of [{}, { channel: 'fax' }])
      expect((await call('POST', support, `/wps/operator/players/${memberId}/password-reset`, payload)).json().code).toBe(
        'VALIDATION_FAILED',
      );
    expect((await call('POST', finance, `/wps/operator/players/${memberId}/password-reset`, { channel: 'email' })).json().code).toBe(
      'STAFF_FORBIDDEN',
    );
  });

  it('texts a recovery code to the verified mobile, which the member uses to set a new password', async () => {
    await enableSms(t);
    const member = await registerVerifiedMobile(t, '9205551234', {
      username: 'resetsms01',
      password: 'Before1234',
      confirmPassword: 'Before1234',
    });
    const memberId = member.userInfo.id;
    expect((await page(memberId)).resetTo.sms).toBe('+63920•••1234');
    const sent = await call('POST', support, `/wps/operator/players/${memberId}/password-reset`, { channel: 'sms' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().value).toMatchObject({ channel: 'sms', sentTo: '+63920•••1234' });
    const code = await inboxCode(t, '9205551234');
    expect(sent.body).not.toContain(code);
    const reset = await t.request({
      method: 'POST',
      url: '/wps/member/password/verification',
      payload: { mobileNum: '9205551234', verificationCode: code, newPassword: 'After12345', confirmNewPassword: 'After12345' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    const audit = await listAudit(t.app.ctx.db, 'member', memberId);
    expect(audit.find((line) => line.action === 'player.password_reset_sent')).toMatchObject({ actor_member_id: expect.any(Number) });
  });

  it("gives another brand's staff nothing of this brand's players", async () => {
    const memberId = await t.account({ username: 'homebrand01', password: 'Member1234' });
    await call('PUT', support, `/wps/operator/players/${memberId}/tags`, { tags: ['vip'] });
    const host = 'other.test';
    for (const [method, url, payload] of [
      ['POST', `/wps/operator/players/${memberId}/notes`, { body: 'cross brand' }],
      ['PUT', `/wps/operator/players/${memberId}/tags`, { tags: ['x'] }],
      ['GET', `/wps/operator/players/${memberId}/bets`, undefined],
      ['POST', `/wps/operator/players/${memberId}/password-reset`, { channel: 'email' }],
    ] as const)
      expect((await call(method, otherSupport, url, payload, host)).json().code, url).toBe('RECORD_NOT_FOUND');
    expect((await call('GET', otherSupport, '/wps/operator/players?tag=vip', undefined, host)).json().value.total).toBe(0);
    expect((await call('POST', support, `/wps/operator/players/${foreignPlayer}/notes`, { body: 'cross brand' })).json().code).toBe(
      'RECORD_NOT_FOUND',
    );
    expect((await page(memberId)).notes).toEqual([]);
    expect((await page(memberId)).tags).toEqual(['vip']);
  });
});
