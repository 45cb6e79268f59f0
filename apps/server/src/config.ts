import { z } from 'zod';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every setting the server reads, with its default. The README's settings table mirrors this
 * schema; a wrong value stops the server at start with a readable list of what is wrong.
 */
export const configSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  /** `sqlite:<file>` (default, embedded) or `postgres://…` for scale-out. */
  DATABASE_URL: z.string().default('sqlite:./data/panalo.db'),
  /** Connections per process when DATABASE_URL is PostgreSQL. */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  /** Shared rate-limit counters (and later caches and socket fan-out) when set. */
  REDIS_URL: z.string().optional(),
  /** Prefix of every Redis key, so that several deployments can share one Redis. */
  REDIS_PREFIX: z.string().default('panalo:'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Trust X-Forwarded-For from a load balancer: `true`, or a comma-separated list of proxy addresses. */
  TRUST_PROXY: z.string().default('false'),
  /** Seed the demo brand and accounts on start (never in production). */
  SEED_DEMO: bool.default(true),
  /** When the agent contract settlement runs (cron, every 5 minutes by default); empty: never (tests run it themselves). */
  CONTRACT_SETTLEMENT_CRON: z.string().default('*/5 * * * *'),
  /** The AML pattern scan (docs/aml.md); empty turns it off. */
  AML_SCAN_CRON: z.string().default('*/15 * * * *'),
  /** Counts bets towards open bonus wagering and deposits towards deposit bonuses (off only to measure its cost). */
  REWARDS_ENGINE: bool.default(true),
  /** Directory of the built web app; empty to serve the API only. */
  WEB_DIST: z.string().default(''),
  SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
  SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(24),
  /** Minutes a back-office (staff) session lasts without a call. */
  STAFF_IDLE_MINUTES: z.coerce.number().int().min(1).max(720).default(30),
  /** Hours an invited staff member's one-time set-up link (password and authenticator) works. */
  STAFF_SETUP_LINK_HOURS: z.coerce.number().int().min(1).max(720).default(72),
  /** Key that seals staff authenticator (TOTP) secrets; generated and kept in the database when empty. */
  STAFF_TWO_FACTOR_KEY: z
    .string()
    .refine((key) => key === '' || key.length >= 32, 'use at least 32 random characters')
    .default(''),
  /** Directory of the built back office (apps/backoffice), served under /bo/; empty: none. */
  BACKOFFICE_DIST: z.string().default(''),
  /** Failed log-ins within this window count towards the captcha and the account lock. */
  LOGIN_FAILURE_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  /** Failed log-ins for one account within the window after which it is locked for 5 minutes. */
  LOGIN_MAX_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(3).default(10),
  /** Credential calls (log-in, register, password) per IP per minute. */
  AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /** KYC submissions (personal info, ID images) per IP per minute; also slows probing of the restricted-persons list. */
  KYC_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
  CAPTCHA_TTL_SECONDS: z.coerce.number().int().min(30).default(300),
  /** Days after which a password expires (0: never); applied when the merchant forces the change. */
  PASSWORD_MAX_AGE_DAYS: z.coerce.number().int().min(0).default(90),
  /** RSA private key (PKCS#8 PEM) for encrypted bodies; generated and kept in the database when empty. */
  BODY_ENCRYPTION_PRIVATE_KEY: z.string().default(''),
  /** Seconds a process keeps a looked-up session; ending a session drops it everywhere at once. */
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  /** Seconds a process keeps the lobby's catalogue answers (menus, lists, hot games); 0 turns the cache off. */
  GAMES_CACHE_SECONDS: z.coerce.number().int().min(0).default(30),
  /** Seconds a merchant's settings are cached in a process. */
  MERCHANT_CACHE_SECONDS: z.coerce.number().int().min(0).default(10),
  /** The built-in sandbox payment gateway (credits deposits nobody paid): on by default except in production. */
  SANDBOX_GATEWAY_ENABLED: bool.optional(),
  /** Master key of the brands' gateway callback secrets (each brand's is derived from it) and the sandbox's page tokens; generated and stored when empty. */
  SANDBOX_GATEWAY_SECRET: z.string().default(''),
  /** The sandbox game studio's address when it runs as its own process (docs/studio.md); empty: it is mounted in this server. */
  STUDIO_URL: z.union([z.literal(''), z.string().url()]).default(''),
  /** How often the in-process studio runs its scheduled rounds' step (docs/studio.md); 0 turns it off. */
  STUDIO_SCHEDULE_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  /** Master key of the vendors' seamless-wallet secrets (each brand and vendor's is derived from it); generated and stored when empty. */
  SEAMLESS_MASTER_SECRET: z.string().default(''),
  /** Hours a rotated-out gateway or vendor signing secret still verifies after the rotation (0: it stops at once). */
  SECRET_ROTATION_GRACE_HOURS: z.coerce.number().int().min(0).max(2160).default(24),
  /** The OpenAPI pages at /docs and /docs/json: `on` or `off`; default on except in production. */
  API_DOCS: z.enum(['on', 'off']).optional(),
  /** Where uploads (withdrawal receipt proofs, KYC images) go: `disk` or an S3-compatible bucket. */
  STORAGE_DRIVER: z.enum(['disk', 's3']).default('disk'),
  /** The disk driver's directory; empty: `uploads` next to the SQLite file (./data/uploads otherwise). */
  STORAGE_DIR: z.string().default(''),
  /** S3-compatible storage: endpoint (empty for AWS), region, bucket, keys, path-style addressing (MinIO). */
  S3_ENDPOINT: z.string().default(''),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().default(''),
  S3_ACCESS_KEY_ID: z.string().default(''),
  S3_SECRET_ACCESS_KEY: z.string().default(''),
  S3_FORCE_PATH_STYLE: bool.default(false),
  /** SMS gateway: `dev` (codes go to the log and the development inbox) or `semaphore` (semaphore.co). */
  SMS_DRIVER: z.enum(['dev', 'semaphore']).default('dev'),
  /** The gateway's API key (required by `semaphore`). */
  SMS_API_KEY: z.string().default(''),
  /** The approved sender name shown on the phone; empty: the gateway's default. */
  SMS_SENDER_NAME: z.string().default(''),
  /** The gateway's API base address (tests point it at a local stand-in). */
  SMS_API_URL: z.string().url().default('https://api.semaphore.co/api/v4'),
  SMS_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** Codes sent to one number per hour, across brands. */
  SMS_MAX_PER_NUMBER_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Codes one client IP may ask for per hour (stops one client texting many numbers). */
  SMS_MAX_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(20),
  /** Client secrets of social sign-in providers, as JSON: `{"<brand>.<provider>": "secret"}`. */
  OIDC_CLIENT_SECRETS: z
    .string()
    .default('{}')
    .transform((text, issue) => {
      try {
        return z.record(z.string(), z.string()).parse(JSON.parse(text || '{}'));
      } catch {
        issue.addIssue({ code: 'custom', message: 'expected JSON like {"demo.google":"secret"}' });
        return z.NEVER;
      }
    }),
  /** Key that seals secrets kept in brand settings (a social provider's client secret); empty: none can be kept there. */
  SETTINGS_SECRET_KEY: z
    .string()
    .refine((key) => key === '' || key.length >= 32, 'use at least 32 random characters')
    .default(''),
  /** Minutes a started social sign-in may take at the provider. */
  OIDC_STATE_MINUTES: z.coerce.number().int().min(1).max(60).default(10),
  /** Seconds the one-time code of a finished social sign-in can be exchanged for a session. */
  LOGIN_CODE_SECONDS: z.coerce.number().int().min(5).max(600).default(60),
  /** HMAC key that signs human-check challenges; generated and kept in the database when empty. */
  HUMAN_CHECK_HMAC_KEY: z
    .string()
    .refine((key) => key === '' || key.length >= 32, 'use at least 32 random characters')
    .default(''),
  /** Proof-of-work tries a human check takes: a counter drawn from half this up to this. */
  HUMAN_CHECK_COMPLEXITY: z.coerce.number().int().min(2).max(1_000_000).default(5000),
  /** PBKDF2 iterations of each try (the work per try). */
  HUMAN_CHECK_COST: z.coerce.number().int().min(1).max(100_000).default(1000),
  /** Seconds a human-check challenge can be solved and used. */
  HUMAN_CHECK_TTL_SECONDS: z.coerce.number().int().min(30).max(3600).default(300),
  /** SMTP server for mail (smtp://user:pass@host:587 or smtps://…:465); empty: the development outbox. */
  SMTP_URL: z.string().default(''),
  /** Sender address of mail; the brand's name is shown as the sender's name. */
  SMTP_FROM: z.string().default('no-reply@localhost'),
  SMTP_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** The site's public address for links in mail (https://play.example.com); empty: the brand's domain the request came to. */
  PUBLIC_URL: z.union([z.literal(''), z.string().url()]).default(''),
  /** Minutes an e-mailed password reset link works. */
  PASSWORD_RESET_MINUTES: z.coerce.number().int().min(5).max(1440).default(30),
  /** Reset mails one account gets per hour; more requests get the same answer and no mail. */
  PASSWORD_RESET_MAILS_PER_ACCOUNT_PER_HOUR: z.coerce.number().int().min(1).default(3),
  /** Reset-mail requests one client IP may make per hour. */
  PASSWORD_RESET_REQUESTS_PER_IP_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Bearer token that opens GET /metrics (Prometheus) from anywhere; empty: only clients on this machine (loopback) may read it. */
  METRICS_TOKEN: z
    .string()
    .refine((token) => token === '' || token.length >= 16, 'use at least 16 random characters')
    .default(''),
  /** Event-loop delay (ms) above which new requests get 503 with Retry-After until it recovers; 0 turns the guard off. */
  PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  /** Answers larger than this many bytes go out compressed (brotli or gzip, as the client accepts). */
  COMPRESSION_THRESHOLD_BYTES: z.coerce.number().int().min(0).default(1024),
});

export type Config = z.infer<typeof configSchema>;

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid settings:\n${problems.join('\n')}`);
  }
  const config = parsed.data;
  if (config.NODE_ENV === 'production') config.SEED_DEMO = false;
  return config;
}

/** `true` trusts every proxy; otherwise a comma-separated list of proxy addresses or CIDR ranges. */
export function trustProxySetting(value: string): boolean | string {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  return value;
}
