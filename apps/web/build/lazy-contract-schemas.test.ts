import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseAst } from 'vite';
import { lazyContractSchemas } from './lazy-contract-schemas';

// A made-up contract folder with one schema factory, as the contract's `paged`.
const contract = join(mkdtempSync(join(tmpdir(), 'lazy-schemas-')), 'src');
mkdirSync(contract);
writeFileSync(
  join(contract, 'paging.ts'),
  'export const paged = <T extends z.ZodType>(item: T) =>\n  z.object({ list: z.array(item) });\n',
);

/** Runs the plugin's transform on a module of that folder (or another file). */
function transform(code: string, id = join(contract, 'sample.ts')): string | undefined {
  const plugin = lazyContractSchemas(contract);
  (plugin.buildStart as () => void).call({});
  const result = (plugin.transform as (code: string, id: string) => { code: string } | undefined).call({ parse: parseAst }, code, id);
  return result?.code;
}

const wrapped = (code: string) => [...code.matchAll(/const (\w+) = \/\* @__PURE__ \*\/ lazySchema\(\(\) =>/g)].map((match) => match[1]);

describe('the web build wraps the contract’s schemas', () => {
  it('wraps schema constants, exported or not, and schemas built from them', () => {
    const code = transform(
      [
        "import { z } from 'zod';",
        'const id = z.coerce.number().int();',
        'export const item = z.object({ id, name: z.string().trim() });',
        'export const named = item.extend({ tag: z.enum(["A", "B"]) }).strict();',
        'export const when = z.iso.datetime();',
        'export const itemPage = paged(item).extend({ total: z.number() });',
      ].join('\n'),
    )!;
    expect(wrapped(code)).toEqual(['id', 'item', 'named', 'when', 'itemPage']);
    expect(code).toMatch(/^import \{ lazySchema \} from ".*lazy-schema\.ts";/);
  });

  it('leaves values that are not schemas as they are', () => {
    const code = transform(
      [
        "import { z } from 'zod';",
        "export const TYPES = ['A', 'B'];",
        'export const kind = z.enum(TYPES);',
        'export const KINDS = kind.options;',
        'export const first = kind.parse("A");',
        'export const check = kind.safeParse("A").success;',
        'export let later = z.string();',
        'export const rule = (value) => value > 1;',
      ].join('\n'),
    )!;
    expect(wrapped(code)).toEqual(['kind']);
  });

  it('leaves other files alone', () => {
    expect(transform("import { z } from 'zod';\nexport const item = z.string();", '/web/src/form.ts')).toBeUndefined();
    expect(transform("import { z } from 'zod';\nexport const item = z.string();", join(contract, 'sample.test.ts'))).toBeUndefined();
  });
});
