import type { Studio } from '../studio-context';
import { messagesAfter, type ChatMessage } from './live-chat.repository';

/** How often a process looks for new messages of a room with listeners. */
const POLL_MS = 400;
const BATCH = 50;

type Listener = (messages: ChatMessage[]) => void;

interface Watched {
  roomKey: string;
  listeners: Set<Listener>;
  lastId: number;
  timer: NodeJS.Timeout;
  busy: boolean;
}

/**
 * The rooms' live feeds of one process. The database is the source: one poll per room with
 * listeners, whatever process the post went to, and the new messages are read once and sent to
 * every page of the room (the scheduled games' feed works the same way).
 */
export class LiveChatFeed {
  private readonly rooms = new Map<string, Watched>();

  constructor(private readonly studio: Studio) {}

  /** Listens from after message `afterId` (the last one the page already has). */
  listen(roomKey: string, afterId: number, listener: Listener): () => void {
    let watched = this.rooms.get(roomKey);
    if (!watched) {
      const entry: Watched = {
        roomKey,
        listeners: new Set(),
        lastId: afterId,
        busy: false,
        timer: setInterval(() => void this.poll(entry), POLL_MS),
      };
      entry.timer.unref();
      this.rooms.set(roomKey, entry);
      watched = entry;
    }
    // A page that joins later than the room's last send catches up on its own first.
    if (afterId < watched.lastId) void this.catchUp(roomKey, afterId, watched.lastId, listener);
    watched.listeners.add(listener);
    return () => {
      const entry = this.rooms.get(roomKey);
      if (!entry) return;
      entry.listeners.delete(listener);
      if (entry.listeners.size === 0) {
        clearInterval(entry.timer);
        this.rooms.delete(roomKey);
      }
    };
  }

  close(): void {
    for (const entry of this.rooms.values()) clearInterval(entry.timer);
    this.rooms.clear();
  }

  private async catchUp(roomKey: string, afterId: number, upTo: number, listener: Listener): Promise<void> {
    const missed = (await messagesAfter(this.studio.db, roomKey, afterId, BATCH).catch(() => [])).filter((message) => message.id <= upTo);
    if (missed.length > 0) listener(missed);
  }

  private async poll(entry: Watched): Promise<void> {
    if (entry.busy) return;
    entry.busy = true;
    try {
      const fresh = await messagesAfter(this.studio.db, entry.roomKey, entry.lastId, BATCH);
      if (fresh.length > 0) {
        entry.lastId = fresh.at(-1)!.id;
        for (const listener of entry.listeners) listener(fresh);
      }
    } catch {
      // The database out of reach for a moment: the next poll tries again.
    } finally {
      entry.busy = false;
    }
  }
}
