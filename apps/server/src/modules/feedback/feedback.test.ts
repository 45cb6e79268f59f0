import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { staffSession } from '../staff/staff.test-kit';
import { readyMember } from '../withdraw/withdraw.test-kit';

const words = (n: number) => Array.from({ length: n }, (_, i) => `word${i}`).join(' ');

describe(`feedback (${testDatabaseName()})`, () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: '10000' });
    await t.updateBrand((merchant) => {
      merchant.settings.feedback = { minWords: 3, maxWords: 10, dailyLimit: 3 };
    });
    token = (await readyMember(t, 'writer01', 1)).token;
  }, 60_000);
  afterAll(() => t.close());

  const send = (content: unknown, as = token) =>
    t.request({ method: 'PUT', url: '/wps/feedback', headers: bearer(as), payload: { content } });
  const history = async (as = token) => (await t.request({ method: 'GET', url: '/wps/feedback', headers: bearer(as) })).json().value;

  it('takes content between the brand’s word bounds, counted in words, and refuses the rest with codes', async () => {
    expect((await send('two words')).json().code).toBe('FEEDBACK_TOO_SHORT');
    expect((await send('   ')).json().code).toBe('FEEDBACK_TOO_SHORT');
    expect((await send(words(11))).json().code).toBe('FEEDBACK_TOO_LONG');
    // Ten words however much space is between them.
    const accepted = await send(`  ${words(10).replace(/ /g, ' \n\t ')}  `);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().value).toMatchObject({ reply: null, repliedAt: null });
    expect((await send({ not: 'text' })).statusCode).toBe(400);
    expect((await send(`${'x'.repeat(4_001)} a b`)).json().code).toBe('FEEDBACK_TOO_LONG');
    expect(await history()).toMatchObject({ minWords: 3, maxWords: 10, list: [{ id: accepted.json().value.id }] });
  });

  it('limits feedback per brand day', async () => {
    const { token: other } = await readyMember(t, 'writer02', 1);
    for (let i = 0; i < 3; i++) expect((await send('one two three', other)).statusCode).toBe(200);
    const fourth = await send('one two three', other);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().code).toBe('FEEDBACK_DAILY_LIMIT');
    t.clock.advance(86_400_000);
    const next = await t.login('writer02', 'Member1234');
    expect((await send('one two three', next)).statusCode).toBe(200);
  });

  it('lets support staff reply once; the reply shows in the history and arrives as a message', async () => {
    const writer = await readyMember(t, 'writer03', 1);
    const sent = (await send('Please add more slot games', writer.token)).json().value;
    const staff = await staffSession(t, 'support01', ['support']);
    const list = await t.request({ method: 'GET', url: '/wps/operator/feedback', headers: bearer(staff.token) });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().value.list).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: sent.id, username: 'writer03', reply: null })]),
    );

    const reply = (payload: object) =>
      t.request({ method: 'POST', url: `/wps/operator/feedback/${sent.id}/reply`, headers: bearer(staff.token), payload });
    expect((await reply({ reply: '' })).json().code).toBe('VALIDATION_FAILED');
    const answered = await reply({ reply: 'Thank you, more are coming next week.' });
    expect(answered.statusCode, answered.body).toBe(200);
    expect((await reply({ reply: 'Again' })).json().code).toBe('FEEDBACK_ALREADY_REPLIED');

    expect((await history(writer.token)).list[0]).toMatchObject({ id: sent.id, reply: 'Thank you, more are coming next week.' });
    const messages = await t.request({ method: 'GET', url: '/wps/v2/messages?pageNo=1&pageSize=10', headers: bearer(writer.token) });
    expect(messages.json().value.list[0]).toMatchObject({
      kind: 'FEEDBACK_REPLY',
      read: false,
      params: { feedbackId: sent.id, reply: 'Thank you, more are coming next week.' },
    });
    const open = await t.request({ method: 'GET', url: '/wps/operator/feedback?status=open', headers: bearer(staff.token) });
    expect(open.json().value.list.some((entry: { id: number }) => entry.id === sent.id)).toBe(false);
  });

  it('keeps players out of the operator calls and visitors out of feedback', async () => {
    const player = await t.login('writer01', 'Member1234');
    const refused = await t.request({ method: 'GET', url: '/wps/operator/feedback', headers: bearer(player) });
    expect(refused.statusCode).toBe(403);
    expect((await t.request({ method: 'PUT', url: '/wps/feedback', payload: { content: 'one two three' } })).statusCode).toBe(401);
    const staff = await staffSession(t, 'support02', ['support']);
    const missing = await t.request({
      method: 'POST',
      url: '/wps/operator/feedback/999999/reply',
      headers: bearer(staff.token),
      payload: { reply: 'x' },
    });
    expect(missing.json().code).toBe('RECORD_NOT_FOUND');
  });
});
