// Builds the server ahead of time: src/main.ts and everything it imports from this repository (the
// contract package included) become one ES module, dist/main.js, with a source map. Packages from
// npm stay outside and load from node_modules. `npm start` runs it with plain Node: no TypeScript
// compiler at start, in production or anywhere.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const serverDir = new URL('..', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('package.json', serverDir), 'utf8'));

await build({
  entryPoints: [new URL('src/main.ts', serverDir).pathname],
  outfile: new URL('dist/main.js', serverDir).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: Object.keys(manifest.dependencies).filter((name) => !name.startsWith('@panalo/')),
  logLevel: 'warning',
});
