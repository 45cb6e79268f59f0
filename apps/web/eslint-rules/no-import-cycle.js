import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Import cycles among the files of one source tree, type imports included. import/no-cycle
 * skips `import type`, yet a type cycle still ties folders together (one cannot move or be
 * understood without the other), so this rule reads every relative import, types too.
 */
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"](\.{1,2}\/[^'"]+)['"]/g;
const EXTENSIONS = ['', '.ts', '.tsx'];

function sourceFiles(directory, found = []) {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) sourceFiles(full, found);
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) found.push(full);
  }
  return found;
}

function resolve(from, specifier) {
  const base = path.resolve(path.dirname(from), specifier);
  for (const extension of EXTENSIONS) {
    const file = base + extension;
    if (existsSync(file) && statSync(file).isFile()) return file;
  }
  return null;
}

const importsOf = (file, text) =>
  new Set([...text.matchAll(SPECIFIER)].map((match) => resolve(file, match[1])).filter((target) => target !== null));

/** Strongly connected components of more than one file (Tarjan). */
function cycles(graph) {
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const byFile = new Map();
  const visit = (file) => {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const next of graph.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(file, Math.min(low.get(file), low.get(next)));
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file), index.get(next)));
    }
    if (low.get(file) !== index.get(file)) return;
    const component = [];
    let member;
    do {
      member = stack.pop();
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1) for (const entry of component) byFile.set(entry, component);
  };
  for (const file of graph.keys()) if (!index.has(file)) visit(file);
  return byFile;
}

// One graph per lint run and tree; the file being linted is read from the editor's text.
const graphs = new Map();

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Disallow import cycles, type imports included' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: { cycle: 'Import cycle (type imports included) through: {{files}}' },
  },
  create(context) {
    const root = path.resolve(context.options[0].root);
    const file = context.physicalFilename;
    if (!file.startsWith(root + path.sep) || /\.test\.tsx?$/.test(file)) return {};
    return {
      Program(node) {
        let graph = graphs.get(root);
        if (!graph) {
          graph = new Map(sourceFiles(root).map((entry) => [entry, importsOf(entry, readFileSync(entry, 'utf8'))]));
          graphs.set(root, graph);
        }
        graph.set(file, importsOf(file, context.sourceCode.text));
        const component = cycles(graph).get(file);
        if (component) {
          const files = component
            .map((entry) => path.relative(root, entry))
            .sort()
            .join(', ');
          context.report({ node, messageId: 'cycle', data: { files } });
        }
      },
    };
  },
};
