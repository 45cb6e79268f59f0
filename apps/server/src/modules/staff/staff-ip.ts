import { AppError } from '../../lib/app-error';
import { isRestricted } from '../../lib/ip-rules';
import type { Merchant } from '../../kernel/merchant';

/**
 * The brand's staff IP allow-list (settings.security.staffIpAllowList): when enabled, staff sign in
 * and call the staff API only from the listed addresses and ranges (an empty list lets nobody in).
 * The rule is built per call (staff calls are few), so a settings change applies at once.
 */
export function assertStaffIpAllowed(merchant: Merchant, ip: string): void {
  const list = merchant.settings.security.staffIpAllowList;
  if (list.enabled && isRestricted({ enabled: true, mode: 'allow', cidrs: list.cidrs }, ip)) throw new AppError('STAFF_IP_NOT_ALLOWED');
}
