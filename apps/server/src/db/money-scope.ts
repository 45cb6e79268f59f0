import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db } from './executor';

/*
 * A money operation runs on its own transaction (`work.tx`). A query on the app's database
 * handle (`ctx.db`) from inside one is a mistake: on PostgreSQL it runs outside the operation's
 * transaction, and on SQLite, whose one connection the operation holds, it waits for ever.
 * The money writer marks its operations here, and `ctx.db` refuses to start anything inside one.
 */
const moneyOperation = new AsyncLocalStorage<true>();

/** Runs one money operation, marked so that `ctx.db` refuses to be used inside it. */
export const asMoneyOperation = <T>(operation: () => Promise<T>): Promise<T> => moneyOperation.run(true, operation);

export const MISUSED_DB_MESSAGE = 'ctx.db was used inside a money operation: run the query on the operation transaction (work.tx) instead';

/**
 * The database handle services use: the same Kysely instance, except that every method (a query
 * builder, a transaction, a raw query) throws at once when called inside a money operation. The
 * check is one AsyncLocalStorage read per method lookup; bound methods are made once per name.
 */
export function guardedOutsideMoneyOperations(db: Db): Db {
  const bound = new Map<PropertyKey, unknown>();
  return new Proxy(db, {
    get(target, property) {
      let method = bound.get(property);
      if (method === undefined) {
        const value: unknown = Reflect.get(target, property, target);
        if (typeof value !== 'function') return value;
        // Kysely keeps its state in private fields, so its methods must run on the instance itself.
        method = (value as (...args: unknown[]) => unknown).bind(target);
        bound.set(property, method);
      }
      if (moneyOperation.getStore()) throw new Error(MISUSED_DB_MESSAGE);
      return method;
    },
  });
}
