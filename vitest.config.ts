import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner for every workspace. Database tests run on SQLite, and on PostgreSQL as well when
// DATABASE_URL is set; web unit tests run in Node; browser tests run when a Chromium is found (see e2e/support/browser.ts).
export default defineConfig({
  test: {
    // Vitest's default leaves one core to its main process, which on two cores means one worker;
    // the main process is mostly idle while workers run, so two cores get two workers.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'contract', include: ['packages/contract/src/**/*.test.ts'] } },
      // Files of the repository itself (the container image, the compose file).
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'] } },
      // Pure web logic (money, dates, URLs, request building) in plain Node: no browser needed.
      { test: { name: 'web', include: ['apps/web/src/**/*.test.ts', 'apps/web/build/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          globalSetup: ['apps/server/src/test-support/database-templates.global-setup.ts'],
          // A worker loads the server's modules once for all its files rather than once per file
          // (loading them was most of a small file's time): every suite builds its own app on its
          // own database, and nothing a suite relies on lives in a module's state.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/support/global-setup.ts'],
          testTimeout: 90_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
