/**
 * A stand-in for a schema that builds it at its first use and then forwards everything to it. The
 * web build wraps the contract's top-level schemas in it (`build/lazy-contract-schemas.ts`), so
 * loading a contract module builds none of them.
 *
 * The proxy's target is an empty object, so every trap answers from the built schema; a property it
 * reports must be configurable (the target does not have it) for the proxy to keep its rules.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key, schema()),
    has: (_, key) => Reflect.has(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const found = Reflect.getOwnPropertyDescriptor(schema(), key);
      return found && { ...found, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
