import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { errorMessage, retryMessage, type ErrorCode } from '@panalo/contract/error-codes';
import { loadConfig } from '../../config';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { enableSms, requestCode } from '../../modules/verification/sms.test-kit';
import { SemaphoreGateway } from './semaphore-gateway';
import { createSmsGateway } from './sms-gateway-factory';

/** A local stand-in for api.semaphore.co: records each request and answers what the test says. */
class FakeSemaphore {
  requests: { path: string; form: URLSearchParams }[] = [];
  answer: { status: number; body: unknown; delayMs?: number } = { status: 200, body: [] };
  private server!: Server;
  url = '';

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      let raw = '';
      request.on('data', (chunk) => (raw += chunk));
      request.on('end', () => {
        const form = new URLSearchParams(raw);
        this.requests.push({ path: request.url ?? '', form });
        const { status, body, delayMs } = this.answer;
        const reply = status === 200 && Array.isArray(body) && body.length === 0 ? queued(form) : body;
        setTimeout(() => {
          response.writeHead(status, { 'content-type': typeof reply === 'string' ? 'text/plain' : 'application/json' });
          response.end(typeof reply === 'string' ? reply : JSON.stringify(reply));
        }, delayMs ?? 0);
      });
    });
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/v4`;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Semaphore's answer to an accepted message. */
const queued = (form: URLSearchParams) => [
  {
    message_id: 1234567,
    user_id: 1,
    account_id: 1,
    recipient: form.get('number'),
    message: form.get('message'),
    sender_name: form.get('sendername') ?? 'SEMAPHORE',
    network: 'Globe',
    status: 'Queued',
    type: 'Single',
    source: 'Api',
  },
];

const silentLog = { info: () => {}, warn: () => {} };
/** A gateway that says "too many" is answered with the spec's five minutes. */
const retry = (code: string) => (code === 'TOO_MANY_REQUESTS' ? { retryAfter: 300 } : {});

describe('Semaphore gateway against a local stand-in', () => {
  const fake = new FakeSemaphore();
  let gateway: SemaphoreGateway;
  beforeAll(async () => {
    await fake.start();
    gateway = new SemaphoreGateway({ apiKey: 'test-key', senderName: 'PANALO', baseUrl: fake.url, timeoutMs: 500 }, silentLog);
  });
  afterAll(() => fake.stop());
  beforeEach(() => {
    fake.requests = [];
    fake.answer = { status: 200, body: [] };
  });

  it('posts the key, the number without +, the text and the sender name to /messages', async () => {
    expect(await gateway.send({ to: '+639171234567', text: 'Brand: 123456 is your code' })).toEqual({ ok: true, providerId: '1234567' });
    expect(fake.requests).toHaveLength(1);
    const { path, form } = fake.requests[0]!;
    expect(path).toBe('/api/v4/messages');
    expect(Object.fromEntries(form)).toEqual({
      apikey: 'test-key',
      number: '639171234567',
      message: 'Brand: 123456 is your code',
      sendername: 'PANALO',
    });
  });

  it('refuses numbers outside the Philippines without asking Semaphore', async () => {
    expect(await gateway.send({ to: '+14155550100', text: 'x' })).toMatchObject({ ok: false, code: 'PHONE_FORMAT_INVALID' });
    expect(fake.requests).toHaveLength(0);
  });

  it.each([
    [422, { number: ['The number format is invalid.'] }, 'PHONE_FORMAT_INVALID'],
    [422, { number: ['The number field is required.'] }, 'PHONE_REQUIRED'],
    [200, ['Your current balance is insufficient to send this message.'], 'SMS_QUOTA_INSUFFICIENT'],
    [402, 'Payment Required', 'SMS_QUOTA_INSUFFICIENT'],
    [422, { apikey: ['The selected apikey is invalid.'] }, 'FUNCTION_NOT_ENABLED'],
    [401, 'Unauthorized', 'FUNCTION_NOT_ENABLED'],
    [422, { sendername: ['The selected sendername is invalid.'] }, 'SMS_CAPTCHA_CHECK_FAILED'],
    [403, 'Forbidden', 'SMS_CAPTCHA_CHECK_FAILED'],
    [429, 'Too Many Attempts.', 'TOO_MANY_REQUESTS'],
    [500, '<html>Server Error: number</html>', 'SMS_PROVIDER_ERROR'],
    [200, [{ message_id: 9, status: 'Failed' }], 'SMS_PROVIDER_ERROR'],
    [200, 'not json', 'SMS_PROVIDER_ERROR'],
  ])('maps HTTP %i %j to %s', async (status, body, code) => {
    fake.answer = { status, body };
    expect(await gateway.send({ to: '+639171234567', text: 'x' })).toMatchObject({ ok: false, code });
  });

  it('gives up after the timeout, and on an unreachable gateway', async () => {
    fake.answer = { status: 200, body: [], delayMs: 1500 };
    expect(await gateway.send({ to: '+639171234567', text: 'x' })).toMatchObject({ ok: false, code: 'SMS_PROVIDER_ERROR' });
    const nowhere = new SemaphoreGateway({ apiKey: 'k', senderName: '', baseUrl: 'http://127.0.0.1:1/api', timeoutMs: 500 }, silentLog);
    expect(await nowhere.send({ to: '+639171234567', text: 'x' })).toMatchObject({ ok: false, code: 'SMS_PROVIDER_ERROR' });
  });
});

describe(`SMS codes through Semaphore (${testDatabaseName()})`, () => {
  const fake = new FakeSemaphore();
  let t: TestApp;
  beforeAll(async () => {
    await fake.start();
    t = await createTestApp({ SMS_DRIVER: 'semaphore', SMS_API_KEY: 'brand-key', SMS_API_URL: fake.url, SMS_SENDER_NAME: '' });
    await enableSms(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => {
    fake.requests = [];
    fake.answer = { status: 200, body: [] };
  });

  it('texts the code through Semaphore; the development inbox does not exist', async () => {
    expect((await requestCode(t, 'register', { mobileNo: '9171112222' })).json()).toEqual({ success: true, value: { expiredMinutes: 5 } });
    const form = fake.requests[0]!.form;
    expect(form.get('number')).toBe('639171112222');
    expect(form.get('apikey')).toBe('brand-key');
    expect(form.has('sendername')).toBe(false);
    expect(form.get('message')).toMatch(/\b\d{6}\b is your verification code/);
    expect((await t.request({ method: 'GET', url: '/wps/dev/sms-inbox' })).statusCode).toBe(404);
  });

  it('answers the member with the mapped error in their language, and the code never counts', async () => {
    const cases: [number, unknown, string, number][] = [
      [200, ['Your current balance is insufficient.'], 'SMS_QUOTA_INSUFFICIENT', 503],
      [422, { apikey: ['The selected apikey is invalid.'] }, 'FUNCTION_NOT_ENABLED', 403],
      [422, { number: ['The number format is invalid.'] }, 'PHONE_FORMAT_INVALID', 400],
      [429, 'slow down', 'TOO_MANY_REQUESTS', 429],
      [403, 'Forbidden', 'SMS_CAPTCHA_CHECK_FAILED', 403],
      [502, 'Bad gateway', 'SMS_PROVIDER_ERROR', 502],
    ];
    for (const [status, body, code, httpStatus] of cases) {
      fake.answer = { status, body };
      t.clock.advance(1000);
      const response = await t.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/register',
        headers: { host: 'brand.test', 'accept-language': 'tl' },
        payload: { mobileNo: '9171113333' },
      });
      expect(response.statusCode, code).toBe(httpStatus);
      // A limit states its real wait (here the gateway's 5 minutes); every other refusal has the catalogue's message.
      const message = code === 'TOO_MANY_REQUESTS' ? retryMessage(300, 'TY') : errorMessage(code as ErrorCode, 'TY');
      expect(response.json()).toEqual({ success: false, code, message, ...retry(code) });
    }
    // Six refusals, none of them counted against the number's hourly limit.
    fake.answer = { status: 200, body: [] };
    expect((await requestCode(t, 'register', { mobileNo: '9171113333' })).statusCode).toBe(200);
  });

  it('refuses to start without the API key', () => {
    const config = loadConfig({ SMS_DRIVER: 'semaphore' });
    expect(() => createSmsGateway(config, silentLog, Date.now)).toThrow(/SMS_API_KEY/);
  });
});
