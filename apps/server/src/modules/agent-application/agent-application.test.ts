import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { EASY_HUMAN_CHECK, guardScenes, solvedHumanCheck } from '../human-check/human-check.test-kit';
import { operatorToken } from '../withdraw/withdraw.test-kit';

/** "Become an agent": visitors and members apply; the operator's queue lists and decides. */
describe(`agent applications (${testDatabaseName()})`, () => {
  let t: TestApp;
  let operator: string;
  let member: string;
  let ipCounter = 0;
  /** Each call from its own address unless told, so the per-IP limit only bites where a test wants it. */
  const nextIp = () => `198.51.100.${++ipCounter}`;

  beforeAll(async () => {
    t = await createTestApp({ ...EASY_HUMAN_CHECK });
    operator = (await operatorToken(t)).token;
    await t.account({ username: 'hopeful01', password: 'Hopeful1234' });
    member = await t.login('hopeful01', 'Hopeful1234');
  });
  afterAll(() => t.close());

  const form = (overrides: object = {}) => ({
    name: 'Maria Santos',
    contact: '+63 917 555 0101',
    channel: 'SOCIAL_MEDIA',
    experience: 'UNDER_1_YEAR',
    message: 'I run a Facebook group of 3,000 players in Cebu.',
    ...overrides,
  });
  const apply = (payload: object, headers: Record<string, string> = {}, ip = nextIp()) =>
    t.request({ method: 'POST', url: '/wps/agent/application', payload, headers, remoteAddress: ip });
  const queue = (query = '') => t.request({ method: 'GET', url: `/wps/operator/agent-applications${query}`, headers: bearer(operator) });
  const decide = (id: number, decision: 'approve' | 'reject', payload?: object) =>
    t.request({ method: 'POST', url: `/wps/operator/agent-applications/${id}/${decision}`, headers: bearer(operator), payload });

  it("takes a visitor's application into the operator's queue, and the operator approves it with a note", async () => {
    const response = await apply(form());
    expect(response.statusCode, response.body).toBe(200);
    const { id, status } = response.json().value;
    expect(status).toBe('PENDING');

    const pending = (await queue('?status=PENDING')).json().value;
    expect(pending.list).toContainEqual(
      expect.objectContaining({ id, name: 'Maria Santos', contact: '+63 917 555 0101', channel: 'SOCIAL_MEDIA', account: null }),
    );
    const approved = await decide(id, 'approve', { note: 'Called her; starts Monday' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().value).toMatchObject({ id, status: 'APPROVED', note: 'Called her; starts Monday' });
    expect(approved.json().value.decidedAt).toBe(t.clock.now());
    const again = await decide(id, 'reject');
    expect(again.statusCode, again.body).toBe(409);
    expect(again.json().code).toBe('ALREADY_PROCESSED');
  });

  it("links a member's application to the account, and takes a reject without a body", async () => {
    const response = await apply(form({ contact: 'hopeful@example.com', channel: 'COMMUNITY', message: undefined }), bearer(member));
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json().value;
    const listed = (await queue()).json().value.list.find((row: { id: number }) => row.id === id);
    expect(listed).toMatchObject({ account: 'hopeful01', message: null });
    const rejected = await decide(id, 'reject');
    expect(rejected.json().value.status).toBe('REJECTED');
  });

  it('refuses a second pending application from the same contact, written differently', async () => {
    expect((await apply(form({ contact: '0917-555-0199' }))).statusCode).toBe(200);
    const twice = await apply(form({ contact: '0917 555 0199' }));
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ success: false, code: 'AGENT_APPLICATION_PENDING' });
  });

  it('answers bad input with the catalogue, and keeps the queue for operators', async () => {
    for (const payload of [form({ name: '' }), form({ contact: 'call me' }), form({ channel: 'TV' }), { name: 'x' }]) {
      const response = await apply(payload as object);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
    expect((await t.request({ method: 'GET', url: '/wps/operator/agent-applications', headers: bearer(member) })).json().code).toBe(
      'OPERATOR_ONLY',
    );
    expect((await t.request({ method: 'GET', url: '/wps/operator/agent-applications' })).statusCode).toBe(401);
  });

  it('needs the human check when the brand guards registration with one', async () => {
    await guardScenes(t, { register: true });
    const without = await apply(form({ contact: 'checked@example.com' }));
    expect(without.json().code).toBe('CAPTCHA_REQUIRED');
    const withCheck = await apply(form({ contact: 'checked@example.com', humanCheck: await solvedHumanCheck(t, 'register') }));
    expect(withCheck.statusCode, withCheck.body).toBe(200);
    await guardScenes(t, { register: false });
  });

  it('limits submissions per address', async () => {
    const ip = '203.0.113.77';
    for (let index = 0; index < 5; index++) {
      const response = await apply(form({ contact: `limit${index}@example.com` }), {}, ip);
      expect(response.statusCode, response.body).toBe(200);
    }
    const sixth = await apply(form({ contact: 'limit6@example.com' }), {}, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().code).toBe('TOO_MANY_REQUESTS');
  });
});
