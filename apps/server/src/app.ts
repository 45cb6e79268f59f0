import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type RawRequestDefaultExpression } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createAppCaches } from './app-caches';
import type { AppContext, AppObservers } from './app-context';
import { trustProxySetting, type Config } from './config';
import { openDatabase, type DatabaseHandle } from './db/database';
import { createStorage } from './adapters/storage/storage-factory';
import { TransferWalletDirectory } from './adapters/vendors/transfer-wallet';
import { PaymentGatewayDirectory } from './adapters/payments/payment-gateway';
import { buildPaymentGateways } from './adapters/payments/payment-gateways';
import { masterKey } from './modules/system/signing-secrets';
import { migrateToLatest } from './db/migrate';
import { createMoneyWriter } from './db/money-writer';
import { guardedOutsideMoneyOperations } from './db/money-scope';
import { loadBodyKeys } from './modules/system/body-keys';
import { systemClock, type Clock } from './lib/clock';
import { createInvalidationBus } from './lib/invalidation-bus';
import { redactedRequest } from './lib/log-redaction';
import { MerchantDirectory } from './modules/merchant/merchant-directory';
import { RealtimeHub } from './modules/realtime/realtime-hub';
import { SessionCache } from './modules/session/session-cache';
import { pushBalance } from './modules/wallet/wallet.service';
import { agentRoutes } from './modules/agent/agent.routes';
import { agentContractRoutes } from './modules/agent-contract/contract.routes';
import { contractSettlementPlugin } from './modules/agent-contract/settlement-schedule';
import { recordRewardActivity } from './modules/rewards/reward-money';
import { raffleSchedulePlugin } from './modules/rewards/raffle-schedule';
import { recordPointsActivity } from './modules/points/points-earning';
import { rewardsRoutes } from './modules/rewards/rewards.routes';
import { recordMissionActivity } from './modules/missions/mission-progress';
import { missionsRoutes } from './modules/missions/missions.routes';
import { recordReferralDeposit } from './modules/referral/referral.service';
import { referralRoutes } from './modules/referral/referral.routes';
import { feedbackRoutes } from './modules/feedback/feedback.routes';
import { pointsRoutes } from './modules/points/points.routes';
import { jackpotRoutes } from './modules/jackpot/jackpot.routes';
import { recordJackpotStake } from './modules/jackpot/jackpot-draws';
import { rebateRoutes } from './modules/rebate/rebate.routes';
import { recordRollup } from './modules/agent/team-rollups';
import { recordCoveredTotals } from './modules/aml/covered-transactions';
import { amlScanPlugin } from './modules/aml/aml-scan-schedule';
import { amlRoutes } from './modules/aml/aml.routes';
import { recordPlay } from './modules/play-limits/play-limit-guards';
import { playLimitsRoutes } from './modules/play-limits/play-limits.routes';
import { agentApplicationRoutes } from './modules/agent-application/agent-application.routes';
import { captchaRoutes } from './modules/captcha/captcha.routes';
import { memberRoutes } from './modules/member/member.routes';
import { registrationRoutes } from './modules/registration/registration.routes';
import { sessionRoutes } from './modules/session/session.routes';
import { systemRoutes } from './modules/system/system.routes';
import { walletRoutes } from './modules/wallet/wallet.routes';
import { depositRoutes } from './modules/deposit/deposit.routes';
import { withdrawRoutes } from './modules/withdraw/withdraw.routes';
import { receiptSweepPlugin } from './modules/withdraw/receipt-sweep';
import { staffRoutes } from './modules/staff/staff.routes';
import { staffSettingsRoutes } from './modules/staff-settings/staff-settings.routes';
import { auditRoutes } from './modules/audit/audit.routes';
import { staffManagementRoutes } from './modules/staff/staff-management.routes';
import { staffBrandRoutes } from './modules/staff/staff-brands.routes';
import { staffAccessPlugin } from './modules/staff/staff-access';
import { auditViewPlugin } from './modules/audit/audit-view';
import { staffPlayersRoutes } from './modules/staff-players/staff-players.routes';
import { selfExclusionRoutes } from './modules/self-exclusion/self-exclusion.routes';
import { messagesRoutes } from './modules/messages/messages.routes';
import { realtimePlugin } from './modules/realtime/realtime.plugin';
import { memberTransferRoutes } from './modules/member-transfer/member-transfer.routes';
import { verificationRoutes } from './modules/verification/verification.routes';
import { recoveryRoutes } from './modules/recovery/recovery.routes';
import { vendorTransferRecovery } from './modules/vendor-transfer/vendor-transfer-recovery';
import { vendorTransferRoutes } from './modules/vendor-transfer/vendor-transfer.routes';
import { identityRoutes } from './modules/identity/identity.routes';
import { contentRoutes } from './modules/content/content.routes';
import { lotteryRoutes } from './modules/games/lottery.routes';
import { gamesRoutes } from './modules/games/games.routes';
import { liveHostsRoutes } from './modules/live-hosts/live-hosts.routes';
import { sandboxVendorRoutes } from './modules/games/sandbox-vendor.routes';
import { seamlessRoutes } from './modules/seamless/seamless.routes';
import { flushPlayCounts } from './modules/seamless/play-counter';
import { originalsRoutes } from './modules/originals/originals.routes';
import { inProcessStudio } from './studio/studio-in-process';
import { studioPlugin } from './studio/studio.plugin';
import { kycRoutes } from './modules/kyc/kyc.routes';
import { humanCheckRoutes } from './modules/human-check/human-check.routes';
import { siteRoutes } from './modules/site/site.routes';
import { Metrics } from './modules/ops/metrics';
import { opsRoutes } from './modules/ops/ops.routes';
import { authPlugin } from './plugins/auth';
import { trackInFlight } from './plugins/drain';
import { encryptedBodyPlugin } from './plugins/encrypted-body';
import { emptyBodyPlugin } from './plugins/empty-body';
import { errorsPlugin } from './plugins/errors';
import { gatePlugin } from './plugins/gate';
import { languagePlugin } from './plugins/language';
import { merchantPlugin } from './plugins/merchant';
import { nullBytesPlugin } from './plugins/null-bytes';
import { openApiPlugin } from './plugins/openapi';
import { rateLimitPlugin } from './plugins/rate-limit';
import { staticWebPlugin } from './plugins/static-web';
import { securityHeadersPlugin } from './plugins/security-headers';
import { compressionPlugin } from './plugins/compression';
import { underPressurePlugin } from './plugins/under-pressure';
import { startupGatePlugin } from './plugins/startup-gate';
import { StartupGate } from './kernel/startup-gate';

