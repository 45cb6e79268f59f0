import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app';
import { checkCaptcha } from './captcha.service';

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

  it('serves a base64 SVG image bound to an id, without the answer', async () => {
    const captcha = await fetchCaptcha();
    expect(captcha.image).toMatch(/^data:image\/svg\+xml;base64,/);
    const svg = Buffer.from(captcha.image.split(',')[1]!, 'base64').toString();
    expect(svg).toContain('<svg');
    expect(captcha.expiresInSeconds).toBe(300);
    const answer = t.captchaAnswers.get(captcha.captchaId)!;
    expect(answer).toHaveLength(4);
    expect(JSON.stringify(captcha)).not.toContain(answer);
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

  it('can be used once only', async () => {
    const { captchaId } = await fetchCaptcha();
    const answer = t.captchaAnswers.get(captchaId)!;
    await expect(checkCaptcha(t.app.ctx, t.merchantId, captchaId, answer)).resolves.toBeUndefined();
    await expect(checkCaptcha(t.app.ctx, t.merchantId, captchaId, answer)).rejects.toMatchObject({ code: 'CAPTCHA_INVALID' });
  });

  it('expires', async () => {
    const { captchaId } = await fetchCaptcha();
    t.clock.advance(301_000);
    await expect(checkCaptcha(t.app.ctx, t.merchantId, captchaId, t.captchaAnswers.get(captchaId))).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });

  it('belongs to the brand that issued it', async () => {
    const { captchaId } = await fetchCaptcha();
    await expect(checkCaptcha(t.app.ctx, t.trialMerchantId, captchaId, t.captchaAnswers.get(captchaId))).rejects.toMatchObject({
      code: 'CAPTCHA_INVALID',
    });
  });
});
