/** Where pushes go: the socket.io server (and through its Redis adapter, every process). */
export type RealtimeSink = (memberId: number, event: string, payload: unknown) => void;

/**
 * Pushes events to a member's open pages. Services call push(); the socket server attaches its
 * sink when it starts, and tests attach an observer. Without either, a push goes nowhere.
 */
export class RealtimeHub {
  private readonly sinks: RealtimeSink[] = [];

  attach(sink: RealtimeSink): void {
    this.sinks.push(sink);
  }

  push(memberId: number, event: string, payload: unknown): void {
    for (const sink of this.sinks) sink(memberId, event, payload);
  }
}
