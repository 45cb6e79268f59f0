import { z } from 'zod';
import { customerServiceItem, gamingVenue, FEATURE_MODULES, WHITELABEL_FLAGS } from './system';
import { registrationValidationConfig } from './registration';
import { DEFAULT_LANGUAGE, KYC_DEADLINE_DAYS, LANGUAGES } from './constants';
import { GAME_TYPES } from './games';

/**
 * A brand's settings as kept on its merchant row (JSON), shared by the server (which parses every
 * stored value with these) and the back office (whose brand-settings forms validate with them
 * before saving). Every field has a default.
 */
/**
 * One OpenID Connect provider of a brand. The client secret is never kept in plain text: it comes
 * from OIDC_CLIENT_SECRETS (`{"<brand>.<provider>": "…"}`) or from `clientSecretEncrypted`,
 * sealed with SETTINGS_SECRET_KEY (npm run brand -- oidc-secret). Without a secret the brand is a
 * public client and relies on PKCE alone.
 */
const oidcProvider = (issuer: string) =>
  z
    .object({
      enabled: z.boolean().default(false),
      /** The issuer identifier; its /.well-known/openid-configuration is read (discovery). */
      issuer: z.string().default(issuer),
      clientId: z.string().default(''),
      clientSecretEncrypted: z.string().default(''),
      scope: z.string().default('openid email profile'),
    })
    .prefault({});

export const socialLoginSettings = z
  .object({
    /** A first sign-in creates a member (when the brand registers people at all). */
    signUp: z.boolean().default(true),
    /** Where the provider sends the browser back, e.g. https://www.brand.ph; empty: the requested brand domain. */
    callbackBaseUrl: z.string().default(''),
    providers: z
      .object({
        facebook: oidcProvider('https://www.facebook.com'),
        google: oidcProvider('https://accounts.google.com'),
        // Telegram has no OpenID Connect issuer of its own: the operator names a bridge.
        telegram: oidcProvider(''),
      })
      .prefault({}),
  })
  .prefault({});
export type SocialLoginSettings = z.infer<typeof socialLoginSettings>;
export type OidcProviderSettings = SocialLoginSettings['providers']['google'];

/**
 * A brand's KYC settings (settings.kyc). `enabled`: members verify their identity here (the
 * spec's "ID verification enabled"). `mandatory`: the spec's mandatory-KYC site setting, under
 * which the web opens the KYC modal on log-in instead of the disclaimer. `deadlineDays`: the
 * regulator's deadline (spec 000: three days after registration); past it, a member without an
 * approved KYC may not deposit, transfer, launch or bet (docs/kyc.md, "The deadline").
 */
export const kycSettings = z
  .object({
    enabled: z.boolean().default(true),
    mandatory: z.boolean().default(false),
    deadlineDays: z.number().int().min(1).max(365).default(KYC_DEADLINE_DAYS),
  })
  .prefault({});
export type KycSettings = z.infer<typeof kycSettings>;

/**
 * The languages the brand's player site offers (the spec's EN and TY) and the one a visitor who has
 * not chosen starts in, which must be one of those offered.
 */
export const brandLanguages = z
  .object({
    offered: z
      .array(z.enum(LANGUAGES))
      .min(1, 'at least one language')
      .transform((list) => LANGUAGES.filter((language) => list.includes(language)))
      .default([...LANGUAGES]),
    default: z.enum(LANGUAGES).default(DEFAULT_LANGUAGE),
  })
  .refine((value) => value.offered.includes(value.default), {
    message: 'the default must be one of the offered languages',
    path: ['default'],
  });
export type BrandLanguages = z.infer<typeof brandLanguages>;

const colour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
/** An https address or a path on the brand's own site (never javascript: or plain http). */
const iconAddress = z
  .string()
  .max(500)
  .refine((value) => (value.startsWith('/') && !value.startsWith('//')) || value.startsWith('https://'), 'an https address or a site path');

/**
 * What the brand's installable web app looks like on a home screen: the manifest's short name (the
 * brand's name when unset), its theme and background colours (the dark theme's by default) and its
 * icons (the built-in ones when none are given; a 192 and a 512 pixel PNG make it installable).
 */
