import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

/** The OpenAPI pages are a map of every call: off in production unless API_DOCS=on says otherwise. */
describe(`API docs setting (${testDatabaseName()})`, () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  const statuses = async (app: TestApp) => [
    (await app.app.inject({ method: 'GET', url: '/docs/json' })).statusCode,
    (await app.app.inject({ method: 'GET', url: '/docs' })).statusCode,
  ];

  it('answers 404 for /docs and /docs/json in production by default', async () => {
    t = await createTestApp({ NODE_ENV: 'production' });
    expect(await statuses(t)).toEqual([404, 404]);
  });

  it('serves them in production when API_DOCS=on, and hides them anywhere with API_DOCS=off', async () => {
    t = await createTestApp({ NODE_ENV: 'production', API_DOCS: 'on' });
    const [json, page] = await statuses(t);
    expect(json).toBe(200);
    expect([200, 302]).toContain(page);
    await t.close();
    t = await createTestApp({ API_DOCS: 'off' });
    expect(await statuses(t)).toEqual([404, 404]);
  });
});
