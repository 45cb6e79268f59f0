// Builds the server ahead of time: src/main.ts, everything it imports from this repository (the
// contract package included) and most packages become one ES module, dist/main.js, with a source
// map. `npm start` runs it with plain Node: no TypeScript compiler at start, in production or
// anywhere, and one file to load instead of hundreds to resolve.
import { build } from 'esbuild';

const serverDir = new URL('..', import.meta.url);

// Packages that load native code, read their own files at run time (__dirname does not exist in
// an ES module), start worker threads, or load only when configured stay in node_modules.
const KEEP_OUTSIDE = new Set([
  'better-sqlite3',
  '@node-rs/argon2',
  'pg-native',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'pino',
  'thread-stream',
  '@aws-sdk/client-s3',
  'ioredis',
  '@socket.io/redis-adapter',
  'nodemailer',
  'tsx',
]);

function outfileArgument() {
  const at = process.argv.indexOf('--outfile');
  return at === -1 ? undefined : process.argv[at + 1];
}

await build({
  entryPoints: [new URL('src/main.ts', serverDir).pathname],
  // `--outfile <path>`: somewhere else than dist/ (the test of the build uses it); keep it inside
  // apps/server so the outside packages still resolve from node_modules.
  outfile: outfileArgument() ?? new URL('dist/main.js', serverDir).pathname,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Stack traces name the original files and lines; the sources themselves are in the image already.
  sourcesContent: false,
  external: [...KEEP_OUTSIDE],
  // Bundled CommonJS packages call require(); give the ES module one.
  banner: {
    js: "import { createRequire as __panaloCreateRequire } from 'node:module'; const require = __panaloCreateRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
