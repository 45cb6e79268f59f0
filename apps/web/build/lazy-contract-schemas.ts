import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/**
 * Builds the contract's zod schemas when the web app first uses them, not when their modules load.
 *
 * The first screen imports the contract's modules for their constants, helpers and a few answers'
 * schemas, and every `z.object(...)` at a module's top level ran while the first chunk was
 * evaluated: under a phone's CPU about half of that long task (docs/performance.md). In the web
 * build only, each top-level `const` of a contract module whose value is a schema (a chain of zod
 * builder and method calls, one of another such schema, or of a schema factory like `paged`) is
 * wrapped in `lazySchema(() => …)` (`src/lib/lazy-schema.ts`): a stand-in that builds the schema at
 * its first use and then forwards everything to it. The server, the back office and the tests use the contract as written.
 */
const LAZY_MODULE = fileURLToPath(new URL('../src/lib/lazy-schema.ts', import.meta.url));

/** Methods of a schema that answer something else than a schema. */
const NOT_A_SCHEMA = new Set([
  'parse',
  'safeParse',
  'parseAsync',
  'safeParseAsync',
  'spa',
  'decode',
  'encode',
  'safeDecode',
  'safeEncode',
  'isOptional',
  'isNullable',
  'meta',
  'toJSONSchema',
  'toString',
  'valueOf',
]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Names of the contract's schema factories: `export const paged = <T …>(item: T) => z.object(…)`. */
function schemaFactories(contractSrc: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(contractSrc, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
    for (const match of readFileSync(join(contractSrc, file), 'utf8').matchAll(
      /^(?:export )?const (\w+) = (?:<[^>]*>)?\([^)]*\) =>\s*z\./gm,
    )) {
      names.add(match[1]!);
    }
  }
  return names;
}

/**
 * Whether an expression is a schema: a chain of calls that starts at `z` (its namespaces
 * `z.coerce`, `z.iso` included), at a schema of this module, or at a factory's call, and goes
 * on only through method calls that answer schemas.
 */
function isSchema(node: Node, schemas: Set<string>, factories: Set<string>): boolean {
  if (node.type !== 'CallExpression') return false;
  const callee = node.callee as Node;
  if (callee.type === 'Identifier') return factories.has(callee.name as string);
  if (callee.type !== 'MemberExpression' || callee.computed) return false;
  const method = (callee.property as Node).name as string;
  const object = callee.object as Node;
  if (isZodNamespace(object)) return true;
  if (NOT_A_SCHEMA.has(method)) return false;
  if (object.type === 'Identifier') return schemas.has(object.name as string);
  return isSchema(object, schemas, factories);
}

const isZodNamespace = (node: Node): boolean =>
  (node.type === 'Identifier' && node.name === 'z') ||
  (node.type === 'MemberExpression' && !node.computed && isZodNamespace(node.object as Node));

export function lazyContractSchemas(contractSrc: string): Plugin {
  let factories = new Set<string>();
  return {
    name: 'panalo-lazy-contract-schemas',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      factories = schemaFactories(contractSrc);
    },
    transform(code, id) {
      if (!id.startsWith(contractSrc) || id.includes('.test.')) return undefined;
      const program = this.parse(code) as unknown as { body: Node[] };
      const schemas = new Set<string>();
      const out = new MagicString(code);
      for (const statement of program.body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
        if (!declaration || declaration.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const declarator of declaration.declarations as Node[]) {
          const init = declarator.init as Node | null;
          const target = declarator.id as Node;
          if (!init || target.type !== 'Identifier' || !isSchema(init, schemas, factories)) continue;
          schemas.add(target.name as string);
          out.appendLeft(init.start, '/* @__PURE__ */ lazySchema(() => ');
          out.appendRight(init.end, ')');
        }
      }
      if (schemas.size === 0) return undefined;
      out.prepend(`import { lazySchema } from ${JSON.stringify(LAZY_MODULE)};\n`);
      return { code: out.toString(), map: out.generateMap({ hires: true }) };
    },
  };
}
