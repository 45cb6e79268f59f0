import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomId } from '../../lib/tokens';

/**
 * A started sign-in is bound to the browser that started it by an HttpOnly cookie; the callback
 * only works in that browser. Without it, someone could finish a sign-in at the provider as
 * themselves and send the callback link to a victim, who would be logged in as the attacker.
 * The cookie never appears in a URL, so the provider and logs never see it.
 */
const COOKIE = 'panalo_oidc';
const PATH = '/wps/oidc';

export function readBinding(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    const value = rest.join('=');
    if (name === COOKIE && /^[A-Za-z0-9_-]{43}$/.test(value)) return value;
  }
  return null;
}

/** Keeps the browser's binding (two tabs signing in at once both work) or makes a new one. */
export function ensureBinding(request: FastifyRequest, reply: FastifyReply, maxAgeSeconds: number): string {
  const binding = readBinding(request) ?? randomId(32);
  const secure = request.protocol === 'https' ? '; Secure' : '';
  // Lax: the provider's redirect back is a top-level GET navigation, which carries Lax cookies.
  reply.header('set-cookie', `${COOKIE}=${binding}; Path=${PATH}; Max-Age=${maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`);
  return binding;
}
