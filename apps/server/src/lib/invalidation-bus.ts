import type { Redis } from 'ioredis';

/**
 * Tells every process to drop something it caches. With Redis the message goes to all processes
 * through pub/sub; without it there is only this process, which is told directly.
 */
export interface InvalidationBus {
  publish(topic: string, key: string): void;
  subscribe(topic: string, handler: (key: string) => void): void;
  close(): void;
}

export function createInvalidationBus(redis: Redis | null, prefix: string): InvalidationBus {
  const handlers = new Map<string, ((key: string) => void)[]>();
  const deliver = (topic: string, key: string) => handlers.get(topic)?.forEach((handler) => handler(key));
  if (!redis) {
    return {
      publish: deliver,
      subscribe: (topic, handler) => void handlers.set(topic, [...(handlers.get(topic) ?? []), handler]),
      close() {},
    };
  }
  const channel = `${prefix}invalidate`;
  const subscriber = redis.duplicate();
  void subscriber.subscribe(channel);
  subscriber.on('message', (_channel: string, message: string) => {
    const split = message.indexOf(' ');
    if (split > 0) deliver(message.slice(0, split), message.slice(split + 1));
  });
  return {
    publish(topic, key) {
      // This process drops it at once; the others as soon as Redis delivers.
      deliver(topic, key);
      void redis.publish(channel, `${topic} ${key}`).catch(() => undefined);
    },
    subscribe: (topic, handler) => void handlers.set(topic, [...(handlers.get(topic) ?? []), handler]),
    close: () => subscriber.disconnect(),
  };
}
