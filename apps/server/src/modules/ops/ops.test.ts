import { brotliDecompressSync } from 'node:zlib';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LATEST_MIGRATION } from '../../db/migrate';
import { fundedMember, oneSlotSeamlessVendor } from '../../test-support/games-kit.test-kit';
import { seamlessCalls } from '../../test-support/seamless-calls.test-kit';
import { bearer, createTestApp, testDatabaseName, type TestApp } from '../../test-support/test-app.test-kit';

const VENDOR = 'OPSVEN';
const METRICS_TOKEN = 'metrics-token-0123456789';

/** The value of one series in Prometheus' text format, 0 when it is not there yet. */
function series(text: string, name: string, labels: Record<string, string>): number {
  const line = text
    .split('\n')
    .find((row) => row.startsWith(`${name}{`) && Object.entries(labels).every(([key, value]) => row.includes(`${key}="${value}"`)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe(`operations: health, metrics, request ids, compression (${testDatabaseName()})`, () => {
  let t: TestApp;
  let secret = '';
  let gameId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    ({ secret, gameId } = await oneSlotSeamlessVendor(t, VENDOR, 'Ops Vendor'));
  }, 120_000);
  afterAll(() => t.close());

  const metrics = async () => {
    const answer = await t.request({ method: 'GET', url: '/metrics' });
    expect(answer.statusCode).toBe(200);
    return answer.body;
  };

  it('answers the probes: live, and ready once the database has this build’s migrations', async () => {
    const live = await t.request({ method: 'GET', url: '/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await t.request({ method: 'GET', url: '/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ok',
      checks: { database: 'ok', redis: process.env.REDIS_URL ? 'ok' : 'off' },
    });
  });

  it('says not ready, with the reason, when the database is behind this build', async () => {
    const other = await createTestApp();
    try {
      await sql`DELETE FROM kysely_migration WHERE name = ${LATEST_MIGRATION}`.execute(other.app.ctx.db);
      // A deliberate 503, so past the test app's check that nothing answers 5xx.
      const ready = await other.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'behind' } });
    } finally {
      await other.close();
    }
  });

  it('while the first start prepares its brand: listening, not ready, pages say "starting up", calls say SERVICE_STARTING', async () => {
    const other = await createTestApp();
    try {
      other.app.ctx.startup.hold();
      // Deliberate 503s, so past the test app's check that nothing answers 5xx.
      const ready = await other.app.inject({ method: 'GET', url: '/health/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ status: 'unavailable', checks: { database: 'ok', startup: 'starting' } });
      expect((await other.app.inject({ method: 'GET', url: '/health/live' })).statusCode).toBe(200);

      const page = await other.app.inject({ method: 'GET', url: '/', headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(page.statusCode).toBe(503);
      expect(page.headers['retry-after']).toBe('2');
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('http-equiv="refresh"');
      expect(page.body).toContain('Nagsisimula pa ang site');

      const call = await other.app.inject({ method: 'POST', url: '/wps/session/login', headers: { lang: 'TY' }, payload: {} });
      expect(call.statusCode).toBe(503);
      expect(call.headers['retry-after']).toBe('2');
      expect(call.json()).toMatchObject({ success: false, code: 'SERVICE_STARTING' });
      expect(call.json().message).toContain('Nagsisimula');

      other.app.ctx.startup.release();
      expect((await other.app.inject({ method: 'GET', url: '/health/ready' })).statusCode).toBe(200);
      const served = await other.app.inject({ method: 'GET', url: '/wps/system/status' });
      expect(served.statusCode).toBeLessThan(500);
      expect(served.json().code).not.toBe('SERVICE_STARTING');
    } finally {
      await other.close();
    }
  });

  it('counts requests per route, postings per event and seamless calls per vendor and outcome', async () => {
    const before = await metrics();
    await t.request({ method: 'GET', url: '/health/live' });
    const { token } = await fundedMember(t, 'opsmember1', 5_000);
    const launched = await t.request({ method: 'POST', url: '/wps/game/launchGame', payload: { nodeId: gameId }, headers: bearer(token) });
    const gameToken = new URL(launched.json().value.url).searchParams.get('token')!;
    const calls = seamlessCalls(() => ({ t, vendor: VENDOR, secret, session: async () => gameToken }));
    await calls.value('balance', { token: gameToken });
    await calls.call('balance', { token: gameToken }, { secret: 'not-the-secret-at-all-000000000000' });
    const after = await metrics();

    const live = { route: '/health/live', method: 'GET', status_code: '200' };
    expect(series(after, 'panalo_http_request_duration_seconds_count', live)).toBe(
      series(before, 'panalo_http_request_duration_seconds_count', live) + 1,
    );
    expect(series(after, 'panalo_ledger_postings_total', { event: 'BONUS' })).toBe(
      series(before, 'panalo_ledger_postings_total', { event: 'BONUS' }) + 1,
    );
    expect(series(after, 'panalo_seamless_calls_total', { vendor: VENDOR, call: 'balance', outcome: 'ok' })).toBe(1);
    // A call whose signature fails does not get to name a vendor (anyone can write the header).
    expect(series(after, 'panalo_seamless_calls_total', { vendor: 'unsigned', call: 'balance', outcome: 'SIGNATURE_INVALID' })).toBe(1);
    expect(after).toContain('nodejs_eventloop_lag_seconds');
    if (t.app.ctx.dialect === 'postgres') expect(after).toMatch(/panalo_db_pool_connections\{state="total"\} [1-9]/);
  });

  it('shows the metrics only to this machine, or to the holder of METRICS_TOKEN', async () => {
    const relayed = await t.request({ method: 'GET', url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(relayed.statusCode).toBe(404);
    const guarded = await createTestApp({ METRICS_TOKEN });
    try {
      expect((await guarded.request({ method: 'GET', url: '/metrics' })).statusCode).toBe(404);
      expect((await guarded.request({ method: 'GET', url: '/metrics', headers: bearer('wrong-token-0123456789') })).statusCode).toBe(404);
      const shown = await guarded.request({
        method: 'GET',
        url: '/metrics',
        headers: { ...bearer(METRICS_TOKEN), 'x-forwarded-for': '203.0.113.9' },
      });
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toContain('text/plain');
    } finally {
      await guarded.close();
    }
  });

  it('gives every answer a request id, keeping a load balancer’s own', async () => {
    const fresh = await t.request({ method: 'GET', url: '/wps/system/time' });
    expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const kept = await t.request({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'lb-7f3a.42' } });
    expect(kept.headers['x-request-id']).toBe('lb-7f3a.42');
    const refused = await t.request({ method: 'GET', url: '/health/live', headers: { 'x-request-id': 'two words\u0000' } });
    expect(refused.headers['x-request-id']).not.toContain('two words');
  });

  it('compresses large answers for clients that take it, and leaves small ones alone', async () => {
    const large = await t.request({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8'))).toHaveProperty('openapi');
    const small = await t.request({ method: 'GET', url: '/health/live', headers: { 'accept-encoding': 'br, gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await t.request({ method: 'GET', url: '/docs/json' });
    expect(plain.headers['content-encoding']).toBeUndefined();
  });
});

describe(`under pressure (${testDatabaseName()})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '50' });
  }, 60_000);
  afterAll(() => t.close());

  it('answers 503 SERVER_BUSY with Retry-After while the event loop is behind, then serves again', async () => {
    const busyFor = (ms: number) => {
      const until = Date.now() + ms;
      while (Date.now() < until) {
        /* holds the event loop, as a flood of work would */
      }
    };
    let refused: Awaited<ReturnType<typeof t.app.inject>> | null = null;
    for (let attempt = 0; attempt < 5 && !refused; attempt++) {
      // The guard samples the loop's mean delay every 100 ms: a second's hold lifts it well past 50 ms.
      busyFor(1000);
      await new Promise((resolve) => setImmediate(resolve)); // after the timers, so the sample has run
      const answer = await t.app.inject({ method: 'GET', url: '/health/live' });
      if (answer.statusCode === 503) refused = answer;
    }
    expect(refused?.json()).toMatchObject({ success: false, code: 'SERVER_BUSY' });
    expect(refused?.headers['retry-after']).toBe('5');

    let served = false;
    for (let attempt = 0; attempt < 20 && !served; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      served = (await t.app.inject({ method: 'GET', url: '/health/live' })).statusCode === 200;
    }
    expect(served).toBe(true);
  });
});
