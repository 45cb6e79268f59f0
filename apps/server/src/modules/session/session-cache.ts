import type { Clock } from '../../lib/clock';
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { SessionRecord } from './session.repository';

/** Bus topics: one session ended (by token hash), or every session of a member must be re-checked. */
export const TOPIC_TOKEN = 'session-token';
export const TOPIC_MEMBER = 'session-member';

/**
 * Sessions are read on every authenticated call. Each process keeps a looked-up session for a few
 * seconds (SESSION_CACHE_SECONDS); logging out, a password change or anything else that ends
 * sessions drops them here and, through the invalidation bus, in every other process at once.
 */
export class SessionCache {
  private readonly byToken = new Map<string, { record: SessionRecord; until: number }>();

  constructor(
    private readonly clock: Clock,
    private readonly ttlMs: number,
    private readonly bus: InvalidationBus,
  ) {
    bus.subscribe(TOPIC_TOKEN, (tokenHash) => this.byToken.delete(tokenHash));
    bus.subscribe(TOPIC_MEMBER, (memberId) => {
      for (const [tokenHash, entry] of this.byToken) if (String(entry.record.memberId) === memberId) this.byToken.delete(tokenHash);
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
    // Bounded: a flood of distinct tokens cannot grow the map without end.
    if (this.byToken.size >= 100_000) this.byToken.clear();
    this.byToken.set(tokenHash, { record, until: this.clock.now() + this.ttlMs });
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
