// Import cycles, type imports included (ESLint's import-x/no-cycle sees runtime imports only).
// Fails on any cycle between files of the server or the contract, and on any cycle between
// folders of the server (each modules/<area> is one folder; lib, db, plugins, adapters, … one
// each; the root files app.ts, app-context.ts, config.ts and main.ts compose everything and are
// left out). Test files and test helpers (*.test.ts, *.test-kit.ts, test-support/) are left out.
// Usage: node scripts/import-cycles.mjs [--list]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server/src');
const sources = [server, join(root, 'packages/contract/src')];

const isTest = (file) => /\.test(-kit)?\.ts$/.test(file) || file.includes('/test-support/');
const walk = (dir) =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : path.endsWith('.ts') ? [path] : [];
  });
const importPattern = /(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+['"](\.[^'"]+)['"]/g;
const resolve = (from, spec) => {
  const base = normalize(join(dirname(from), spec));
  return [`${base}.ts`, join(base, 'index.ts'), base].find((path) => path.endsWith('.ts') && existsSync(path));
};

// The composition root (app.ts, app-context.ts, app-caches.ts, config.ts, main.ts) names every
// module's types to assemble one app; it is left out of the file cycles as of the folder ones.
const isRoot = (file) => dirname(file) === server;
const files = sources.flatMap(walk).filter((file) => !isTest(file) && !isRoot(file));
const fileEdges = new Map(files.map((file) => [file, new Set()]));
for (const file of files) {
  for (const [, spec] of readFileSync(file, 'utf8').matchAll(importPattern)) {
    const target = resolve(file, spec);
    if (target && fileEdges.has(target)) fileEdges.get(file).add(target);
  }
}

const folderOf = (file) => {
  if (!file.startsWith(server)) return null;
  const parts = relative(server, file).split('/');
  if (parts.length === 1) return null;
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
};
const folderEdges = new Map();
for (const [file, targets] of fileEdges) {
  const from = folderOf(file);
  if (!from) continue;
  if (!folderEdges.has(from)) folderEdges.set(from, new Set());
  for (const target of targets) {
    const to = folderOf(target);
    if (to && to !== from) folderEdges.get(from).add(to);
  }
}

/** Strongly connected components with more than one member (Tarjan). */
function cycles(edges) {
  const index = new Map();
  const low = new Map();
  const stack = [];
  const found = [];
  let next = 0;
  const visit = (node) => {
    index.set(node, next);
    low.set(node, next++);
    stack.push(node);
    for (const to of edges.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node), low.get(to)));
      } else if (stack.includes(to)) low.set(node, Math.min(low.get(node), index.get(to)));
    }
    if (low.get(node) === index.get(node)) {
      const component = [];
      let member;
      do component.push((member = stack.pop()));
      while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return found;
}

const fileCycles = cycles(fileEdges);
const folderCycles = cycles(folderEdges);
const show = (component) => `  ${component.map((file) => relative(root, file) || file).join(' → ')}`;

if (process.argv.includes('--list') || fileCycles.length || folderCycles.length) {
  console.log(`file cycles: ${fileCycles.length}`);
  fileCycles.forEach((component) => console.log(show(component)));
  console.log(`folder cycles: ${folderCycles.length} (${folderCycles.flat().length} folders)`);
  folderCycles.forEach((component) => console.log(`  ${component.join(', ')}`));
}
if (fileCycles.length || folderCycles.length) {
  console.error('Import cycles (type imports included): break them by moving the shared type or function to the kernel.');
  process.exit(1);
}
