import type { IncomingHttpHeaders } from 'node:http';
import type { ExtendedError, Socket } from 'socket.io';
import { toLanguage } from '@panalo/contract/constants';
import { errorMessage } from '@panalo/contract/error-codes';
import type { AppContext } from '../../app-context';
import { AppError } from '../../lib/app-error';
import { authenticate } from '../session/session.service';

type Handshake = Socket['handshake'];

/** What a socket keeps of its session: whose pushes it receives, and which session to watch. */
export interface SocketSession {
  memberId: number;
  merchantId: number;
  tokenHash: string;
}

const header = (headers: IncomingHttpHeaders, name: string): string | undefined => {
  const value = headers[name];
  return typeof value === 'string' && value !== '' ? value : undefined;
};

/**
 * The handshake's brand, as plugins/merchant.ts resolves a request's: the `Merchant` header (or
 * `auth.merchant`, since a browser cannot set headers on a WebSocket), else the Host header.
 */
async function merchantOf(ctx: AppContext, handshake: Handshake) {
  const auth = handshake.auth as Record<string, unknown>;
  const code =
    header(handshake.headers, 'merchant') ?? (typeof auth.merchant === 'string' && auth.merchant !== '' ? auth.merchant : undefined);
  const merchant = code ? await ctx.merchants.byCode(code) : await ctx.merchants.byDomain(header(handshake.headers, 'host') ?? '');
  if (!merchant || merchant.status !== 'active') throw new AppError('INVALID_DOMAIN');
  return merchant;
}

/** Authenticates a socket.io handshake by its `auth.token`, exactly as a bearer token on a T call. */
export async function authenticateHandshake(ctx: AppContext, handshake: Handshake): Promise<SocketSession> {
  const auth = handshake.auth as Record<string, unknown>;
  const token = typeof auth.token === 'string' ? auth.token.trim() : '';
  if (!token || token.length > 128) throw new AppError('NOT_LOGGED_IN');
  const session = await authenticate(ctx, await merchantOf(ctx, handshake), token);
  return { memberId: session.memberId, merchantId: session.merchantId, tokenHash: session.tokenHash };
}

/**
 * The client's connect_error: the catalogue code as the error's message, and the envelope's
 * `{ code, message }` (in the user's language) as its data. Faults of ours are UNKNOWN_ERROR.
 */
export function handshakeError(error: unknown, handshake: Handshake): ExtendedError {
  const code = error instanceof AppError ? error.code : 'UNKNOWN_ERROR';
  const accepted = header(handshake.headers, 'accept-language')?.split(',')[0]?.split(';')[0];
  const language = toLanguage(header(handshake.headers, 'lang') ?? accepted);
  const refused: ExtendedError = new Error(code);
  refused.data = { code, message: errorMessage(code, language) };
  return refused;
}
