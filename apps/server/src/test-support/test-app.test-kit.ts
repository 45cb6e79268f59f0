import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { expect } from 'vitest';
import { buildApp, type BuildOptions } from '../app';
import { loadConfig, type Config } from '../config';
import { isPostgresUrl, openDatabase, type DatabaseHandle } from '../db/database';
import { migrateTo } from '../db/migrate';
import { randomId } from '../lib/tokens';
import { findMerchantById, updateMerchantConfig } from '../modules/merchant/merchant.repository';
import type { Merchant } from '../kernel/merchant';
import { createAccount, createBrand, type AccountSpec } from '../seed/fixtures';
import { postgresFromTemplate, sqliteTemplateImage } from './database-templates.test-kit';

/** A clock the test moves by hand. */
export class TestClock {
  constructor(private time = Date.UTC(2026, 10, 21, 10, 0, 0)) {}
  now = (): number => this.time;
  advance(ms: number): void {
    this.time += ms;
  }
}

export const BRAND_HOST = 'brand.test';

export interface TestApp {
  app: FastifyInstance;
  clock: TestClock;
  merchantId: number;
  trialMerchantId: number;
  captchaAnswers: Map<string, string>;
  /** Every realtime push so far, as the member's open pages would receive them. */
  pushes: { memberId: number; event: string; payload: unknown }[];
  /** Another server process on the same database and Redis, as in a scale-out deployment. */
  peer(): Promise<FastifyInstance>;
  /** app.inject with the brand's host, failing the test on any 5xx. */
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  account(spec: Omit<AccountSpec, 'merchantId'>): Promise<number>;
  login(username: string, password: string): Promise<string>;
  /** Changes the brand as an operator would; the next request sees it. */
  updateBrand(change: (merchant: Merchant) => void): Promise<void>;
  close(): Promise<void>;
}

/** Which database the tests run on: PostgreSQL when DATABASE_URL says so, else in-memory SQLite. */
export const testDatabaseName = (): string => (isPostgresUrl(process.env.DATABASE_URL ?? '') ? 'postgres' : 'sqlite');

async function isolatedPostgresSchema(url: string): Promise<{ searchPath: string; drop: () => Promise<void> }> {
  const schema = `t_${randomId(8)
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    searchPath: schema,
    drop: async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP SCHEMA ${schema} CASCADE`);
      await client.end();
    },
  };
}

/**
 * A database of its own for a migration test (a fresh PostgreSQL schema when DATABASE_URL names
 * PostgreSQL, else SQLite in memory), migrated up to `migration`; `close` also drops the schema.
 */
export async function openDatabaseAt(migration: string): Promise<{ handle: DatabaseHandle; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : 'sqlite::memory:';
  const schema = isPostgresUrl(url) ? await isolatedPostgresSchema(url) : null;
  const handle = openDatabase(url, { searchPath: schema?.searchPath });
  await migrateTo(handle, migration);
  return {
    handle,
    close: async () => {
      await handle.close();
      await schema?.drop();
    },
  };
}

export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  options: Pick<BuildOptions, 'logStream'> = {},
): Promise<TestApp> {
  const runUrl = process.env.DATABASE_URL && isPostgresUrl(process.env.DATABASE_URL) ? process.env.DATABASE_URL : 'sqlite::memory:';
  // A copy of the run's migrated template when there is one (database-templates.test-kit.ts), else
  // a new schema or in-memory database that the app migrates itself.
  const copy = isPostgresUrl(runUrl) ? await postgresFromTemplate(runUrl) : undefined;
  const schema = isPostgresUrl(runUrl) && !copy ? await isolatedPostgresSchema(runUrl) : null;
  const databaseUrl = copy?.url ?? runUrl;
  const sqliteImage = isPostgresUrl(runUrl) ? undefined : sqliteTemplateImage();
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '4',
    REDIS_URL: process.env.REDIS_URL,
    REDIS_PREFIX: `test:${randomId(6)}:`,
    SEED_DEMO: 'false',
    CONTRACT_SETTLEMENT_CRON: '',
    AML_SCAN_CRON: '',
    // Tests run the scheduled rounds' step themselves, on the test clock.
    STUDIO_SCHEDULE_MS: '0',
    MERCHANT_CACHE_SECONDS: '0',
    GAMES_CACHE_SECONDS: '0',
    // A loaded test machine may pause the event loop; only the test of the guard turns it on.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...overrides,
  });
  const clock = new TestClock();
  const captchaAnswers = new Map<string, string>();
  const pushes: TestApp['pushes'] = [];
  const app = await buildApp(config, {
    ...options,
    clock,
    searchPath: schema?.searchPath,
    sqliteImage,
    observers: {
      captchaIssued: (id, answer) => captchaAnswers.set(id, answer),
      realtimePushed: (memberId, event, payload) => pushes.push({ memberId, event, payload }),
    },
  });
  const { merchantId, trialMerchantId } = await createBrand(app.ctx, { code: 'brand', name: 'Test Brand', domains: [BRAND_HOST] });

  const peers: FastifyInstance[] = [];
  const request = async (options: InjectOptions) => {
    const response = await app.inject({ ...options, headers: { host: BRAND_HOST, ...options.headers } });
    // Maintenance is the one deliberate 503; anything else of 500 and up is a fault of ours.
    const deliberate = response.statusCode === 503 && response.json().code === 'MAINTENANCE';
    if (!deliberate) expect(response.statusCode, `${options.method ?? 'GET'} ${options.url} answered ${response.body}`).toBeLessThan(500);
    return response;
  };
  return {
    app,
    clock,
    merchantId,
    trialMerchantId,
    captchaAnswers,
    pushes,
    request,
    async peer() {
      const other = await buildApp(config, { clock, searchPath: schema?.searchPath, sqliteImage });
      peers.push(other);
      return other;
    },
    account: (spec) => createAccount(app.ctx, { merchantId, ...spec }),
    async login(username, password) {
      const response = await request({ method: 'POST', url: '/wps/session/login', payload: { username, password } });
      expect(response.statusCode, response.body).toBe(200);
      return response.json().value.token as string;
    },
    async updateBrand(change) {
      const merchant = await findMerchantById(app.ctx.db, merchantId);
      if (!merchant) throw new Error('brand missing');
      change(merchant);
      await updateMerchantConfig(app.ctx.db, merchant, clock.now());
      app.ctx.merchants.invalidate();
    },
    async close() {
      for (const other of peers) await other.close();
      await app.close();
      await schema?.drop();
      await copy?.drop();
    },
  };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
