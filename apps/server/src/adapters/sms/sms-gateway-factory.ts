import type { Config } from '../../config';
import { DevSmsGateway } from './dev-sms-gateway';
import { SemaphoreGateway } from './semaphore-gateway';
import type { SmsGateway, SmsLog } from './sms-gateway';

const gateways = new WeakMap<Config, SmsGateway>();

/**
 * The gateway SMS_DRIVER names, one per app (per settings object): every module that texts uses
 * the same one, so the development inbox shows them all. A real gateway without its API key stops
 * the server at start.
 */
export function createSmsGateway(config: Config, log: SmsLog, now: () => number): SmsGateway {
  let gateway = gateways.get(config);
  if (!gateway) gateways.set(config, (gateway = newSmsGateway(config, log, now)));
  return gateway;
}

function newSmsGateway(config: Config, log: SmsLog, now: () => number): SmsGateway {
  if (config.SMS_DRIVER === 'semaphore') {
    if (!config.SMS_API_KEY) throw new Error('Invalid settings:\n  SMS_API_KEY: required when SMS_DRIVER is semaphore');
    return new SemaphoreGateway(
      { apiKey: config.SMS_API_KEY, senderName: config.SMS_SENDER_NAME, baseUrl: config.SMS_API_URL, timeoutMs: config.SMS_TIMEOUT_MS },
      log,
    );
  }
  return new DevSmsGateway(log, config.NODE_ENV === 'production', now);
}
