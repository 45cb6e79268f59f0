import type { Studio } from '../studio-context';
import { lineSnapshot, type OpenLine } from './scheduled-lines.service';
import { lineVersion } from './scheduled-rounds.repository';

/** How often a process looks whether a line with listeners has changed. */
const POLL_MS = 500;
/** A state at least this often, even unchanged: the page's clock and the connection stay fresh. */
const HEARTBEAT_MS = 15_000;

type Listener = (state: unknown) => void;

interface Watched {
  line: OpenLine;
  listeners: Set<Listener>;
  version: number;
  sentAt: number;
  /** The next change by the clock alone (a round opening, closing or due), known here only. */
  nextChangeAt: number;
  timer: NodeJS.Timeout;
  busy: boolean;
}

/**
 * The line feeds of one process. The database is the source: one poll of the line's version per
 * line with listeners, and the new state is read once and sent to every page of it. So a change
 * made by any process reaches every page within a poll, without a message bus.
 */
export class ScheduledFeed {
  private readonly lines = new Map<string, Watched>();

  constructor(private readonly studio: Studio) {}

  listen(line: OpenLine, listener: Listener): () => void {
    let watched = this.lines.get(line.key);
    if (!watched) {
      const entry: Watched = {
        line,
        listeners: new Set(),
        version: -1,
        sentAt: 0,
        nextChangeAt: Infinity,
        busy: false,
        timer: setInterval(() => void this.poll(entry), POLL_MS),
      };
      entry.timer.unref();
      this.lines.set(line.key, entry);
      watched = entry;
    }
    watched.listeners.add(listener);
    void this.sendTo(watched, [listener]);
    return () => {
      const entry = this.lines.get(line.key);
      if (!entry) return;
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) {
        clearInterval(entry.timer);
        this.lines.delete(line.key);
      }
    };
  }

  close(): void {
    for (const entry of this.lines.values()) clearInterval(entry.timer);
    this.lines.clear();
  }

  private async poll(entry: Watched): Promise<void> {
    if (entry.busy) return;
    entry.busy = true;
    try {
      const version = await lineVersion(this.studio.db, entry.line.key);
      const stale = Date.now() - entry.sentAt >= HEARTBEAT_MS;
      // A round that has reached its decision time changes the state too, before the scheduler's step.
      const due = this.studio.now() >= entry.nextChangeAt;
      if (version !== entry.version || stale || due) await this.sendTo(entry, [...entry.listeners]);
    } catch {
      // The database out of reach for a moment: the next poll tries again.
    } finally {
      entry.busy = false;
    }
  }

  private async sendTo(entry: Watched, listeners: Listener[]): Promise<void> {
    const { state, nextChangeAt } = await lineSnapshot(this.studio, entry.line);
    entry.version = await lineVersion(this.studio.db, entry.line.key);
    entry.sentAt = Date.now();
    // Pages are not told when a round will be decided (a crash round's crash): only the feed keeps it.
    entry.nextChangeAt = nextChangeAt;
    for (const listener of listeners) listener(state);
  }
}
