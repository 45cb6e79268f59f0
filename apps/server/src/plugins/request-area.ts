import { posix } from 'node:path';
import type { FastifyRequest } from 'fastify';

const API_PREFIXES = ['/wps/', '/lgw/'];

/**
 * A request's path as a reader would take it: percent-decoded (again while it changes, so a
 * double-encoded `%2577` counts as `w`), repeated slashes collapsed and `.`/`..` segments resolved.
 * A path that does not decode stays as it is.
 */
export function normalisedPath(url: string): string {
  let path = url.split('?')[0] ?? '';
  for (let round = 0; round < 3; round++) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      break;
    }
    if (decoded === path) break;
    path = decoded;
  }
  return posix.normalize(`/${path}`);
}

/**
 * Whether a request is an API call (brand lookup, maintenance and region gate, JSON errors) or a
 * page of the web app. The router decodes the address before it picks a route, so the matched
 * route's own pattern decides; a request no exact route matched (the static files' wildcard, or
 * none) is judged on its normalised path. Every hook asks here: `/%77ps/…` reaches the /wps route
 * and must meet the same checks as `/wps/…`.
 */
export function isApiRequest(request: FastifyRequest): boolean {
  const pattern = request.routeOptions.url;
  const path = pattern && !pattern.includes('*') ? pattern : normalisedPath(request.url);
  return API_PREFIXES.some((prefix) => path.startsWith(prefix));
}
