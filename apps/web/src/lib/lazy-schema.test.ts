import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds the schema at its first use, once, and then answers as the schema itself', () => {
    let builds = 0;
    const item = lazySchema(() => {
      builds += 1;
      return z.object({ id: z.number().int(), name: z.string() });
    });
    // Used inside other lazy schemas, it is not built until they are.
    const page = lazySchema(() => z.object({ list: z.array(item), total: z.number().int() }));
    const named = lazySchema(() => item.extend({ tag: z.enum(['A', 'B']) }));
    expect(builds).toBe(0);

    expect(page.parse({ list: [{ id: 1, name: 'a' }], total: 1 })).toEqual({ list: [{ id: 1, name: 'a' }], total: 1 });
    expect(page.safeParse({ list: [{ id: 'x', name: 'a' }], total: 1 }).success).toBe(false);
    expect(named.parse({ id: 2, name: 'b', tag: 'B' })).toEqual({ id: 2, name: 'b', tag: 'B' });
    expect(Object.keys(item.shape)).toEqual(['id', 'name']);
    expect(item instanceof z.ZodObject).toBe(true);
    expect(builds).toBe(1);
  });

  it('works in unions, as an optional field and with its own methods', () => {
    const win = lazySchema(() => z.object({ kind: z.literal('WIN'), amount: z.number() }));
    const loss = lazySchema(() => z.object({ kind: z.literal('LOSS') }));
    const outcome = lazySchema(() => z.discriminatedUnion('kind', [win, loss]));
    expect(outcome.parse({ kind: 'WIN', amount: 5 })).toEqual({ kind: 'WIN', amount: 5 });
    expect(outcome.safeParse({ kind: 'DRAW' }).success).toBe(false);
    expect(z.object({ last: win.optional() }).parse({})).toEqual({});
    expect(win.pick({ kind: true }).parse({ kind: 'WIN', amount: 1 })).toEqual({ kind: 'WIN' });
  });
});
