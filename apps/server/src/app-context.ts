// Brings the request and instance decorations (ctx, merchant, auth…) into every program that builds the app.
import type {} from './types/fastify';
import type { Redis } from 'ioredis';
import type { AppCaches } from './app-caches';
import type { ObjectStorage } from './adapters/storage/object-storage';
import type { Config } from './config';
import type { DialectName } from './db/database';
import type { Db } from './db/executor';
import type { TransferWalletDirectory } from './adapters/vendors/transfer-wallet';
import type { PaymentGatewayDirectory } from './adapters/payments/payment-gateway';
import type { MoneyWriter } from './db/money-writer';
import type { BodyKeys } from './modules/system/body-keys';
import type { Clock } from './lib/clock';
import type { InvalidationBus } from './lib/invalidation-bus';
import type { MerchantDirectory } from './modules/merchant/merchant-directory';
import type { RealtimeHub } from './modules/realtime/realtime-hub';
import type { SessionCache } from './modules/session/session-cache';
import type { Metrics } from './modules/ops/metrics';
import type { StartupGate } from './kernel/startup-gate';

/** What services need from the outside world, built once in buildApp and injected everywhere. */
export interface AppContext {
  config: Config;
  db: Db;
  dialect: DialectName;
  clock: Clock;
  merchants: MerchantDirectory;
  sessions: SessionCache;
  bus: InvalidationBus;
  bodyKeys: BodyKeys;
  redis: Redis | null;
  /** Runs every ledger write (transaction per operation, or group commit on SQLite). */
  money: MoneyWriter;
  realtime: RealtimeHub;
  vendorWallets: TransferWalletDirectory;
  /** The payment gateways deposits go through (docs/payments.md); a break closes a member's pending payments too. */
  paymentGateways: PaymentGatewayDirectory;
  /** Uploads (KYC images, receipts): disk or S3, as the settings choose. */
  storage: ObjectStorage;
  /** What this app keeps in memory between requests, one field per cache. */
  caches: AppCaches;
  /** Prometheus metrics of this process (GET /metrics). */
  metrics: Metrics;
  /** Hooks for tests and tools to watch what the server does without reaching into it. */
  observers: AppObservers;
  /** Held while the process prepares what its brands need (the first start's demo seed). */
  startup: StartupGate;
}

export interface AppObservers {
  /** Called with each captcha's answer; tests read it the way a person reads the image. */
  captchaIssued?: (captchaId: string, answer: string) => void;
  /** Called with every realtime push, as a member's open page would receive it. */
  realtimePushed?: (memberId: number, event: string, payload: unknown) => void;
}
