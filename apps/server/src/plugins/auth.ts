import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AppContext } from '../app-context';
import type { AuthenticatedSession, Caller } from '../kernel/caller';
import { refuseUnlessAgent, refuseUnlessPlayer, refuseUnlessRealMember } from '../kernel/account-policies';
import { barOf, barRefusal, type MoneyPath } from '../kernel/money-screen';
import { findScreenFacts } from '../kernel/money-screen.repository';
import { refuseOutsideWithdrawOnly } from '../kernel/play-restrictions';
import { clientOf } from '../kernel/request-scope';
import { AppError } from '../lib/app-error';
import { refuseRestrictedMember } from '../modules/restricted/restricted.service';
import { authenticate } from '../modules/session/session.service';

/**
 * `preHandler: app.requireSession` guards a player call with the bearer token (the spec's calls
 * marked T); a staff session is refused there. `app.requireRealMember` also refuses trial (free
 * play) accounts with NEED_TRUE_ACCOUNT; `app.requireAgent` also refuses non-agents with NOT_AGENT
 * (the agent centre's calls). `app.requireAnySession` also takes staff sessions, for
 * the operator calls, which check the role themselves. `app.screened(path)` guards every money
 * and play call: requireRealMember, then the money screen (kernel/money-screen.ts). Each guard
 * builds the request's caller (request.auth, request.caller) once, for the route to hand to its service.
 */
export const authPlugin = fp(async (app) => {
  app.decorateRequest('auth', null);
  app.decorateRequest('caller', null);
  const authenticateRequest = async (
    request: FastifyRequest,
    acceptOtherBrand?: Parameters<typeof authenticate>[3],
  ): Promise<AuthenticatedSession> => {
    const header = request.headers.authorization;
    const token = typeof header === 'string' && header.startsWith('Bearer ') ? header.slice(7).trim() : '';
    if (!token || token.length > 128) throw new AppError('NOT_LOGGED_IN');
    const session = await authenticate(app.ctx, request.merchant, token, acceptOtherBrand);
    // A self-excluded member's withdraw-only session reaches the wallet and withdrawals, nothing else.
    if (session.withdrawOnly) refuseOutsideWithdrawOnly(request.routeOptions.url);
    request.auth = session;
    request.caller = { merchant: request.merchant, session, client: clientOf(request) };
    return session;
  };
  app.decorate('requireAnySession', async (request, acceptOtherBrand) => {
    await authenticateRequest(request, acceptOtherBrand);
  });
  app.decorate('requireSession', async (request) => {
    refuseUnlessPlayer(await authenticateRequest(request));
  });
  app.decorate('requireRealMember', async (request) => {
    refuseUnlessRealMember(await authenticateRequest(request));
  });
  app.decorate('requireAgent', async (request) => {
    refuseUnlessAgent(await authenticateRequest(request));
  });
  app.decorate('screened', (path) => async (request) => {
    refuseUnlessRealMember(await authenticateRequest(request));
    await screenMoneyCall(app.ctx, request.caller!, typeof path === 'function' ? path(request) : path);
  });
});

/**
 * The money screen on a member's call: read from the database on every call (a listing or a break
 * counts at once, whatever the session cache holds). A listed member's refusal is the restricted
 * module's: audited, an AML case, sessions ended and funds held for forfeiture.
 */
async function screenMoneyCall(ctx: AppContext, caller: Caller, path: MoneyPath): Promise<void> {
  const { merchant, session, client } = caller;
  const facts = await findScreenFacts(ctx.db, session.memberId);
  const bar = facts ? barOf(facts, merchant.settings.kyc, path, ctx.clock.now()) : null;
  if (!bar) return;
  if (bar.kind === 'RESTRICTED') {
    const stage = path === 'withdraw' ? 'withdrawal' : 'play';
    await refuseRestrictedMember(ctx, merchant, { stage, memberId: session.memberId, ip: client.ip }, bar.listingId);
  }
  throw barRefusal(bar);
}