export const webAppSettings = z
  .object({
    shortName: z.string().trim().min(1).max(30).nullable().default(null),
    description: z.string().trim().min(1).max(300).nullable().default(null),
    themeColor: colour.default('#070b16'),
    backgroundColor: colour.default('#070b16'),
    icons: z
      .array(
        z.object({
          src: iconAddress,
          sizes: z.string().regex(/^(any|\d+x\d+( \d+x\d+)*)$/),
          type: z.string().max(50).default('image/png'),
          purpose: z.enum(['any', 'maskable', 'monochrome']).default('any'),
        }),
      )
      .max(20)
      .default([]),
  })
  .prefault({});
export type WebAppSettings = z.infer<typeof webAppSettings>;

/**
 * Anti-money-laundering rules of a brand (docs/aml.md). Amounts are minor units. The covered
 * threshold is the law's PHP 5,000,000 per banking day (AMLA as amended by RA 10927); the pattern
 * figures are starting points the operator tunes to its players.
 */
export const amlSettings = z
  .object({
    /** A member's deposits (or withdrawals) of one banking day above this open a covered-transaction case. */
    coveredThreshold: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).default(500_000_000),
    /** Structuring: this many deposits, each at least `structuringFloorPercent` of the threshold and not over it, within the window. */
    structuringCount: z.number().int().min(2).max(100).default(3),
    structuringFloorPercent: z.number().int().min(10).max(99).default(80),
    structuringWindowDays: z.number().int().min(1).max(31).default(7),
    /** Quick cash-out: a withdrawal whose stakes since the deposits of the look-back are under this percent of them. */
    cashoutTurnoverPercent: z.number().int().min(1).max(1000).default(30),
    cashoutLookbackHours: z.number().int().min(1).max(720).default(72),
    /** This many members on one payout account, or on one IP address, open a case. */
    sharedPayoutMembers: z.number().int().min(2).max(1000).default(3),
    sharedIpMembers: z.number().int().min(2).max(10_000).default(10),
    /** Agent chains: money received by transfer and sent on within these minutes (at least 80% of it). */
    chainMinutes: z.number().int().min(1).max(1440).default(30),
  })
  .prefault({});
export type AmlSettings = z.infer<typeof amlSettings>;

/**
 * A vendor, or one of its games, in maintenance for a brand (docs/games.md, "Maintenance"): from
 * `startsAt` (null: now) until `endsAt` (null: until the entry is removed), epoch milliseconds.
 * Its tiles show a marker, free play is hidden and a launch answers GAME_UNDER_MAINTENANCE.
 */
export const gameMaintenanceEntry = z
  .object({
    vendor: z
      .string()
      .trim()
      .toUpperCase()
      .regex(/^[A-Z0-9_]{1,32}$/, 'a vendor code'),
    /** One game of the vendor; null: every game of the vendor. */
    gameCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9_.-]{1,64}$/, 'a game code')
      .nullable()
      .default(null),
    startsAt: z.number().int().min(0).nullable().default(null),
    endsAt: z.number().int().min(0).nullable().default(null),
  })
  .refine((entry) => entry.startsAt === null || entry.endsAt === null || entry.startsAt < entry.endsAt, {
    path: ['endsAt'],
    message: 'after the start',
  });
export type GameMaintenanceEntry = z.infer<typeof gameMaintenanceEntry>;
export const gameMaintenanceSettings = z.object({ entries: z.array(gameMaintenanceEntry).max(500).default([]) }).prefault({});

