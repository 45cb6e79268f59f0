import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HelpTopicInput } from '@panalo/contract/content';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';
import { saveHelpTopic } from './help-center.service';

describe(`help center (${testDatabaseName()})`, () => {
  let t: TestApp;
  const save = (topic: HelpTopicInput) => saveHelpTopic(t.app.ctx.db, t.merchantId, topic, t.clock.now());
  const help = async (query: string, headers: Record<string, string> = {}) => {
    const response = await t.request({ method: 'GET', url: `/wps/system/helpCenter${query}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().value as { tag: string; title: string; content: string }[];
  };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.ctx.db.updateTable('merchants').set({ name: 'Lucky <Star>' }).where('id', '=', t.merchantId).execute();
    t.app.ctx.merchants.invalidate();
  });
  afterAll(() => t.close());

  it('gives every brand the built-in topics, the terms first under the tag rules', async () => {
    const topics = await help('?lang=EN&device=WEB');
    expect(topics.map((topic) => topic.tag)).toEqual(['rules', 'responsibleGaming', 'privacy', 'depositWithdraw', 'kyc', 'contact']);
    expect(topics[0]).toMatchObject({ title: 'Terms and Conditions' });
    expect(topics[0]!.content).toContain('at least 21 years old');
    // The brand's name is filled in, as text.
    expect(topics[0]!.content).toContain('Lucky &lt;Star&gt;');
    expect(topics[0]!.content).not.toContain('{brand}');
  });

  it('answers in Tagalog for lang=TY (or the lang header), and in English for anything else', async () => {
    expect((await help('?lang=TY'))[0]!.title).toBe('Mga Tuntunin at Kundisyon');
    expect((await help('', { lang: 'TY' }))[0]!.title).toBe('Mga Tuntunin at Kundisyon');
    expect((await help('?lang=xx'))[0]!.title).toBe('Terms and Conditions');
    expect((await help('?lang=PT'))[0]!.title).toBe('Terms and Conditions');
  });

  it("puts the brand's own topics in place of the built-in ones, with English as their fallback", async () => {
    await save({ tag: 'rules', title: 'House Rules', content: '<p>Our rules.<script>x()</script></p>' });
    await save({ tag: 'promotions', language: 'PT', title: 'Promoções', content: '<p>Regras das promoções.</p>' });
    await save({ tag: 'vip', title: 'VIP club', content: '<p>VIP</p>', sort: 15 });

    const english = await help('?lang=EN');
    expect(english.map((topic) => topic.tag)).toEqual([
      'rules',
      'vip',
      'responsibleGaming',
      'privacy',
      'depositWithdraw',
      'kyc',
      'contact',
    ]);
    expect(english[0]).toEqual({ tag: 'rules', title: 'House Rules', content: '<p>Our rules.</p>' });
    // A rewritten terms text wins over the built-in translation of the old one.
    expect((await help('?lang=TY'))[0]!.title).toBe('House Rules');
    const portuguese = await help('?lang=pt-BR');
    expect(portuguese.map((topic) => topic.tag)).toContain('promotions');
    expect(portuguese.find((topic) => topic.tag === 'promotions')!.title).toBe('Promoções');
    expect(english.map((topic) => topic.tag)).not.toContain('promotions');

    await save({ tag: 'rules', language: 'TY', title: 'Mga Patakaran ng Bahay', content: '<p>Aming patakaran.</p>' });
    expect((await help('?lang=TY'))[0]!.title).toBe('Mga Patakaran ng Bahay');
  });

  it('hides a topic whose brand text is empty', async () => {
    await save({ tag: 'contact', title: 'Contact', content: '' });
    expect((await help('?lang=EN')).map((topic) => topic.tag)).not.toContain('contact');
  });

  it('refuses malformed topics and queries', async () => {
    await expect(save({ tag: '1bad tag', title: 'x', content: 'x' })).rejects.toThrow();
    const response = await t.request({ method: 'GET', url: `/wps/system/helpCenter?lang=${'x'.repeat(20)}` });
    expect(response.json().code).toBe('VALIDATION_FAILED');
  });
});
