import type { Clock } from '../../lib/clock';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { SessionRecord } from './session.repository';

/** Bus topics: one session ended (by token hash), or every session of a member must be re-checked. */
export const TOPIC_TOKEN = 'session-token';
export const TOPIC_MEMBER = 'session-member';

/** What the cache needs of a game session row (seamless.repository.ts has the whole row). */
export interface KeptGameSession {
  member_id: number;
  /** The log-in session that launched it. */
  session_id: number | null;
  expires_at: number;
}

/** How many sessions of each kind one process keeps: a flood of distinct tokens cannot grow a map without end. */
const MAX_KEPT = 100_000;

/**
 * Sessions are read on every authenticated call, and game sessions on every seamless call of a
 * vendor (two per spin). Each process keeps a looked-up session for a few seconds
 * (SESSION_CACHE_SECONDS); logging out, a password change or anything else that ends sessions drops
 * them here and, through the invalidation bus, in every other process at once. A game session ends
 * with the log-in session that launched it (session.repository.ts), so the same drops end it here.
 */
export class SessionCache {
  private readonly byToken = new Map<string, { record: SessionRecord; until: number }>();
  private readonly gameByToken = new Map<string, { row: KeptGameSession; until: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly bus: InvalidationBus,
  ) {
    bus.subscribe(TOPIC_TOKEN, (tokenHash) => {
      const ended = this.byToken.get(tokenHash)?.record.sessionId;
      this.byToken.delete(tokenHash);
      // The game sessions it launched end with it; a process that did not hold the log-in session
      // cannot tell which game sessions were its, and forgets them all (log-outs are rare next to spins).
      if (ended === undefined) this.gameByToken.clear();
      else for (const [hash, entry] of this.gameByToken) if (entry.row.session_id === ended) this.gameByToken.delete(hash);
    });
    bus.subscribe(TOPIC_MEMBER, (memberId) => {
      for (const [tokenHash, entry] of this.byToken) if (String(entry.record.memberId) === memberId) this.byToken.delete(tokenHash);
      for (const [hash, entry] of this.gameByToken) if (String(entry.row.member_id) === memberId) this.gameByToken.delete(hash);
    });
  }

  get(tokenHash: string): SessionRecord | undefined {
    const entry = this.byToken.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > this.clock.now()) return entry.record;
    this.byToken.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, record: SessionRecord): void {
    if (this.ttlMs <= 0) return;
    if (this.byToken.size >= MAX_KEPT) this.byToken.clear();
    this.byToken.set(tokenHash, { record, until: this.clock.now() + this.ttlMs });
  }

  /**
   * A game session kept by its token's hash, while it is live. A kept one that has expired is not
   * answered: the member's activity may have moved its end later since (`touchSession`), which only
   * the database knows, so the caller reads it again.
   */
  getGame<R extends KeptGameSession>(tokenHash: string): R | undefined {
    const entry = this.gameByToken.get(tokenHash);
    if (!entry) return undefined;
    const now = this.clock.now();
    if (entry.until > now && entry.row.expires_at > now) return entry.row as R;
    this.gameByToken.delete(tokenHash);
    return undefined;
  }

  setGame(tokenHash: string, row: KeptGameSession): void {
    if (this.ttlMs <= 0 || row.expires_at <= this.clock.now()) return;
    if (this.gameByToken.size >= MAX_KEPT) this.gameByToken.clear();
    this.gameByToken.set(tokenHash, { row, until: this.clock.now() + this.ttlMs });
  }

  /** Ends one session everywhere. */
  dropToken(tokenHash: string): void {
    this.bus.publish(TOPIC_TOKEN, tokenHash);
  }

  /** Ends every session of a member everywhere (password change, lock, profile change). */
  dropMember(memberId: number): void {
    this.bus.publish(TOPIC_MEMBER, String(memberId));
  }
}
