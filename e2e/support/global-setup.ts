import { execSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { findChromium } from './browser';
import { makeSiteTemplate } from './site-template';

const root = fileURLToPath(new URL('../..', import.meta.url));

/**
 * Browser tests need the built web app and back office, built once per run, and the demo brand,
 * seeded once per run (site-template.ts); only when a browser is there.
 */
export default async function setup(project: TestProject): Promise<(() => void) | undefined> {
  if (!findChromium()) return undefined;
  // The production build players get: under the test runner NODE_ENV is 'test', which would make
  // Vite bundle React's development build.
  for (const workspace of ['@panalo/web', '@panalo/backoffice']) {
    execSync(`npm run build -w ${workspace}`, {
      cwd: root,
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const { template, drop } = await makeSiteTemplate();
  project.provide('siteTemplate', template);
  return drop;
}
