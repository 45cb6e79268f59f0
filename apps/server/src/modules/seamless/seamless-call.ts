import type { SeamlessAnswer } from '@panalo/contract/seamless';
import type { AppContext } from '../../app-context';
import type { Executor } from '../../db/executor';
import { AppError } from '../../lib/app-error';
import { sha256 } from '../../lib/tokens';
import type { PostingResult, RoundMoney } from '../ledger/ledger';
import { accountBalance } from '../ledger/balances';
import { identify, mainOf, vendorOf, type AccountRef, type Book } from '../ledger/ledger-accounts';
import type { Merchant } from '../../kernel/merchant';
import type { RoundKey, RoundRow, WinLimits } from './seamless-round.repository';
import { findGameSession, insertGameSession, type GameSessionRow, type NewGameSession } from './seamless.repository';

export type { GameSessionRow };

/** What every seamless call needs: the session a token names, the member's balance, the round's key. */

const bookOf = (session: GameSessionRow): Book => ({ merchantId: session.merchant_id, currency: session.currency });

/**
 * The vendor whose own wallet the session plays from: a transfer-mode vendor's rounds are paid
 * from and to the member's wallet at that vendor (what the transfer relay moved there), every other
 * vendor's from the main wallet.
 */
const vendorWalletOf = (session: GameSessionRow): string | undefined =>
  session.vendor_wallet_mode === 'transfer' ? session.vendor_code : undefined;

/** The member's account the session's money lives in. */
const walletOf = (session: GameSessionRow): AccountRef => {
  const vendor = vendorWalletOf(session);
  return vendor ? vendorOf(session.member_id, vendor) : mainOf(session.member_id);
};

/** The balance the vendor plays with: the main wallet, or the member's wallet at a transfer-mode vendor. */
export async function walletBalance(db: Executor, session: GameSessionRow): Promise<SeamlessAnswer> {
  return { balance: await accountBalance(db, bookOf(session), walletOf(session)), currency: session.currency };
}

export const afterPosting = (session: GameSessionRow, posting: PostingResult): SeamlessAnswer => ({
  balance: posting.balances[identify(walletOf(session)).key]!,
  currency: session.currency,
});

/**
 * The game session a token names: kept a few seconds by the session cache while it is live (a
 * spin is two calls on one session), read from the database otherwise.
 */
async function gameSession(ctx: AppContext, token: string): Promise<GameSessionRow | undefined> {
  const tokenHash = sha256(token);
  const kept = ctx.sessions.getGame<GameSessionRow>(tokenHash);
  if (kept) return kept;
  const session = await findGameSession(ctx.db, tokenHash);
  if (session) ctx.sessions.setGame(tokenHash, session);
  return session;
}

/** The session a token names, for this brand and vendor; `live` also needs it unexpired. */
export async function sessionOf(
  ctx: AppContext,
  merchant: Merchant,
  vendorCode: string,
  token: string,
  live: boolean,
): Promise<GameSessionRow> {
  const session = await gameSession(ctx, token);
  const valid = session && session.merchant_id === merchant.id && session.vendor_code === vendorCode;
  if (!valid || (live && session.expires_at <= ctx.clock.now())) throw new AppError('GAME_SESSION_INVALID');
  return session;
}

/** A live game session of this brand, whatever its vendor (the sandbox vendor's page shows any launch). */
export async function liveSessionOf(ctx: AppContext, merchant: Merchant, token: string): Promise<GameSessionRow> {
  const session = await gameSession(ctx, token);
  if (!session || session.merchant_id !== merchant.id || session.expires_at <= ctx.clock.now()) throw new AppError('GAME_SESSION_INVALID');
  return session;
}

/**
 * Opens a game session: the token a launched game hands its vendor, which the vendor's seamless
 * calls then carry. Only the token's hash is stored.
 */
export async function openGameSession(db: Executor, token: string, session: Omit<NewGameSession, 'tokenHash'>): Promise<void> {
  await insertGameSession(db, { ...session, tokenHash: sha256(token) });
}

/** A refusal carries the member's balance, so the vendor can show it (say, after insufficient funds). */
export async function withBalance<T>(ctx: AppContext, session: GameSessionRow, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    throw new AppError(error.code, { ...error.extra, balance: (await walletBalance(ctx.db, session)).balance });
  }
}

export const scopeOf = (vendorCode: string): string => `vendor:${vendorCode}`;

export const roundKey = (session: GameSessionRow, roundId: string): RoundKey => ({
  vendorCode: session.vendor_code,
  roundId,
  memberId: session.member_id,
});

export function roundMoney(session: GameSessionRow, roundId: string, amount: number, now: number): RoundMoney {
  const vendorWallet = vendorWalletOf(session);
  return {
    book: bookOf(session),
    memberId: session.member_id,
    amount,
    reference: `round:${session.vendor_code}:${roundId}`,
    gameId: session.game_id,
    now,
    ...(vendorWallet ? { vendorWallet } : {}),
  };
}

/**
 * Why a round refuses a step whose conditional update changed nothing: not the member's (no one
 * learns another member's round exists), or settled. Null when the round is open and the member's:
 * then the step's own rule refused it.
 */
export function roundRefusal(round: RoundRow | undefined, session: GameSessionRow): AppError | null {
  if (!round || round.member_id !== session.member_id) return new AppError('ROUND_NOT_FOUND');
  if (round.status === 'SETTLED') return new AppError('ROUND_SETTLED');
  return null;
}

/** The stricter of the brand's and the vendor's limits on what one round may pay. */
export function winLimitsOf(merchant: Merchant, session: GameSessionRow): WinLimits {
  const brand = merchant.settings.seamless;
  const stricter = (limit: number, vendor: number | null) => (vendor === null ? limit : Math.min(limit, Number(vendor)));
  return {
    maxWinPerRound: stricter(brand.maxWinPerRound, session.vendor_max_win_per_round),
    maxWinMultiple: stricter(brand.maxWinMultiple, session.vendor_max_win_multiple),
  };
}
