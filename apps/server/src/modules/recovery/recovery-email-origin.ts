import type { FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import type { Merchant } from '../../kernel/merchant';

const bareHost = (host: string) =>
  host
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[|\]$/g, '');

/**
 * The site address a mailed link points to. PUBLIC_URL when set; otherwise the address the
 * request came to, but only when it is one of the brand's own domains: a request that names the
 * brand in the Merchant header may carry any Host, and a link to that host would hand the token
 * to whoever owns it (reset-link poisoning). Else the brand's main domain over HTTPS; null when
 * the brand has no domain at all.
 */
export function siteOrigin(config: Config, merchant: Merchant, request: Pick<FastifyRequest, 'protocol' | 'host'>): string | null {
  if (config.PUBLIC_URL) return config.PUBLIC_URL.replace(/\/+$/, '');
  const host = bareHost(request.host);
  if (merchant.domains.some((entry) => bareHost(entry.domain) === host)) return `${request.protocol}://${request.host}`;
  const main = merchant.domains.find((entry) => entry.isMain) ?? merchant.domains[0];
  return main ? `https://${main.domain}` : null;
}