/** A brand's operating settings, kept as JSON on its merchant row; every field has a default. */
export const merchantSettings = z.object({
  maintenance: z
    .object({ enabled: z.boolean().default(false), endTime: z.number().int().nullable().default(null) })
    .default({ enabled: false, endTime: null }),
  regionRestriction: z
    .object({
      enabled: z.boolean().default(false),
      mode: z.enum(['allow', 'deny']).default('deny'),
      cidrs: z.array(z.string()).default([]),
    })
    .default({ enabled: false, mode: 'deny', cidrs: [] }),
  /** Whether calls marked (E) also take plain JSON bodies. */
  acceptPlainBody: z.boolean().default(true),
  /** The brand's clock for agents and reports; the Philippines is GMT+8. */
  gmtOffsetMinutes: z.number().int().default(480),
  currency: z.string().default('PHP'),
  /** Which agent contract kinds the brand runs (the spec's dividend, salary, hourly and real-time flags). */
  agentContracts: z
    .object({
      DIVIDEND: z.boolean().default(true),
      DAILY: z.boolean().default(true),
      HOURLY: z.boolean().default(true),
      REALTIME: z.boolean().default(true),
    })
    .prefault({}),
  customerService: z.array(customerServiceItem).default([]),
  resources: z.record(z.string(), z.string()).default({}),
  gtagId: z.string().nullable().default(null),
  imageCDNs: z.array(z.string()).default([]),
  launchGameCDNs: z.array(z.string()).default([]),
  wallet: z
    .object({
      /** The agent policy setting: members see their consolidated balance (main, held and game wallets). */
      agentPolicy: z.boolean().default(true),
      withdraw: z
        .object({
          minAmount: z.number().int().positive().default(10_000),
          maxAmount: z.number().int().positive().default(5_000_000),
          dailyCount: z.number().int().nonnegative().default(5),
          requireKyc: z.boolean().default(true),
        })
        .prefault({}),
      /** Minutes a member has to answer a paid withdrawal's receipt before it counts as received. */
      receiptMinutes: z.number().int().positive().default(60),
      /** Minutes a started deposit stays payable; then it expires and the gateway is told. */
      depositExpiryMinutes: z.number().int().min(1).max(10_080).default(30),
      transfer: z
        .object({
          upline: z.boolean().default(true),
          downline: z.boolean().default(true),
          minAmount: z.number().int().positive().default(100),
        })
        .prefault({}),
    })
    .prefault({}),
  /**
   * What a seamless vendor may pay in one round (docs/seamless-wallet.md): at most this many minor
   * units (PHP 1,000,000 by default) and at most this multiple of the round's stake. A vendor's
   * own limits apply where they are stricter.
   */
  seamless: z
    .object({
      maxWinPerRound: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).default(100_000_000),
      maxWinMultiple: z.number().int().positive().max(1_000_000).default(5_000),
    })
    .prefault({}),
  sms: z
    .object({
      /** Minutes an SMS code lives; the send button counts down 60 s times this (spec 000 section 9). */
      expiredMinutes: z.number().int().min(1).max(30).default(5),
      /** Ask for the image captcha before sending a code (against bots texting numbers). */
      captcha: z.boolean().default(false),
    })
    .prefault({}),
  /**
   * Which scenes need the proof-of-work human check (docs/human-check.md). Off until the brand's
   * web app sends the widget's payload: turning a scene on refuses every call without one.
   */
  humanCheck: z
    .object({ login: z.boolean().default(false), sms: z.boolean().default(false), register: z.boolean().default(false) })
    .prefault({}),
  /** Log-in protections of the brand: see docs/security.md. */
  security: z
    .object({
      /**
       * Locks a client IP (IP_LOCKED) once this many password log-ins from it failed, whichever
       * accounts they tried, for `minutes` from the last one counted; 0 turns the lock off. High
       * enough that many members behind one carrier NAT address do not lock each other out.
       */
      ipLock: z
        .object({ failures: z.number().int().min(0).max(10_000).default(30), minutes: z.number().int().min(1).max(1440).default(15) })
        .prefault({}),
      /**
       * Asks a member logging in from an IP they never used for a one-time code sent by SMS (to
       * their mobile) or e-mail before the session opens: 'off', 'sms' or 'email'.
       */
      newIpVerification: z.enum(['off', 'sms', 'email']).default('off'),
      /**
       * Staff (back office and staff API) only from these addresses and CIDR ranges when enabled:
       * sign-in and every staff call from elsewhere is refused with STAFF_IP_NOT_ALLOWED.
       */
      staffIpAllowList: z
        .object({ enabled: z.boolean().default(false), cidrs: z.array(z.string().max(64)).max(200).default([]) })
        .prefault({}),
    })
    .prefault({}),
  /**
   * Self-exclusion (docs/responsible-gaming.md, "Time-out and self-exclusion"): `allBrands` puts a member who excludes
   * themselves on this deployment's exclusion list for every brand, so the same identity cannot
   * register on any of the operator's brands; off, only on this brand.
   */
  selfExclusion: z.object({ allBrands: z.boolean().default(false) }).prefault({}),
  /** Social sign-in (OpenID Connect) providers: see docs/identity.md. */
  socialLogin: socialLoginSettings,
  /** Identity verification: see docs/kyc.md. */
  kyc: kycSettings,
  languages: brandLanguages.prefault({}),
  /**
   * Friend referral (docs/rewards.md, "Referral"): a friend registered with a member's code
   * qualifies once their credited deposits reach `qualifyingDeposit`; the inviter then earns
   * `reward` (minor units) in the main wallet, once per friend.
   */
  referral: z
    .object({
      enabled: z.boolean().default(true),
      qualifyingDeposit: z.number().int().positive().max(100_000_000).default(50_000),
      reward: z.number().int().min(0).max(100_000_000).default(10_000),
    })
    .prefault({}),
  /** Feedback (spec 001 section 5): content between minWords and maxWords words, at most dailyLimit a day. */
  feedback: z
    .object({
      minWords: z.number().int().min(1).max(500).default(3),
      maxWords: z.number().int().min(1).max(500).default(200),
      dailyLimit: z.number().int().min(1).max(100).default(5),
    })
    .refine((value) => value.minWords <= value.maxWords, 'minWords is at most maxWords')
    .prefault({}),
  /** The installable web app (docs/deploy.md, "Installable app"): its manifest reads these. */
  app: webAppSettings,
  /**
   * Four eyes (docs/backoffice.md, "Four eyes"): a manual promotion grant above `amount` (minor
   * units) waits for a second staff member; adjustments and deposit credits always do. A staff
   * account decides no approval until it is `newStaffHours` old. Not among the back office's
   * settings forms on purpose: an admin who could raise the amount could then grant alone.
   */
  fourEyes: z
    .object({
      amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(500_000),
      newStaffHours: z.number().int().min(0).max(720).default(24),
    })
    .prefault({}),
  /** Anti-money-laundering thresholds: see docs/aml.md. */
  aml: amlSettings,
  /** Vendors and games in maintenance, each with an optional window. */
  gameMaintenance: gameMaintenanceSettings,
  /** The points mall: how points are earned and what they convert to (docs/rewards.md, "Points"). */
  points: z
    .object({
      enabled: z.boolean().default(true),
      /** Points per 100.00 of valid bet, by game type; a type left out earns none. */
      perBet: z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(10_000)).default({ RNG: 1, LIVE: 1, SPORTS: 1, FISH: 1 }),
      /** Points per 100.00 deposited. */
      perDeposit: z.number().int().min(0).max(10_000).default(1),
      /** Cash (minor units) one point converts to; 0 turns converting off. */
      cashPerPoint: z.number().int().min(0).max(1_000_000).default(10),
      minConvert: z.number().int().min(1).max(1_000_000_000).default(100),
    })
    .prefault({}),
  /** manualRebate: rates in basis points of valid bet by game type (docs/rewards.md, "Rebates"). */
  rebate: z
    .object({
      rates: z.partialRecord(z.enum(GAME_TYPES), z.number().int().min(0).max(1_000)).default({}),
      /** The least a claim pays (minor units); smaller totals wait for more bets. */
      minClaim: z.number().int().min(1).max(100_000_000).default(100),
    })
    .prefault({}),
});
export type MerchantSettings = z.infer<typeof merchantSettings>;

const flag = z.union([z.literal(0), z.literal(1)]);
export const merchantWhitelabel = z.object({
  flags: z.record(z.enum(WHITELABEL_FLAGS), flag).default({
    USERNAMEREG3: 1,
    MOBILENUMREG3: 0,
    MOBILENUMPASSREG3: 0,
    REGMOBVERF3: 0,
    CHNGPASSVERIF3: 0,
    CHNGPASSMAIL3: 1,
  }),
  modules: z.record(z.enum(FEATURE_MODULES), flag).default({
    mobileRegistration: 0,
    smsVerification: 0,
    mobilePasswordRegistration: 0,
    freePlay: 1,
    forcedPasswordExpiryChange: 1,
    verificationCodeLogin: 0,
  }),
});
export type MerchantWhitelabel = z.infer<typeof merchantWhitelabel>;

export const merchantRegisterSettings = z.object({
  invitationCodeRequired: z.boolean().default(false),
  gamingVenues: z.array(gamingVenue).default([]),
  defaultCountryDialingCode: z.string().default('63'),
});
export type MerchantRegisterSettings = z.infer<typeof merchantRegisterSettings>;

export const merchantValidation = registrationValidationConfig;
