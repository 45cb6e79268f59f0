import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { findChromium } from './browser';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** Browser tests need the built web app and back office; build them once per run, only when a browser is there. */
export default function setup(): void {
  if (!findChromium()) return;
  // The production build players get: under the test runner NODE_ENV is 'test', which would make
  // Vite bundle React's development build.
  for (const workspace of ['@panalo/web', '@panalo/backoffice']) {
    execSync(`npm run build -w ${workspace}`, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
}
