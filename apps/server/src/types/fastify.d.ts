import type { Language } from '@panalo/contract/constants';
import type { StaffPermission } from '@panalo/contract/staff';
import type { AppContext } from '../app-context';
import type { Merchant } from '../kernel/merchant';
import type { AuthenticatedSession, Caller } from '../kernel/caller';
import type { MoneyPath } from '../kernel/money-screen';

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
    /** preHandler: requires a valid player (member, agent, trial) session token and sets request.auth. */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** preHandler: any valid session, staff included (operator calls check the role themselves). */
    requireAnySession: (
      request: FastifyRequest,
      /** Also a session of another brand that this accepts (staff-access: a platform owner's). */
      acceptOtherBrand?: (session: { memberId: number; merchantId: number; type: number }) => Promise<boolean>,
    ) => Promise<void>;
    /** preHandler: requireSession, and refuses trial (free play) accounts with NEED_TRUE_ACCOUNT. */
    requireRealMember: (request: FastifyRequest) => Promise<void>;
    /** preHandler: requireRealMember, and refuses accounts that are not agents with NOT_AGENT. */
    requireAgent: (request: FastifyRequest) => Promise<void>;
    /**
     * preHandler of a money or play call: requireRealMember, then the money screen for the path
     * (kernel/money-screen.ts): a listed member, a break in force, a missed KYC deadline refuse it.
     * The path may depend on the validated body (a vendor transfer's direction).
     */
    screened: (path: MoneyPath | ((request: FastifyRequest) => MoneyPath)) => (request: FastifyRequest) => Promise<void>;
    /** Every staff route with the permission it declared, in registration order (the route × role test walks it). */
    staffRoutes: { method: string; url: string; permission: StaffPermission | 'signed-in' | 'public' | undefined }[];
  }
  interface FastifyRequest {
    merchant: Merchant;
    language: Language;
    auth: AuthenticatedSession | null;
    /** The merchant, session and client of a guarded route, built once by the guard. */
    caller: Caller | null;
  }
  interface FastifyContextConfig {
    /** The body may arrive encrypted (the spec's calls marked E). */
    encrypted?: boolean;
    /** Answered during maintenance and region restriction (the status calls themselves). */
    ungated?: boolean;
    /**
     * A staff route's (STAFF_ROUTE_PREFIX) permission, checked against the caller's roles;
     * `signed-in` any staff session, `public` the sign-in calls. A staff route naming none is refused to all.
     */
    staff?: StaffPermission | 'signed-in' | 'public';
  }
}
