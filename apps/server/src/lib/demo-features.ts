import type { Config } from '../config';

/** The sandbox gateway credits deposits nobody paid: on by default except in production. */
export const sandboxGatewayOn = (config: Config): boolean => config.SANDBOX_GATEWAY_ENABLED ?? config.NODE_ENV !== 'production';

/** The development SMS inbox and mail outbox exist outside production while no real gateway is set. */
export const devSmsInboxOn = (config: Config): boolean => config.NODE_ENV !== 'production' && config.SMS_DRIVER === 'dev';
export const devMailOutboxOn = (config: Config): boolean => config.NODE_ENV !== 'production' && config.SMTP_URL === '';

/** What this start runs that only belongs in a demo: money nobody paid, codes and links anyone local can read. */
export function demoFeatures(config: Config): string[] {
  const features: string[] = [];
  if (config.SEED_DEMO) features.push('demo brand, accounts and sandbox game vendors (SEED_DEMO)');
  if (sandboxGatewayOn(config)) features.push('sandbox payment gateway crediting demo money (SANDBOX_GATEWAY_ENABLED)');
  if (devSmsInboxOn(config)) features.push('development SMS inbox /wps/dev/sms-inbox, loopback clients only (SMS_DRIVER)');
  if (devMailOutboxOn(config)) features.push('development mail outbox /wps/dev/mail-outbox, loopback clients only (SMTP_URL)');
  return features;
}

/**
 * The one line printed at start while any demo feature is on, so a demo put on the internet says
 * so in its log; nothing when there is none (NODE_ENV=production turns them all off by default).
 */
export function demoWarning(config: Config): string | null {
  const features = demoFeatures(config);
  if (features.length === 0) return null;
  return `Demo features are on, not for real players: ${features.join('; ')}. NODE_ENV=production turns them off by default.`;
}