const FORWARDED_REQUEST_ID = /^[\w.:-]{1,64}$/;

/** The load balancer's X-Request-Id when it is a plain token, else a new one. */
function requestIdOf(request: RawRequestDefaultExpression): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && FORWARDED_REQUEST_ID.test(given) ? given : randomUUID();
}

export interface BuildOptions {
  clock?: Clock;
  observers?: AppObservers;
  /** Extra PostgreSQL search_path (tests give each run its own schema). */
  searchPath?: string;
  /** The bytes an in-memory SQLite database starts from (tests copy a migrated template). */
  sqliteImage?: Buffer;
  /** Where the log goes instead of standard output (tests read it). */
  logStream?: { write(line: string): void };
}

/** Opens the database, applies migrations and builds the whole server; listen() is the caller's. */
export async function buildApp(config: Config, options: BuildOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const database: DatabaseHandle = openDatabase(config.DATABASE_URL, {
    poolSize: config.DATABASE_POOL_SIZE,
    searchPath: options.searchPath,
    sqliteImage: options.sqliteImage,
  });
  await migrateToLatest(database);
  // Loaded only when configured: a single process on SQLite does not pay for the Redis client at start.
  const redis = config.REDIS_URL
    ? new (await import('ioredis')).Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false })
    : null;

  const bus = createInvalidationBus(redis, config.REDIS_PREFIX);
  const realtime = new RealtimeHub();
  if (options.observers?.realtimePushed) realtime.attach(options.observers.realtimePushed);
  const ctx: AppContext = {
    config,
    // Services' handle; the money writer keeps the plain one, as `statement` operations run on it.
    db: guardedOutsideMoneyOperations(database.db),
    dialect: database.dialect,
    clock,
    merchants: new MerchantDirectory(database.db, clock, config.MERCHANT_CACHE_SECONDS * 1000, bus),
    sessions: new SessionCache(clock, config.SESSION_CACHE_SECONDS * 1000, bus),
    bus,
    bodyKeys: await loadBodyKeys(database.db, config.BODY_ENCRYPTION_PRIVATE_KEY, clock.now()),
    redis,
    money: createMoneyWriter(database.db, database.dialect, () => ({
      balanceMoved(merchantId, memberId) {
        // A push that fails (the database closing under it) must not become an unhandled rejection.
        pushBalance(ctx, merchantId, memberId).catch((error: unknown) => app.log.warn({ err: error }, 'balance push failed'));
      },
      postingCommitted: (event) => ctx.metrics.postingCommitted(event),
      postingWritten: async (tx, posting, work) => {
        // First: a bet past the member's limit is refused before anything else counts it.
        await recordPlay(ctx, tx, posting, work);
        await recordRollup(ctx, tx, posting, work);
        await recordRewardActivity(ctx, tx, posting, work);
        await recordCoveredTotals(tx, posting);
        await recordMissionActivity(ctx, tx, posting);
        await recordReferralDeposit(ctx, tx, posting, work);
        await recordPointsActivity(ctx, tx, posting);
        await recordJackpotStake(ctx, tx, posting, work);
      },
    })),
    realtime,
    vendorWallets: new TransferWalletDirectory(),
    paymentGateways: new PaymentGatewayDirectory(),
    storage: createStorage(config),
    caches: createAppCaches(),
    metrics: new Metrics(database.poolUse),
    observers: options.observers ?? {},
    startup: new StartupGate(),
  };
  await buildPaymentGateways(ctx, () => masterKey(ctx, 'gateway'), ctx.paymentGateways);

  const app = Fastify({
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.token'],
      serializers: { req: redactedRequest },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: trustProxySetting(config.TRUST_PROXY),
    bodyLimit: 1_048_576,
    // Every request's log lines carry its id; the id goes back in X-Request-Id, and a load
    // balancer's own id is kept when it sends one, so one request can be followed end to end.
    requestIdHeader: false,
    genReqId: requestIdOf,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('ctx', ctx);
  const drained = trackInFlight(app);
  app.addHook('onClose', async () => {
    await drained();
    await flushPlayCounts(ctx);
    await database.close();
    bus.close();
    redis?.disconnect();
  });

  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the address, so that ids in paths do not make a series each.
    ctx.metrics.httpAnswered(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
  });

  await app.register(errorsPlugin);
  await app.register(underPressurePlugin, { maxEventLoopDelay: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS });
  await app.register(compressionPlugin, { threshold: config.COMPRESSION_THRESHOLD_BYTES });
  await app.register(emptyBodyPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(languagePlugin);
  await app.register(startupGatePlugin);
  await app.register(rateLimitPlugin);
  await app.register(merchantPlugin);
  await app.register(gatePlugin);
  await app.register(authPlugin);
  await app.register(staffAccessPlugin);
  await app.register(auditViewPlugin);
  await app.register(encryptedBodyPlugin);
  await app.register(nullBytesPlugin);
  await app.register(openApiPlugin);

  await app.register(opsRoutes);
  await app.register(systemRoutes);
  await app.register(captchaRoutes);
  await app.register(sessionRoutes);
  await app.register(memberRoutes);
  await app.register(registrationRoutes);
  await app.register(verificationRoutes);
  await app.register(recoveryRoutes);
  await app.register(agentRoutes);
  await app.register(agentContractRoutes);
  await app.register(contractSettlementPlugin);
  await app.register(agentApplicationRoutes);
  await app.register(walletRoutes);
  await app.register(rewardsRoutes);
  await app.register(missionsRoutes);
  await app.register(referralRoutes);
  await app.register(feedbackRoutes);
  await app.register(pointsRoutes);
  await app.register(jackpotRoutes);
  await app.register(rebateRoutes);
  await app.register(vendorTransferRoutes);
  await app.register(depositRoutes);
  await app.register(withdrawRoutes);
  await app.register(receiptSweepPlugin);
  await app.register(raffleSchedulePlugin);
  await app.register(staffRoutes);
  await app.register(staffSettingsRoutes);
  await app.register(auditRoutes);
  await app.register(staffManagementRoutes);
  await app.register(staffBrandRoutes);
  await app.register(staffPlayersRoutes);
  await app.register(amlRoutes);
  await app.register(amlScanPlugin);
  await app.register(selfExclusionRoutes);
  await app.register(realtimePlugin);
  await app.register(messagesRoutes);
  await app.register(memberTransferRoutes);
  await app.register(vendorTransferRecovery);
  await app.register(identityRoutes);
  await app.register(contentRoutes);
  await app.register(gamesRoutes);
  await app.register(liveHostsRoutes);
  await app.register(lotteryRoutes);
  await app.register(sandboxVendorRoutes);
  await app.register(seamlessRoutes);
  await app.register(originalsRoutes);
  await app.register(playLimitsRoutes);
  await app.register(kycRoutes);
  await app.register(humanCheckRoutes);
  await app.register(siteRoutes);
  // The sandbox game studio, a vendor that reaches the platform only over HTTP (docs/studio.md); elsewhere when STUDIO_URL is set.
  if (!config.STUDIO_URL) await app.register(studioPlugin(inProcessStudio(app, ctx.db), { scheduleMs: config.STUDIO_SCHEDULE_MS }));

  await app.register(staticWebPlugin, { root: config.WEB_DIST, backoffice: config.BACKOFFICE_DIST });
  return app;
}
