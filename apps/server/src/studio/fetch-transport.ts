import type { PlatformTransport } from './platform-client';

/**
 * The transport of a studio on its own host: fetch to the platform's address. A Host header cannot
 * be sent this way, so the brand goes by its code (the launch address's brand=), or else the
 * platform's own domain names it.
 */
export function fetchTransport(platformUrl: string): PlatformTransport {
  return async (request) => {
    const { host: _host, ...headers } = request.headers;
    const response = await fetch(new URL(request.path, platformUrl), {
      method: request.method,
      headers,
      body: request.body ? new Uint8Array(request.body) : undefined,
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}
