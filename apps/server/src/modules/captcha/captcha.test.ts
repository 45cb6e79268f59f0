import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { pngBrightness, templateReader } from './captcha-reader.test-kit';

describe(`image captcha (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const fetchCaptcha = async () => {
    t.clock.advance(1000);
    const response = await t.request({ method: 'GET', url: '/wps/captcha' });
    expect(response.statusCode).toBe(200);
    return response.json().value as { captchaId: string; image: string; expiresInSeconds: number };
  };

  it('serves a base64 PNG image bound to an id, without the answer', async () => {
    const captcha = await fetchCaptcha();
    expect(captcha.image).toMatch(/^data:image\/png;base64,/);
    const { width, height } = pngBrightness(Buffer.from(captcha.image.split(',')[1]!, 'base64'));
    expect([width, height]).toEqual([150, 50]);
    expect(captcha.expiresInSeconds).toBe(300);
    const answer = t.captchaAnswers.get(captcha.captchaId)!;
    expect(answer).toHaveLength(4);
    expect(JSON.stringify(captcha)).not.toContain(answer);
  });

  // Issue #37 item 7: a template matcher that learns each character from the server's own
  // captchas with known answers read every one of the SVG captchas (200 of 200).
  it('cannot be read by a template matcher trained on 200 of its own captchas', async () => {
    const reader = templateReader();
    for (let i = 0; i < 200; i++) {
      const { captchaId, image } = await fetchCaptcha();
      reader.learn(image, t.captchaAnswers.get(captchaId)!);
    }
    let read = 0;
    for (let i = 0; i < 200; i++) {
      const { captchaId, image } = await fetchCaptcha();
      if (reader.read(image) === t.captchaAnswers.get(captchaId)!.toLowerCase()) read++;
    }
    // Fewer than 5 % (the SVG captchas: 100 %; these: 0 in the runs recorded in docs/decisions/0005).
    expect(read).toBeLessThan(10);
  });

  it('limits refresh to once a second per client', async () => {
    await fetchCaptcha();
    const again = await t.request({ method: 'GET', url: '/wps/captcha' });
    expect(again.statusCode).toBe(429);
    expect(again.json().code).toBe('REFRESH_TOO_FAST');
    const otherClient = await t.app.inject({
      method: 'GET',
      url: '/wps/captcha',
      headers: { host: 'brand.test' },
      remoteAddress: '192.0.2.9',
    });
    expect(otherClient.statusCode).toBe(200);
  });

  // The captcha guards registration when the brand enables that field: a public way to use one.
  const registerWith = (username: string, captchaId: string, captcha: string | undefined) =>
    t.request({
      method: 'PUT',
      url: '/wps/member/register',
      payload: {
        username,
        password: 'Secret123',
        confirmPassword: 'Secret123',
        termsAccepted: true,
        ageConfirmed: true,
        captchaId,
        captcha,
      },
    });

  it('guards registration when the brand asks for it, and can be used once only', async () => {
    await t.updateBrand((m) => (m.validation.captcha.enabled = true));
    const { captchaId } = await fetchCaptcha();
    const answer = t.captchaAnswers.get(captchaId);
    expect((await registerWith('captcha01', captchaId, 'WXYZ')).json().code).toBe('CAPTCHA_INVALID');
    // A wrong answer uses it up too: guessing needs a new image each time.
    expect((await registerWith('captcha01', captchaId, answer)).json().code).toBe('CAPTCHA_INVALID');
    const next = await fetchCaptcha();
    expect((await registerWith('captcha01', next.captchaId, t.captchaAnswers.get(next.captchaId)?.toUpperCase())).statusCode).toBe(200);
    expect((await registerWith('captcha02', next.captchaId, t.captchaAnswers.get(next.captchaId))).json().code).toBe('CAPTCHA_INVALID');
  });

  it('expires', async () => {
    const { captchaId } = await fetchCaptcha();
    t.clock.advance(301_000);
    expect((await registerWith('captcha03', captchaId, t.captchaAnswers.get(captchaId))).json().code).toBe('CAPTCHA_INVALID');
  });
});
