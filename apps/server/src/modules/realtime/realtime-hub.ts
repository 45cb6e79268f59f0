/** Where pushes go: the socket.io server (and through its Redis adapter, every process). */
export type RealtimeSink = (memberId: number, event: string, payload: unknown) => void;

/**
 * Pushes events to a member's open pages. Services call push(); the socket server attaches its
 * sink when it starts, and tests attach an observer. Without either, a push goes nowhere.
 */
export class RealtimeHub {
  private readonly sinks: { sink: RealtimeSink; listens?: (memberId: number) => boolean }[] = [];

  /**
   * `listens` says whether the sink has anyone for a member; a sink that cannot know (one that
   * reaches other processes) leaves it out and is always pushed to.
   */
  attach(sink: RealtimeSink, listens?: (memberId: number) => boolean): void {
    this.sinks.push({ sink, listens });
  }

  /** Whether a push for this member would reach anyone, so callers can skip preparing it. */
  listens(memberId: number): boolean {
    return this.sinks.some((entry) => !entry.listens || entry.listens(memberId));
  }

  push(memberId: number, event: string, payload: unknown): void {
    for (const entry of this.sinks) entry.sink(memberId, event, payload);
  }
}
