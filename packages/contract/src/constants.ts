/** Business constants of spec 000 section 9. Names follow the spec. */
export const MINIMUM_AGE = 21;
export const KYC_DEADLINE_DAYS = 3;
export const UPLOAD_LIMIT_BYTES = 5_242_880;
export const ANNOUNCEMENTS_PER_PAGE = 9;
export const REMEMBER_ME_DAYS = 1;
/** A password an operator set as a default; logging in with it forces a change. */
export const LEGACY_DEFAULT_PASSWORD = '{secret}';
export const AUTH_RATE_LIMIT_RETRY_MINUTES = 5;
export const CAPTCHA_REFRESH_THROTTLE_MS = 1000;
/** Failed log-ins (per account or per IP) after which a captcha is required. */
export const CAPTCHA_AFTER_FAILURES = 3;
export const CUSTOMER_SERVICE_WINDOW = { width: 440, height: 750 } as const;
export const CLIENT_TYPE_WEB = 3;
export const PLATFORM_WEB = 'W';
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const AGENT_HELP_HOURS = 'Monday to Friday 12:00 to 21:00';

export const SystemStatus = { NORMAL: 0, MAINTENANCE: 1, REGION_RESTRICTION: 2 } as const;
export type SystemStatus = (typeof SystemStatus)[keyof typeof SystemStatus];

export const LANGUAGES = ['EN', 'TY'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'EN';

/** Reads any stored or requested language code; unsupported ones fall back to EN. */
export function toLanguage(value: unknown): Language {
  if (typeof value !== 'string') return DEFAULT_LANGUAGE;
  const code = value.trim().toUpperCase();
  if (code === 'TY' || code === 'TL' || code.startsWith('TL-') || code === 'FIL') return 'TY';
  return DEFAULT_LANGUAGE;
}
